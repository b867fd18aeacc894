import FaceItKit
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// The controller driven with synthesized touch streams in an offscreen window, on a manual
/// clock: no X server, no real time. Each test checks the model and the view after the
/// gesture, and the transcript of what the recognizers did.
@Suite("FaceViewController")
@MainActor
struct FaceViewControllerTests {
    let harness = GestureHarness(size: CGSize(width: 400, height: 400))
    let controller: FaceViewController
    let center = CGPoint(x: 200, y: 200)

    init() {
        controller = FaceViewController(expression: .neutral)
        harness.window.rootViewController = controller
        harness.record(controller.tapRecognizer, as: "tap")
        harness.record(controller.swipeUpRecognizer, as: "swipe up")
        harness.record(controller.swipeDownRecognizer, as: "swipe down")
        harness.record(controller.panRecognizer, as: "pan")
        harness.record(controller.pinchRecognizer, as: "pinch")
        harness.record(controller.rotationRecognizer, as: "rotation")
        harness.record(controller.longPressRecognizer, as: "long press")
        harness.window.renderIfNeeded()
    }

    /// Sends what `gesture` synthesizes, starting a little after the clock's time, then lets
    /// the clock run on so that every recognizer's timers settle.
    func perform(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(gesture(&synthesizer))
        harness.advance(by: 1)
    }

    /// The transcript without the failures, which only say who lost.
    var winners: String {
        harness.entries.filter { !$0.hasSuffix("failed") && !$0.hasSuffix("cancelled") }
            .reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            .joined(separator: ", ")
    }

    @Test func theFaceFillsTheViewAndShowsTheModel() {
        #expect(controller.faceView.superview === controller.view)
        #expect(controller.faceView.frame == harness.window.bounds)
        #expect(controller.faceView.backgroundColor == .white)
        #expect(controller.faceView.mouthCurvature == 0)
        #expect(controller.faceView.eyesOpen)
        #expect(controller.faceView.gestureRecognizers?.count == 7)
    }

    @Test func theFaceIsPinnedToItsSuperviewsEdgesAndFollowsResizes() {
        let face = controller.faceView
        #expect(!face.translatesAutoresizingMaskIntoConstraints)
        let pinned = controller.view.constraints.filter { $0.firstItem === face && $0.secondItem === controller.view }
        #expect(Set(pinned.map(\.firstAttribute)) == [.top, .bottom, .leading, .trailing])
        #expect(pinned.allSatisfy { $0.relation == .equal && $0.constant == 0 && $0.multiplier == 1 && $0.priority == .required })
        #expect(!face.hasAmbiguousLayout)
        for size in [CGSize(width: 600, height: 200), CGSize(width: 200, height: 600), CGSize(width: 1, height: 1), CGSize(width: 400, height: 400)] {
            harness.window.frame = CGRect(origin: .zero, size: size)
            harness.window.renderIfNeeded()
            #expect(face.frame == CGRect(origin: .zero, size: size), "\(size)")
        }
    }

    @Test func settingTheExpressionMapsEveryPartOntoTheView() {
        controller.expression = FacialExpression(eyes: .squinting, mouthCurvature: -0.3, browTilt: 0.8)
        #expect(controller.faceView.eyes == .squinting)
        #expect(controller.faceView.mouthCurvature == -0.3)
        #expect(controller.faceView.eyeBrowTilt == 0.8)
        controller.expression.eyes = .closed
        #expect(controller.faceView.eyes == .closed)
        #expect(harness.window.needsUpdate)
    }

    @Test func aTapTogglesTheEyes() {
        perform { $0.tap(at: center) }
        #expect(controller.expression.eyes == .closed)
        #expect(!controller.faceView.eyesOpen)
        #expect(winners == "tap ended")
        #expect(harness.transcript.contains("pan failed"))

        harness.clearTranscript()
        perform { $0.tap(at: CGPoint(x: 60, y: 340)) }
        #expect(controller.expression.eyes == .open)
        #expect(winners == "tap ended")
    }

    @Test func aSwipeUpIsOneStepHappierAndTheDragDoesNotAlsoBend() {
        perform { $0.swipe(from: CGPoint(x: 200, y: 320), direction: .up) }
        #expect(controller.expression.mouth == .grin)
        #expect(controller.expression.mouthCurvature == 0.5)
        #expect(controller.faceView.mouthCurvature == 0.5)
        #expect(winners == "swipe up ended")
        #expect(harness.transcript.contains("pan failed"))

        perform { $0.swipe(from: CGPoint(x: 200, y: 320), direction: .up) }
        perform { $0.swipe(from: CGPoint(x: 200, y: 320), direction: .up) }
        #expect(controller.expression.mouth == .smile)
    }

    @Test func aSwipeDownIsOneStepSadder() {
        perform { $0.swipe(from: CGPoint(x: 200, y: 80), direction: .down) }
        #expect(controller.expression.mouth == .smirk)
        #expect(controller.expression.mouthCurvature == -0.5)
        #expect(winners == "swipe down ended")
        perform { $0.swipe(from: CGPoint(x: 200, y: 80), direction: .down) }
        perform { $0.swipe(from: CGPoint(x: 200, y: 80), direction: .down) }
        #expect(controller.expression.mouth == .frown)
    }

    @Test func aSlowDragUpBendsTheMouthContinuously() {
        var curvatures: [Double] = []
        controller.panRecognizer.addAction { [controller] _ in curvatures.append(controller.expression.mouthCurvature) }
        // 60 pt up at 100 pt/s: far slower than a flick.
        perform { $0.pan(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 240)], speed: 100) }
        // The swipes give up as soon as the finger has moved 10 pt too slowly, and the pan
        // begins on that same event; it then wins the touch from everything else.
        #expect(harness.transcript == "swipe up failed, swipe down failed, pan began, pinch failed, tap failed, "
            + "rotation failed, long press failed, pan changed, pan ended")
        // 60 pt at 100 pt per unit.
        #expect(abs(controller.expression.mouthCurvature - 0.6) < 1e-9)
        #expect(controller.faceView.mouthCurvature == controller.expression.mouthCurvature)
        // It moved a little on every event, not in stops.
        #expect(curvatures.count > 30)
        #expect(Set(curvatures).count > 30)
        #expect(zip(curvatures, curvatures.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func aSlowDragDownFrownsAndStopsAtAFullFrown() {
        perform { $0.pan(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 140)], speed: 80) }
        #expect(abs(controller.expression.mouthCurvature - -0.4) < 1e-9)
        perform { $0.pan(along: [CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 300)], speed: 120) }
        #expect(controller.expression.mouthCurvature == -1)
        #expect(controller.expression.mouth == .frown)
    }

    @Test func aSidewaysDragChangesNothing() {
        perform { $0.pan(along: [CGPoint(x: 100, y: 200), CGPoint(x: 250, y: 210)], speed: 100) }
        #expect(controller.expression == .neutral)
        #expect(harness.transcript.contains("pan failed"))
        #expect(winners == "")
    }

    @Test func aPinchScalesTheFaceAndLeavesTheExpressionAlone() {
        perform { $0.pinch(center: center, scale: 0.5) }
        // The pinch reads 1 once past its 8 pt hysteresis, so the face shrinks by the
        // fingers' final span over their span at that moment: 100 / 192.
        #expect(abs(controller.faceView.scale - 0.9 * 100 / 192) < 0.005)
        #expect(controller.expression == .neutral)
        #expect(winners == "pinch began, pinch changed, pinch ended")
    }

    @Test func pinchingOutStopsWhereTheFaceFills() {
        perform { $0.pinch(center: center, scale: 2) }
        #expect(controller.faceView.scale == FaceView.scaleRange.upperBound)
    }

    @Test func turningClockwiseRelaxesTheBrowsAndAnticlockwiseFurrowsThem() {
        perform { $0.rotate(center: center, angle: .pi / 4) }
        // 45° less the 7.5° hysteresis, at 90° per unit of tilt.
        #expect(abs(controller.expression.browTilt - 37.5 / 90) < 0.01)
        #expect(controller.faceView.eyeBrowTilt == controller.expression.browTilt)
        #expect(winners == "rotation began, rotation changed, rotation ended")

        perform { $0.rotate(center: center, angle: -.pi) }
        #expect(controller.expression.browTilt == -1)
        #expect(controller.expression.brows == .furrowed)
        #expect(controller.expression.mouthCurvature == 0)
    }

    @Test func pinchAndRotationRecognizeTogether() {
        controller.faceView.scale = 0.5
        var script = harness.script()
        script.wait(0.1)
        script.down(1, at: CGPoint(x: 100, y: 200))
        script.down(2, at: CGPoint(x: 300, y: 200))
        // Spread to 1.3× while turning 40° clockwise, over a third of a second.
        let angle = 40 * CGFloat.pi / 180, half: CGFloat = 130
        script.moveTogether([1: CGPoint(x: 200 - half * cos(angle), y: 200 - half * sin(angle)),
                             2: CGPoint(x: 200 + half * cos(angle), y: 200 + half * sin(angle))],
                            duration: 0.33, steps: 40)
        script.up(1)
        script.up(2)
        harness.send(script)
        // 260 pt apart over the 208 pt at which the pinch began: 1.25×.
        #expect(abs(controller.faceView.scale - 0.5 * 260 / 208) < 0.01)
        #expect(controller.expression.browTilt > 0.3)
        #expect(harness.transcript.contains("pinch began"))
        #expect(harness.transcript.contains("rotation began"))
        #expect(!harness.transcript.contains("pinch cancelled") && !harness.transcript.contains("rotation cancelled"))
    }

    @Test func aLongPressResetsTheExpression() {
        controller.restingExpression = .default
        controller.expression = FacialExpression(eyes: .squinting, mouthCurvature: -0.7, browTilt: -0.4)
        perform { $0.press(at: center, duration: 0.8) }
        #expect(controller.expression == .default)
        #expect(controller.faceView.mouthCurvature == 1)
        #expect(controller.faceView.eyes == .open)
        #expect(winners == "long press began, long press ended")
    }

    @Test func aShortPressIsATapNotAReset() {
        controller.expression = FacialExpression(eyes: .open, mouthCurvature: -0.7, browTilt: 0)
        perform { $0.press(at: center, duration: 0.3) }
        #expect(controller.expression.mouthCurvature == -0.7)
        #expect(controller.expression.eyes == .closed)
    }
}

/// The keyboard alternatives to the gestures.
@Suite("FaceViewController keys")
@MainActor
struct FaceViewControllerKeyTests {
    func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = [],
               on controller: FaceViewController) {
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers, keyCode: keyCode)
        let press = UIPress(phase: .began, key: key, timestamp: 0)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: 0))
        let release = UIPress(phase: .ended, key: key, timestamp: 0.1)
        controller.pressesEnded([release], with: UIPressesEvent(presses: [release], timestamp: 0.1))
    }

    @Test func arrowsStepTheMouthAndSpaceTogglesTheEyes() {
        // Not in a window: a key it does not handle goes nowhere.
        let controller = FaceViewController(expression: .neutral)
        controller.loadViewIfNeeded()
        press(.keyboardUpArrow, on: controller)
        #expect(controller.expression.mouth == .grin)
        press(.keyboardDownArrow, on: controller)
        press(.keyboardDownArrow, on: controller)
        #expect(controller.expression.mouth == .smirk)
        #expect(controller.faceView.mouthCurvature == -0.5)
        press(.keyboardSpacebar, " ", on: controller)
        #expect(controller.expression.eyes == .closed)
        press(.keyboardSpacebar, " ", on: controller)
        #expect(controller.expression.eyes == .open)
    }

    @Test func otherKeysAndModifiedArrowsAreLeftAlone() {
        let controller = FaceViewController(expression: .neutral)
        controller.loadViewIfNeeded()
        press(.keyboardA, "a", on: controller)
        press(.keyboardUpArrow, modifiers: .control, on: controller)
        #expect(controller.expression == .neutral)
    }
}
