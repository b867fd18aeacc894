import CX11
import Foundation

/// A second X client that takes input away from the app under test, the way a window
/// manager, a screen locker or another program does: it grabs a device or the pointer, takes
/// the keyboard focus, unmaps or iconifies the app's window, or holds a passive touch grab
/// and accepts or rejects the touches it owns.
///
/// Plain Xlib and XI2 on a connection of its own, with no OpenUIKit code in the way. Every
/// request is flushed and synced before the call returns, so "issued at" (`monotonicNow()`
/// just before the request) brackets what the server did.
public final class InputGrabbingClient {
    public let display: OpaquePointer
    private let xiOpcode: Int32
    /// The small window this client focuses when it takes the focus away.
    private var focusWindow: Window = 0

    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw LiveTestError("cannot open \(displayName)")
        }
        XErrorRecorder.track(display)
        var opcode: Int32 = 0, eventBase: Int32 = 0, errorBase: Int32 = 0
        var major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &eventBase, &errorBase) != 0,
              XIQueryVersion(display, &major, &minor) == Success, major > 2 || minor >= 2 else {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw LiveTestError("\(displayName) has no XInput 2.2")
        }
        self.display = display
        xiOpcode = opcode
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    /// CLOCK_MONOTONIC in seconds: the clock the probe app stamps its lines with.
    public static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    private var root: Window { XDefaultRootWindow(display) }

    private func sync(_ what: String) throws {
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else { throw LiveTestError("\(what) failed: \(errors)") }
    }

    // MARK: Active grabs

    /// What a grab request answered: `Success` (0), `AlreadyGrabbed` (1), `GrabInvalidTime`
    /// (2), `GrabNotViewable` (3) or `GrabFrozen` (4).
    public struct GrabStatus: Equatable, CustomStringConvertible, Sendable {
        public let rawValue: Int32
        public static let success = GrabStatus(rawValue: Success)
        public static let alreadyGrabbed = GrabStatus(rawValue: AlreadyGrabbed)
        public var description: String {
            ["Success", "AlreadyGrabbed", "GrabInvalidTime", "GrabNotViewable", "GrabFrozen"].indices.contains(Int(rawValue))
                ? ["Success", "AlreadyGrabbed", "GrabInvalidTime", "GrabNotViewable", "GrabFrozen"][Int(rawValue)] : "status \(rawValue)"
        }
    }

    /// Actively grabs device `id` (XIGrabDevice on the root window, asynchronous, selecting
    /// button, motion and touch events), as a gesture daemon or a drag-and-drop source does.
    public func grabDevice(id: Int32) throws -> GrabStatus {
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] { openuikit_xi_set_mask(&mask, event) }
        let status = mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: id, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            return XIGrabDevice(display, id, root, UInt(CurrentTime), 0, GrabModeAsync, GrabModeAsync, 0, &selection)
        }
        try sync("XIGrabDevice of device \(id)")
        return GrabStatus(rawValue: status)
    }

    public func ungrabDevice(id: Int32) throws {
        XIUngrabDevice(display, id, UInt(CurrentTime))
        try sync("XIUngrabDevice of device \(id)")
    }

    /// Grabs the core pointer (XGrabPointer on the root window, asynchronous), as a window
    /// manager does when it starts moving a window.
    public func grabPointer() throws -> GrabStatus {
        let status = XGrabPointer(display, root, 0, UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask),
                                  GrabModeAsync, GrabModeAsync, 0, 0, UInt(CurrentTime))
        try sync("XGrabPointer")
        return GrabStatus(rawValue: status)
    }

    public func ungrabPointer() throws {
        XUngrabPointer(display, UInt(CurrentTime))
        try sync("XUngrabPointer")
    }

    // MARK: Focus and window state

    /// Maps a small window of this client's at (`x`, `y`) and gives it the keyboard focus
    /// (XSetInputFocus), as a newly raised window does.
    public func takeFocus(x: Int, y: Int) throws {
        if focusWindow == 0 {
            var attributes = XSetWindowAttributes()
            attributes.override_redirect = 1
            let screen = XDefaultScreen(display)
            focusWindow = XCreateWindow(display, root, Int32(x), Int32(y), 40, 40, 0, XDefaultDepth(display, screen),
                                        UInt32(InputOutput), XDefaultVisual(display, screen), UInt(CWOverrideRedirect), &attributes)
            XMapRaised(display, focusWindow)
            try sync("mapping the focus window")
        }
        XSetInputFocus(display, focusWindow, RevertToParent, UInt(CurrentTime))
        try sync("XSetInputFocus")
    }

    /// Gives `window` the keyboard focus, as a window manager does for the window it activates.
    public func focus(_ window: Window) throws {
        XSetInputFocus(display, window, Int32(RevertToPointerRoot), UInt(CurrentTime))
        try sync("XSetInputFocus")
    }

    /// Puts the focus back to PointerRoot, the server's default, for the tests that follow.
    public func restorePointerRootFocus() throws {
        XSetInputFocus(display, Window(PointerRoot), Int32(RevertToPointerRoot), UInt(CurrentTime))
        try sync("XSetInputFocus(PointerRoot)")
    }

    /// Unmaps `window` (XUnmapWindow), as a window manager does when it hides a window.
    public func unmap(_ window: Window) throws {
        XUnmapWindow(display, window)
        try sync("XUnmapWindow")
    }

    /// Iconifies `window` as it happens with a window manager: XIconifyWindow sends the
    /// ICCCM WM_CHANGE_STATE request to the root window, and, since no window manager runs on
    /// the test server, this client then does the window manager's part: WM_STATE becomes
    /// IconicState and the window is unmapped (ICCCM 4.1.4).
    public func iconify(_ window: Window) throws {
        XIconifyWindow(display, window, XDefaultScreen(display))
        let wmState = XInternAtom(display, "WM_STATE", 0)
        // WM_STATE: { state: CARD32, icon: WINDOW }, passed to Xlib as C longs.
        let value: [CLong] = [CLong(IconicState), 0]
        value.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, window, wmState, wmState, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 2)
        }
        XUnmapWindow(display, window)
        try sync("iconifying")
    }

    /// Only asks for `window` to be iconified (XIconifyWindow: a WM_CHANGE_STATE message to
    /// the root window), as a panel's minimise button does; a running window manager does the
    /// rest.
    public func requestIconify(_ window: Window) throws {
        XIconifyWindow(display, window, XDefaultScreen(display))
        try sync("XIconifyWindow")
    }

    /// Maps `window` again (de-iconify or show).
    public func map(_ window: Window) throws {
        let wmState = XInternAtom(display, "WM_STATE", 0)
        let value: [CLong] = [CLong(NormalState), 0]
        value.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, window, wmState, wmState, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 2)
        }
        XMapWindow(display, window)
        try sync("XMapWindow")
    }

    // MARK: Passive touch grabs and ownership

    /// Grabs every touch that begins anywhere on the screen (XIGrabTouchBegin on the root
    /// window, for all master devices), as a window manager with system gestures does. This
    /// client becomes the first owner of each touch sequence; the app, as a listener further
    /// down, owns it only if this client rejects it.
    public func grabTouchBegin() throws {
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_TouchOwnership] { openuikit_xi_set_mask(&mask, event) }
        var modifiers = XIGrabModifiers(modifiers: Int32(bitPattern: UInt32(XIAnyModifier)), status: 0)
        let failed = mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            return XIGrabTouchBegin(display, XIAllMasterDevices, root, 0, &selection, 1, &modifiers)
        }
        try sync("XIGrabTouchBegin")
        guard failed == 0 else { throw LiveTestError("XIGrabTouchBegin: \(failed) modifier combinations failed") }
    }

    public func ungrabTouchBegin() throws {
        var modifiers = XIGrabModifiers(modifiers: Int32(bitPattern: UInt32(XIAnyModifier)), status: 0)
        XIUngrabTouchBegin(display, XIAllMasterDevices, root, 1, &modifiers)
        try sync("XIUngrabTouchBegin")
    }

    /// A touch sequence this client's grab received.
    public struct GrabbedTouch: Equatable, Sendable {
        /// The master device it came through.
        public var deviceID: Int32
        /// The server's touch id (the event's `detail`).
        public var touchID: UInt32
    }

    /// Reads this client's events until `count` touch sequences have begun, or `timeout`.
    public func waitForTouchBegins(count: Int, timeout: Duration = LiveTiming.eventTimeout) async -> [GrabbedTouch] {
        var touches: [GrabbedTouch] = []
        let deadline = ContinuousClock.now + timeout
        while touches.count < count, ContinuousClock.now < deadline {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                guard event.type == GenericEvent, event.xcookie.extension == xiOpcode,
                      XGetEventData(display, &event.xcookie) != 0 else { continue }
                defer { XFreeEventData(display, &event.xcookie) }
                if event.xcookie.evtype == XI_TouchBegin, let data = event.xcookie.data {
                    let touch = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                    touches.append(GrabbedTouch(deviceID: touch.deviceid, touchID: UInt32(touch.detail)))
                }
            }
            if touches.count < count { try? await Task.sleep(for: .milliseconds(5)) }
        }
        return touches
    }

    /// Accepts `touch` (XIAllowTouchEvents with XIAcceptTouch): every other listener, the app
    /// among them, gets a TouchEnd and nothing more of it.
    public func accept(_ touch: GrabbedTouch) throws {
        XIAllowTouchEvents(display, touch.deviceID, touch.touchID, root, XIAcceptTouch)
        try sync("accepting touch \(touch.touchID)")
    }

    /// Rejects `touch` (XIAllowTouchEvents with XIRejectTouch): ownership passes on, here to
    /// the app's event selection.
    public func reject(_ touch: GrabbedTouch) throws {
        XIAllowTouchEvents(display, touch.deviceID, touch.touchID, root, XIRejectTouch)
        try sync("rejecting touch \(touch.touchID)")
    }
}
