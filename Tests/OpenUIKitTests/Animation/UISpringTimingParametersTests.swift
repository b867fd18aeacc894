import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("UISpringTimingParameters")
struct UISpringTimingParametersTests {
    @Test func theDefaultSpringHasTheDocumentedDampingRatio() {
        // Apple: init() "sets the damping ratio to 4.56"; mass 3, stiffness 1000, damping 500.
        let parameters = UISpringTimingParameters()
        #expect(parameters.form == .physical(mass: 3, stiffness: 1000, damping: 500))
        #expect((parameters.dampingRatio * 100).rounded() / 100 == 4.56)
        #expect(parameters.initialVelocity == .zero)
        #expect(parameters.durationComesFromPhysics)
    }

    @Test func overDampedPhysicalSpringsRunCriticallyDamped() {
        // Core Animation's default: the default spring runs as critical damping at
        // ω = √(1000/3), settling when (1 + ωt)e^(−ωt) falls to 0.001, at ωt = 9.2334.
        let parameters = UISpringTimingParameters()
        let curve = parameters.timingCurve(forDuration: 1)
        #expect(curve.dampingRatio == 1)
        #expect(abs(curve.naturalFrequency - (1000.0 / 3).squareRoot()) < 1e-12)
        let settling = 9.233413476451586 / (1000.0 / 3).squareRoot()
        #expect(abs((parameters.settlingDuration ?? 0) - settling) < 1e-9)
        #expect(abs(parameters.animationDuration(forRequested: 2) - settling) < 1e-9)
    }

    @Test func dampingRatioSpringsFitTheRequestedDuration() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.5)
        #expect(!parameters.durationComesFromPhysics)
        #expect(parameters.settlingDuration == nil)
        #expect(parameters.animationDuration(forRequested: 0.7) == 0.7)
        for duration in [0.3, 0.7, 2.0] {
            #expect(abs(parameters.progress(atTime: duration, duration: duration) - 1) <= 0.001)
            #expect(abs(parameters.progress(atTime: 3 * duration, duration: duration) - 1) <= 0.001)
            // The same shape stretched: the overshoot peak comes at the same fraction.
            #expect(abs(parameters.progress(atTime: duration / 4, duration: duration) - 1.1627988051933444) < 1e-9)
        }
        #expect(parameters.timingCurve(forDuration: 1) == SpringTimingCurve.fitted(toDuration: 1, dampingRatio: 0.5, initialVelocity: 0))
    }

    @Test func physicalSpringsIgnoreTheRequestedDuration() {
        let parameters = UISpringTimingParameters(mass: 2, stiffness: 200, damping: 8, initialVelocity: .zero)
        // damping / (2√(stiffness·mass)) and √(stiffness/mass), as Apple documents.
        #expect(abs(parameters.dampingRatio - 8 / (2 * 400.0.squareRoot())) < 1e-15)
        let curve = parameters.timingCurve(forDuration: 0.25)
        #expect(curve == parameters.timingCurve(forDuration: 10))
        #expect(abs(curve.naturalFrequency - 10) < 1e-12)
        #expect(parameters.animationDuration(forRequested: 0.25) == curve.settlingDuration)
        #expect(parameters.progress(atTime: 0.4, duration: 0.25) == curve.progress(atTime: 0.4))
    }

    @Test func eachAxisStartsWithItsOwnVelocity() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2.0, dy: -1.0))
        let curves = parameters.timingCurves(forDuration: 0.5)
        #expect(abs(curves.x.velocity(atTime: 0) - 2) < 1e-12)
        #expect(abs(curves.y.velocity(atTime: 0) + 1) < 1e-12)
        #expect(parameters.timingCurve(forDuration: 0.5) == curves.x)
        for curve in [curves.x, curves.y] {
            #expect(abs(curve.progress(atTime: 0.5) - 1) <= 0.001)
        }
        // A physical spring lasts until the slower axis settles.
        let physical = UISpringTimingParameters(mass: 1, stiffness: 150, damping: 12, initialVelocity: CGVector(dx: 0.0, dy: 30.0))
        let axes = physical.timingCurves(forDuration: 1)
        #expect(physical.settlingDuration == max(axes.x.settlingDuration, axes.y.settlingDuration))
        #expect(axes.y.settlingDuration > axes.x.settlingDuration)
    }

    @Test func durationAndBounceAsSwiftUIDescribesThem() {
        // Mass 1, stiffness (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce)
        // below 0.
        let cases: [(bounce: CGFloat, ratio: Double)] = [(0, 1), (0.3, 0.7), (1, 0), (-0.5, 2)]
        for (bounce, ratio) in cases {
            let parameters = UISpringTimingParameters(duration: 0.4, bounce: bounce)
            guard case let .physical(mass, stiffness, _) = parameters.form else {
                Issue.record("bounce \(bounce) is not physical")
                continue
            }
            #expect(mass == 1)
            #expect(abs(stiffness - (2 * Double.pi / 0.4) * (2 * Double.pi / 0.4)) < 1e-9)
            #expect(abs(parameters.dampingRatio - ratio) < 1e-12, "bounce \(bounce)")
            #expect(parameters.durationComesFromPhysics)
        }
        // A negative bounce really over-damps.
        let overdamped = UISpringTimingParameters(duration: 0.4, bounce: -0.5).timingCurve(forDuration: 1)
        #expect(abs(overdamped.dampingRatio - 2) < 1e-12)
        // Bouncing fully is undamped: it never settles.
        #expect(UISpringTimingParameters(duration: 0.4, bounce: 1).settlingDuration == .infinity)
    }

    @Test func invalidValuesFallBackWithAWarning() {
        let parameters = UISpringTimingParameters(mass: -2, stiffness: .nan, damping: -1, initialVelocity: CGVector(dx: CGFloat.nan, dy: CGFloat(3)))
        #expect(parameters.form == .physical(mass: 1, stiffness: 100, damping: 10))
        #expect(parameters.initialVelocity == CGVector(dx: 0.0, dy: 3.0))
        #expect(Diagnostics.recentWarnings().contains { $0.contains("mass -2.0") })
        let ratio = UISpringTimingParameters(dampingRatio: -0.25)
        #expect(ratio.form == .dampingRatio(1))
        #expect(Diagnostics.recentWarnings().contains { $0.contains("damping ratio -0.25") })
        let paced = UISpringTimingParameters(duration: -1, bounce: 0)
        #expect(paced == UISpringTimingParameters(duration: 0.5, bounce: 0))
    }

    @Test func providesItselfAsTheSpringParameters() {
        let parameters = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1.0, dy: 1.0))
        let provider: any UITimingCurveProvider = parameters
        #expect(provider.timingCurveType == .spring)
        #expect(provider.springTimingParameters === parameters)
        #expect(provider.cubicTimingParameters == nil)
        #expect(parameters.copy() as AnyObject === parameters)
        #expect(parameters == UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1.0, dy: 1.0)))
        #expect(parameters != UISpringTimingParameters(dampingRatio: 0.6))
        #expect(parameters.hash == UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 1.0, dy: 1.0)).hash)
    }
}
