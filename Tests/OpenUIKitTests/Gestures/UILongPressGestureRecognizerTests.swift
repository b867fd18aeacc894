import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UILongPressGestureRecognizer")
@MainActor
struct UILongPressGestureRecognizerTests {
    let p = CGPoint(x: 200, y: 200)

    func setUp() -> (GestureHarness, UILongPressGestureRecognizer, TouchRecordingView) {
        let harness = GestureHarness()
        let view = harness.addView()
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)
        harness.record(press, as: "press")
        return (harness, press, view)
    }

    @Test func defaultsAreUIKits() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.numberOfTapsRequired == 0)
        press.minimumPressDuration = 1.2
        #expect(press.thresholds.longPressMinimumDuration == 1.2)
        press.allowableMovement = .nan
        #expect(press.allowableMovement == 10)
    }

    @Test func holdingBeginsOnTheClockAndLiftingEnds() {
        let (harness, _, view) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        harness.send(script)
        harness.advance(by: 0.499)
        #expect(harness.transcript == "")
        harness.advance(by: 0.002)
        #expect(harness.transcript == "press began")
        #expect(view.logText == "began, cancelled")
        script = harness.script()
        script.move(1, to: CGPoint(x: 260, y: 240), duration: 0.1, steps: 4)
        script.up(1)
        harness.send(script)
        #expect(harness.fullTranscript == "press began, press changed, press changed, press changed, press changed, press ended")
    }

    @Test func liftedAt049SecondsFails() {
        let (harness, _, view) = setUp()
        var script = harness.script()
        script.tap(at: p, duration: 0.49)
        harness.send(script)
        harness.advance(by: 1)
        #expect(harness.transcript == "press failed")
        #expect(view.logText == "began, ended")
    }

    @Test(arguments: [(CGFloat(10), "press began"), (CGFloat(11), "press failed")])
    func movingBeforeBeginningFailsBeyondTheAllowance(distance: CGFloat, expected: String) {
        let (harness, _, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x, y: p.y + distance), duration: 0.2, steps: 4)
        harness.send(script)
        harness.advance(by: 0.4)
        #expect(harness.transcript == expected)
        harness.window.cancelAllTouches()
    }

    @Test func aSecondFingerBeforeBeginningFails() {
        let (harness, _, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.wait(0.1)
        script.down(2, at: CGPoint(x: 100, y: 100))
        harness.send(script)
        harness.advance(by: 1)
        #expect(harness.transcript == "press failed")
        harness.window.cancelAllTouches()
        #expect(harness.transcript == "press failed")
    }

    @Test func extraFingersAfterBeginningAreIgnored() {
        let (harness, press, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.wait(0.6)
        script.down(2, at: CGPoint(x: 100, y: 100))
        script.move(2, to: CGPoint(x: 120, y: 100))
        script.up(2)
        harness.send(script)
        #expect(harness.transcript == "press began")
        #expect(press.numberOfTouches == 1)
        var rest = harness.script()
        rest.up(1)
        harness.send(rest)
        #expect(harness.transcript == "press began, press ended")
    }

    @Test func aTapThenAHold() {
        let (harness, press, _) = setUp()
        press.numberOfTapsRequired = 1
        var script = harness.script()
        script.tap(at: p)
        script.wait(0.2)
        script.down(1, at: p)
        harness.send(script)
        harness.advance(by: 0.51)
        #expect(harness.transcript == "press began")
        harness.window.cancelAllTouches()
        #expect(harness.transcript == "press began, press cancelled")

        harness.clearTranscript()
        var late = harness.script()
        late.tap(at: p)
        late.wait(0.4)
        late.down(1, at: p)
        harness.send(late)
        harness.advance(by: 1)
        #expect(harness.transcript == "press failed")
        harness.window.cancelAllTouches()
    }

    @Test func twoFingersHeldTogether() {
        let (harness, press, _) = setUp()
        press.numberOfTouchesRequired = 2
        var script = harness.script()
        script.down(1, at: p)
        script.wait(0.3)
        script.down(2, at: CGPoint(x: 250, y: 200))
        harness.send(script)
        harness.advance(by: 0.45)
        #expect(harness.transcript == "")
        harness.advance(by: 0.06)
        #expect(harness.transcript == "press began")
        var lift = harness.script()
        lift.up(2)
        lift.up(1)
        harness.send(lift)
        #expect(harness.transcript == "press began, press ended")
    }
}
