import CX11
import Foundation
import TestSupport

/// A bare Xlib + XI2 client, written against CX11 directly, that the live tests use to prove
/// the test machinery itself: it makes plain windows and reports the XI2 events they get,
/// without any OpenUIKit code in the way.
final class RawXlibClient {
    let display: OpaquePointer
    let xiOpcode: Int32
    /// The XI2 version the server agreed to (2.4 is asked for).
    let xiVersion: (major: Int32, minor: Int32)

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw LiveTestError("cannot open \(displayName)")
        }
        XErrorRecorder.track(display)
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &eventBase, &errorBase) != 0 else {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw LiveTestError("\(displayName) has no XInputExtension")
        }
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(display, &major, &minor) == Success else {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw LiveTestError("XIQueryVersion 2.4 failed on \(displayName)")
        }
        self.display = display
        self.xiOpcode = opcode
        self.xiVersion = (major, minor)
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    var rootWindow: Window { XDefaultRootWindow(display) }

    /// Creates, names and maps a plain top-level window filled with `background` (0xRRGGBB on
    /// this TrueColor 24-bit screen), and waits until the server has mapped it.
    func createWindow(title: String, x: Int, y: Int, width: Int, height: Int, background: UInt) throws -> Window {
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = background
        // No window manager runs; override-redirect makes that explicit and keeps the window
        // exactly where it was asked to be.
        attributes.override_redirect = 1
        let screen = XDefaultScreen(display)
        let window = XCreateWindow(
            display, rootWindow, Int32(x), Int32(y), UInt32(width), UInt32(height), 0,
            XDefaultDepth(display, screen), UInt32(InputOutput), XDefaultVisual(display, screen),
            UInt(CWBackPixel | CWOverrideRedirect), &attributes)
        XStoreName(display, window, title)
        XSelectInput(display, window, ExposureMask | StructureNotifyMask)
        XMapRaised(display, window)
        XClearWindow(display, window)
        XSync(display, 0)
        try throwRecordedErrors("creating window \(title)")
        return window
    }

    /// Sets what a toolkit would set on its top-level window: `_NET_WM_PID`, a UTF-8
    /// `_NET_WM_NAME`, `WM_CLASS` and the WM_DELETE_WINDOW protocol.
    func setIdentity(of window: Window, pid: Int32, utf8Title: String, instanceName: String, className: String) throws {
        var pidValue = UInt(pid)
        withUnsafeBytes(of: &pidValue) { bytes in
            _ = XChangeProperty(
                display, window, XInternAtom(display, "_NET_WM_PID", 0), Atom(XA_CARDINAL), 32, PropModeReplace,
                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        let title = Array(utf8Title.utf8)
        XChangeProperty(
            display, window, XInternAtom(display, "_NET_WM_NAME", 0), XInternAtom(display, "UTF8_STRING", 0), 8,
            PropModeReplace, title, Int32(title.count))
        instanceName.withCString { instance in
            className.withCString { classString in
                var hint = XClassHint(res_name: UnsafeMutablePointer(mutating: instance), res_class: UnsafeMutablePointer(mutating: classString))
                XSetClassHint(display, window, &hint)
            }
        }
        var deleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        XSetWMProtocols(display, window, &deleteWindow, 1)
        XSync(display, 0)
        try throwRecordedErrors("setting the identity of 0x\(String(window, radix: 16))")
    }

    /// Selects XI2 `events` on `window` for `deviceID` (all master devices by default, which
    /// reports each event once).
    func selectEvents(_ events: [Int32], on window: Window, deviceID: Int32 = XIAllMasterDevices) throws {
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT >> 3) + 1)
        for event in events { openuikit_xi_set_mask(&mask, event) }
        try mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: deviceID, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            XISelectEvents(display, window, &eventMask, 1)
            XSync(display, 0)
            try throwRecordedErrors("XISelectEvents \(events)")
        }
    }

    func throwRecordedErrors(_ what: String) throws {
        let errors = XErrorRecorder.takeErrors(for: display)
        if !errors.isEmpty { throw LiveTestError("\(what): \(errors)") }
    }

    // MARK: Events

    /// One XI2 event, reduced to the fields the tests look at.
    struct Event: CustomStringConvertible {
        var type: Int32
        var deviceID: Int32 = 0
        var sourceID: Int32 = 0
        /// Button, key code, touch id or finger count, depending on the type.
        var detail: Int32 = 0
        var window: Window = 0
        var eventX: Double = 0
        var eventY: Double = 0
        var flags: Int32 = 0
        var scale: Double = 0
        var deltaAngle: Double = 0
        var deltaX: Double = 0
        var deltaY: Double = 0
        /// For XI_HierarchyChanged: (device id, flags) of each changed device.
        var hierarchyChanges: [(deviceID: Int32, flags: Int32)] = []

        var description: String {
            let name = RawXlibClient.eventNames[type] ?? "XI event \(type)"
            switch type {
            case XI_HierarchyChanged:
                return "\(name) \(hierarchyChanges.map { "device \($0.deviceID) flags 0x\(String($0.flags, radix: 16))" })"
            case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
                return "\(name) fingers \(detail) scale \(scale) angle \(deltaAngle) flags \(flags)"
            case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
                return "\(name) fingers \(detail) delta (\(deltaX), \(deltaY)) flags \(flags)"
            default:
                return "\(name) detail \(detail) at (\(eventX), \(eventY)) device \(deviceID) source \(sourceID) flags 0x\(String(flags, radix: 16))"
            }
        }
    }

    static let eventNames: [Int32: String] = [
        XI_DeviceChanged: "DeviceChanged", XI_KeyPress: "KeyPress", XI_KeyRelease: "KeyRelease",
        XI_ButtonPress: "ButtonPress", XI_ButtonRelease: "ButtonRelease", XI_Motion: "Motion",
        XI_Enter: "Enter", XI_Leave: "Leave", XI_FocusIn: "FocusIn", XI_FocusOut: "FocusOut",
        XI_HierarchyChanged: "HierarchyChanged", XI_TouchBegin: "TouchBegin", XI_TouchUpdate: "TouchUpdate",
        XI_TouchEnd: "TouchEnd", XI_TouchOwnership: "TouchOwnership",
        XI_GesturePinchBegin: "GesturePinchBegin", XI_GesturePinchUpdate: "GesturePinchUpdate",
        XI_GesturePinchEnd: "GesturePinchEnd", XI_GestureSwipeBegin: "GestureSwipeBegin",
        XI_GestureSwipeUpdate: "GestureSwipeUpdate", XI_GestureSwipeEnd: "GestureSwipeEnd",
    ]

    /// Every XI2 event received so far, in order; core events are dropped.
    private(set) var events: [Event] = []
    /// The first data item of every ClientMessage received (for WM_PROTOCOLS, the protocol
    /// atom, e.g. WM_DELETE_WINDOW).
    private(set) var clientMessages: [Atom] = []

    /// Reads every event already queued.
    func drain() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == ClientMessage {
                clientMessages.append(Atom(event.xclient.data.l.0))
                continue
            }
            guard event.type == GenericEvent, event.xcookie.extension == xiOpcode,
                XGetEventData(display, &event.xcookie) != 0
            else { continue }
            if let data = event.xcookie.data {
                events.append(Self.decode(type: event.xcookie.evtype, data: data))
            }
            XFreeEventData(display, &event.xcookie)
        }
    }

    /// Waits until the received events satisfy `done`, and returns all of them; throws, with
    /// what did arrive, after `timeout`.
    @discardableResult
    func waitForEvents(
        timeout: Duration = LiveTiming.eventTimeout, _ what: String, until done: ([Event]) -> Bool
    ) async throws -> [Event] {
        let satisfied = await LiveTiming.waitUntil(timeout: timeout) {
            XSync(display, 0)
            drain()
            return done(events)
        }
        guard satisfied else {
            throw LiveTestError("waited \(timeout) for \(what); got \(events.map(\.description))")
        }
        return events
    }

    /// Waits until an event of every type in `types` has arrived.
    @discardableResult
    func waitForEvents(ofTypes types: [Int32], timeout: Duration = LiveTiming.eventTimeout) async throws -> [Event] {
        try await waitForEvents(timeout: timeout, "\(types.map { Self.eventNames[$0] ?? "\($0)" })") { events in
            types.allSatisfy { type in events.contains { $0.type == type } }
        }
    }

    func forgetEvents() {
        drain()
        events.removeAll()
    }

    private static func decode(type: Int32, data: UnsafeMutableRawPointer) -> Event {
        var result = Event(type: type)
        switch type {
        case XI_KeyPress, XI_KeyRelease, XI_ButtonPress, XI_ButtonRelease, XI_Motion,
            XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            result.deviceID = event.deviceid
            result.sourceID = event.sourceid
            result.detail = event.detail
            result.window = event.event
            result.eventX = event.event_x
            result.eventY = event.event_y
            result.flags = event.flags
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let event = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            result.deviceID = event.deviceid
            result.sourceID = event.sourceid
            result.detail = event.detail
            result.window = event.event
            result.eventX = event.event_x
            result.eventY = event.event_y
            result.flags = event.flags
            result.scale = event.scale
            result.deltaAngle = event.delta_angle
            result.deltaX = event.delta_x
            result.deltaY = event.delta_y
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            let event = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
            result.deviceID = event.deviceid
            result.sourceID = event.sourceid
            result.detail = event.detail
            result.window = event.event
            result.eventX = event.event_x
            result.eventY = event.event_y
            result.flags = event.flags
            result.deltaX = event.delta_x
            result.deltaY = event.delta_y
        case XI_HierarchyChanged:
            let event = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
            result.flags = event.flags
            result.hierarchyChanges = (0..<Int(event.num_info)).compactMap { index in
                let info = event.info[index]
                return info.flags == 0 ? nil : (info.deviceid, info.flags)
            }
        case XI_DeviceChanged:
            let event = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            result.deviceID = event.deviceid
            result.sourceID = event.sourceid
            result.detail = event.reason
        default:
            break
        }
        return result
    }
}
