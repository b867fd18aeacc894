import Foundation

/// A basic animation whose value moves as a damped spring would: a mass on a spring of
/// `stiffness` with `damping`, starting at `initialVelocity`. The spring runs in real time
/// (`duration` only says when the animation ends; ``settlingDuration`` is how long the spring
/// needs to come to rest, the usual duration).
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring; 1 by default. Must be positive.
    open var mass: CGFloat = 1
    /// The spring's stiffness; 100 by default. Must be positive.
    open var stiffness: CGFloat = 100
    /// The friction slowing it; 10 by default.
    open var damping: CGFloat = 10
    /// The speed at the start, in whole distances per second (positive towards the end).
    open var initialVelocity: CGFloat = 0
    /// Whether the spring may be damped past critical (iOS 17). False (the default) limits
    /// the damping to critical, as springs before iOS 17 were: the spring then creeps no
    /// slower than a critically damped one.
    open var allowsOverdamping = false

    /// A spring with the default values.
    public required init() {
        super.init()
    }

    /// A spring described as SwiftUI and UIKit describe springs since iOS 17: it takes about
    /// `perceptualDuration` seconds to get there, and `bounce` (−1…1) says how much it
    /// overshoots (0 none, 0.5 noticeably, negative values creep). Mass 1, stiffness
    /// (2π / duration)² and damping 4π(1 − bounce) / duration (4π / (duration·(1 + bounce))
    /// for a negative bounce); the duration is the settling duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let length = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : CAAnimation.defaultDuration
        let b = bounce.isFinite ? Swift.min(1, Swift.max(-1, Double(bounce))) : 0
        stiffness = CGFloat(pow(2 * .pi / length, 2))
        damping = CGFloat(b >= 0 ? 4 * .pi * (1 - b) / length : 4 * .pi / (length * (1 + Swift.max(b, -0.99))))
        storedPerceptualDuration = length
        storedBounce = CGFloat(b)
        duration = settlingDuration
    }

    private var storedPerceptualDuration: TimeInterval?
    private var storedBounce: CGFloat?

    /// About how long the spring takes to get there: the one it was made with, else worked
    /// out from the stiffness (2π·√(mass / stiffness)).
    open var perceptualDuration: TimeInterval {
        storedPerceptualDuration ?? 2 * .pi * Double((mass / stiffness).squareRoot())
    }

    /// How much the spring overshoots, as `init(perceptualDuration:bounce:)` describes it.
    open var bounce: CGFloat {
        if let storedBounce { return storedBounce }
        let critical = 2 * (stiffness * mass).squareRoot()
        guard critical > 0 else { return 0 }
        let ratio = damping / critical
        return ratio <= 1 ? 1 - ratio : 1 - 1 / ratio
    }

    /// How long the spring takes to come to rest (to stay within 0.1 % of the distance), in
    /// seconds, from its current values.
    open var settlingDuration: CFTimeInterval {
        springCurve.settlingDuration
    }

    /// The spring's motion, from its values (non-positive masses and stiffnesses warn and use
    /// the defaults).
    var springCurve: SpringTimingCurve {
        var m = Double(mass), k = Double(stiffness)
        if !(m > 0 && m.isFinite) || !(k > 0 && k.isFinite) {
            Diagnostics.warn("CASpringAnimation needs a positive mass and stiffness (mass \(mass), stiffness \(stiffness)); using 1 and 100",
                             once: "CASpringAnimation.massStiffness")
            m = m > 0 && m.isFinite ? m : 1
            k = k > 0 && k.isFinite ? k : 100
        }
        var c = damping.isFinite ? Double(damping) : 10
        if !allowsOverdamping { c = Swift.min(c, 2 * (k * m).squareRoot()) }
        let v = initialVelocity.isFinite ? Double(initialVelocity) : 0
        return SpringTimingCurve(mass: m, stiffness: k, damping: c, initialVelocity: v)
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
        storedPerceptualDuration = other.storedPerceptualDuration
        storedBounce = other.storedBounce
    }

    /// The spring's position `fraction` of the duration in (a timing function, if set,
    /// warps the time first).
    override func progress(atFraction fraction: Double) -> Double {
        let warped = timingFunction?.progress(at: fraction) ?? fraction
        return springCurve.progress(atTime: warped * effectiveDuration)
    }
}
