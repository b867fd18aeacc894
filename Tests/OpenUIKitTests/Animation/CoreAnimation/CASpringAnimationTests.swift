import Foundation
@testable import OpenUIKit
import Testing

/// `CASpringAnimation`: the value follows a damped spring in real time, and
/// `settlingDuration` matches Apple's documented examples.
@MainActor
@Suite(.serialized) struct CASpringAnimationTests {
    let stage = CoreAnimationStage()

    /// The spring mass 1, stiffness 100, damping 10 (ζ = 0.5, ω = 10 rad/s) in closed form:
    /// the fraction of the way there at `t`.
    static func reference(_ t: Double) -> Double {
        let zeta = 0.5, omega = 10.0
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let remaining = exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        return 1 - remaining
    }

    @Test func theValueFollowsTheSpring() {
        defer { stage.tearDown() }
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        stage.layer.add(spring, forKey: "spring")
        stage.window.renderIfNeeded()
        #expect(stage.shown.position.x == 0)
        let quarter = spring.duration / 4
        for step in 1...3 {
            stage.advance(quarter)
            let expected = 100 * Self.reference(Double(step) * quarter)
            #expect(nearly(stage.shown.position.x, CGFloat(expected), 1e-6), "at \(step)/4: \(stage.shown.position.x) vs \(expected)")
        }
        stage.advance(quarter + 0.01)
        #expect(stage.shown.position.x == 20, "removed at its end: the model shows")
    }

    @Test func itOvershootsWhenUnderDamped() {
        defer { stage.tearDown() }
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = spring.settlingDuration
        stage.layer.add(spring, forKey: "spring")
        // ζ = 0.5 peaks at π/ω_d ≈ 0.363 s, 16.3 % past the end.
        stage.advance(Double.pi / (10 * 0.75.squareRoot()))
        let peak = CGFloat(100 * (1 + exp(-0.5 * Double.pi / 0.75.squareRoot())))
        let atPeak = nearly(stage.shown.position.x, peak, 1e-6)
        #expect(atPeak, "at the peak, \(stage.shown.position.x) vs \(peak)")
    }

    // Apple's CASpringAnimation.settlingDuration documentation: mass 1, stiffness 100,
    // damping 5 settles in "approximately 2.85 seconds"; damping 15 in "just over 1 second".
    @Test func settlingDurationMatchesApplesExamples() {
        let soft = CASpringAnimation()
        soft.damping = 5
        #expect(abs(soft.settlingDuration - 2.85) < 0.02)
        let firm = CASpringAnimation()
        firm.damping = 15
        #expect(firm.settlingDuration > 1 && firm.settlingDuration < 1.1)
    }

    @Test func overdampingIsLimitedToCriticalUnlessAllowed() {
        let heavy = CASpringAnimation()
        heavy.damping = 40
        let critical = CASpringAnimation()
        critical.damping = 20
        #expect(heavy.settlingDuration == critical.settlingDuration, "ζ = 2 is taken as 1")
        heavy.allowsOverdamping = true
        #expect(heavy.settlingDuration > critical.settlingDuration, "an overdamped spring creeps")
    }

    @Test func perceptualDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(nearly(spring.stiffness, CGFloat(pow(2 * Double.pi / 0.5, 2)), 1e-9))
        #expect(nearly(spring.damping, CGFloat(4 * Double.pi / 0.5), 1e-9), "no bounce is critically damped")
        let unbouncy = nearly(spring.bounce, 0)
        #expect(unbouncy && spring.perceptualDuration == 0.5)
        #expect(spring.duration == spring.settlingDuration)
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(nearly(bouncy.damping, CGFloat(4 * Double.pi * 0.7 / 0.5), 1e-9))
        let copy = bouncy.copy() as! CASpringAnimation
        #expect(copy.damping == bouncy.damping && copy.bounce == bouncy.bounce)
    }
}
