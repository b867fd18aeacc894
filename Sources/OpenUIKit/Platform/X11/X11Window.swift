import CX11
import Foundation

/// The top-level X window: its creation, the properties a window manager reads, event
/// selection, and fullscreen.
@MainActor
package final class X11Window {
    package let id: Window
    package let visual: UnsafeMutablePointer<Visual>
    package let depth: Int32
    private let connection: X11Connection
    private var colormap: Colormap = 0
    /// Geometry to return to when leaving fullscreen without a window manager.
    private var geometryBeforeFullscreen: (x: Int32, y: Int32, width: UInt32, height: UInt32)?
    private(set) var isFullscreen = false
    /// Set when another client destroyed the window: there is nothing left to destroy.
    private(set) var wasDestroyedElsewhere = false

    /// Core events every window needs; pointer events are added when XI2 is missing.
    // PropertyChangeMask: a selection's data sent in pieces (INCR) arrive as property changes.
    private static let baseEventMask = ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | FocusChangeMask
        | PropertyChangeMask
    private static let corePointerEventMask = ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask

    package struct CreationError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Creates (but does not map) a window of `pixelSize`, with a 24-bit TrueColor visual so
    /// the back buffer's xRGB words need no conversion.
    package init(connection: X11Connection, title: String, className: String, pixelSize: (width: Int, height: Int),
         minimumPixelSize: (width: Int, height: Int)) throws(CreationError) {
        self.connection = connection
        let display = connection.display
        var info = XVisualInfo()
        guard XMatchVisualInfo(display, connection.screen, 24, TrueColor, &info) != 0, let visual = info.visual,
              info.red_mask == 0xFF0000, info.green_mask == 0x00FF00, info.blue_mask == 0x0000FF else {
            throw CreationError(description: "X display \"\(connection.name)\" has no 24-bit TrueColor visual with RGB masks; OpenUIKit cannot draw on it")
        }
        self.visual = visual
        depth = info.depth
        var attributes = XSetWindowAttributes()
        // No background: the server never clears the window to a colour before our frame, so
        // resizing and exposing do not flash.
        attributes.background_pixmap = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.border_pixel = 0
        colormap = XCreateColormap(display, connection.root, visual, AllocNone)
        attributes.colormap = colormap
        attributes.event_mask = X11Window.baseEventMask
        let width = UInt32(max(1, pixelSize.width)), height = UInt32(max(1, pixelSize.height))
        id = XCreateWindow(display, connection.root, 0, 0, width, height, 0, depth, UInt32(InputOutput), visual,
                           UInt(CWBackPixmap | CWBitGravity | CWBorderPixel | CWColormap | CWEventMask), &attributes)
        setProperties(title: title, className: className, pixelSize: pixelSize, minimumPixelSize: minimumPixelSize)
    }

    private func setProperties(title: String, className: String, pixelSize: (width: Int, height: Int), minimumPixelSize: (width: Int, height: Int)) {
        let display = connection.display
        // WM_NAME for older window managers (Xutf8SetWMProperties picks STRING or
        // COMPOUND_TEXT), _NET_WM_NAME as UTF-8 for current ones.
        let hints = X11Window.sizeHints(pixelSize: pixelSize, minimumPixelSize: minimumPixelSize)
        let classHint = XAllocClassHint()
        let instance = strdup(className.lowercased()), klass = strdup(className)
        classHint?.pointee.res_name = instance
        classHint?.pointee.res_class = klass
        let wmHints = XAllocWMHints()
        if let wmHints {
            wmHints.pointee.flags = InputHint | StateHint
            wmHints.pointee.input = True
            wmHints.pointee.initial_state = NormalState
        }
        Xutf8SetWMProperties(display, id, title, title, nil, 0, hints, wmHints, classHint)
        [hints.map(UnsafeMutableRawPointer.init), classHint.map(UnsafeMutableRawPointer.init), wmHints.map(UnsafeMutableRawPointer.init)]
            .compactMap { $0 }.forEach { XFree($0) }
        free(instance)
        free(klass)

        let utf8 = Array(title.utf8)
        XChangeProperty(display, id, connection.atoms.netWMName, connection.atoms.utf8String, 8, PropModeReplace, utf8, Int32(utf8.count))
        // Format-32 properties are passed to Xlib as C longs.
        let pid = [CLong(getpid())]
        _ = pid.withUnsafeBytes { bytes in
            XChangeProperty(display, id, connection.atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        var protocols = [connection.atoms.wmDeleteWindow]
        XSetWMProtocols(display, id, &protocols, 1)
    }

    /// Selects XInput2 events for master devices on this window, and hierarchy changes on the
    /// root window (the server sends those only there). Without XI2, selects core pointer
    /// events instead.
    func selectInput(xi2: Bool, touchpadGestures: Bool) {
        let display = connection.display
        guard xi2 else {
            XSelectInput(display, id, X11Window.baseEventMask | X11Window.corePointerEventMask)
            return
        }
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        var events = [XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave, XI_DeviceChanged,
                      // All three touch events together, or the server answers BadValue.
                      XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd,
                      // Touches arrive from touch-down even while a grabbing client (a window
                      // manager's system gesture) owns them, without waiting for it to decide;
                      // X11InputDecoder cancels those it then accepts.
                      XI_TouchOwnership]
        if touchpadGestures {
            events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
                       XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd]
        }
        for event in events { openuikit_xi_set_mask(&mask, event) }
        mask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            XISelectEvents(display, id, &selection, 1)
        }
        var rootMask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        openuikit_xi_set_mask(&rootMask, XI_HierarchyChanged)
        rootMask.withUnsafeMutableBufferPointer { bytes in
            var selection = XIEventMask(deviceid: XIAllDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
            XISelectEvents(display, connection.root, &selection, 1)
        }
    }

    package func map() {
        XMapWindow(connection.display, id)
    }

    /// Sets `_NET_WM_ICON` from `cardinals` (`X11WindowIcon`); nothing when empty.
    func setIcon(_ cardinals: [CLong]) {
        guard !cardinals.isEmpty else { return }
        cardinals.withUnsafeBytes { bytes in
            _ = XChangeProperty(connection.display, id, connection.atoms.netWMIcon, Atom(XA_CARDINAL), 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(cardinals.count))
        }
    }

    /// Names the launch this window ends (`_NET_STARTUP_ID`, UTF-8), before it is mapped, so
    /// the window manager can match the window with the launch it is showing feedback for.
    func setStartupID(_ startupID: String) {
        let utf8 = Array(startupID.utf8)
        XChangeProperty(connection.display, id, connection.atoms.netStartupID, connection.atoms.utf8String, 8,
                        PropModeReplace, utf8, Int32(utf8.count))
    }

    /// Makes the window start fullscreen; call before `map()`. A window not mapped yet says
    /// what it wants in its own `_NET_WM_STATE`, which the window manager reads when it maps
    /// it (EWMH: client messages are for windows already mapped). With no window manager the
    /// window covers the screen itself, as `toggleFullscreen` does, and keeps the property
    /// truthful.
    func startFullscreen() {
        guard !isFullscreen else { return }
        isFullscreen = true
        setFullscreenStateProperty(true)
        guard !connection.hasWindowManager else { return }
        var attributes = XWindowAttributes()
        XGetWindowAttributes(connection.display, id, &attributes)
        geometryBeforeFullscreen = (attributes.x, attributes.y, UInt32(attributes.width), UInt32(attributes.height))
        let screen = connection.screenPixelSize
        XMoveResizeWindow(connection.display, id, 0, 0, UInt32(screen.width), UInt32(screen.height))
    }

    /// `_NET_WM_STATE` holding `_NET_WM_STATE_FULLSCREEN`, or nothing.
    private func setFullscreenStateProperty(_ fullscreen: Bool) {
        let display = connection.display
        guard fullscreen else {
            XDeleteProperty(display, id, connection.atoms.netWMState)
            return
        }
        let state = [CLong(connection.atoms.netWMStateFullscreen)]
        state.withUnsafeBytes { bytes in
            _ = XChangeProperty(display, id, connection.atoms.netWMState, Atom(XA_ATOM), 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// WM_NORMAL_HINTS for a window of `pixelSize` that may not be made smaller than
    /// `minimumPixelSize`; the caller frees them with XFree.
    private static func sizeHints(pixelSize: (width: Int, height: Int), minimumPixelSize: (width: Int, height: Int)) -> UnsafeMutablePointer<XSizeHints>? {
        let hints = XAllocSizeHints()
        if let hints {
            hints.pointee.flags = PMinSize | PSize
            hints.pointee.min_width = Int32(minimumPixelSize.width)
            hints.pointee.min_height = Int32(minimumPixelSize.height)
            hints.pointee.width = Int32(pixelSize.width)
            hints.pointee.height = Int32(pixelSize.height)
        }
        return hints
    }

    /// Tells the window manager the window's new size and minimum in pixels (after a scale
    /// change, the same points are other pixels).
    func setSizeHints(pixelSize: (width: Int, height: Int), minimumPixelSize: (width: Int, height: Int)) {
        guard let hints = X11Window.sizeHints(pixelSize: pixelSize, minimumPixelSize: minimumPixelSize) else { return }
        XSetWMNormalHints(connection.display, id, hints)
        XFree(hints)
    }

    /// Asks for a new size in pixels; the ConfigureNotify that follows says what was granted.
    func resize(pixelSize: (width: Int, height: Int)) {
        XResizeWindow(connection.display, id, UInt32(max(1, pixelSize.width)), UInt32(max(1, pixelSize.height)))
    }

    /// After a scale change while fullscreen without a window manager: the size to return to
    /// is kept in points, so its pixels scale by `ratio`.
    func rescaleGeometryBeforeFullscreen(by ratio: CGFloat) {
        guard let old = geometryBeforeFullscreen, ratio.isFinite, ratio > 0 else { return }
        geometryBeforeFullscreen = (old.x, old.y, UInt32(max(1, (CGFloat(old.width) * ratio).rounded())),
                                    UInt32(max(1, (CGFloat(old.height) * ratio).rounded())))
    }

    /// Toggles fullscreen through the window manager (`_NET_WM_STATE`); with no window
    /// manager running, resizes the window to cover the screen and back.
    func toggleFullscreen() {
        let display = connection.display
        isFullscreen.toggle()
        guard connection.hasWindowManager else {
            if isFullscreen {
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, id, &attributes)
                geometryBeforeFullscreen = (attributes.x, attributes.y, UInt32(attributes.width), UInt32(attributes.height))
                let screen = connection.screenPixelSize
                XMoveResizeWindow(display, id, 0, 0, UInt32(screen.width), UInt32(screen.height))
            } else if let old = geometryBeforeFullscreen {
                XMoveResizeWindow(display, id, old.x, old.y, old.width, old.height)
            }
            // Nobody else keeps the state property when no window manager runs.
            setFullscreenStateProperty(isFullscreen)
            XFlush(display)
            return
        }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = id
        event.xclient.message_type = connection.atoms.netWMState
        event.xclient.format = 32
        event.xclient.data.l.0 = X11Window.netWMStateToggle
        event.xclient.data.l.1 = CLong(connection.atoms.netWMStateFullscreen)
        event.xclient.data.l.2 = 0
        // Source indication 1: a normal application.
        event.xclient.data.l.3 = 1
        XSendEvent(display, connection.root, False, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        XFlush(display)
    }

    /// `_NET_WM_STATE` action: 0 remove, 1 add, 2 toggle.
    private static let netWMStateToggle: CLong = 2

    /// Whether a ClientMessage is the window manager asking us to close.
    func isDeleteRequest(_ event: XClientMessageEvent) -> Bool {
        event.message_type == connection.atoms.wmProtocols && Atom(event.data.l.0) == connection.atoms.wmDeleteWindow
    }

    /// Records that the server reported this window destroyed (DestroyNotify) by someone else.
    func noteDestroyedElsewhere() {
        wasDestroyedElsewhere = true
    }

    package func destroy() {
        if !wasDestroyedElsewhere { XDestroyWindow(connection.display, id) }
        if colormap != 0 { XFreeColormap(connection.display, colormap) }
    }
}
