import CX11
import Foundation
import Testing
@testable import OpenUIKit

/// A clock that stands still, so timestamps are predictable.
@MainActor
final class StoppedClock: InputClock {
    var now: TimeInterval = 1_000
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> InputTimer { NoTimer() }
    final class NoTimer: InputTimer { func cancel() {} }
}

/// Decoding hand-built XInput2 structs, no server.
@Suite("X11InputDecoder")
@MainActor
struct X11InputDecoderTests {
    static let touchscreen = 11
    static let mouse = 12
    static let master = 2

    static func devices() -> X11DeviceTable {
        var table = X11DeviceTable()
        table[touchscreen] = .init(name: "touchscreen", touchMode: .direct)
        table[13] = .init(name: "touchpad", touchMode: .dependent)
        table[master] = .init(name: "Virtual core pointer", isMaster: true,
                              scrollAxes: [2: .init(isVertical: false, increment: 15), 3: .init(isVertical: true, increment: -20)])
        return table
    }

    let clock = StoppedClock()

    func decoder(scale: CGFloat = 1) -> X11InputDecoder {
        X11InputDecoder(scale: scale, devices: X11InputDecoderTests.devices(), clock: clock)
    }

    /// An XIDeviceEvent with the given valuator values (valuator number → value) and button
    /// state, passed to `body` while its buffers are alive.
    func deviceEvent(_ evtype: Int32, detail: Int32, x: Double, y: Double, source: Int = touchscreen, flags: Int32 = 0,
                     mods: Int32 = 0, time: Time = 5_000, valuators: [Int: Double] = [:], buttons: [Int] = [],
                     _ body: (XIDeviceEvent) -> [InputEvent]) -> [InputEvent] {
        var valuatorMask = [UInt8](repeating: 0, count: 4)
        var values: [Double] = []
        for (number, value) in valuators.sorted(by: { $0.key < $1.key }) {
            openuikit_xi_set_mask(&valuatorMask, Int32(number))
            values.append(value)
        }
        var buttonMask = [UInt8](repeating: 0, count: 4)
        for button in buttons { openuikit_xi_set_mask(&buttonMask, Int32(button)) }
        return valuatorMask.withUnsafeMutableBufferPointer { vmask in
            values.withUnsafeMutableBufferPointer { vvalues in
                buttonMask.withUnsafeMutableBufferPointer { bmask in
                    var e = XIDeviceEvent()
                    e.type = GenericEvent
                    e.evtype = evtype
                    e.detail = detail
                    e.deviceid = Int32(X11InputDecoderTests.master)
                    e.sourceid = Int32(source)
                    e.event_x = x
                    e.event_y = y
                    e.flags = flags
                    e.time = time
                    e.mods.effective = mods
                    e.valuators = XIValuatorState(mask_len: Int32(vmask.count), mask: vmask.baseAddress, values: vvalues.baseAddress)
                    e.buttons = XIButtonState(mask_len: Int32(bmask.count), mask: bmask.baseAddress)
                    return body(e)
                }
            }
        }
    }

    func decode(_ d: X11InputDecoder, _ evtype: Int32, detail: Int32 = 1, x: Double = 0, y: Double = 0, source: Int = touchscreen,
                flags: Int32 = 0, mods: Int32 = 0, time: Time = 5_000, valuators: [Int: Double] = [:], buttons: [Int] = []) -> [InputEvent] {
        deviceEvent(evtype, detail: detail, x: x, y: y, source: source, flags: flags, mods: mods, time: time,
                    valuators: valuators, buttons: buttons) { d.decode(deviceEvent: $0) }
    }

    // MARK: Touches

    @Test func touchSequenceKeepsItsIDSubPixelPointsAndDevice() throws {
        let d = decoder(scale: 2)
        let began = decode(d, XI_TouchBegin, detail: 7, x: 101.5, y: 50.25)
        let moved = decode(d, XI_TouchUpdate, detail: 7, x: 121.75, y: 60.5)
        let ended = decode(d, XI_TouchEnd, detail: 7, x: 121.75, y: 60.5)
        guard case .touch(let b)? = began.first, case .touch(let m)? = moved.first, case .touch(let e)? = ended.first else {
            Issue.record("expected three touch events, got \(began + moved + ended)")
            return
        }
        #expect(b.phase == .began && m.phase == .moved && e.phase == .ended)
        #expect(b.id == 7 && m.id == 7 && e.id == 7)
        #expect(b.location == CGPoint(x: 50.75, y: 25.125))
        #expect(m.location == CGPoint(x: 60.875, y: 30.25))
        #expect(b.deviceID == X11InputDecoderTests.touchscreen)
        #expect(b.isDirect)
        #expect(d.liveTouchCount == 0)
    }

    @Test func twoFingersKeepDistinctIDs() {
        let d = decoder()
        let first = decode(d, XI_TouchBegin, detail: 3, x: 10, y: 10)
        let second = decode(d, XI_TouchBegin, detail: 4, x: 90, y: 10)
        let ids = (first + second).compactMap { event -> Int? in
            if case .touch(let t) = event { return t.id }
            return nil
        }
        #expect(ids == [3, 4])
        #expect(d.liveTouchCount == 2)
    }

    @Test func touchpadTouchesAreDependent() {
        let d = decoder()
        let events = decode(d, XI_TouchBegin, detail: 1, x: 5, y: 5, source: 13)
        guard case .touch(let t)? = events.first else {
            Issue.record("no touch")
            return
        }
        #expect(!t.isDirect)
    }

    @Test func updatesAndEndsForUnknownTouchesAreIgnored() {
        let d = decoder()
        #expect(decode(d, XI_TouchUpdate, detail: 9, x: 1, y: 1).isEmpty)
        #expect(decode(d, XI_TouchEnd, detail: 9, x: 1, y: 1).isEmpty)
    }

    @Test func nanCoordinatesNeverLeaveTheDecoder() {
        let d = decoder()
        let events = decode(d, XI_TouchBegin, detail: 1, x: .nan, y: .infinity)
        guard case .touch(let t)? = events.first else {
            Issue.record("no touch")
            return
        }
        #expect(t.location.x.isFinite && t.location.y.isFinite)
    }

    // MARK: Pointer

    @Test func emulatedPointerEventsAreDropped() {
        let d = decoder()
        #expect(decode(d, XI_ButtonPress, detail: 1, x: 10, y: 10, source: X11InputDecoderTests.mouse, flags: Int32(XIPointerEmulated)).isEmpty)
        #expect(decode(d, XI_Motion, x: 12, y: 10, source: X11InputDecoderTests.mouse, flags: Int32(XIPointerEmulated)).isEmpty)
        #expect(decode(d, XI_ButtonRelease, detail: 1, x: 12, y: 10, source: X11InputDecoderTests.mouse, flags: Int32(XIPointerEmulated)).isEmpty)
        let real = decode(d, XI_ButtonPress, detail: 1, x: 10, y: 10, source: X11InputDecoderTests.mouse)
        #expect(real == [.pointer(PointerInput(phase: .pressed, button: .left, location: CGPoint(x: 10, y: 10),
                                                buttonsDown: [.left], timestamp: 1_000, deviceID: X11InputDecoderTests.mouse))])
    }

    @Test func pointerLocationsAreInPointsWithModifiers() {
        let d = decoder(scale: 2)
        let events = decode(d, XI_Motion, x: 200, y: 100, source: X11InputDecoderTests.mouse,
                            mods: Int32(ShiftMask | ControlMask | Mod1Mask), buttons: [1])
        guard case .pointer(let p)? = events.first else {
            Issue.record("no pointer event")
            return
        }
        #expect(p.location == CGPoint(x: 100, y: 50))
        #expect(p.modifiers == [.shift, .control, .alternate])
        #expect(p.buttonsDown == [.left])
        #expect(p.phase == .moved)
    }

    @Test func releaseRemovesTheButtonFromThoseHeld() {
        let d = decoder()
        let events = decode(d, XI_ButtonRelease, detail: 1, x: 1, y: 1, source: X11InputDecoderTests.mouse, buttons: [1, 3])
        guard case .pointer(let p)? = events.first else {
            Issue.record("no pointer event")
            return
        }
        #expect(p.buttonsDown == [.right])
    }

    // MARK: Scrolling

    @Test func scrollValuatorsGiveDeltasInSteps() {
        let d = decoder()
        // The first value is only a baseline.
        #expect(decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [2: 100, 3: 400]).filter(isScroll).isEmpty)
        let events = decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [2: 130, 3: 360], buttons: [])
        #expect(events.count == 1, "position unchanged: a scroll and no motion")
        guard case .scroll(let s)? = events.first else {
            Issue.record("no scroll in \(events)")
            return
        }
        #expect(s.delta.dx == 2)
        // Increment −20 (inverted axis): 40 units down the valuator is 2 steps the other way.
        #expect(s.delta.dy == 2)
    }

    @Test func emulatedWheelButtonsAreDroppedWhenValuatorsScroll() {
        let d = decoder()
        #expect(decode(d, XI_ButtonPress, detail: 4, x: 5, y: 5, source: X11InputDecoderTests.mouse, flags: Int32(XIPointerEmulated)).isEmpty)
        #expect(decode(d, XI_ButtonRelease, detail: 4, x: 5, y: 5, source: X11InputDecoderTests.mouse, flags: Int32(XIPointerEmulated)).isEmpty)
    }

    @Test func enteringForgetsTheScrollBaseline() {
        let d = decoder()
        _ = decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [3: 400])
        var crossing = XIEnterEvent()
        crossing.evtype = XI_Enter
        crossing.deviceid = Int32(X11InputDecoderTests.master)
        crossing.sourceid = Int32(X11InputDecoderTests.mouse)
        crossing.event_x = 5
        crossing.event_y = 5
        _ = d.decode(crossing: crossing)
        // Far from 400: had the baseline survived, this would be a 50-step jump.
        let events = decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [3: 1_400])
        #expect(events.filter(isScroll).isEmpty)
    }

    @Test func wholeNotchesAreDiscreteAndFractionsOrTouchpadsContinuous() {
        let d = decoder()
        let mouse = X11InputDecoderTests.mouse
        _ = decode(d, XI_Motion, x: 5, y: 5, source: mouse, valuators: [3: 400])
        let notch = decode(d, XI_Motion, x: 5, y: 5, source: mouse, valuators: [3: 380]).compactMap(scroll)
        #expect(notch.map(\.scrollType) == [.discrete] && notch.map(\.delta.dy) == [1])
        let fraction = decode(d, XI_Motion, x: 5, y: 5, source: mouse, valuators: [3: 375]).compactMap(scroll)
        #expect(fraction.map(\.scrollType) == [.continuous] && fraction.map(\.delta.dy) == [0.25])
        // The touchpad (13) scrolls continuously even by whole steps.
        let touchpad = decode(d, XI_Motion, x: 5, y: 5, source: 13, valuators: [3: 355]).compactMap(scroll)
        #expect(touchpad.map(\.scrollType) == [.continuous])
    }

    @Test func anUnchangedValuatorAfterContinuousScrollingIsAScrollStop() {
        let d = decoder()
        _ = decode(d, XI_Motion, x: 5, y: 5, source: 13, valuators: [3: 400])
        _ = decode(d, XI_Motion, x: 5, y: 5, source: 13, valuators: [3: 395])
        let stop = decode(d, XI_Motion, x: 5, y: 5, source: 13, valuators: [3: 395]).compactMap(scroll)
        #expect(stop.map(\.delta) == [.zero] && stop.map(\.scrollType) == [.continuous])
        // Once: a second unchanged report is nothing, and so is one after wheel notches.
        #expect(decode(d, XI_Motion, x: 5, y: 5, source: 13, valuators: [3: 395]).compactMap(scroll).isEmpty)
        _ = decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [3: 375])
        #expect(decode(d, XI_Motion, x: 5, y: 5, source: X11InputDecoderTests.mouse, valuators: [3: 375]).compactMap(scroll).isEmpty)
    }

    @Test func touchpadsAreKnownByTouchModeOrName() {
        #expect(X11DeviceTable.Device(name: "SynPS/2 Synaptics TouchPad").isTouchpad)
        #expect(X11DeviceTable.Device(name: "ELAN1200:00 04F3:3090 Touchpad").isTouchpad)
        #expect(X11DeviceTable.Device(name: "pad", touchMode: .dependent).isTouchpad)
        #expect(!X11DeviceTable.Device(name: "Logitech USB Optical Mouse").isTouchpad)
        #expect(!X11DeviceTable.Device(name: "touchscreen", touchMode: .direct).isTouchpad)
    }

    func scroll(_ event: InputEvent) -> ScrollInput? {
        if case .scroll(let s) = event { s } else { nil }
    }

    // MARK: Touchpad gestures

    @Test func pinchCarriesScaleAndClockwiseAngleInRadians() {
        let d = decoder(scale: 2)
        var e = XIGesturePinchEvent()
        e.evtype = XI_GesturePinchUpdate
        e.detail = 2
        e.scale = 1.5
        e.delta_angle = 10
        e.delta_x = 4
        e.delta_y = -6
        e.event_x = 300
        e.event_y = 200
        e.sourceid = 13
        guard case .touchpadPinch(let p) = d.decode(pinch: e) else {
            Issue.record("not a pinch")
            return
        }
        #expect(p.phase == .changed)
        #expect(p.scale == 1.5)
        #expect(abs(p.angleDelta - 10 * .pi / 180) < 1e-12)
        #expect(p.delta == CGVector(dx: 2.0, dy: -3.0))
        #expect(p.fingerCount == 2)
        #expect(p.location == CGPoint(x: 150, y: 100))
        #expect(p.deviceID == 13)
    }

    @Test func pinchEndFlaggedCancelledIsCancelled() {
        let d = decoder()
        var e = XIGesturePinchEvent()
        e.evtype = XI_GesturePinchEnd
        e.scale = 1.2
        e.flags = Int32(XIGesturePinchEventCancelled)
        guard case .touchpadPinch(let p) = d.decode(pinch: e) else { Issue.record("not a pinch"); return }
        #expect(p.phase == .cancelled)
        e.flags = 0
        guard case .touchpadPinch(let q) = d.decode(pinch: e) else { Issue.record("not a pinch"); return }
        #expect(q.phase == .ended)
    }

    @Test func brokenPinchScaleBecomesOne() {
        let d = decoder()
        for bad in [0.0, -1, .nan, .infinity] {
            var e = XIGesturePinchEvent()
            e.evtype = XI_GesturePinchUpdate
            e.scale = bad
            e.delta_angle = .nan
            guard case .touchpadPinch(let p) = d.decode(pinch: e) else { Issue.record("not a pinch"); return }
            #expect(p.scale == 1)
            #expect(p.angleDelta == 0)
        }
    }

    @Test func swipeCarriesDeltaAndFingers() {
        let d = decoder()
        var e = XIGestureSwipeEvent()
        e.evtype = XI_GestureSwipeBegin
        e.detail = 3
        e.delta_x = 0
        guard case .touchpadSwipe(let began) = d.decode(swipe: e) else { Issue.record("not a swipe"); return }
        #expect(began.phase == .began && began.fingerCount == 3)
        e.evtype = XI_GestureSwipeUpdate
        e.delta_x = 12
        e.delta_y = 1
        guard case .touchpadSwipe(let changed) = d.decode(swipe: e) else { Issue.record("not a swipe"); return }
        #expect(changed.phase == .changed && changed.delta == CGVector(dx: 12.0, dy: 1.0))
    }

    // MARK: Devices that vanish

    @Test func disabledDeviceCancelsOnlyItsTouches() {
        let d = decoder()
        _ = decode(d, XI_TouchBegin, detail: 1, x: 10, y: 20)
        _ = decode(d, XI_TouchBegin, detail: 2, x: 30, y: 40)
        _ = decode(d, XI_TouchBegin, detail: 1, x: 5, y: 5, source: 13)
        var info = [XIHierarchyInfo(deviceid: Int32(X11InputDecoderTests.touchscreen), attachment: 2, use: XISlavePointer,
                                    enabled: False, flags: Int32(XIDeviceDisabled))]
        let events = info.withUnsafeMutableBufferPointer { buffer in
            var e = XIHierarchyEvent()
            e.evtype = XI_HierarchyChanged
            e.num_info = 1
            e.info = buffer.baseAddress
            return d.decode(hierarchy: e)
        }
        let cancelled = events.compactMap { event -> TouchInput? in
            if case .touch(let t) = event { return t }
            return nil
        }
        #expect(cancelled.map(\.id) == [1, 2])
        #expect(cancelled.allSatisfy { $0.phase == .cancelled && $0.deviceID == X11InputDecoderTests.touchscreen })
        #expect(cancelled.first?.location == CGPoint(x: 10, y: 20))
        #expect(d.liveTouchCount == 1, "the touchpad's touch lives on")
    }

    // MARK: Core events

    @Test func coreWheelButtonsScroll() {
        let d = decoder()
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.button = 5
        event.xbutton.x = 3
        event.xbutton.y = 4
        guard case .scroll(let s)? = d.decode(core: event).first else { Issue.record("no scroll"); return }
        #expect(s.delta == CGVector(dx: 0.0, dy: 1.0))
        event.xbutton.type = ButtonRelease
        #expect(d.decode(core: event).isEmpty)
    }

    @Test func coreButtonIsAPointerPress() {
        let d = decoder(scale: 2)
        var event = XEvent()
        event.xbutton.type = ButtonPress
        event.xbutton.button = 1
        event.xbutton.x = 40
        event.xbutton.y = 60
        event.xbutton.state = UInt32(ControlMask)
        guard case .pointer(let p)? = d.decode(core: event).first else { Issue.record("no pointer"); return }
        #expect(p.phase == .pressed && p.button == .left && p.buttonsDown == [.left])
        #expect(p.location == CGPoint(x: 20, y: 30))
        #expect(p.modifiers == [.control])
    }

    // MARK: Time

    @Test func serverTimeMapsToTheClockAndSurvivesWrapping() {
        var time = X11ServerTime()
        let first = time.seconds(fromServerTime: 4_294_967_000, now: 500)
        #expect(first == 500)
        let later = time.seconds(fromServerTime: 4_294_967_200, now: 500.3)
        #expect(abs(later - 500.2) < 1e-9)
        // 296 ms after the wrap point: 0.496 s after the first event.
        let wrapped = time.seconds(fromServerTime: 200, now: 501)
        #expect(abs(wrapped - 500.496) < 1e-9)
    }

    @Test func timestampsNeverLandInTheFuture() {
        var time = X11ServerTime()
        _ = time.seconds(fromServerTime: 1_000, now: 10.5)
        // Read 0.1 s after it happened, the next event reveals the first offset was too large.
        let t = time.seconds(fromServerTime: 1_600, now: 11.0)
        #expect(t <= 11.0)
    }

    private func isScroll(_ event: InputEvent) -> Bool {
        if case .scroll = event { return true }
        return false
    }
}
