import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIPanGestureRecognizer")
@MainActor
struct UIPanGestureRecognizerTests {
    let p = CGPoint(x: 100, y: 100)

    func setUp() -> (GestureHarness, UIPanGestureRecognizer, TouchRecordingView) {
        let harness = GestureHarness()
        let view = harness.addView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        harness.record(pan, as: "pan")
        return (harness, pan, view)
    }

    @Test func ninePointsDoNotBeginTenDo() {
        let (harness, pan, _) = setUp()
        var translations: [CGPoint] = []
        pan.addAction { translations.append($0.translation(in: nil)) }
        var script = harness.script()
        script.down(1, at: p)
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 109, y: 100))
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 100, y: 91))
        harness.send(script)
        #expect(harness.transcript == "")
        script = harness.script()
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 100, y: 90))
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 130, y: 80))
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "pan began, pan changed, pan ended")
        // Translation at began includes the hysteresis distance.
        #expect(translations == [CGPoint(x: 0, y: -10), CGPoint(x: 30, y: -20), CGPoint(x: 30, y: -20)])
    }

    @Test func liftingBeforeTheHysteresisFails() {
        let (harness, _, view) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: 105, y: 105), duration: 0.1, steps: 3)
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "pan failed")
        #expect(view.logText == "began, moved, moved, moved, ended")
    }

    @Test func theLecturesIncrementalPatternSumsToTheTotalMotion() {
        let harness = GestureHarness()
        let container = harness.addView()
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        let card = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 60))
        container.addSubview(card)
        let pan = UIPanGestureRecognizer()
        card.addGestureRecognizer(pan)
        var moved = CGPoint.zero
        pan.addAction { pan in
            switch pan.state {
            case .changed, .ended:
                let t = pan.translation(in: container)
                moved.x += t.x
                moved.y += t.y
                pan.setTranslation(.zero, in: container)
            default: break
            }
        }
        let start = card.convert(CGPoint(x: 50, y: 30), to: nil)
        var script = harness.script()
        script.down(1, at: start)
        script.move(1, to: CGPoint(x: start.x + 70, y: start.y - 30), duration: 0.3, steps: 17)
        script.move(1, to: CGPoint(x: start.x + 160, y: start.y + 44), duration: 0.2, steps: 9)
        script.up(1)
        harness.send(script)
        // The pattern skips began without resetting, so the first change still counts from
        // the start: the increments add up to the whole motion, here in the container's
        // points, which are half the window's.
        #expect(abs(moved.x - 80) < 1e-9)
        #expect(abs(moved.y - 22) < 1e-9)
    }

    @Test func velocityIsWithinFivePercentOnAConstantSpeedStream() {
        let (harness, pan, _) = setUp()
        var velocities: [CGPoint] = []
        pan.addAction { velocities.append($0.velocity(in: nil)) }
        var script = harness.script()
        script.down(1, at: p)
        // 300 pt/s right and 120 pt/s down, sampled at 120 Hz.
        script.move(1, to: CGPoint(x: p.x + 150, y: p.y + 60), duration: 0.5, steps: 60)
        harness.send(script)
        for v in velocities.dropFirst(2) {
            #expect(abs(v.x - 300) <= 15, "\(v)")
            #expect(abs(v.y - 120) <= 6, "\(v)")
        }
        #expect(velocities.count > 50)
        harness.window.cancelAllTouches()
    }

    @Test func velocityIsInTheAskingViewsCoordinatesAndZeroAfterAPause() {
        let harness = GestureHarness()
        let container = harness.addView()
        container.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x + 100, y: p.y), duration: 0.25, steps: 25)
        harness.send(script)
        let inContainer = pan.velocity(in: container)
        // The container is turned a quarter clockwise: window +x is its −y.
        #expect(abs(inContainer.x) < 1e-6)
        #expect(abs(inContainer.y + 400) < 1e-6)
        var pause = harness.script()
        pause.wait(0.2)
        pause.up(1)
        var velocityAtEnd = CGPoint(x: -1, y: -1)
        pan.addAction { velocityAtEnd = $0.velocity(in: nil) }
        harness.send(pause)
        #expect(velocityAtEnd == .zero)
    }

    @Test func settingTheTranslationResetsTheVelocity() {
        let (harness, pan, _) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: p.x + 100, y: p.y), duration: 0.25, steps: 25)
        harness.send(script)
        #expect(pan.velocity(in: nil).x > 390)
        pan.setTranslation(CGPoint(x: 5, y: 5), in: nil)
        #expect(pan.velocity(in: nil) == .zero)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 5))
        var more = harness.script()
        more.wait(0.01)
        more.move(1, to: CGPoint(x: p.x + 104, y: p.y))
        harness.send(more)
        #expect(abs(pan.velocity(in: nil).x - 400) < 1e-6)
        #expect(pan.translation(in: nil) == CGPoint(x: 9, y: 5))
        harness.window.cancelAllTouches()
    }

    @Test func addingAndLiftingFingersDoesNotMakeTranslationJump() {
        let (harness, pan, _) = setUp()
        var translations: [CGPoint] = []
        pan.addAction { translations.append($0.translation(in: nil)) }
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: 120, y: 100), duration: 0.1, steps: 2)
        script.down(2, at: CGPoint(x: 300, y: 300))
        script.wait(0.02)
        script.moveTogether([1: CGPoint(x: 130, y: 100), 2: CGPoint(x: 310, y: 300)], duration: 0.1, steps: 1)
        script.up(1)
        script.wait(0.02)
        script.move(2, to: CGPoint(x: 320, y: 310))
        script.up(2)
        harness.send(script)
        #expect(harness.transcript == "pan began, pan changed, pan ended")
        #expect(translations.map(\.x) == [10, 20, 25, 30, 40, 40])
        #expect(translations.map(\.y) == [0, 0, 0, 0, 10, 10])
    }

    @Test func tooManyFingersFailTooFewDoNotBegin() {
        let (harness, pan, _) = setUp()
        pan.maximumNumberOfTouches = 1
        var script = harness.script()
        script.down(1, at: p)
        script.down(2, at: CGPoint(x: 150, y: 100))
        script.move(1, to: CGPoint(x: 150, y: 150), duration: 0.1, steps: 3)
        script.up(1)
        script.up(2)
        harness.send(script)
        #expect(harness.transcript == "pan failed")

        harness.clearTranscript()
        pan.maximumNumberOfTouches = 5
        pan.minimumNumberOfTouches = 2
        var one = harness.script()
        one.down(1, at: p)
        one.move(1, to: CGPoint(x: 150, y: 150), duration: 0.1, steps: 3)
        one.down(2, at: CGPoint(x: 200, y: 100))
        one.move(2, to: CGPoint(x: 200, y: 130), duration: 0.1, steps: 3)
        one.up(2)
        one.up(1)
        harness.send(one)
        #expect(harness.transcript == "pan began, pan changed, pan ended")
    }

    @Test func fingersBeyondTheMaximumAfterBeginningAreIgnored() {
        let (harness, pan, _) = setUp()
        pan.maximumNumberOfTouches = 1
        var translations: [CGPoint] = []
        pan.addAction { translations.append($0.translation(in: nil)) }
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: 120, y: 100))
        script.down(2, at: CGPoint(x: 300, y: 300))
        script.move(2, to: CGPoint(x: 350, y: 300))
        script.up(2)
        script.move(1, to: CGPoint(x: 125, y: 100))
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "pan began, pan changed, pan ended")
        #expect(translations.map(\.x) == [20, 25, 25])
    }

    @Test func claimingTheTouchCancelsItInTheView() {
        let (harness, _, view) = setUp()
        var script = harness.script()
        script.down(1, at: p)
        script.move(1, to: CGPoint(x: 105, y: 100))
        script.move(1, to: CGPoint(x: 130, y: 100))
        script.move(1, to: CGPoint(x: 160, y: 100))
        script.up(1)
        harness.send(script)
        #expect(view.logText == "began, moved, cancelled")
    }
}
