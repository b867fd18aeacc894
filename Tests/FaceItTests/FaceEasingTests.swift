import FaceItKit
import Foundation
@testable import OpenUIKit
import Testing
import TestSupport

/// The face easing between expressions, on a simulated 60 Hz frame clock: the model and the
/// view's properties change at once, the drawn values follow an ease-in-out curve driven by a
/// display link, and the link stops when they arrive.
///
/// Display links follow the application's key window, so each test makes its window key and
/// puts the previous one back after; the tests are synchronous on the main actor, so no other
/// test runs in between.
@Suite("FaceView easing")
@MainActor
struct FaceEasingTests {
    static let refresh = 1.0 / 60
    /// The mouth and brows ease over 18 refreshes, the eyes over 9.
    static let expressionFrames = Int((FaceView.expressionEasingDuration / refresh).rounded())
    static let eyeFrames = Int((FaceView.eyeEasingDuration / refresh).rounded())

    /// What a face controller in a key window on a headless clock gives a test.
    @MainActor
    struct Face {
        let controller: FaceViewController
        let frames: HeadlessFrameClock
        let harness: GestureHarness
        var view: FaceView { controller.faceView }

        /// Runs `count` frames.
        func advance(frames count: Int) {
            frames.advance(by: Double(count) * FaceEasingTests.refresh)
        }

        /// Sends a gesture, starting a little after the clock's time, with no frames run.
        func send(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
            var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
            harness.send(gesture(&synthesizer))
        }
    }

    /// A controller showing `expression`, drawn once in a 400 × 400 window that is the key
    /// window for the length of `body`.
    func withFace(_ expression: FacialExpression = .neutral, _ body: @MainActor (Face) throws -> Void) rethrows {
        let harness = GestureHarness(size: CGSize(width: 400, height: 400))
        let frames = HeadlessFrameClock(window: harness.window, refreshInterval: FaceEasingTests.refresh)
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = harness.window
        defer { UIApplication.shared.keyWindow = previous }
        let controller = FaceViewController(expression: expression)
        harness.window.rootViewController = controller
        harness.window.renderIfNeeded()
        try body(Face(controller: controller, frames: frames, harness: harness))
    }

    /// A value `fraction` of the way from `from` to `to` along the ease-in-out curve.
    static func eased(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
        from + (to - from) * (1 - cos(.pi * fraction)) / 2
    }

    // MARK: The mouth

    @Test func aStepHappierEasesTheDrawnMouthWhileTheModelChangesAtOnce() {
        withFace { face in
            face.controller.increaseHappiness()
            #expect(face.controller.expression.mouthCurvature == 0.5)
            #expect(face.view.mouthCurvature == 0.5, "the view's property is the new value at once")
            #expect(face.view.drawnMouthCurvature == 0, "the drawing has not moved yet")
            #expect(face.view.isEasing && face.frames.frameRequested)

            // A third of the way in time: ease-in, so less than a third of the way.
            face.advance(frames: Self.expressionFrames / 3)
            #expect(abs(face.view.drawnMouthCurvature - Self.eased(0, 0.5, 1.0 / 3)) < 1e-9)
            #expect(face.view.drawnMouthCurvature < 0.5 / 3)
            // Half time, half way: the curve is symmetric.
            face.advance(frames: Self.expressionFrames / 2 - Self.expressionFrames / 3)
            #expect(abs(face.view.drawnMouthCurvature - 0.25) < 1e-9)
            #expect(face.view.isEasing)

            face.advance(frames: Self.expressionFrames)
            #expect(face.view.drawnMouthCurvature == 0.5)
            #expect(!face.view.isEasing, "the display link stopped")
            #expect(!face.frames.frameRequested)
            let framesRun = face.frames.framesRun
            face.frames.advance(by: 1)
            #expect(face.frames.framesRun == framesRun, "an unchanging face runs no frames")
        }
    }

    @Test func theHalfWayPictureIsTheFaceWithTheHalfWayMouth() throws {
        try withFace { face in
            face.controller.increaseHappiness()
            face.advance(frames: Self.expressionFrames / 2)
            let midway = try #require(face.harness.window.backBuffer)

            // The same face drawn at once with a mouth curvature of 0.25, in a window that is
            // not key (so nothing eases).
            let window = UIWindow(frame: face.harness.window.bounds)
            window.rootViewController = FaceViewController(expression: FacialExpression(eyes: .open, mouthCurvature: 0.25, browTilt: 0))
            window.renderIfNeeded()
            let expected = try #require(window.backBuffer)
            #expect(ReferenceImage.compare(midway, expected, tolerance: 2).pixelsOverTolerance == 0)
        }
    }

    @Test func aNewStepMidWaySetsOffFromWhatIsDrawn() {
        withFace { face in
            face.controller.increaseHappiness()
            face.advance(frames: Self.expressionFrames / 2)
            face.controller.increaseHappiness()
            #expect(face.view.mouthCurvature == 1)
            #expect(abs(face.view.drawnMouthCurvature - 0.25) < 1e-9, "no jump")
            face.advance(frames: 1)
            #expect(face.view.drawnMouthCurvature > 0.25 && face.view.drawnMouthCurvature < 0.3)
            face.advance(frames: Self.expressionFrames)
            #expect(face.view.drawnMouthCurvature == 1)
            #expect(!face.view.isEasing)
        }
    }

    // MARK: Eyes and brows

    @Test func theEyesSquashShutAndOpenQuickly() {
        withFace { face in
            face.controller.toggleEyes()
            #expect(face.view.eyes == .closed && face.controller.expression.eyes == .closed)
            #expect(face.view.drawnEyeOpenness == 1)
            face.advance(frames: Self.eyeFrames / 3)
            #expect(abs(face.view.drawnEyeOpenness - Self.eased(1, 0, 1.0 / 3)) < 1e-9, "squashing: \(face.view.drawnEyeOpenness)")
            face.advance(frames: Self.eyeFrames)
            #expect(face.view.drawnEyeOpenness == 0)
            #expect(!face.view.isEasing, "a blink is quicker than a smile")

            face.controller.toggleEyes()
            face.advance(frames: Self.eyeFrames / 2)
            #expect(face.view.drawnEyeOpenness > 0 && face.view.drawnEyeOpenness < 1)
            face.advance(frames: Self.eyeFrames)
            #expect(face.view.drawnEyeOpenness == 1)
        }
    }

    @Test func squintingIsHalfOpen() {
        withFace { face in
            face.controller.expression.eyes = .squinting
            face.advance(frames: Self.eyeFrames + 2)
            #expect(face.view.drawnEyeOpenness == 0.5)
        }
    }

    @Test func aLongPressEasesEveryPartBackToRest() {
        withFace(FacialExpression(eyes: .closed, mouthCurvature: -1, browTilt: -1)) { face in
            #expect(face.view.drawnMouthCurvature == -1 && face.view.drawnEyeOpenness == 0, "the first look shows at once")
            face.controller.restingExpression = .neutral
            face.send { $0.press(at: CGPoint(x: 200, y: 200), duration: 0.8) }
            #expect(face.controller.expression == .neutral)
            #expect(face.view.isEasing)
            #expect(face.view.drawnMouthCurvature == -1 && face.view.drawnEyeBrowTilt == -1 && face.view.drawnEyeOpenness == 0)
            face.advance(frames: Self.expressionFrames / 2)
            #expect(face.view.drawnMouthCurvature > -1 && face.view.drawnMouthCurvature < 0)
            #expect(face.view.drawnEyeBrowTilt > -1 && face.view.drawnEyeBrowTilt < 0)
            face.advance(frames: Self.expressionFrames)
            #expect(face.view.drawnMouthCurvature == 0 && face.view.drawnEyeBrowTilt == 0 && face.view.drawnEyeOpenness == 1)
            #expect(!face.view.isEasing)
        }
    }

    // MARK: Direct manipulation does not ease

    @Test func theDragBendsTheDrawnMouthUnderTheFinger() {
        withFace { face in
            var lags: [Double] = []
            face.controller.panRecognizer.addAction { _ in
                lags.append(abs(face.view.drawnMouthCurvature - face.controller.expression.mouthCurvature))
            }
            face.send { $0.pan(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 240)], speed: 100) }
            #expect(abs(face.controller.expression.mouthCurvature - 0.6) < 1e-9)
            #expect(lags.count > 30 && lags.allSatisfy { $0 == 0 }, "drawn where the model is on every event")
            #expect(!face.view.isEasing)
        }
    }

    @Test func theTurnTiltsTheDrawnBrowsUnderTheFingers() {
        withFace { face in
            face.send { $0.rotate(center: CGPoint(x: 200, y: 200), angle: .pi / 4) }
            #expect(face.controller.expression.browTilt > 0.3)
            #expect(face.view.drawnEyeBrowTilt == face.controller.expression.browTilt)
            #expect(!face.view.isEasing)
        }
    }

    @Test func thePinchScalesAtOnce() {
        withFace { face in
            face.send { $0.pinch(center: CGPoint(x: 200, y: 200), scale: 0.5) }
            #expect(face.view.scale < 0.5)
            #expect(!face.view.isEasing)
            #expect(!face.frames.frameRequested)
        }
    }

    // MARK: Keys take the gestures' path

    @Test func theKeysEaseAsTheirGesturesDo() {
        withFace { face in
            @MainActor func typeKey(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "") {
                let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, keyCode: keyCode)
                let press = UIPress(phase: .began, key: key, timestamp: face.harness.clock.now)
                face.controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: face.harness.clock.now))
            }
            // ↑ as a swipe up.
            typeKey(.keyboardUpArrow)
            #expect(face.view.mouthCurvature == 0.5 && face.view.drawnMouthCurvature == 0 && face.view.isEasing)
            face.advance(frames: Self.expressionFrames + 2)
            face.send { $0.swipe(from: CGPoint(x: 200, y: 320), direction: .up) }
            #expect(face.view.mouthCurvature == 1 && face.view.drawnMouthCurvature == 0.5 && face.view.isEasing)
            face.advance(frames: Self.expressionFrames + 2)
            #expect(face.view.drawnMouthCurvature == 1)

            // Space as a tap.
            typeKey(.keyboardSpacebar, " ")
            #expect(!face.view.eyesOpen && face.view.drawnEyeOpenness == 1 && face.view.isEasing)
            face.advance(frames: Self.eyeFrames + 2)
            face.send { $0.tap(at: CGPoint(x: 200, y: 200)) }
            #expect(face.view.eyesOpen && face.view.drawnEyeOpenness == 0 && face.view.isEasing)
            face.advance(frames: Self.eyeFrames + 2)
            #expect(face.view.drawnEyeOpenness == 1 && !face.view.isEasing)
        }
    }

    // MARK: When changes show at once

    @Test func aFaceNotOnScreenShowsChangesAtOnce() {
        let face = FaceView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        face.mouthCurvature = -0.4
        face.eyes = .squinting
        face.eyeBrowTilt = 0.7
        #expect(face.drawnMouthCurvature == -0.4 && face.drawnEyeOpenness == 0.5 && face.drawnEyeBrowTilt == 0.7)
        #expect(!face.isEasing)

        // Nor in a window that is not the key one, whose frames no display link follows.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(face)
        window.renderIfNeeded()
        face.mouthCurvature = 1
        #expect(face.drawnMouthCurvature == 1 && !face.isEasing)
    }

    @Test func withoutAnimationAChangeShowsAtOnce() {
        withFace { face in
            UIView.performWithoutAnimation { face.controller.increaseHappiness() }
            #expect(face.view.drawnMouthCurvature == 0.5)
            #expect(!face.view.isEasing)
        }
    }

    @Test func takenOffScreenMidWayTheFaceJumpsToTheEndAndStops() {
        withFace { face in
            face.controller.decreaseHappiness()
            face.advance(frames: 3)
            face.view.removeFromSuperview()
            #expect(face.view.drawnMouthCurvature == -0.5)
            #expect(!face.view.isEasing)
        }
    }

    // MARK: Replays

    /// A replay played headlessly in the key window, as `--replay FILE --snapshot OUT.png`
    /// does: its picture at the end.
    func replayedPicture(_ script: String, from expression: FacialExpression) throws -> CairoSurface {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screenScale = 1
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = window
        defer { UIApplication.shared.keyWindow = previous }
        window.rootViewController = FaceViewController(expression: expression)
        window.makeKeyAndVisible()
        // Drawn once, as a live replay starts after the first frame: from then on the
        // script's changes ease.
        window.renderIfNeeded()
        let outcome = ReplayPlayer(script: try ReplayScript(parsing: script)).playToEnd(in: window)
        #expect(outcome == .finished)
        let controller = try #require(window.rootViewController as? FaceViewController)
        #expect(!controller.faceView.isEasing, "the replay let the face arrive")
        window.renderIfNeeded()
        return try #require(window.backBuffer)
    }

    @Test func aReplayedStepAndBlinkArriveBeforeTheSnapshot() throws {
        let script = "key up\nkey space\nswipe 50%,80% up\n"
        let first = try replayedPicture(script, from: .neutral)
        let again = try replayedPicture(script, from: .neutral)
        #expect(ReferenceImage.compare(first, again, tolerance: 0).pixelsOverTolerance == 0, "the same picture every time")

        // The face the steps lead to, drawn at once.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.screenScale = 1
        window.rootViewController = FaceViewController(expression: FacialExpression(eyes: .closed, mouth: .smile, brows: .normal))
        window.renderIfNeeded()
        let expected = try #require(window.backBuffer)
        #expect(ReferenceImage.compare(first, expected, tolerance: 2).pixelsOverTolerance == 0)
    }
}
