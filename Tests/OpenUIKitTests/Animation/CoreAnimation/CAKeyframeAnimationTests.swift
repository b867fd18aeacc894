import Foundation
@testable import OpenUIKit
import Testing

/// `CAKeyframeAnimation`: key times, per-segment timing functions, the calculation modes
/// (linear, discrete, paced, cubic) and a path, with `rotationMode`.
@MainActor
@Suite(.serialized) struct CAKeyframeAnimationTests {
    let stage = CoreAnimationStage()

    var x: CGFloat { stage.shown.position.x }

    func keyframes(_ values: [CGFloat], mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.duration = 1
        animation.calculationMode = mode
        return animation
    }

    @Test func linearValuesAreSpreadEvenlyWithoutKeyTimes() {
        defer { stage.tearDown() }
        stage.layer.add(keyframes([0, 100, 40]), forKey: "k")
        stage.window.renderIfNeeded()
        #expect(x == 0)
        stage.advance(0.25)
        #expect(nearly(x, 50))
        stage.advance(0.25)
        #expect(nearly(x, 100))
        stage.advance(0.25)
        #expect(nearly(x, 70))
    }

    @Test func keyTimesAndTimingFunctionsPaceEachSegment() {
        defer { stage.tearDown() }
        let animation = keyframes([0, 100, 40])
        animation.keyTimes = [0, 0.8, 1]
        animation.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        stage.layer.add(animation, forKey: "k")
        stage.advance(0.4)
        #expect(nearly(x, 50), "half way through the first segment")
        stage.advance(0.5)
        let eased = CGFloat(CubicTimingCurve.easeIn.progress(at: 0.5))
        #expect(nearly(x, 100 - 60 * eased), "the second segment eases in")
    }

    @Test func mismatchedKeyTimesAreSpreadEvenlyWithAWarning() {
        defer { stage.tearDown() }
        let animation = keyframes([0, 100, 40])
        animation.keyTimes = [0, 1]
        let warnings = Diagnostics.warningCount()
        stage.layer.add(animation, forKey: "k")
        #expect(Diagnostics.warningCount() > warnings)
        stage.advance(0.25)
        #expect(nearly(x, 50))
    }

    @Test func discreteJumpsFromValueToValue() {
        defer { stage.tearDown() }
        stage.layer.add(keyframes([10, 20, 30, 40], mode: .discrete), forKey: "k")
        stage.window.renderIfNeeded()
        #expect(x == 10)
        stage.advance(0.3)
        #expect(x == 20, "value i shows from i/n")
        stage.advance(0.25)
        #expect(x == 30)
        stage.advance(0.25)
        #expect(x == 40)
    }

    @Test func pacedMovesAtAnEvenSpeed() {
        defer { stage.tearDown() }
        let animation = keyframes([0, 30, 130], mode: .paced)
        animation.keyTimes = [0, 0.5, 1]
        stage.layer.add(animation, forKey: "k")
        stage.advance(0.1)
        #expect(nearly(x, 13), "key times are ignored: 130 points in a second")
        stage.advance(0.4)
        #expect(nearly(x, 65))
    }

    @Test func cubicPassesThroughEveryValueSmoothly() {
        defer { stage.tearDown() }
        stage.layer.add(keyframes([0, 100, 0, 100], mode: .cubic), forKey: "k")
        stage.advance(1.0 / 3)
        #expect(nearly(x, 100, 1e-4), "through the second value")
        stage.advance(1.0 / 6)
        #expect(nearly(x, 50, 1e-4), "symmetric between 100 and 0")
        stage.advance(1.0 / 12)
        // Catmull-Rom between 100 and 0 with neighbours 0 and 100, three quarters of the way.
        let t = 0.75, p = (0.0, 100.0, 0.0, 100.0)
        let expected = 0.5 * (2 * p.1 + (-p.0 + p.2) * t + (2 * p.0 - 5 * p.1 + 4 * p.2 - p.3) * t * t
            + (-p.0 + 3 * p.1 - 3 * p.2 + p.3) * t * t * t)
        #expect(nearly(x, CGFloat(expected), 1e-4))
    }

    @Test func aPathIsFollowedElementByElementAndPacedByLength() {
        defer { stage.tearDown() }
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let linear = CAKeyframeAnimation(keyPath: "position")
        linear.path = path
        linear.duration = 1
        stage.layer.add(linear, forKey: "linear")
        stage.advance(0.25)
        #expect(stage.shown.position == CGPoint(x: 50, y: 0), "each element takes an equal time")
        stage.advance(0.5)
        #expect(stage.shown.position == CGPoint(x: 100, y: 150))
        stage.layer.removeAllAnimations()

        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.path = path
        paced.duration = 1
        paced.calculationMode = .paced
        paced.rotationMode = .rotateAuto
        stage.layer.add(paced, forKey: "paced")
        stage.advance(0.5)
        let there = nearly(stage.shown.position.x, 100) && nearly(stage.shown.position.y, 100)
        #expect(there, "400 points in a second")
        let t = stage.shown.affineTransform()
        let facingDown = nearly(t.b, 1) && nearly(t.a, 0)
        #expect(facingDown, "turned to face down the path")
    }

    @Test func aCurvedPathIsFollowed() {
        defer { stage.tearDown() }
        let path = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true).cgPath
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = path
        orbit.duration = 1
        orbit.calculationMode = .paced
        stage.layer.add(orbit, forKey: "orbit")
        stage.advance(0.5)
        let p = stage.shown.position
        #expect(abs(p.x - 100) < 0.5 && abs(p.y - 150) < 0.5, "half way round is at the bottom, not \(p)")
        #expect(abs(hypot(p.x - 100, p.y - 100) - 50) < 0.1, "on the circle")
    }
}
