import CX11
import Foundation

/// Reads the X connection and turns what it holds into the app's input and the window's
/// events: decoding (`X11InputDecoder`), merging motion (`InputCoalescer`), device hierarchy
/// changes, and the taking away of touches, all here and nowhere else.
///
/// **Taken-away touches.** Another program can take the input away from the app in the
/// middle of a gesture. Each of these ends every live touch as *cancelled*, and every gesture
/// recognizer resets, in the same run-loop turn that reads the X event saying so:
///
/// | what happened | what the server sends the app |
/// | --- | --- |
/// | another client grabbed the pointer (XGrabPointer, XIGrabDevice of a master) | XI_Leave (core LeaveNotify without XI2) with mode NotifyGrab |
/// | another client grabbed the keyboard, or took the focus | FocusOut, mode Normal, Grab or WhileGrabbed |
/// | the window was unmapped or iconified (ICCCM: an iconic window is unmapped) | UnmapNotify |
/// | a touch device was disabled or removed | XI_HierarchyChanged, with plain XI_TouchEnds just before it |
/// | another client grabbed the touchscreen's slave device (XIGrabDevice) | nothing at all: see below |
/// | a touch grab owner accepted a touch the app only listened to | XI_TouchEnd without XI_TouchOwnership having come first |
///
/// **A grabbed slave device.** Xorg treats a grabbed slave as floating for the grab's
/// duration, without a hierarchy event; its touch events stop reaching the master the
/// window selects, and the touches would stay down in the app for good. The only trace is in
/// raw events, which XI 2.1 sends regardless of grabs: the window selects XI_RawTouch* on the
/// root window for each touch device, and a raw event for a touch the app holds, with no
/// ordinary event for it in the same turn (checked again after one round trip, since the
/// server writes both at once), means the touch now goes elsewhere. The grab itself sends
/// nothing, so the cancel comes with the first movement of a taken finger.
///
/// The server keeps sending events for touches it does not consider taken (XI 2.2: an
/// active grab does not affect touch processing); the decoder has forgotten them, so they
/// are dropped, and the next touch-down starts afresh.
///
/// Passive grabs are deliberately no reason: a window manager's click-to-focus button grab
/// activates on every press in the window (and on a touch's emulated press), and replays it
/// to the app; cancelling then would cancel the other fingers of every multi-finger gesture.
/// A FocusOut with detail NotifyPointer is no reason either: with a PointerRoot focus it
/// follows the pointer, which a drag moves out of the window.
///
/// Touches from the touchscreen are cancelled as `.cancelled` `TouchInput` values through
/// the ordinary input path; fingers synthesised from the mouse or touchpad exist only in the
/// window, so `Batch.touchesTakenAway` tells the host to cancel the window's remaining touches
/// at that point of the batch.
@MainActor
final class X11EventSource {
    /// What happened to the window, handed to the host as it is read.
    enum WindowEvent {
        /// Pixels to show again from the back buffer (window pixels).
        case exposed(CGRect)
        /// The window's size (pixels) or position changed; `serial` tells which scale the
        /// server saw when it made the event.
        case configured(XConfigureEvent)
        /// The window manager asks the app to close (WM_DELETE_WINDOW).
        case deleteRequested
        /// Another client destroyed the window.
        case destroyed
        /// The window gained (true) or lost (false) the keyboard focus.
        case focusChanged(Bool)
        /// The window was mapped (true), or unmapped (false: iconified, ICCCM's iconic state).
        case mapped(Bool)
        /// The desktop's settings (XSETTINGS, resources) changed.
        case settingsChanged
        /// The monitors changed (XRandR): the refresh rate may be different.
        case displayConfigurationChanged
    }

    /// Why a core event takes every touch away (the first three rows of the table above).
    enum TakeAwayReason: Equatable {
        case pointerGrabbed, focusLost, windowUnmapped
    }

    /// One turn's input, in the order it happened.
    struct Batch {
        var inputs: [InputEvent]
        /// Positions in `inputs` at which the platform took every touch away: before
        /// delivering `inputs[i]` (or after the last, for `i == inputs.count`), the window's
        /// touches still live (the synthesised ones) are cancelled.
        var touchesTakenAway: [Int]
    }

    let connection: X11Connection
    private let nativeWindow: X11Window
    private var window: Window { nativeWindow.id }
    let decoder: X11InputDecoder
    private let usesXI2: Bool
    private let settingsWatcher: DesktopSettingsWatcher
    private let displayRefresh: X11DisplayRefresh
    private var coalescer = InputCoalescer()
    private var touchesTakenAway: [Int] = []
    /// Touches the app holds that had a raw event this turn and, so far, no ordinary one:
    /// (slave device, touch id). Empty almost always; kept with its capacity.
    private var touchesSeenOnlyRaw: Set<RawTouch> = []
    /// The slave devices whose raw touch events the window selects.
    private var rawTouchDevices: [Int] = []

    private struct RawTouch: Hashable {
        var deviceID: Int
        var touchID: Int
    }
    /// The X11 selections the app shares text through (`CLIPBOARD`, `PRIMARY`); the host
    /// sets them, and their events go to them.
    var selections: [X11Selection] = []
    /// Drops from other X clients (XDND); the host installs it.
    var dropTarget: XDNDDropTarget?
    /// Drags out to other X clients (XDND); the host installs it.
    var dragSource: XDNDDragSource?
    /// The window's input method (dead keys, Compose, an IBus-style server); the host
    /// installs it. Its preedit changes join the turn's input where they happen.
    var inputMethod: X11InputMethod? {
        didSet {
            inputMethod?.onMarkedText = { [unowned self] marked in self.coalescer.append(.markedText(marked)) }
        }
    }
    /// Where the host hears of window events; set before the first read.
    var onWindowEvent: (WindowEvent) -> Void = { _ in }

    init(connection: X11Connection, window: X11Window, decoder: X11InputDecoder, usesXI2: Bool,
         settingsWatcher: DesktopSettingsWatcher, displayRefresh: X11DisplayRefresh) {
        self.connection = connection
        nativeWindow = window
        self.decoder = decoder
        self.usesXI2 = usesXI2
        self.settingsWatcher = settingsWatcher
        self.displayRefresh = displayRefresh
        if usesXI2 { selectRawTouches() }
    }

    /// Whether Xlib holds events already read from the socket.
    var hasQueuedEvents: Bool { XQLength(connection.display) > 0 }

    /// Whether anything is waiting, on the socket or in Xlib's queue.
    var hasPendingEvents: Bool { XPending(connection.display) > 0 }

    // MARK: Reading

    /// Reads every pending event: window events go to `onWindowEvent` as they come, and the
    /// decoded, coalesced input of the turn is returned.
    func read() -> Batch {
        // XPending (in drainQueue) reads the socket; on a dead connection it calls the I/O
        // error handler, which exits with a message.
        drainQueue()
        if settingsWatcher.takeChanges() { onWindowEvent(.settingsChanged) }
        if coalescer.containsTouchEnd {
            // A disabled device's touches end with plain XI_TouchEnd events, and the hierarchy
            // change that explains them follows. One round trip guarantees it is here too, so
            // those ends are delivered as cancellations (see `hierarchyChanged`).
            XSync(connection.display, False)
            drainQueue()
        }
        if !touchesSeenOnlyRaw.isEmpty {
            // The ordinary events may only be late in the socket: one round trip settles it.
            XSync(connection.display, False)
            drainQueue()
            if !touchesSeenOnlyRaw.isEmpty {
                touchesSeenOnlyRaw.removeAll(keepingCapacity: true)
                takeAllTouches()
            }
        }
        let batch = Batch(inputs: coalescer.take(), touchesTakenAway: touchesTakenAway)
        if !touchesTakenAway.isEmpty { touchesTakenAway.removeAll(keepingCapacity: true) }
        return batch
    }

    private func drainQueue() {
        let display = connection.display
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            handle(&event)
        }
    }

    private func handle(_ event: inout XEvent) {
        let display = connection.display
        // The input method sees everything first: the keys it composes with, and its own
        // traffic (client messages and properties on windows of its own).
        if inputMethod?.filter(&event) == true { return }
        if event.type == MappingNotify {
            // The keyboard's keysyms changed (xmodmap, a layout switch): Xlib's copy is
            // refreshed, or keys would be looked up in the old map. It names no window.
            XRefreshKeyboardMapping(&event.xmapping)
            return
        }
        // Core events about other windows are about the desktop's settings: the root window
        // and the settings manager's. Extension events (XI2's generic events, XRandR's
        // configuration changes, which name the root window) go below.
        if event.type != GenericEvent, event.type < LASTEvent, event.xany.window != window {
            // Except a program reading a dragged item in pieces, which deletes a property of its own window.
            if dragSource?.server.handle(event) == true { return }
            settingsWatcher.handle(event)
            return
        }
        if X11EventSource.takeAwayReason(core: event) != nil { takeAllTouches() }
        switch event.type {
        case GenericEvent:
            guard usesXI2, let xinput = connection.xinput, event.xcookie.extension == xinput.opcode,
                  XGetEventData(display, &event.xcookie) != 0 else { return }
            defer { XFreeEventData(display, &event.xcookie) }
            guard let data = event.xcookie.data else { return }
            handle(xi2: UnsafeRawPointer(data), evtype: event.xcookie.evtype)
        case Expose:
            let e = event.xexpose
            onWindowEvent(.exposed(CGRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height))))
        case ConfigureNotify:
            onWindowEvent(.configured(event.xconfigure))
        case ClientMessage:
            if nativeWindow.isDeleteRequest(event.xclient) { onWindowEvent(.deleteRequested) }
            else if dropTarget?.handle(event.xclient) != true { _ = dragSource?.handle(event.xclient) }
        case KeyPress, KeyRelease:
            if let key = X11Keyboard.decode(event.xkey, timestamp: decoder.timestamp(event.xkey.time), inputMethod: inputMethod) {
                coalescer.append(.key(key))
            }
        case DestroyNotify:
            if event.xdestroywindow.window == window { onWindowEvent(.destroyed) }
        case FocusIn, FocusOut:
            // Focus moving within the window, or following the pointer under a PointerRoot
            // focus, does not change whether the app has it.
            if event.xfocus.detail != NotifyInferior, event.xfocus.detail != NotifyPointer {
                onWindowEvent(.focusChanged(event.type == FocusIn))
            }
        case SelectionRequest, SelectionClear, SelectionNotify:
            if dragSource?.server.handle(event) != true { _ = selections.first { $0.handle(event) } }
        case MapNotify, UnmapNotify:
            if event.xany.window == window { onWindowEvent(.mapped(event.type == MapNotify)) }
        case ButtonPress, ButtonRelease, MotionNotify, EnterNotify, LeaveNotify:
            for input in decoder.decode(core: event) { coalescer.append(input) }
        default:
            if displayRefresh.handleConfigurationEvent(&event) { onWindowEvent(.displayConfigurationChanged) }
        }
    }

    private func handle(xi2 data: UnsafeRawPointer, evtype: Int32) {
        if evtype == XI_HierarchyChanged {
            hierarchyChanged(data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee)
            return
        }
        switch evtype {
        case XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd:
            // Selected per slave device, so `deviceid` is the slave (Xlib leaves `sourceid` 0).
            let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
            let touch = RawTouch(deviceID: Int(raw.deviceid), touchID: Int(raw.detail))
            if decoder.isLive(deviceID: touch.deviceID, touchID: touch.touchID) { touchesSeenOnlyRaw.insert(touch) }
            return
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            if !touchesSeenOnlyRaw.isEmpty {
                let e = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
                touchesSeenOnlyRaw.remove(RawTouch(deviceID: Int(e.sourceid), touchID: Int(e.detail)))
            }
        default:
            break
        }
        if evtype == XI_Leave, X11EventSource.isActiveGrab(mode: data.assumingMemoryBound(to: XILeaveEvent.self).pointee.mode) {
            // The crossing itself is still delivered (the pointer left), after the cancel.
            takeAllTouches()
        }
        for input in decoder.decode(xi2: data, evtype: evtype) { coalescer.append(input) }
    }

    // MARK: Taking touches away

    /// Why `event` (a core event on the app's window) takes every touch away, if it does.
    nonisolated static func takeAwayReason(core event: XEvent) -> TakeAwayReason? {
        switch event.type {
        case LeaveNotify:
            // Without XI2 the pointer's crossings come as core events.
            return isActiveGrab(mode: event.xcrossing.mode) ? .pointerGrabbed : nil
        case FocusOut:
            let e = event.xfocus
            guard e.mode == NotifyNormal || e.mode == NotifyGrab || e.mode == NotifyWhileGrabbed else { return nil }
            // Focus moving to a child stays in the app; NotifyPointer follows the pointer
            // under a PointerRoot focus (see the type's discussion).
            guard e.detail != NotifyInferior, e.detail != NotifyPointer else { return nil }
            return .focusLost
        case UnmapNotify:
            return .windowUnmapped
        default:
            return nil
        }
    }

    /// Whether a crossing's mode says an active grab moved the pointer away. The XI2 and core
    /// constants agree (NotifyGrab = XINotifyGrab = 1); passive grabs are left out on purpose.
    nonisolated static func isActiveGrab(mode: Int32) -> Bool {
        mode == XINotifyGrab
    }

    /// Cancels every live touch through the input path, and marks the point in the batch at
    /// which the window cancels the synthesised rest.
    private func takeAllTouches() {
        for input in decoder.cancelAllTouches() { coalescer.append(input) }
        let point = coalescer.events.count
        if touchesTakenAway.last != point { touchesTakenAway.append(point) }
    }

    // MARK: Devices

    /// A device was added, removed, enabled, disabled, attached or detached: the only place
    /// hierarchy changes are handled.
    ///
    /// Xorg ends a disabled device's touches itself, with ordinary `XI_TouchEnd` events sent
    /// just before the hierarchy change, and nothing in them says why; those ends still in
    /// this turn become cancellations, and then every touch still live is cancelled, the
    /// window's synthesised fingers included. New devices (a touchscreen plugged in) need their
    /// classes known, and their raw touch events selected.
    private func hierarchyChanged(_ e: XIHierarchyEvent) {
        let vanished = decoder.vanishedDevices(in: e)
        if !vanished.isEmpty {
            coalescer.cancelEnds(fromDevices: vanished)
            for input in decoder.cancelTouches(fromDevices: vanished) { coalescer.append(input) }
            // A vanished mouse leaves its synthesised finger down in the window: every touch
            // goes, as for the other faults.
            takeAllTouches()
        }
        decoder.devices = X11DeviceTable.query(display: connection.display, axisLabel: decoder.axisLabel)
        selectRawTouches()
    }

    /// Selects raw touch events on the root window from every slave touch device (see "A
    /// grabbed slave device"), and stops selecting them from devices no longer there.
    private func selectRawTouches() {
        let touchDevices = decoder.devices.devices.filter { !$0.value.isMaster && $0.value.touchMode != nil }.keys.sorted()
        guard touchDevices != rawTouchDevices else { return }
        let display = connection.display
        var mask = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for event in [XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd] { openuikit_xi_set_mask(&mask, event) }
        var masks: [XIEventMask] = []
        mask.withUnsafeMutableBufferPointer { bytes in
            // A zero-length mask clears a device's selection.
            for id in rawTouchDevices where !touchDevices.contains(id) {
                masks.append(XIEventMask(deviceid: Int32(id), mask_len: 0, mask: bytes.baseAddress))
            }
            for id in touchDevices {
                masks.append(XIEventMask(deviceid: Int32(id), mask_len: Int32(bytes.count), mask: bytes.baseAddress))
            }
            XISelectEvents(display, connection.root, &masks, Int32(masks.count))
        }
        rawTouchDevices = touchDevices
    }
}
