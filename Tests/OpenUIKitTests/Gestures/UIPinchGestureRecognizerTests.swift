import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIPinchGestureRecognizer")
@MainActor
struct UIPinchGestureRecognizerTests {
    func setUp(isDirect: Bool = true) -> (GestureHarness, UIPinchGestureRecognizer, TouchScript) {
        let harness = GestureHarness(size: CGSize(width: 800, height: 800))
        let view = harness.addView()
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        harness.record(pinch, as: "pinch")
        var script = harness.script(isDirect: isDirect)
        script.down(1, at: CGPoint(x: 100, y: 200))
        script.down(2, at: CGPoint(x: 200, y: 200))
        return (harness, pinch, script)
    }

    @Test func scaleIsTheSpanRatioAfterTheHysteresis() {
        let (harness, pinch, start) = setUp()
        var scales: [CGFloat] = []
        pinch.addAction { scales.append($0.scale) }
        var script = start
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 208, y: 200))
        harness.send(script)
        #expect(harness.transcript == "")
        script = harness.script()
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 208.5, y: 200))
        script.wait(0.02)
        script.move(1, to: CGPoint(x: 60, y: 170))
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 320, y: 260))
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "pinch began, pinch changed, pinch ended")
        let began: CGFloat = 108.5
        let expected = [1, hypot(208.5 - 60, 30) / began, hypot(260, 90) / began, hypot(260, 90) / began]
        #expect(scales.count == expected.count)
        for (scale, value) in zip(scales, expected) {
            #expect(abs(scale - value) < 1e-6, "\(scale) vs \(value)")
        }
    }

    @Test func pointerSynthesisedTouchesBeginAfterTwoPoints() {
        let (harness, pinch, start) = setUp(isDirect: false)
        var script = start
        script.move(2, to: CGPoint(x: 202, y: 200))
        harness.send(script)
        #expect(pinch.state == .possible)
        script = harness.script(isDirect: false)
        script.move(2, to: CGPoint(x: 202.5, y: 200))
        harness.send(script)
        #expect(harness.transcript == "pinch began")
        harness.window.cancelAllTouches()
        #expect(harness.transcript == "pinch began, pinch cancelled")
    }

    @Test func theLecturesResetToOneMultipliesToTheWholeScale() {
        let (harness, pinch, start) = setUp()
        var total: CGFloat = 1
        pinch.addAction { pinch in
            switch pinch.state {
            case .changed, .ended:
                total *= pinch.scale
                pinch.scale = 1
            default: break
            }
        }
        var script = start
        script.moveTogether([1: CGPoint(x: 50, y: 200), 2: CGPoint(x: 250, y: 200)], duration: 0.3, steps: 15)
        script.moveTogether([1: CGPoint(x: 120, y: 200), 2: CGPoint(x: 180, y: 200)], duration: 0.3, steps: 15)
        script.up(2)
        harness.send(script)
        // It began when the span passed 108 pt (at 110 pt, the first step over 8 pt).
        #expect(abs(total - 60.0 / 110.0) < 1e-6)
    }

    @Test func velocityIsScalePerSecondAndSettingScaleResetsIt() {
        let (harness, pinch, start) = setUp()
        var script = start
        // The span grows 200 pt/s: from 100 to 200 in 0.5 s.
        script.move(2, to: CGPoint(x: 300, y: 200), duration: 0.5, steps: 50)
        harness.send(script)
        // Began at 104 + … : the first step past 8 pt is at span 110.
        let expected: CGFloat = 200 / 110
        #expect(abs(pinch.velocity - expected) / expected < 0.05)
        pinch.scale = 1
        #expect(pinch.velocity == 0)
        pinch.scale = .nan
        pinch.scale = 0
        pinch.scale = -2
        #expect(pinch.scale == 1)
        harness.window.cancelAllTouches()
    }

    @Test func aThirdFingerTakesOverWithoutAJump() {
        let (harness, pinch, start) = setUp()
        var scales: [CGFloat] = []
        pinch.addAction { scales.append($0.scale) }
        var script = start
        script.move(2, to: CGPoint(x: 300, y: 200), duration: 0.1, steps: 10)
        script.down(3, at: CGPoint(x: 100, y: 400))
        script.up(2)
        script.move(3, to: CGPoint(x: 100, y: 600))
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "pinch began, pinch changed, pinch ended")
        // Scale 200/110 when finger 2 lifted; finger 3 (200 pt from finger 1) carries on from
        // there, and doubling its span doubles the scale.
        #expect(abs(scales[scales.count - 2] - 2 * 200.0 / 110.0) < 1e-6)
    }

    @Test func liftingBeforeBeginningFailsAndOneFingerIsNoPinch() {
        let (harness, pinch, start) = setUp()
        var script = start
        script.up(1)
        script.move(2, to: CGPoint(x: 400, y: 200))
        script.up(2)
        harness.send(script)
        #expect(harness.transcript == "pinch failed")
        #expect(pinch.state == .possible)
    }
}
