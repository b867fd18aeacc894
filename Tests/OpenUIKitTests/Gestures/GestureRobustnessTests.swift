import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A FaceView-like target, as the lectures write it (minus `@objc`).
@MainActor
private final class FaceLikeView: UIView {
    var faceScale: CGFloat = 1
    func changeScale(byReactingTo pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .changed, .ended:
            faceScale *= pinch.scale
            pinch.scale = 1
        default: break
        }
    }
}

@Suite("Gesture robustness")
@MainActor
struct GestureRobustnessTests {
    /// Every number the recognizers report, for finiteness checks.
    static func outputs(of recognizers: [UIGestureRecognizer], in view: UIView?) -> [CGFloat] {
        var values: [CGFloat] = []
        for recognizer in recognizers {
            let l = recognizer.location(in: view)
            values += [l.x, l.y]
            if recognizer.numberOfTouches > 0 {
                let t = recognizer.location(ofTouch: recognizer.numberOfTouches - 1, in: view)
                values += [t.x, t.y]
            }
            switch recognizer {
            case let pan as UIPanGestureRecognizer:
                let t = pan.translation(in: view), v = pan.velocity(in: view)
                values += [t.x, t.y, v.x, v.y]
            case let pinch as UIPinchGestureRecognizer:
                values += [pinch.scale, pinch.velocity]
            case let rotation as UIRotationGestureRecognizer:
                values += [rotation.rotation, rotation.velocity]
            default:
                break
            }
        }
        return values
    }

    static func allSix() -> [UIGestureRecognizer] {
        let allowAll = AllowEverything.shared
        let recognizers: [UIGestureRecognizer] = [UIPanGestureRecognizer(), UIPinchGestureRecognizer(),
                                                 UIRotationGestureRecognizer(), UISwipeGestureRecognizer(),
                                                 UITapGestureRecognizer(), UILongPressGestureRecognizer()]
        for recognizer in recognizers { recognizer.delegate = allowAll }
        return recognizers
    }

    @Test func touchesAtOnePointWithEqualTimestampsNeverProduceNaNOrInfinity() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizers = Self.allSix()
        var seen: [CGFloat] = []
        for recognizer in recognizers {
            view.addGestureRecognizer(recognizer)
            recognizer.addAction { _ in seen += Self.outputs(of: recognizers, in: view) }
        }
        let p = CGPoint(x: 200, y: 200)
        var script = harness.script()
        script.down(1, at: p)
        script.down(2, at: p)
        for _ in 0..<5 {
            script.move(1, to: p)
            script.move(2, to: p)
        }
        // Apart and back together, all at one instant.
        script.move(2, to: CGPoint(x: 260, y: 240))
        script.move(1, to: CGPoint(x: 140, y: 160))
        script.move(2, to: p)
        script.move(1, to: p)
        script.move(2, to: CGPoint(x: 200, y: 230))
        for event in script.events {
            harness.send([event])
            seen += Self.outputs(of: recognizers, in: view)
        }
        harness.advance(by: 1)
        seen += Self.outputs(of: recognizers, in: view)
        var end = harness.script()
        end.up(1)
        end.up(2)
        harness.send(end)
        seen += Self.outputs(of: recognizers, in: view)
        #expect(seen.count > 100)
        #expect(seen.allSatisfy { $0.isFinite })
        #expect(recognizers.allSatisfy { $0.state == .possible })
    }

    @Test func aTouchWhoseDeviceVanishedIsCancelledAndTheRecognizerReturnsToPossible() {
        let harness = GestureHarness()
        let view = harness.addView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        harness.record(pan, as: "pan")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 160, y: 100), duration: 0.1, steps: 5)
        script.cancel(1)
        harness.send(script)
        #expect(harness.transcript == "pan began, pan changed, pan cancelled")
        #expect(pan.state == .possible)
        // The first move (12 pt) began the pan and claimed the touch.
        #expect(view.logText == "began, cancelled")
        #expect(harness.window.touchRouter.liveTouchCount == 0)
    }

    @Test func cancellingEveryTouchUnwedgesEveryRecognizer() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizers = Self.allSix()
        recognizers.forEach(view.addGestureRecognizer)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.down(2, at: CGPoint(x: 200, y: 100))
        script.moveTogether([1: CGPoint(x: 80, y: 120), 2: CGPoint(x: 260, y: 90)], duration: 0.2, steps: 10)
        harness.send(script)
        harness.advance(by: 1)
        #expect(recognizers.contains { $0.state != .possible })
        harness.window.cancelAllTouches()
        #expect(recognizers.allSatisfy { $0.state == .possible })
        #expect(harness.clock.pendingTimerCount == 0)
    }

    @Test func releasedTargetsAreNotCalled() {
        let harness = GestureHarness()
        let host = harness.addView()
        var face: FaceLikeView? = FaceLikeView(frame: host.bounds)
        weak let weakFace = face
        let pinch = UIPinchGestureRecognizer(target: face!, action: FaceLikeView.changeScale(byReactingTo:))
        host.addGestureRecognizer(pinch)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 200))
        script.down(2, at: CGPoint(x: 200, y: 200))
        script.move(2, to: CGPoint(x: 300, y: 200), duration: 0.1, steps: 10)
        harness.send(script)
        #expect(abs(face!.faceScale - 200.0 / 110.0) < 1e-9)
        face = nil
        #expect(weakFace == nil)
        var rest = harness.script()
        rest.move(2, to: CGPoint(x: 350, y: 200))
        rest.up(1)
        rest.up(2)
        harness.send(rest)
        #expect(pinch.state == .possible)
        #expect(pinch.actions.isEmpty)
    }
}

/// A delegate that lets every recognizer recognize alongside every other.
@MainActor
final class AllowEverything: NSObject, UIGestureRecognizerDelegate {
    static let shared = AllowEverything()
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
}
