import CX11
import Foundation

/// Turns XInput2 and core X events into `InputEvent` values: the only place Xlib's input
/// structs are read.
///
/// - Locations become window points (`event_x / scale`); touches keep their sub-pixel part.
/// - Pointer events flagged `XIPointerEmulated` are dropped: they duplicate a touch (or, for
///   buttons 4–7, a scroll valuator) the app already gets, and would make every tap count twice.
/// - Scrolling comes from scroll valuators: delta = (value − previous) / increment, with the
///   previous value forgotten on enter and when the device's classes change. A scroll is
///   `.continuous` when its device is a touchpad (`X11DeviceTable.Device.isTouchpad`) or it
///   moved by a fraction of a step (a touchpad or a high-resolution wheel), else `.discrete`
///   (whole notches; the core buttons 4–7 always). After continuous scrolling, a scroll
///   valuator reported unchanged is the driver's scroll stop (libinput ends a finger scroll
///   with a zero-valued scroll, which xf86-input-libinput posts as valuator motion of zero):
///   it becomes a continuous scroll of zero steps, which ends the sequence at once.
/// - Pressure and tilt come from the source device's pressure and tilt valuators
///   (`X11DeviceTable`): pressure as a fraction of the axis's range, tilt from degrees into
///   radians. A valuator an event leaves out keeps its last value (XI2 sends what changed);
///   before any, pressure and tilt are 0. A pen's pointer events are marked `isPen`, and a
///   pen's motion that only changes pressure or tilt is still motion.
/// - Touches are remembered until they end, so a device that vanishes mid-touch (hierarchy
///   change: removed or disabled) yields `cancelled` for each of its live touches.
/// - With `tracksTouchOwnership` (the window selects XI_TouchOwnership), a touch is delivered
///   from its XI_TouchBegin, before the app owns it; it is owned once XI_TouchOwnership says
///   so. XI_TouchEnd of an owned touch is `ended`; of one never owned, `cancelled`: the owner
///   (a grabbing client, e.g. a window manager's system gesture) accepted it (XI 2.2,
///   "Ownership of touch sequences").
@MainActor
final class X11InputDecoder {
    /// Pixels per point.
    var scale: CGFloat
    var devices: X11DeviceTable
    private let clock: InputClock
    private var serverTime = X11ServerTime()

    private struct LiveTouch {
        var location: CGPoint
        var masterID: Int
        var isDirect: Bool
        /// Whether this client owns the sequence (always, without ownership tracking).
        var isOwned: Bool
        /// The pressure and tilt last reported for the touch.
        var axes: TouchAxes
    }

    private struct TouchKey: Hashable {
        var deviceID: Int
        var touchID: Int
    }

    private var liveTouches: [TouchKey: LiveTouch] = [:]
    /// Set when the window selects XI_TouchOwnership: touches then start unowned.
    var tracksTouchOwnership = false
    /// Last value of each scroll valuator, by device then valuator number.
    private var scrollBaseline: [Int: [Int: Double]] = [:]
    /// The source devices whose latest scroll was continuous: only they may send a scroll stop.
    private var scrollingContinuously: Set<Int> = []
    private var lastPointerLocation: [Int: CGPoint] = [:]
    /// The pressure and tilt each pen-like source device last reported.
    private var lastPenAxes: [Int: TouchAxes] = [:]
    /// Names a valuator label atom (the event source asks the server, once per atom); nil
    /// when unknown. Used when a device's classes change.
    var axisLabel: (Atom) -> String? = { _ in nil }
    /// Scroll buttons as steps, for servers and devices without scroll valuators.
    private static let coreScrollButtons: [UInt32: CGVector] = [
        4: CGVector(dx: 0.0, dy: -1.0), 5: CGVector(dx: 0.0, dy: 1.0),
        6: CGVector(dx: -1.0, dy: 0.0), 7: CGVector(dx: 1.0, dy: 0.0),
    ]
    /// The device id core events are reported with (the virtual core pointer is 2 on Xorg).
    static let coreDeviceID = 2

    init(scale: CGFloat, devices: X11DeviceTable, clock: InputClock) {
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.devices = devices
        self.clock = clock
    }

    /// How many touches are down now.
    var liveTouchCount: Int { liveTouches.count }

    /// Whether touch `touchID` of slave device `deviceID` is down, as far as the app knows.
    func isLive(deviceID: Int, touchID: Int) -> Bool {
        liveTouches[TouchKey(deviceID: deviceID, touchID: touchID)] != nil
    }

    // MARK: XInput2

    /// Decodes one XI2 event whose cookie data has been fetched.
    func decode(xi2 data: UnsafeRawPointer, evtype: Int32) -> [InputEvent] {
        switch evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            return decode(deviceEvent: data.assumingMemoryBound(to: XIDeviceEvent.self).pointee)
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            return [decode(pinch: data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee)]
        case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
            return [decode(swipe: data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee)]
        case XI_Enter, XI_Leave:
            return decode(crossing: data.assumingMemoryBound(to: XIEnterEvent.self).pointee)
        case XI_TouchOwnership:
            decode(ownership: data.assumingMemoryBound(to: XITouchOwnershipEvent.self).pointee)
            return []
        case XI_DeviceChanged:
            decode(deviceChanged: data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee)
            return []
        default:
            return []
        }
    }

    func decode(deviceEvent e: XIDeviceEvent) -> [InputEvent] {
        let time = timestamp(e.time)
        let location = point(e.event_x, e.event_y)
        let modifiers = X11InputDecoder.modifiers(effective: e.mods.effective)
        switch e.evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            return decodeTouch(e, location: location, time: time)
        case XI_ButtonPress, XI_ButtonRelease:
            guard e.flags & XIPointerEmulated == 0 else { return [] }
            let button = Int(e.detail)
            // Buttons 4–7 without the emulation flag come from a device with no scroll
            // valuators (an old wheel mouse): they are the only scroll information there is.
            if (4...7).contains(button) {
                guard e.evtype == XI_ButtonPress, devices[Int(e.deviceid)]?.scrollAxes.isEmpty ?? true,
                      let delta = X11InputDecoder.coreScrollButtons[UInt32(button)] else { return [] }
                return [.scroll(ScrollInput(delta: delta, location: location, modifiers: modifiers, timestamp: time, deviceID: Int(e.sourceid)))]
            }
            var held = X11InputDecoder.buttons(in: e.buttons)
            let changed = PointerInput.Button(rawValue: button)
            if e.evtype == XI_ButtonPress { held.insert(changed) } else { held.remove(changed) }
            lastPointerLocation[Int(e.deviceid)] = location
            let pen = penReading(source: Int(e.sourceid), valuators: e.valuators)
            return [.pointer(PointerInput(phase: e.evtype == XI_ButtonPress ? .pressed : .released, button: changed,
                                          location: location, modifiers: modifiers, buttonsDown: held,
                                          timestamp: time, deviceID: Int(e.sourceid), isPen: pen.isPen, axes: pen.axes))]
        case XI_Motion:
            guard e.flags & XIPointerEmulated == 0 else { return [] }
            var events: [InputEvent] = []
            let master = Int(e.deviceid)
            let source = Int(e.sourceid)
            let previousAxes = lastPenAxes[source]
            let pen = penReading(source: source, valuators: e.valuators)
            // A pen pressing harder in place is motion too: a drawing app thickens the stroke.
            if lastPointerLocation[master] != location || (pen.axes != .none && pen.axes != previousAxes) {
                lastPointerLocation[master] = location
                events.append(.pointer(PointerInput(phase: .moved, location: location, modifiers: modifiers,
                                                    buttonsDown: X11InputDecoder.buttons(in: e.buttons),
                                                    timestamp: time, deviceID: source, isPen: pen.isPen, axes: pen.axes)))
            }
            if let delta = scrollDelta(device: master, valuators: e.valuators) {
                if delta != .zero {
                    let type = X11InputDecoder.scrollType(of: delta, from: devices[source])
                    if type == .continuous { scrollingContinuously.insert(source) } else { scrollingContinuously.remove(source) }
                    events.append(.scroll(ScrollInput(delta: delta, location: location, modifiers: modifiers, timestamp: time,
                                                      deviceID: source, scrollType: type)))
                } else if scrollingContinuously.remove(source) != nil {
                    events.append(.scroll(ScrollInput(delta: .zero, location: location, modifiers: modifiers, timestamp: time,
                                                      deviceID: source, scrollType: .continuous)))
                }
            }
            return events
        default:
            return []
        }
    }

    private func decodeTouch(_ e: XIDeviceEvent, location: CGPoint, time: TimeInterval) -> [InputEvent] {
        let key = TouchKey(deviceID: Int(e.sourceid), touchID: Int(e.detail))
        let phase: TouchInput.Phase
        let isDirect: Bool
        let axes: TouchAxes
        switch e.evtype {
        case XI_TouchBegin:
            phase = .began
            isDirect = (devices[key.deviceID]?.touchMode ?? devices[Int(e.deviceid)]?.touchMode ?? .direct) == .direct
            if liveTouches[key] != nil {
                // The server reuses an id only after it ended; if we missed that end, close
                // the old sequence first so nothing stays stuck.
                liveTouches[key] = nil
            }
            axes = X11InputDecoder.axes(of: devices[key.deviceID], in: e.valuators, last: .none)
            liveTouches[key] = LiveTouch(location: location, masterID: Int(e.deviceid), isDirect: isDirect,
                                         isOwned: !tracksTouchOwnership, axes: axes)
        case XI_TouchUpdate:
            guard var live = liveTouches[key] else { return [] }
            phase = .moved
            isDirect = live.isDirect
            live.location = location
            live.axes = X11InputDecoder.axes(of: devices[key.deviceID], in: e.valuators, last: live.axes)
            axes = live.axes
            liveTouches[key] = live
        default:
            guard let live = liveTouches.removeValue(forKey: key) else { return [] }
            axes = X11InputDecoder.axes(of: devices[key.deviceID], in: e.valuators, last: live.axes)
            // An end before ownership: the owner accepted the touch, and it is not ours. Xorg
            // places such an end where the pointer emulation was, so the touch is cancelled
            // where the app last saw it.
            guard live.isOwned else {
                return [.touch(TouchInput(id: key.touchID, phase: .cancelled, location: live.location, timestamp: time,
                                          deviceID: key.deviceID, isDirect: live.isDirect, axes: live.axes))]
            }
            phase = .ended
            isDirect = live.isDirect
        }
        return [.touch(TouchInput(id: key.touchID, phase: phase, location: location, timestamp: time,
                                  deviceID: key.deviceID, isDirect: isDirect, axes: axes))]
    }

    func decode(pinch e: XIGesturePinchEvent) -> InputEvent {
        let phase: TouchpadGesturePhase = switch e.evtype {
        case XI_GesturePinchBegin: .began
        case XI_GesturePinchUpdate: .changed
        default: e.flags & Int32(XIGesturePinchEventCancelled) != 0 ? .cancelled : .ended
        }
        // Scale is absolute since begin; a server bug or a zero-span start must not reach the
        // recognizers as 0, NaN or infinity.
        let scale = e.scale.isFinite && e.scale > 0 ? CGFloat(e.scale) : 1
        let angle = e.delta_angle.isFinite ? CGFloat(e.delta_angle) * .pi / 180 : 0
        return .touchpadPinch(TouchpadPinchInput(
            phase: phase, scale: scale, angleDelta: angle, delta: vector(e.delta_x, e.delta_y),
            fingerCount: Int(e.detail), location: point(e.event_x, e.event_y),
            modifiers: X11InputDecoder.modifiers(effective: e.mods.effective),
            timestamp: timestamp(e.time), deviceID: Int(e.sourceid)))
    }

    func decode(swipe e: XIGestureSwipeEvent) -> InputEvent {
        let phase: TouchpadGesturePhase = switch e.evtype {
        case XI_GestureSwipeBegin: .began
        case XI_GestureSwipeUpdate: .changed
        default: e.flags & Int32(XIGestureSwipeEventCancelled) != 0 ? .cancelled : .ended
        }
        return .touchpadSwipe(TouchpadSwipeInput(
            phase: phase, delta: vector(e.delta_x, e.delta_y), fingerCount: Int(e.detail),
            location: point(e.event_x, e.event_y), modifiers: X11InputDecoder.modifiers(effective: e.mods.effective),
            timestamp: timestamp(e.time), deviceID: Int(e.sourceid)))
    }

    func decode(crossing e: XIEnterEvent) -> [InputEvent] {
        let master = Int(e.deviceid)
        // Valuators moved while the pointer was elsewhere; the next value is a new baseline.
        scrollBaseline[master] = nil
        let location = point(e.event_x, e.event_y)
        lastPointerLocation[master] = location
        return [.pointer(PointerInput(phase: e.evtype == XI_Enter ? .entered : .exited, location: location,
                                      modifiers: X11InputDecoder.modifiers(effective: e.mods.effective),
                                      buttonsDown: X11InputDecoder.buttons(in: e.buttons),
                                      timestamp: timestamp(e.time), deviceID: Int(e.sourceid)))]
    }

    /// This client now owns a touch it was only listening to: its end will be a real end.
    func decode(ownership e: XITouchOwnershipEvent) {
        let key = TouchKey(deviceID: Int(e.sourceid), touchID: Int(e.touchid))
        liveTouches[key]?.isOwned = true
    }

    /// The live touches of devices a hierarchy change removed or disabled, cancelled.
    ///
    /// Xorg ends a disabled device's touches itself, with ordinary `XI_TouchEnd` events sent
    /// just before the hierarchy change; nothing in them says why. `X11EventSource` therefore
    /// also turns ends from `vanishedDevices(in:)` still waiting in the same turn into
    /// cancellations.
    func decode(hierarchy e: XIHierarchyEvent) -> [InputEvent] {
        cancelTouches(fromDevices: vanishedDevices(in: e))
    }

    /// Cancels the live touches of `devices` (slave or master ids).
    func cancelTouches(fromDevices devices: Set<Int>) -> [InputEvent] {
        guard !devices.isEmpty else { return [] }
        return cancelTouches(where: { key, live in devices.contains(key.deviceID) || devices.contains(live.masterID) })
    }

    /// The devices a hierarchy change removed, disabled or detached.
    func vanishedDevices(in e: XIHierarchyEvent) -> Set<Int> {
        guard let info = e.info else { return [] }
        let gone = Int32(XISlaveRemoved | XIDeviceDisabled | XIMasterRemoved | XISlaveDetached)
        var vanished: Set<Int> = []
        for index in 0..<Int(e.num_info) where info[index].flags & gone != 0 {
            vanished.insert(Int(info[index].deviceid))
        }
        return vanished
    }

    func decode(deviceChanged e: XIDeviceChangedEvent) {
        let id = Int(e.deviceid)
        let old = devices[id]
        devices[id] = X11DeviceTable.device(name: old?.name ?? "", isMaster: old?.isMaster ?? false,
                                            classes: e.classes, count: e.num_classes, axisLabel: axisLabel)
        lastPenAxes[id] = nil
        scrollBaseline[id] = nil
    }

    /// Cancels every live touch, e.g. when the window loses the connection's input or unmaps.
    func cancelAllTouches() -> [InputEvent] {
        guard !liveTouches.isEmpty else { return [] }
        return cancelTouches(where: { _, _ in true })
    }

    private func cancelTouches(where shouldCancel: (TouchKey, LiveTouch) -> Bool) -> [InputEvent] {
        let now = clock.now
        let doomed = liveTouches.filter { shouldCancel($0.key, $0.value) }
            .sorted { ($0.key.deviceID, $0.key.touchID) < ($1.key.deviceID, $1.key.touchID) }
        return doomed.map { key, live in
            liveTouches[key] = nil
            return .touch(TouchInput(id: key.touchID, phase: .cancelled, location: live.location, timestamp: now,
                                     deviceID: key.deviceID, isDirect: live.isDirect, axes: live.axes))
        }
    }

    /// Whether pointer device `source` is a pen, and the pressure and tilt it reports in
    /// `valuators` (a touchpad's pressure is not a force on the screen, so only pens' count;
    /// remembered for the valuators its next events leave out).
    private func penReading(source: Int, valuators: XIValuatorState) -> (isPen: Bool, axes: TouchAxes) {
        guard let device = devices[source], device.isPen else { return (false, .none) }
        let axes = X11InputDecoder.axes(of: device, in: valuators, last: lastPenAxes[source] ?? .none)
        lastPenAxes[source] = axes
        return (device.isPen, axes)
    }

    /// The pressure and tilt `device` reports in `valuators`, starting from `last`: a valuator
    /// the event leaves out keeps its value, and one never reported is 0. `.none` for a
    /// device without such axes.
    nonisolated static func axes(of device: X11DeviceTable.Device?, in valuators: XIValuatorState, last: TouchAxes) -> TouchAxes {
        guard let device, device.hasPenAxes else { return .none }
        var axes = last
        if device.pressureAxis != nil, axes.pressure == nil { axes.pressure = 0 }
        if device.tiltXAxis != nil, axes.tiltX == nil { axes.tiltX = 0 }
        if device.tiltYAxis != nil, axes.tiltY == nil { axes.tiltY = 0 }
        guard let mask = valuators.mask, let values = valuators.values else { return axes }
        let highest = [device.pressureAxis, device.tiltXAxis, device.tiltYAxis].compactMap { $0?.number }.max() ?? -1
        var valueIndex = 0
        for number in 0..<min(Int(valuators.mask_len) * 8, highest + 1) where openuikit_xi_mask_is_set(mask, Int32(number)) != 0 {
            defer { valueIndex += 1 }
            let value = values[valueIndex]
            guard value.isFinite else { continue }
            if let axis = device.pressureAxis, axis.number == number, let fraction = axis.fraction(of: value) {
                axes.pressure = fraction
            }
            // Tilt drivers report degrees from upright.
            if device.tiltXAxis?.number == number { axes.tiltX = value * .pi / 180 }
            if device.tiltYAxis?.number == number { axes.tiltY = value * .pi / 180 }
        }
        return axes
    }

    /// Whether `steps` from `device` are smooth scrolling or wheel notches.
    static func scrollType(of steps: CGVector, from device: X11DeviceTable.Device?) -> UIScrollType {
        if device?.isTouchpad == true { return .continuous }
        let whole = steps.dx.rounded() == steps.dx && steps.dy.rounded() == steps.dy
        return whole ? .discrete : .continuous
    }

    /// The steps the scroll valuators in `valuators` moved by; nil when none with a baseline
    /// was reported (zero when such a valuator was reported unchanged).
    private func scrollDelta(device: Int, valuators: XIValuatorState) -> CGVector? {
        guard let axes = devices[device]?.scrollAxes, !axes.isEmpty, let mask = valuators.mask, let values = valuators.values else { return nil }
        var reported = false
        var dx = 0.0, dy = 0.0
        var valueIndex = 0
        for number in 0..<Int(valuators.mask_len) * 8 where openuikit_xi_mask_is_set(mask, Int32(number)) != 0 {
            defer { valueIndex += 1 }
            guard let axis = axes[number] else { continue }
            let value = values[valueIndex]
            guard value.isFinite else { continue }
            let previous = scrollBaseline[device]?[number]
            scrollBaseline[device, default: [:]][number] = value
            guard let previous else { continue }
            reported = true
            let steps = (value - previous) / axis.increment
            if axis.isVertical { dy += steps } else { dx += steps }
        }
        return reported ? CGVector(dx: dx, dy: dy) : nil
    }

    // MARK: Core events (no XI2 on the server)

    func decode(core event: XEvent) -> [InputEvent] {
        switch event.type {
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            let location = point(Double(e.x), Double(e.y))
            let modifiers = X11InputDecoder.modifiers(effective: Int32(e.state))
            let time = timestamp(e.time)
            if let delta = X11InputDecoder.coreScrollButtons[e.button] {
                guard event.type == ButtonPress else { return [] }
                return [.scroll(ScrollInput(delta: delta, location: location, modifiers: modifiers, timestamp: time, deviceID: X11InputDecoder.coreDeviceID))]
            }
            var held = X11InputDecoder.buttons(inCoreState: e.state)
            let changed = PointerInput.Button(rawValue: Int(e.button))
            if event.type == ButtonPress { held.insert(changed) } else { held.remove(changed) }
            return [.pointer(PointerInput(phase: event.type == ButtonPress ? .pressed : .released, button: changed,
                                          location: location, modifiers: modifiers, buttonsDown: held,
                                          timestamp: time, deviceID: X11InputDecoder.coreDeviceID))]
        case MotionNotify:
            let e = event.xmotion
            return [.pointer(PointerInput(phase: .moved, location: point(Double(e.x), Double(e.y)),
                                          modifiers: X11InputDecoder.modifiers(effective: Int32(e.state)),
                                          buttonsDown: X11InputDecoder.buttons(inCoreState: e.state),
                                          timestamp: timestamp(e.time), deviceID: X11InputDecoder.coreDeviceID))]
        case EnterNotify, LeaveNotify:
            let e = event.xcrossing
            return [.pointer(PointerInput(phase: event.type == EnterNotify ? .entered : .exited,
                                          location: point(Double(e.x), Double(e.y)),
                                          modifiers: X11InputDecoder.modifiers(effective: Int32(e.state)),
                                          buttonsDown: X11InputDecoder.buttons(inCoreState: e.state),
                                          timestamp: timestamp(e.time), deviceID: X11InputDecoder.coreDeviceID))]
        default:
            return []
        }
    }

    // MARK: Conversions

    func timestamp(_ time: Time) -> TimeInterval {
        serverTime.seconds(fromServerTime: time, now: clock.now)
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        // A NaN from a broken driver must not travel into hit testing or recognizers.
        CGPoint(x: x.isFinite ? CGFloat(x) / scale : 0, y: y.isFinite ? CGFloat(y) / scale : 0)
    }

    private func vector(_ dx: Double, _ dy: Double) -> CGVector {
        CGVector(dx: dx.isFinite ? CGFloat(dx) / scale : 0, dy: dy.isFinite ? CGFloat(dy) / scale : 0)
    }

    /// X modifier bits (`mods.effective`, or a core event's `state`) as UIKit flags.
    nonisolated static func modifiers(effective: Int32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if effective & ShiftMask != 0 { flags.insert(.shift) }
        if effective & LockMask != 0 { flags.insert(.alphaShift) }
        if effective & ControlMask != 0 { flags.insert(.control) }
        if effective & Mod1Mask != 0 { flags.insert(.alternate) }
        if effective & Mod4Mask != 0 { flags.insert(.command) }
        return flags
    }

    /// Buttons held, from XI2's button mask (bit n = button n); the scroll buttons 4–7 are not
    /// "held" in any useful sense and are left out.
    nonisolated static func buttons(in state: XIButtonState) -> Set<PointerInput.Button> {
        guard let mask = state.mask else { return [] }
        var held: Set<PointerInput.Button> = []
        for number in 1..<min(Int(state.mask_len) * 8, 32) where !(4...7).contains(number) {
            if openuikit_xi_mask_is_set(mask, Int32(number)) != 0 { held.insert(PointerInput.Button(rawValue: number)) }
        }
        return held
    }

    nonisolated static func buttons(inCoreState state: UInt32) -> Set<PointerInput.Button> {
        var held: Set<PointerInput.Button> = []
        let masks: [(UInt32, Int)] = [(UInt32(Button1Mask), 1), (UInt32(Button2Mask), 2), (UInt32(Button3Mask), 3)]
        for (mask, number) in masks where state & mask != 0 { held.insert(PointerInput.Button(rawValue: number)) }
        return held
    }
}
