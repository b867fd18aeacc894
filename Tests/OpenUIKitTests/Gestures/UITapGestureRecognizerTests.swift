import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UITapGestureRecognizer")
@MainActor
struct UITapGestureRecognizerTests {
    let p = CGPoint(x: 200, y: 200)

    @Test func aSingleTapIsRecognizedOnLift() {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var script = harness.script()
        script.down(1, at: p)
        script.wait(0.1)
        harness.send(script)
        #expect(harness.transcript == "")
        script = harness.script()
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "tap ended")
        #expect(view.logText == "began, cancelled")
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let harness = GestureHarness()
        let view = harness.addView()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        harness.record(single, as: "single")
        harness.record(double, as: "double")
        var fired: [TimeInterval] = []
        single.addAction { _ in fired.append(harness.clock.now) }

        var script = harness.script()
        script.tap(at: p, duration: 0.05)
        harness.send(script)
        let lift = harness.clock.now
        harness.advance(by: 0.349)
        #expect(harness.transcript == "")
        #expect(fired.isEmpty)
        harness.advance(by: 0.002)
        #expect(harness.transcript == "double failed, single ended")
        #expect(fired.count == 1)
        #expect(abs(fired[0] - (lift + 0.35)) < 1e-9)
        #expect(view.logText == "began, cancelled")
    }

    @Test func aDoubleTapWinsOverTheSingleTapThatRequiresItsFailure() {
        let harness = GestureHarness()
        let view = harness.addView()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        harness.record(single, as: "single")
        harness.record(double, as: "double")
        var script = harness.script()
        script.tap(at: p)
        script.wait(0.3)
        script.tap(at: CGPoint(x: 210, y: 205))
        harness.send(script)
        #expect(harness.transcript == "double ended, single failed")
        harness.advance(by: 1)
        #expect(harness.transcript == "double ended, single failed")
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func theNextTapMustStartWithinTheInterval() {
        let harness = GestureHarness()
        let view = harness.addView()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        harness.record(double, as: "double")
        var script = harness.script()
        script.tap(at: p)
        script.wait(0.36)
        script.tap(at: p)
        harness.send(script)
        harness.advance(by: 1)
        #expect(harness.fullTranscript == "double failed, double failed")
    }

    @Test(arguments: [(CGFloat(45), "tap ended"), (CGFloat(46), "tap failed")])
    func movementBeyondTheAllowanceFails(distance: CGFloat, expected: String) {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x + distance, y: p.y), duration: 0.05, steps: 5)
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == expected)
    }

    @Test func theSecondTapMustLandNearTheFirst() {
        let harness = GestureHarness()
        let view = harness.addView()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        harness.record(double, as: "double")
        var script = harness.script()
        script.tap(at: p)
        script.wait(0.1)
        script.tap(at: CGPoint(x: p.x, y: p.y + 60))
        harness.send(script)
        #expect(harness.transcript == "double failed")
    }

    @Test func aTapHeldTooLongFails() {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var script = harness.script()
        script.tap(at: p, duration: 0.8)
        harness.send(script)
        #expect(harness.transcript == "tap failed")
        #expect(view.logText == "began, ended")
    }

    @Test func aTwoFingerTapNeedsExactlyTwoFingers() {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var location: CGPoint?
        tap.addAction { location = $0.location(in: nil) }
        var fingers = harness.script()
        fingers.down(1, at: p)
        fingers.wait(0.02)
        fingers.down(2, at: CGPoint(x: 260, y: 200))
        fingers.wait(0.05)
        fingers.up(1)
        fingers.wait(0.01)
        fingers.up(2)
        harness.send(fingers)
        #expect(harness.transcript == "tap ended")
        #expect(location == CGPoint(x: 230, y: 200))

        harness.clearTranscript()
        var one = harness.script()
        one.tap(at: p)
        harness.send(one)
        #expect(harness.transcript == "tap failed")

        harness.clearTranscript()
        var three = harness.script()
        three.down(1, at: p)
        three.down(2, at: CGPoint(x: 240, y: 200))
        three.down(3, at: CGPoint(x: 280, y: 200))
        three.up(1)
        three.up(2)
        three.up(3)
        harness.send(three)
        #expect(harness.transcript == "tap failed")
    }

    @Test func locationIsTheFirstTapsCentroid() {
        let harness = GestureHarness()
        let view = harness.addView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        var location: CGPoint?
        double.addAction { location = $0.location(in: view) }
        var script = harness.script()
        script.tap(at: CGPoint(x: 150, y: 150))
        script.wait(0.1)
        script.tap(at: CGPoint(x: 170, y: 160))
        harness.send(script)
        #expect(location == CGPoint(x: 50, y: 50))
    }

    @Test func aCancelledTouchFailsTheTap() {
        let harness = GestureHarness()
        let view = harness.addView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        harness.record(tap, as: "tap")
        var script = harness.script()
        script.down(1, at: p)
        script.cancel(1)
        harness.send(script)
        #expect(harness.transcript == "tap failed")
        #expect(tap.state == .possible)
    }

    @Test func countsBelowOneAreRaisedToOne() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 0
        tap.numberOfTouchesRequired = -3
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
    }
}
