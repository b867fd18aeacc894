import CInputTest
import CX11
import Foundation
import Synchronization

/// A client of one device of Xorg's `inputtest` input driver: it writes the driver's
/// fixed-size protocol structs to the device's Unix socket, and the server turns them into
/// real input (XI2 touch, XI 2.4 touchpad gestures, pointer motion, keys).
///
/// Connecting sends CLIENT_VERSION 1.1 and waits for SERVER_VERSION. Every injection returns
/// as soon as the message is written; call `sync()` to wait until the server has processed
/// everything sent so far, before looking for the resulting events.
///
/// **Keep the connection open.** The driver (Xorg 21.1) does not notice a client hanging up:
/// from then on it spins at 100% CPU and accepts no new connection. So each device is
/// connected once per server and stays connected; only disabling the device in the server
/// (which closes the connection from the server's side) allows a fresh `reconnect()`.
/// `InputTestServer` follows these rules for you.
public final class InputTestDevice: Sendable {
    public enum TouchPhase: Sendable {
        case begin, update, end
    }

    public enum GesturePhase: Sendable {
        case begin, update, end
    }

    /// The device's name in the server (its xorg.conf Identifier), e.g. "touchscreen".
    public let name: String
    public let socketPath: String
    /// The screen the absolute touch axes span, in pixels.
    public let screenWidth: Double
    public let screenHeight: Double

    private struct State {
        var socket: Int32 = -1
        /// The driver answers WAIT_FOR_SYNC from its input-drain callback, which has not run
        /// for a freshly connected device until the server processes some input; a sync
        /// before that hangs (measured). With nothing sent there is nothing to wait for.
        var hasSentEvents = false
        var activeTouchIDs: Set<UInt32> = []
        /// Finger count of the pinch or swipe that has begun and not ended.
        var activePinchFingers: UInt16?
        var activeSwipeFingers: UInt16?
    }

    private let state = Mutex(State())

    /// Connects to the device socket at `socketPath` and performs the version handshake.
    public init(
        name: String, socketPath: String,
        screenWidth: Int = XServer.screenWidth, screenHeight: Int = XServer.screenHeight
    ) throws {
        self.name = name
        self.socketPath = socketPath
        self.screenWidth = Double(screenWidth)
        self.screenHeight = Double(screenHeight)
        try state.withLock { try connect(&$0) }
    }

    /// Closes the socket. Safe only once the server has closed its side (device disabled) or
    /// is gone; see the type's note on the driver bug.
    deinit {
        state.withLock { state in
            if state.socket >= 0 { close(state.socket) }
        }
    }

    /// Touches begun and not yet ended, by id.
    public var activeTouchIDs: Set<UInt32> {
        state.withLock { $0.activeTouchIDs }
    }

    /// Whether a pinch or swipe has begun and not ended.
    public var hasActiveGesture: Bool {
        state.withLock { $0.activePinchFingers != nil || $0.activeSwipeFingers != nil }
    }

    /// Connects afresh, after the server closed the old connection because the device was
    /// disabled (and has since been enabled again).
    public func reconnect() throws {
        try state.withLock { state in
            if state.socket >= 0 {
                close(state.socket)
                state.socket = -1
            }
            // Touches and gestures died with the device.
            state.activeTouchIDs = []
            state.activePinchFingers = nil
            state.activeSwipeFingers = nil
            try connect(&state)
        }
    }

    /// Forgets the connection after the server closed it (the device was disabled). The
    /// socket is closed; nothing more can be sent until `reconnect()`.
    public func serverClosedConnection() {
        state.withLock { state in
            if state.socket >= 0 {
                close(state.socket)
                state.socket = -1
            }
        }
    }

    // MARK: Touch

    /// The touch axes run from 0 to `touchAxisMaximum` (the driver's TOUCH_AXIS_MAX). The
    /// server maps an axis value v to the screen pixel v × width / (maximum + 1), so this is
    /// the inverse.
    public static let touchAxisMaximum = 65535.0

    /// The touch device's pressure valuator ("Abs MT Pressure") and its largest value (the
    /// driver's TABLET_PRESSURE_AXIS_MAX; the axis starts at 0). The driver's `init_touch`
    /// declares five axes: the two positions (0, 1), horizontal and vertical scrolling (2,
    /// 3), and pressure last, as valuator 4. (Sent as valuator 2, a pressure arrived as
    /// horizontal scrolling, which a touch event does not carry, and the touch had force 0.)
    public static let pressureAxis = (number: 4, maximum: 2047.0)

    /// Sends one touch event for touch `id` at screen pixel (`x`, `y`); sub-pixel positions
    /// survive as XI2 FP16.16 coordinates. With `pressure` (0…2047) the pressure valuator is
    /// sent too.
    public func touch(id: UInt32, phase: TouchPhase, x: Double, y: Double, pressure: Double? = nil) throws {
        try sendTouch(id: id, phase: phase, at: (x, y), pressure: pressure)
    }

    /// Sends a touch event; without a position the server keeps the touch's last one.
    private func sendTouch(id: UInt32, phase: TouchPhase, at position: (x: Double, y: Double)?, pressure: Double? = nil) throws {
        var event = Self.touchEvent(id: id, phase: phase, at: position, screenWidth: screenWidth, screenHeight: screenHeight)
        if let pressure, position != nil {
            withUnsafeMutableBytes(of: &event.valuators.mask) { $0[Self.pressureAxis.number / 8] |= UInt8(1 << (Self.pressureAxis.number % 8)) }
            withUnsafeMutableBytes(of: &event.valuators.valuators) { $0.bindMemory(to: Double.self)[Self.pressureAxis.number] = pressure }
        }
        try state.withLock { state in
            try send(event, &state)
            switch phase {
            case .begin, .update: state.activeTouchIDs.insert(id)
            case .end: state.activeTouchIDs.remove(id)
            }
        }
    }

    /// One touch event of a batch: touch `id` at screen pixel (`x`, `y`).
    public struct TouchEvent: Sendable {
        public var id: UInt32
        public var phase: TouchPhase
        public var x: Double
        public var y: Double

        public init(id: UInt32, phase: TouchPhase, x: Double, y: Double) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
        }
    }

    /// Sends several touch events in one write, in order: a frame of a multi-finger
    /// touchscreen. The protocol has no reply to events, so one event costs one message and
    /// no round trip either way; writing a batch at once saves a system call per finger, which
    /// matters at thousands of events per second. Returns once the batch is written (a full
    /// socket blocks until the server reads).
    public func touches(_ events: [TouchEvent]) throws {
        guard !events.isEmpty else { return }
        let size = MemoryLayout<xf86ITEventTouch>.size
        var bytes = [UInt8](repeating: 0, count: size * events.count)
        bytes.withUnsafeMutableBytes { buffer in
            for (index, touch) in events.enumerated() {
                let event = Self.touchEvent(id: touch.id, phase: touch.phase, at: (touch.x, touch.y),
                                            screenWidth: screenWidth, screenHeight: screenHeight)
                buffer.storeBytes(of: event, toByteOffset: index * size, as: xf86ITEventTouch.self)
            }
        }
        try state.withLock { state in
            guard state.socket >= 0 else {
                throw LiveTestError("\(name): not connected (disabled, and not reconnected since)")
            }
            try bytes.withUnsafeBytes { try write(bytes: $0, to: state.socket) }
            state.hasSentEvents = true
            for touch in events {
                switch touch.phase {
                case .begin, .update: state.activeTouchIDs.insert(touch.id)
                case .end: state.activeTouchIDs.remove(touch.id)
                }
            }
        }
    }

    private static func touchEvent(id: UInt32, phase: TouchPhase, at position: (x: Double, y: Double)?,
                                   screenWidth: Double, screenHeight: Double) -> xf86ITEventTouch {
        var event = xf86ITEventTouch()
        event.header.length = UInt32(MemoryLayout<xf86ITEventTouch>.size)
        event.header.type = XF86IT_EVENT_TOUCH
        event.touchid = id
        switch phase {
        case .begin: event.touch_type = UInt32(XI_TouchBegin)
        case .update: event.touch_type = UInt32(XI_TouchUpdate)
        case .end: event.touch_type = UInt32(XI_TouchEnd)
        }
        if let position {
            setValuators(
                &event.valuators,
                [
                    0: axisValue(position.x, span: screenWidth),
                    1: axisValue(position.y, span: screenHeight),
                ])
        }
        return event
    }

    static func axisValue(_ pixel: Double, span: Double) -> Double {
        min(max(pixel / span * (touchAxisMaximum + 1), 0), touchAxisMaximum)
    }

    // MARK: Touchpad gestures (XI 2.4)

    /// Sends a touchpad pinch event. `dx`/`dy` move the pointer (pixels, 0 on begin and end
    /// by convention), `scale` is absolute (1.0 at begin), `deltaAngle` is in degrees since
    /// the previous event, clockwise positive. `cancelled` sets the Cancelled flag on `.end`.
    public func gesturePinch(
        phase: GesturePhase, fingers: Int, dx: Double = 0, dy: Double = 0, scale: Double = 1,
        deltaAngle: Double = 0, cancelled: Bool = false
    ) throws {
        var event = xf86ITEventGesturePinch()
        event.header.length = UInt32(MemoryLayout<xf86ITEventGesturePinch>.size)
        event.header.type = XF86IT_EVENT_GESTURE_PINCH
        switch phase {
        case .begin: event.gesture_type = UInt16(XI_GesturePinchBegin)
        case .update: event.gesture_type = UInt16(XI_GesturePinchUpdate)
        case .end: event.gesture_type = UInt16(XI_GesturePinchEnd)
        }
        event.num_touches = UInt16(fingers)
        event.flags = cancelled ? UInt32(XIGesturePinchEventCancelled) : 0
        event.delta_x = dx
        event.delta_y = dy
        event.delta_unaccel_x = dx
        event.delta_unaccel_y = dy
        event.scale = scale
        event.delta_angle = deltaAngle
        try state.withLock { state in
            try send(event, &state)
            state.activePinchFingers = phase == .end ? nil : UInt16(fingers)
        }
    }

    /// Sends a touchpad swipe event; `dx`/`dy` in pixels (0 on begin and end by convention).
    public func gestureSwipe(
        phase: GesturePhase, fingers: Int, dx: Double = 0, dy: Double = 0, cancelled: Bool = false
    ) throws {
        var event = xf86ITEventGestureSwipe()
        event.header.length = UInt32(MemoryLayout<xf86ITEventGestureSwipe>.size)
        event.header.type = XF86IT_EVENT_GESTURE_SWIPE
        switch phase {
        case .begin: event.gesture_type = UInt16(XI_GestureSwipeBegin)
        case .update: event.gesture_type = UInt16(XI_GestureSwipeUpdate)
        case .end: event.gesture_type = UInt16(XI_GestureSwipeEnd)
        }
        event.num_touches = UInt16(fingers)
        event.flags = cancelled ? UInt32(XIGestureSwipeEventCancelled) : 0
        event.delta_x = dx
        event.delta_y = dy
        event.delta_unaccel_x = dx
        event.delta_unaccel_y = dy
        try state.withLock { state in
            try send(event, &state)
            state.activeSwipeFingers = phase == .end ? nil : UInt16(fingers)
        }
    }

    /// Ends whatever touches and gestures are still active, so the next user of a shared
    /// device starts from a clean slate.
    public func endActiveInput() throws {
        let (touches, pinch, swipe) = state.withLock {
            ($0.activeTouchIDs, $0.activePinchFingers, $0.activeSwipeFingers)
        }
        for id in touches.sorted() {
            try sendTouch(id: id, phase: .end, at: nil)
        }
        if let pinch { try gesturePinch(phase: .end, fingers: Int(pinch), cancelled: true) }
        if let swipe { try gestureSwipe(phase: .end, fingers: Int(swipe), cancelled: true) }
    }

    // MARK: Pointer and keys

    /// Moves the device's pointer by (`dx`, `dy`) pixels, as a touchpad or mouse does. The
    /// server's pointer acceleration applies.
    public func movePointer(dx: Double, dy: Double) throws {
        var event = xf86ITEventMotion()
        event.header.length = UInt32(MemoryLayout<xf86ITEventMotion>.size)
        event.header.type = XF86IT_EVENT_MOTION
        event.is_absolute = 0
        Self.setValuators(&event.valuators, [0: dx, 1: dy])
        try state.withLock { try send(event, &$0) }
    }

    /// The pointer devices' smooth-scroll valuators (horizontal, vertical), whose increment
    /// is 120: one wheel notch is 120 units.
    public static let scrollAxes = (horizontal: 2, vertical: 3)

    /// Scrolls by (`horizontal`, `vertical`) valuator units (120 a notch; positive is right
    /// and down), as a touchpad's two-finger scroll moves the scroll valuators. Zero on both
    /// posts the valuators unchanged, as xf86-input-libinput does for libinput's scroll stop.
    public func scroll(horizontal: Double, vertical: Double) throws {
        var event = xf86ITEventMotion()
        event.header.length = UInt32(MemoryLayout<xf86ITEventMotion>.size)
        event.header.type = XF86IT_EVENT_MOTION
        event.is_absolute = 0
        Self.setValuators(&event.valuators, [Self.scrollAxes.horizontal: horizontal, Self.scrollAxes.vertical: vertical])
        try state.withLock { try send(event, &$0) }
    }

    /// Presses key `keycode`: an X keycode (the evdev code + 8, e.g. 24 is Q on a US layout).
    public func keyDown(keycode: Int) throws {
        try key(keycode: keycode, pressed: true)
    }

    /// Releases key `keycode` (an X keycode).
    public func keyUp(keycode: Int) throws {
        try key(keycode: keycode, pressed: false)
    }

    private func key(keycode: Int, pressed: Bool) throws {
        var event = xf86ITEventKey()
        event.header.length = UInt32(MemoryLayout<xf86ITEventKey>.size)
        event.header.type = XF86IT_EVENT_KEY
        event.key_code = Int32(keycode)
        event.is_press = pressed ? 1 : 0
        try state.withLock { try send(event, &$0) }
    }

    // MARK: Synchronisation

    /// Returns once the server has processed every event sent so far (WAIT_FOR_SYNC, answered
    /// by SYNC_FINISHED), so the resulting X events are on their way to clients.
    public func sync(timeout: Duration = LiveTiming.inputDriverReplyTimeout) throws {
        try state.withLock { state in
            guard state.hasSentEvents else { return }
            // A sync that timed out earlier may still be answered late; drop that answer so
            // it is not taken for this one.
            discardPendingResponses(from: state.socket)
            var request = xf86ITEventWaitForSync()
            request.header.length = UInt32(MemoryLayout<xf86ITEventWaitForSync>.size)
            request.header.type = XF86IT_EVENT_WAIT_FOR_SYNC
            try write(request, to: state.socket)
            let reply = try readResponse(from: state.socket, timeout: timeout)
            guard reply.type == XF86IT_RESPONSE_SYNC_FINISHED else {
                throw LiveTestError("\(name): expected SYNC_FINISHED, got response type \(reply.type.rawValue)")
            }
        }
    }

    // MARK: Wire

    private func connect(_ state: inout State) throws {
        let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw LiveTestError("\(name): socket() failed: errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let pathBytes = Array(socketPath.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else {
            close(socket)
            throw LiveTestError("\(name): socket path longer than \(capacity - 1) bytes: \(socketPath)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: pathBytes)
            buffer[pathBytes.count] = 0
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            close(socket)
            throw LiveTestError("\(name): cannot connect to \(socketPath): errno \(error)")
        }
        do {
            var hello = xf86ITEventClientVersion()
            hello.header.length = UInt32(MemoryLayout<xf86ITEventClientVersion>.size)
            hello.header.type = XF86IT_EVENT_CLIENT_VERSION
            hello.major = UInt16(XF86IT_PROTOCOL_VERSION_MAJOR)
            hello.minor = UInt16(XF86IT_PROTOCOL_VERSION_MINOR)
            try write(hello, to: socket)
            let reply = try readResponse(from: socket, timeout: LiveTiming.inputDriverReplyTimeout)
            guard reply.type == XF86IT_RESPONSE_SERVER_VERSION,
                reply.bytes.count >= MemoryLayout<xf86ITResponseServerVersion>.size
            else {
                throw LiveTestError("\(name): expected SERVER_VERSION, got response type \(reply.type.rawValue)")
            }
            let version = reply.bytes.withUnsafeBytes { $0.loadUnaligned(as: xf86ITResponseServerVersion.self) }
            guard Int32(version.major) == XF86IT_PROTOCOL_VERSION_MAJOR else {
                throw LiveTestError("\(name): driver speaks protocol \(version.major).\(version.minor)")
            }
        } catch {
            // Hanging up here would trip the driver bug, but a failed handshake leaves the
            // device unusable anyway, and leaking the socket would hide that.
            close(socket)
            throw error
        }
        state.socket = socket
    }

    private func send<Message>(_ message: Message, _ state: inout State) throws {
        guard state.socket >= 0 else {
            throw LiveTestError("\(name): not connected (disabled, and not reconnected since)")
        }
        try write(message, to: state.socket)
        state.hasSentEvents = true
    }

    private func write<Message>(_ message: Message, to socket: Int32) throws {
        var message = message
        try withUnsafeBytes(of: &message) { try write(bytes: $0, to: socket) }
    }

    private func write(bytes: UnsafeRawBufferPointer, to socket: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            // MSG_NOSIGNAL: a connection the server closed must fail with EPIPE, not kill
            // the test process with SIGPIPE.
            let written = Glibc.send(
                socket, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
            if written < 0 {
                if errno == EINTR { continue }
                throw LiveTestError("\(name): write failed: errno \(errno)")
            }
            offset += written
        }
    }

    private struct Response {
        var type: xf86ITResponseType
        var bytes: [UInt8]
    }

    private func discardPendingResponses(from socket: Int32) {
        var scratch = [UInt8](repeating: 0, count: maximumResponseSize)
        while true {
            let received = scratch.withUnsafeMutableBytes { Glibc.recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if received <= 0 { return }
        }
    }

    private func readResponse(from socket: Int32, timeout: Duration) throws -> Response {
        let deadline = ContinuousClock.now + timeout
        let headerSize = MemoryLayout<xf86ITResponseHeader>.size
        var bytes = try read(count: headerSize, from: socket, deadline: deadline, timeout: timeout)
        let header = bytes.withUnsafeBytes { $0.loadUnaligned(as: xf86ITResponseHeader.self) }
        guard Int(header.length) >= headerSize, Int(header.length) <= maximumResponseSize else {
            throw LiveTestError("\(name): malformed response length \(header.length)")
        }
        bytes += try read(count: Int(header.length) - headerSize, from: socket, deadline: deadline, timeout: timeout)
        return Response(type: header.type, bytes: bytes)
    }

    /// No response of protocol 1.1 is longer than a few dozen bytes.
    private let maximumResponseSize = 4096

    private func read(count: Int, from socket: Int32, deadline: ContinuousClock.Instant, timeout: Duration) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let remaining = deadline - ContinuousClock.now
            let milliseconds = max(0, Int32(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                throw LiveTestError("\(name): no reply from the inputtest driver within \(timeout)")
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                Glibc.recv(socket, buffer.baseAddress! + offset, count - offset, 0)
            }
            if received < 0, errno == EINTR { continue }
            guard received > 0 else {
                throw LiveTestError("\(name): the server closed the connection")
            }
            offset += received
        }
        return bytes
    }

    private static func setValuators(_ data: inout xf86ITValuatorData, _ values: [Int: Double]) {
        data.has_unaccelerated = 0
        withUnsafeMutableBytes(of: &data.mask) { mask in
            for axis in values.keys { mask[axis / 8] |= UInt8(1 << (axis % 8)) }
        }
        withUnsafeMutableBytes(of: &data.valuators) { raw in
            let valuators = raw.bindMemory(to: Double.self)
            for (axis, value) in values { valuators[axis] = value }
        }
    }
}
