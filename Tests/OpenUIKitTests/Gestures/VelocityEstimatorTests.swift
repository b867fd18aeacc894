import Foundation
import Testing
@testable import OpenUIKit

@Suite("VelocityEstimator")
struct VelocityEstimatorTests {
    func estimator() -> VelocityEstimator {
        VelocityEstimator(thresholds: .standard)
    }

    @Test func steadyMotionIsExactAtAnySampleRate() {
        for rate in [30.0, 60.0, 120.0, 240.0] {
            var e = estimator()
            for i in 0...40 {
                let t = Double(i) / rate
                e.add(CGPoint(x: 250 * t, y: -80 * t), at: 1000 + t)
            }
            #expect(abs(e.velocity.dx - 250) < 1e-6, "\(rate) Hz")
            #expect(abs(e.velocity.dy + 80) < 1e-6, "\(rate) Hz")
        }
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        var e = estimator()
        // Slow for half a second, then fast for the last 100 ms.
        for i in 0..<30 { e.add(CGPoint(x: Double(i), y: 0), at: Double(i) / 60) }
        let start = 29.0 / 60
        for i in 1...12 { e.add(CGPoint(x: 29 + 1000 * Double(i) / 120, y: 0), at: start + Double(i) / 120) }
        #expect(abs(e.velocity.dx - 1000) < 1e-6)
    }

    @Test func aPauseLongerThanTheStopGapMeansStopped() {
        var e = estimator()
        for i in 0..<10 { e.add(CGPoint(x: 10 * Double(i), y: 0), at: Double(i) / 100) }
        #expect(e.velocity.dx > 900)
        e.add(CGPoint(x: 90, y: 0), at: 0.09 + 0.05)
        #expect(e.velocity == .zero)
    }

    @Test func equalTimestampsAndTimeGoingBackwardsStayFinite() {
        var e = estimator()
        for _ in 0..<5 { e.add(CGPoint(x: 3, y: 4), at: 7) }
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 100, y: 100), at: 7)
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 5, y: 5), at: 6)
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 10, y: 10), at: 7.01)
        // The instant at t = 7 holds scattered values; the fit is whatever least squares says,
        // but a number.
        #expect(e.velocity.dx.isFinite && e.velocity.dy.isFinite)
    }

    @Test func nonFiniteSamplesAreDropped() {
        var e = estimator()
        e.add(CGPoint(x: 0, y: 0), at: 0)
        e.add(CGPoint(x: CGFloat.nan, y: 0), at: 0.01)
        e.add(CGPoint(x: CGFloat.infinity, y: 0), at: 0.02)
        e.add(CGPoint(x: 1, y: 0), at: .nan)
        e.add(CGPoint(x: 3, y: 0), at: 0.03)
        #expect(abs(e.velocity.dx - 100) < 1e-9)
    }

    @Test func restartForgetsAllButTheNewestSample() {
        var e = estimator()
        for i in 0..<10 { e.add(CGPoint(x: 5 * Double(i), y: 0), at: Double(i) / 100) }
        e.restart(from: CGPoint(x: 1, y: 0))
        #expect(e.velocity == .zero)
        e.add(CGPoint(x: 2, y: 0), at: 0.1)
        #expect(abs(e.velocity.dx - 100) < 1e-9)
        e.clear()
        #expect(e.velocity == .zero)
        e.restart()
        #expect(e.velocity == .zero)
    }

    @Test func atMostTheConfiguredNumberOfSamplesIsKept() {
        var thresholds = GestureThresholds.standard
        thresholds.velocityMaximumSamples = 3
        thresholds.velocitySampleWindow = 10
        var e = VelocityEstimator(thresholds: thresholds)
        // Accelerating: only the last three samples (slope 4) count.
        for (t, x) in [(0.0, 0.0), (0.01, 0.01), (0.02, 0.03), (0.03, 0.07), (0.04, 0.11)] {
            e.add(CGPoint(x: x * 100, y: 0), at: t)
        }
        #expect(abs(e.velocity.dx - 400) < 1e-9)
    }
}
