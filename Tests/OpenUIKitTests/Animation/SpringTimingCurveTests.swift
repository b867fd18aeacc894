import Foundation
import Testing
@testable import OpenUIKit

/// A spring's progress found without the closed form under test: r'' = −2ζω·r' − ω²·r
/// integrated with classic Runge–Kutta steps from r = 1, r' = −v.
func integratedSpringProgress(dampingRatio zeta: Double, naturalFrequency omega: Double, initialVelocity v: Double, at time: Double) -> Double {
    let steps = max(1, Int((time / 1e-4).rounded(.up)))
    let h = time / Double(steps)
    var r = 1.0
    var dr = -v
    func acceleration(_ r: Double, _ dr: Double) -> Double { -2 * zeta * omega * dr - omega * omega * r }
    for _ in 0..<steps {
        let k1r = dr, k1v = acceleration(r, dr)
        let k2r = dr + h / 2 * k1v, k2v = acceleration(r + h / 2 * k1r, dr + h / 2 * k1v)
        let k3r = dr + h / 2 * k2v, k3v = acceleration(r + h / 2 * k2r, dr + h / 2 * k2v)
        let k4r = dr + h * k3v, k4v = acceleration(r + h * k3r, dr + h * k3v)
        r += h / 6 * (k1r + 2 * k2r + 2 * k3r + k4r)
        dr += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return 1 - r
}

@Suite("SpringTimingCurve")
struct SpringTimingCurveTests {
    /// Times from `start` to `end` in steps of `step`.
    func times(from start: Double = 0, to end: Double, step: Double) -> [Double] {
        (0...Int((end - start) / step)).map { start + Double($0) * step }
    }

    @Test func closedFormsAgreeWithIntegratingTheEquation() {
        // Under-, critically and over-damped, with and without initial velocity.
        for zeta in [0.0, 0.2, 0.5, 0.9, 1.0, 1.5, 4.0] {
            for v in [0.0, 3.0, -2.0] {
                let spring = SpringTimingCurve(dampingRatio: zeta, naturalFrequency: 9, initialVelocity: v)
                for t in [0.05, 0.2, 0.5, 1.1] {
                    let expected = integratedSpringProgress(dampingRatio: zeta, naturalFrequency: 9, initialVelocity: v, at: t)
                    #expect(abs(spring.progress(atTime: t) - expected) < 1e-9, "ζ \(zeta), v \(v), t \(t)")
                }
            }
        }
    }

    @Test func velocityIsTheSlopeOfProgress() {
        let h = 1e-6
        for zeta in [0.3, 1.0, 2.5] {
            let spring = SpringTimingCurve(dampingRatio: zeta, naturalFrequency: 12, initialVelocity: 1.5)
            for t in [0.0, 0.03, 0.1, 0.4] {
                let slope = (spring.progress(atTime: t + h) - spring.progress(atTime: max(t - h, 0))) / (t > 0 ? 2 * h : h)
                #expect(abs(spring.velocity(atTime: t) - slope) < 1e-4, "ζ \(zeta) at \(t)")
            }
        }
    }

    @Test func halfDampingOvershootsByTheAnalyticAmountAtTheAnalyticTime() {
        // From rest, an under-damped spring peaks at t = π/ω_d, overshooting by
        // e^(−ζπ/√(1 − ζ²)).
        let zeta = 0.5
        let omega = 14.0
        let spring = SpringTimingCurve(dampingRatio: zeta, naturalFrequency: omega, initialVelocity: 0)
        let peakTime = Double.pi / (omega * (1 - zeta * zeta).squareRoot())
        let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
        #expect(abs(overshoot - 0.163033534821) < 1e-12)
        #expect(abs(spring.progress(atTime: peakTime) - (1 + overshoot)) < 1e-6)
        #expect(abs(spring.velocity(atTime: peakTime)) < 1e-9)
        // It is the highest point.
        for t in times(to: 2, step: 0.001) {
            #expect(spring.progress(atTime: t) <= 1 + overshoot + 1e-12)
        }
    }

    @Test func criticalDampingFromRestOrMovingAwayNeverOvershoots() {
        // r = e^(−ωt)(1 + (ω − v)t) stays positive when v ≤ ω, and progress keeps rising
        // once it heads for the end.
        for v in [0.0, -4.0, 5.0] {
            let spring = SpringTimingCurve.fitted(toDuration: 0.5, dampingRatio: 1, initialVelocity: v)
            #expect(v <= spring.naturalFrequency)
            var previous = -Double.infinity
            for t in times(to: 3, step: 0.0005) {
                let value = spring.progress(atTime: t)
                #expect(value <= 1, "v \(v) at \(t)")
                if v >= 0 { #expect(value >= previous, "v \(v) at \(t)") }
                previous = value
            }
        }
    }

    @Test func overDampingNeverOvershootsEither() {
        let spring = SpringTimingCurve(dampingRatio: 3, naturalFrequency: 20, initialVelocity: 0)
        var previous = 0.0
        for t in times(to: 5, step: 0.001) {
            let value = spring.progress(atTime: t)
            #expect(value <= 1 && value >= previous)
            previous = value
        }
    }

    @Test func nearCriticalDampingIsContinuous() {
        let critical = SpringTimingCurve(dampingRatio: 1, naturalFrequency: 10, initialVelocity: 2)
        for zeta in [1 - 1e-7, 1 + 1e-7, 1 - 1e-10, 1 + 1e-10] {
            let spring = SpringTimingCurve(dampingRatio: zeta, naturalFrequency: 10, initialVelocity: 2)
            for t in [0.05, 0.2, 0.6] {
                #expect(abs(spring.progress(atTime: t) - critical.progress(atTime: t)) < 1e-6, "ζ \(zeta)")
            }
        }
    }

    @Test func initialVelocityIsTheSlopeAtTheStartInDistancesPerSecond() {
        // UIKit: velocity 1 covers the whole distance in one second at that speed.
        for v in [0.0, 1.0, 4.0, -2.0] {
            let spring = SpringTimingCurve.fitted(toDuration: 0.6, dampingRatio: 0.7, initialVelocity: v)
            #expect(abs(spring.velocity(atTime: 0) - v) < 1e-12)
            // Over the first millisecond the spring's pull changes the speed by less than
            // ω²·1 ms (the acceleration at rest is ω² times the distance).
            let h = 0.001
            let slope = spring.progress(atTime: h) / h
            #expect(abs(slope - v) <= spring.naturalFrequency * spring.naturalFrequency * h, "v \(v)")
        }
        let still = SpringTimingCurve.fitted(toDuration: 0.6, dampingRatio: 0.7, initialVelocity: 0)
        let thrown = SpringTimingCurve.fitted(toDuration: 0.6, dampingRatio: 0.7, initialVelocity: 4)
        #expect(thrown.progress(atTime: 0.01) > still.progress(atTime: 0.01) + 0.02)
    }

    @Test func fittedSpringForHalfDampingOverOneSecond() {
        // ω = ln((1 + ζ/√(1 − ζ²))/0.001)/ζ per second of duration, and the progress at 0,
        // ¼, ½ and 1 of it, computed outside this code.
        let spring = SpringTimingCurve.fitted(toDuration: 1, dampingRatio: 0.5, initialVelocity: 0)
        #expect(abs(spring.naturalFrequency - 14.727003346780926) < 1e-9)
        let expected = [0, 1.1627988051933444, 0.9735703306593733, 0.9993088871945505]
        for (fraction, value) in zip([0, 0.25, 0.5, 1], expected) {
            #expect(abs(spring.progress(atTime: fraction) - value) < 1e-9, "at \(fraction)")
            let integrated = integratedSpringProgress(dampingRatio: 0.5, naturalFrequency: 14.727003346780926, initialVelocity: 0, at: fraction)
            #expect(abs(integrated - value) < 1e-8, "integrated at \(fraction)")
        }
        // Twice as fast for half the duration: the same curve in fractions of the duration.
        let half = SpringTimingCurve.fitted(toDuration: 0.5, dampingRatio: 0.5, initialVelocity: 0)
        #expect(abs(half.naturalFrequency - 2 * 14.727003346780926) < 1e-8)
        #expect(abs(half.progress(atTime: 0.125) - expected[1]) < 1e-9)
    }

    @Test func fittedSpringsSettleWithinATenthOfAPercentByTheirDurationAndStay() {
        for duration in [0.2, 0.5, 1.0, 2.5] {
            for zeta in [0.05, 0.3, 0.5, 0.8, 0.999, 1.0, 1.4] {
                for v in [0.0, 0.5, 6.0, -3.0] {
                    let spring = SpringTimingCurve.fitted(toDuration: duration, dampingRatio: zeta, initialVelocity: v)
                    #expect(spring.settlingDuration <= duration * (1 + 1e-9), "T \(duration), ζ \(zeta), v \(v)")
                    #expect(spring.settlingDuration >= duration * (1 - 1e-6), "not stiffer than it needs: T \(duration), ζ \(zeta), v \(v)")
                    for t in times(from: duration, to: 4 * duration, step: duration / 500) {
                        #expect(abs(spring.progress(atTime: t) - 1) <= SpringTimingCurve.settlingThreshold, "T \(duration), ζ \(zeta), v \(v), t \(t)")
                    }
                }
            }
        }
    }

    @Test func settlingDurationMatchesCoreAnimationsDocumentedExamples() {
        // CASpringAnimation.settlingDuration: mass 1, stiffness 100 (ω = 10): damping 5
        // settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
        let bouncy = SpringTimingCurve(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        #expect(abs(bouncy.settlingDuration - 2.85) < 0.01)
        let firm = SpringTimingCurve(mass: 1, stiffness: 100, damping: 15, initialVelocity: 0)
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.05)
    }

    @Test func settledMeansWithinTheThresholdFromThenOn() {
        for zeta in [0.1, 0.6, 1.0, 2.0, 6.0] {
            for v in [0.0, 8.0, -5.0] {
                let spring = SpringTimingCurve(dampingRatio: zeta, naturalFrequency: 15, initialVelocity: v)
                let settled = spring.settlingDuration
                for t in times(from: settled, to: settled * 3, step: settled / 1000) {
                    #expect(abs(spring.progress(atTime: t) - 1) <= SpringTimingCurve.settlingThreshold)
                }
                // And the bound it settles by is still above the threshold just before.
                #expect(spring.remainingBound(atTime: settled * 0.999) > SpringTimingCurve.settlingThreshold)
            }
        }
    }

    @Test func anUndampedSpringNeverSettles() {
        let spring = SpringTimingCurve(dampingRatio: 0, naturalFrequency: 2 * .pi, initialVelocity: 0)
        #expect(spring.settlingDuration == .infinity)
        // It swings to 2 and back with a period of one second.
        #expect(abs(spring.progress(atTime: 0.5) - 2) < 1e-12)
        #expect(abs(spring.progress(atTime: 1)) < 1e-12)
    }

    @Test func degenerateInputsStayFinite() {
        let fitted = SpringTimingCurve.fitted(toDuration: 0, dampingRatio: -1, initialVelocity: .nan)
        #expect(fitted.dampingRatio == SpringTimingCurve.minimumFittedDampingRatio)
        #expect(fitted.settlingDuration <= SpringTimingCurve.minimumFittedDuration * (1 + 1e-9))
        #expect(fitted.progress(atTime: 1).isFinite)
        let spring = SpringTimingCurve(dampingRatio: .nan, naturalFrequency: -3, initialVelocity: .infinity)
        #expect(spring.progress(atTime: 0.3).isFinite)
        #expect(spring.progress(atTime: -1) == 0)
        #expect(spring.progress(atTime: .nan) == 0)
    }
}
