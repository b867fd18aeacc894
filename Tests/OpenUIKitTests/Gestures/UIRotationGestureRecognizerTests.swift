import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIRotationGestureRecognizer")
@MainActor
struct UIRotationGestureRecognizerTests {
    let center = CGPoint(x: 200, y: 200)

    /// The two fingers 200 pt apart, turned `degrees` clockwise (on screen) about the centre.
    func fingers(at degrees: Double) -> [Int: CGPoint] {
        let a = degrees * .pi / 180
        let dx = 100 * cos(a), dy = 100 * sin(a)
        return [1: CGPoint(x: center.x - dx, y: center.y - dy), 2: CGPoint(x: center.x + dx, y: center.y + dy)]
    }

    func turn(_ harness: GestureHarness, from start: Double, to end: Double, steps: Int, isDirect: Bool = true,
              lift: Bool = true) {
        var script = harness.script(isDirect: isDirect)
        let first = fingers(at: start)
        script.down(1, at: first[1]!)
        script.down(2, at: first[2]!)
        for step in 1...steps {
            script.wait(0.01)
            script.moveTogether(fingers(at: start + (end - start) * Double(step) / Double(steps)), duration: 0, steps: 1)
        }
        if lift {
            script.up(1)
            script.up(2)
        }
        harness.send(script)
    }

    func setUp() -> (GestureHarness, UIRotationGestureRecognizer) {
        let harness = GestureHarness()
        let view = harness.addView()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        harness.record(rotation, as: "rotation")
        return (harness, rotation)
    }

    @Test func clockwiseOnScreenIsPositive() {
        let (harness, rotation) = setUp()
        var values: [CGFloat] = []
        rotation.addAction { values.append($0.rotation) }
        turn(harness, from: 0, to: 40, steps: 20)
        #expect(harness.transcript == "rotation began, rotation changed, rotation ended")
        // Began at the first step past 7.5° (8°), so the final rotation is 32°.
        #expect(values.first == 0)
        #expect(abs(values.last! - 32 * .pi / 180) < 1e-9)
        #expect(values.allSatisfy { $0 >= 0 })
    }

    @Test func counterclockwiseIsNegative() {
        let (harness, rotation) = setUp()
        var last: CGFloat = 0
        rotation.addAction { last = $0.rotation }
        turn(harness, from: 30, to: -30, steps: 30)
        #expect(abs(last - (-52 * .pi / 180)) < 1e-9)
    }

    @Test func sevenDegreesDoNotBeginEightDoAndOneDoesForAPointer() {
        let (harness, rotation) = setUp()
        turn(harness, from: 0, to: 7, steps: 7, lift: false)
        #expect(rotation.state == .possible)
        harness.window.cancelAllTouches()
        harness.clearTranscript()
        turn(harness, from: 0, to: 8, steps: 1, lift: false)
        #expect(rotation.state == .began)
        harness.window.cancelAllTouches()
        harness.clearTranscript()
        turn(harness, from: 0, to: 1.2, steps: 1, isDirect: false, lift: false)
        #expect(rotation.state == .began)
        harness.window.cancelAllTouches()
    }

    @Test func turningPastHalfACircleKeepsCounting() {
        let (harness, rotation) = setUp()
        var last: CGFloat = 0
        rotation.addAction { last = $0.rotation }
        turn(harness, from: 0, to: 300, steps: 60)
        #expect(abs(last - (300 - 10) * .pi / 180) < 1e-9)
    }

    @Test func resettingToZeroEachChangeSumsToTheWholeTurn() {
        let (harness, rotation) = setUp()
        var sum: CGFloat = 0
        rotation.addAction { r in
            if r.state == .changed || r.state == .ended {
                sum += r.rotation
                r.rotation = 0
            }
        }
        turn(harness, from: 0, to: 90, steps: 45)
        #expect(abs(sum - 82 * .pi / 180) < 1e-9)
    }

    @Test func velocityIsRadiansPerSecondAndSettingRotationResetsIt() {
        let (harness, rotation) = setUp()
        // 2° per 10 ms: 200°/s.
        turn(harness, from: 0, to: 90, steps: 45, lift: false)
        let expected: CGFloat = 200 * .pi / 180
        #expect(abs(rotation.velocity - expected) / expected < 0.05)
        rotation.rotation = 0
        #expect(rotation.velocity == 0)
        rotation.rotation = .infinity
        #expect(rotation.rotation == 0)
        harness.window.cancelAllTouches()
    }

    @Test func pinchAndRotationRecognizeTogetherOnlyWhenADelegateAllows() {
        let harness = GestureHarness()
        let view = harness.addView()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        harness.record(pinch, as: "pinch")
        harness.record(rotation, as: "rotation")

        func pinchAndTurn() {
            var script = harness.script()
            script.down(1, at: CGPoint(x: 100, y: 200))
            script.down(2, at: CGPoint(x: 300, y: 200))
            // Spread and turn at once: the span passes 8 pt before the angle passes 7.5°.
            for step in 1...20 {
                let a = Double(step) * 1.5 * .pi / 180, r = 100 + Double(step) * 3
                script.wait(0.01)
                script.moveTogether([1: CGPoint(x: 200 - r * cos(a), y: 200 - r * sin(a)),
                                     2: CGPoint(x: 200 + r * cos(a), y: 200 + r * sin(a))], duration: 0, steps: 1)
            }
            script.up(1)
            script.up(2)
            harness.send(script)
        }

        pinchAndTurn()
        #expect(harness.transcript == "pinch began, rotation failed, pinch changed, pinch ended")

        harness.clearTranscript()
        let delegate = TestDelegate()
        delegate.simultaneous = { a, b in (a === pinch && b === rotation) || (a === rotation && b === pinch) }
        pinch.delegate = delegate
        pinchAndTurn()
        #expect(harness.transcript.hasPrefix("pinch began, pinch changed, rotation began"))
        #expect(harness.entries.suffix(2).sorted() == ["pinch ended", "rotation ended"])
    }
}
