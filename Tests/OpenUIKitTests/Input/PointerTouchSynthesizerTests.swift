import Foundation
import Testing
@testable import OpenUIKit

@Suite("PointerTouchSynthesizer")
struct PointerTouchSynthesizerTests {
    typealias Touch = PointerTouchSynthesizer.Touch

    /// "id phase (x, y)" for each touch, for compact expectations.
    func describe(_ touches: [Touch]) -> [String] {
        touches.map { t in
            let p = t.input.location
            return "\(t.input.id) \(t.input.phase) (\(fmt(p.x)), \(fmt(p.y)))"
        }
    }

    func fmt(_ v: CGFloat) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(Double(r))
    }

    func pointer(_ phase: PointerInput.Phase, _ x: CGFloat, _ y: CGFloat, _ t: TimeInterval,
                 button: PointerInput.Button? = nil, modifiers: UIKeyModifierFlags = [], down: Bool = true) -> InputEvent {
        .pointer(PointerInput(phase: phase, button: button, location: CGPoint(x: x, y: y), modifiers: modifiers,
                              buttonsDown: down ? [.left] : [], timestamp: t, deviceID: 4))
    }

    let noPivot: (CGPoint) -> CGPoint = { $0 }
    let pivotAt100: (CGPoint) -> CGPoint = { _ in CGPoint(x: 100, y: 100) }

    @Test func theLeftButtonIsOneFinger() {
        var s = PointerTouchSynthesizer()
        var out = s.translate(pointer(.pressed, 10, 20, 1, button: .left), pivot: noPivot)
        out += s.translate(pointer(.moved, 15, 25, 1.01), pivot: noPivot)
        out += s.translate(pointer(.released, 16, 26, 1.02, button: .left, down: false), pivot: noPivot)
        #expect(describe(out) == ["-1 began (10, 20)", "-1 moved (15, 25)", "-1 ended (16, 26)"])
        #expect(out.allSatisfy { !$0.input.isDirect && $0.input.deviceID == 4 && $0.hitLocation == CGPoint(x: 10, y: 20) })
        #expect(!s.isActive)
    }

    @Test func otherButtonsAndHoveringMakeNoTouches() {
        var s = PointerTouchSynthesizer()
        var out = s.translate(pointer(.moved, 10, 20, 1, down: false), pivot: noPivot)
        out += s.translate(pointer(.pressed, 10, 20, 1, button: .right), pivot: noPivot)
        out += s.translate(pointer(.released, 10, 20, 1, button: .right), pivot: noPivot)
        out += s.translate(pointer(.entered, 10, 20, 1), pivot: noPivot)
        #expect(out.isEmpty)
    }

    @Test func altAddsAFingerMirroredThroughTheViewsCentre() {
        var s = PointerTouchSynthesizer()
        var out = s.translate(pointer(.pressed, 150, 100, 1, button: .left, modifiers: .alternate), pivot: pivotAt100)
        out += s.translate(pointer(.moved, 160, 120, 1.01, modifiers: .alternate), pivot: pivotAt100)
        #expect(describe(out) == ["-1 began (150, 100)", "-2 began (50, 100)", "-1 moved (160, 120)", "-2 moved (40, 80)"])
        // Shift+Alt: both move together, and the mirror centre with them.
        out = s.translate(pointer(.moved, 170, 120, 1.02, modifiers: [.alternate, .shift]), pivot: pivotAt100)
        #expect(describe(out) == ["-1 moved (170, 120)", "-2 moved (50, 80)"])
        out = s.translate(pointer(.moved, 180, 110, 1.03, modifiers: .alternate), pivot: pivotAt100)
        #expect(describe(out) == ["-1 moved (180, 110)", "-2 moved (40, 90)"])
        out = s.translate(pointer(.released, 180, 110, 1.04, button: .left, down: false), pivot: pivotAt100)
        #expect(describe(out) == ["-1 ended (180, 110)", "-2 ended (40, 90)"])
        #expect(out.allSatisfy { $0.hitLocation == CGPoint(x: 150, y: 100) })
    }

    @Test func aLostReleaseEndsOrCancelsTheFingers() {
        var s = PointerTouchSynthesizer()
        _ = s.translate(pointer(.pressed, 10, 10, 1, button: .left), pivot: noPivot)
        var out = s.translate(pointer(.moved, 20, 10, 1.1, down: false), pivot: noPivot)
        #expect(describe(out) == ["-1 ended (10, 10)"])
        _ = s.translate(pointer(.pressed, 10, 10, 2, button: .left), pivot: noPivot)
        out = s.translate(pointer(.pressed, 30, 30, 2.1, button: .left), pivot: noPivot)
        #expect(describe(out) == ["-1 cancelled (10, 10)", "-1 began (30, 30)"])
    }

    @Test func ctrlScrollPinchesAndEndsAfterAPause() {
        var s = PointerTouchSynthesizer()
        func scroll(_ dy: CGFloat, _ t: TimeInterval, _ modifiers: UIKeyModifierFlags = .control) -> InputEvent {
            .scroll(ScrollInput(delta: CGVector(dx: 0, dy: dy), location: CGPoint(x: 300, y: 200), modifiers: modifiers,
                                timestamp: t, deviceID: 4))
        }
        var out = s.translate(scroll(-1, 5), pivot: noPivot)
        #expect(describe(out) == ["-11 began (200, 200)", "-12 began (400, 200)", "-11 moved (190, 200)", "-12 moved (410, 200)"])
        #expect(s.deadline == 5.25)
        out = s.translate(scroll(2, 5.1), pivot: noPivot)
        #expect(describe(out) == ["-11 moved (209.091, 200)", "-12 moved (390.909, 200)"])
        #expect(s.expire(at: 5.34).isEmpty)
        out = s.expire(at: 5.35)
        #expect(describe(out) == ["-11 ended (209.091, 200)", "-12 ended (390.909, 200)"])
        #expect(s.deadline == nil)

        _ = s.translate(scroll(-1, 6), pivot: noPivot)
        out = s.translate(scroll(-1, 6.1, []), pivot: noPivot)
        #expect(describe(out).map { $0.contains("ended") } == [true, true])
        _ = s.translate(scroll(-1, 7), pivot: noPivot)
        out = s.translate(pointer(.moved, 1, 1, 7.1, down: false), pivot: noPivot)
        #expect(out.count == 2 && out.allSatisfy { $0.input.phase == .ended })
        // Plain scrolling is not a gesture here.
        #expect(s.translate(scroll(3, 8, []), pivot: noPivot).isEmpty)
    }

    @Test func aTouchpadPinchFollowsScaleAngleAndCentre() {
        var s = PointerTouchSynthesizer()
        func pinch(_ phase: TouchpadGesturePhase, scale: CGFloat, angle: CGFloat = 0, delta: CGVector = .zero,
                   _ t: TimeInterval) -> InputEvent {
            .touchpadPinch(TouchpadPinchInput(phase: phase, scale: scale, angleDelta: angle, delta: delta, fingerCount: 2,
                                              location: CGPoint(x: 300, y: 300), timestamp: t, deviceID: 5))
        }
        var out = s.translate(pinch(.began, scale: 1, 1), pivot: noPivot)
        #expect(describe(out) == ["-21 began (200, 300)", "-22 began (400, 300)"])
        out = s.translate(pinch(.changed, scale: 1.5, angle: .pi / 2, delta: CGVector(dx: 10.0, dy: 0.0), 1.01), pivot: noPivot)
        #expect(describe(out) == ["-21 moved (310, 150)", "-22 moved (310, 450)"])
        out = s.translate(pinch(.ended, scale: 1.5, 1.02), pivot: noPivot)
        #expect(describe(out) == ["-21 ended (310, 150)", "-22 ended (310, 450)"])

        _ = s.translate(pinch(.began, scale: 1, 2), pivot: noPivot)
        out = s.translate(pinch(.cancelled, scale: 1, 2.1), pivot: noPivot)
        #expect(out.map(\.input.phase) == [.cancelled, .cancelled])
        // An update without its begin begins; bad numbers are ignored.
        out = s.translate(pinch(.changed, scale: .nan, angle: .infinity, 3), pivot: noPivot)
        #expect(describe(out) == ["-21 began (200, 300)", "-22 began (400, 300)", "-21 moved (200, 300)", "-22 moved (400, 300)"])
        out = s.translate(pinch(.changed, scale: 0, 3.1), pivot: noPivot)
        #expect(out.allSatisfy { $0.input.location.isFinite })
    }

    @Test func aTouchpadSwipeIsOneFingerMovingByTheDeltas() {
        var s = PointerTouchSynthesizer()
        func swipe(_ phase: TouchpadGesturePhase, _ dx: CGFloat, _ t: TimeInterval) -> InputEvent {
            .touchpadSwipe(TouchpadSwipeInput(phase: phase, delta: CGVector(dx: dx, dy: 0), fingerCount: 3,
                                              location: CGPoint(x: 50, y: 60), timestamp: t, deviceID: 5))
        }
        var out = s.translate(swipe(.began, 0, 1), pivot: noPivot)
        out += s.translate(swipe(.changed, 30, 1.01), pivot: noPivot)
        out += s.translate(swipe(.changed, 40, 1.02), pivot: noPivot)
        out += s.translate(swipe(.ended, 0, 1.03), pivot: noPivot)
        #expect(describe(out) == ["-31 began (50, 60)", "-31 moved (80, 60)", "-31 moved (120, 60)", "-31 ended (120, 60)"])
        _ = s.translate(swipe(.began, 0, 2), pivot: noPivot)
        out = s.translate(swipe(.cancelled, 0, 2.1), pivot: noPivot)
        #expect(describe(out) == ["-31 cancelled (50, 60)"])
    }

    @Test func forgettingEverythingLeavesNothingActive() {
        var s = PointerTouchSynthesizer()
        _ = s.translate(pointer(.pressed, 10, 10, 1, button: .left), pivot: noPivot)
        _ = s.translate(.scroll(ScrollInput(delta: CGVector(dx: 0.0, dy: 1.0), location: .zero, modifiers: .control,
                                            timestamp: 1, deviceID: 4)), pivot: noPivot)
        #expect(s.isActive && s.deadline != nil)
        s.forgetAll()
        #expect(!s.isActive && s.deadline == nil)
        #expect(s.translate(pointer(.released, 10, 10, 2, button: .left, down: false), pivot: noPivot).isEmpty)
    }
}
