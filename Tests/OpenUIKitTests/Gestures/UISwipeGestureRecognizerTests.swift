import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UISwipeGestureRecognizer")
@MainActor
struct UISwipeGestureRecognizerTests {
    let p = CGPoint(x: 100, y: 200)

    func setUp(_ direction: UISwipeGestureRecognizer.Direction = .right) -> (GestureHarness, UISwipeGestureRecognizer, TouchRecordingView) {
        let harness = GestureHarness()
        let view = harness.addView()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        harness.record(swipe, as: "swipe")
        return (harness, swipe, view)
    }

    /// A straight drag at `speed` (points per second) sampled at 120 Hz.
    func drag(_ harness: GestureHarness, by offset: CGVector, speed: CGFloat, lift: Bool = true) {
        var script = harness.script()
        script.down(1, at: p)
        let length = hypot(offset.dx, offset.dy)
        let duration = Double(length / speed)
        script.move(1, to: CGPoint(x: p.x + offset.dx, y: p.y + offset.dy), duration: duration,
                    steps: max(1, Int((duration * 120).rounded())))
        if lift { script.up(1) }
        harness.send(script)
    }

    @Test func aFastStrokeIsRecognizedAtFiftyPoints() {
        let (harness, swipe, view) = setUp()
        var at: CGPoint?
        swipe.addAction { at = $0.location(in: nil) }
        drag(harness, by: CGVector(dx: 150.0, dy: 10.0), speed: 1000)
        #expect(harness.transcript == "swipe ended")
        #expect(at.map { $0.x >= 150 && $0.x < 160 } == true)
        #expect(view.logText == "began, moved, moved, moved, moved, moved, cancelled")
    }

    /// A mouse can report a long move in the same millisecond as its press: no speed can be
    /// measured yet, so it is not taken for a slow drag; time passing then judges it.
    @Test func aJumpInTheSameInstantAsTheTouchDownIsJudgedOnceTimePasses() {
        let (harness, _, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x + 40, y: p.y))   // same timestamp as the touch-down
        script.wait(0.02)
        script.move(1, to: CGPoint(x: p.x + 80, y: p.y))
        harness.send(script)
        #expect(harness.transcript == "swipe ended")

        let (slowHarness, _, _) = setUp()
        var slow = slowHarness.script()
        slow.down(1, at: p)
        slow.move(1, to: CGPoint(x: p.x + 20, y: p.y))     // same instant again, then a crawl
        slow.move(1, to: CGPoint(x: p.x + 60, y: p.y), duration: 1, steps: 40)
        slowHarness.send(slow)
        #expect(slowHarness.transcript == "swipe failed")
    }

    @Test func aFastRightDragIsASwipeAndASlowOneAPanWhenBothAreAttached() {
        let harness = GestureHarness()
        let view = harness.addView()
        let swipe = UISwipeGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        pan.require(toFail: swipe)
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        harness.record(swipe, as: "swipe")
        harness.record(pan, as: "pan")

        drag(harness, by: CGVector(dx: 150.0, dy: 0.0), speed: 1200)
        #expect(harness.transcript == "swipe ended, pan failed")

        harness.clearTranscript()
        var translationAtBegan: CGPoint?
        pan.addAction { if $0.state == .began { translationAtBegan = $0.translation(in: nil) } }
        drag(harness, by: CGVector(dx: 150.0, dy: 0.0), speed: 120)
        #expect(harness.transcript == "swipe failed, pan began, pan changed, pan ended")
        // The pan was not held up: it began on the event that passed its hysteresis.
        #expect(translationAtBegan.map { $0.x >= 10 && $0.x < 11 } == true)
    }

    @Test func theWrongDirectionFails() {
        let (harness, _, _) = setUp(.right)
        drag(harness, by: CGVector(dx: -150.0, dy: 0.0), speed: 1000)
        #expect(harness.transcript == "swipe failed")
        harness.clearTranscript()
        drag(harness, by: CGVector(dx: 20.0, dy: 150.0), speed: 1000)
        #expect(harness.transcript == "swipe failed")
    }

    @Test(arguments: [(CGVector(dx: 0.0, dy: -150.0), "up"), (CGVector(dx: 0.0, dy: 150.0), "down"),
                      (CGVector(dx: -150.0, dy: 30.0), "left"), (CGVector(dx: 150.0, dy: -30.0), "right")])
    func everyAllowedDirectionIsRecognized(offset: CGVector, name: String) {
        let (harness, swipe, _) = setUp([.up, .down, .left, .right])
        drag(harness, by: offset, speed: 800)
        #expect(harness.transcript == "swipe ended", "\(name)")
        _ = swipe
    }

    @Test func liftingBeforeFiftyPointsFails() {
        let (harness, _, _) = setUp()
        drag(harness, by: CGVector(dx: 40.0, dy: 0.0), speed: 1000)
        #expect(harness.transcript == "swipe failed")
    }

    @Test func restingPastTheMaximumDurationFails() {
        let (harness, _, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        harness.send(script)
        harness.advance(by: 0.49)
        #expect(harness.transcript == "")
        harness.advance(by: 0.02)
        #expect(harness.transcript == "swipe failed")
        harness.window.cancelAllTouches()
    }

    @Test func driftingTooFarAcrossFails() {
        let (harness, _, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x + 12, y: p.y), duration: 0.01, steps: 1)
        // 250 pt/s along, 2500 pt/s across.
        script.move(1, to: CGPoint(x: p.x + 12 + 30, y: p.y + 300), duration: 0.12, steps: 12)
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "swipe failed")
    }

    @Test func twoFingersSwipeTogether() {
        let (harness, swipe, _) = setUp(.up)
        swipe.numberOfTouchesRequired = 2
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 300))
        script.down(2, at: CGPoint(x: 160, y: 300))
        script.moveTogether([1: CGPoint(x: 100, y: 150), 2: CGPoint(x: 160, y: 150)], duration: 0.15, steps: 15)
        script.up(1)
        script.up(2)
        harness.send(script)
        #expect(harness.transcript == "swipe ended")

        harness.clearTranscript()
        drag(harness, by: CGVector(dx: 0.0, dy: -150.0), speed: 1000)
        #expect(harness.transcript == "swipe failed")
    }

    @Test func directionIsAnOptionSetWithUIKitsValues() {
        let all: UISwipeGestureRecognizerDirection = [.right, .left, .up, .down]
        #expect(all.rawValue == 15)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer().direction == .right)
    }
}
