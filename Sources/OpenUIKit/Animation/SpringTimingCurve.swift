import Foundation

/// The motion of a damped spring pulling a value from 0 (the start) to 1 (the end), in closed
/// form: progress and velocity at any time without stepping a simulation, so a frame that
/// comes late or a test that jumps ahead sees exactly where the spring is.
///
/// With the remaining distance r(t) = 1 − progress(t), r(0) = 1 and r'(0) = −v (v the initial
/// velocity, in distances per second, positive towards the end), the spring obeys
/// r'' + 2ζω·r' + ω²·r = 0 for damping ratio ζ and natural frequency ω (rad/s):
/// - ζ < 1 (under-damped): r = e^(−ζωt)·(cos ω_d t + B·sin ω_d t), ω_d = ω√(1 − ζ²),
///   B = (ζω − v)/ω_d. It overshoots and oscillates about the end.
/// - ζ = 1 (critically damped): r = e^(−ωt)·(1 + (ω − v)·t). The fastest approach without
///   oscillating.
/// - ζ > 1 (over-damped): r = C₁e^(s₁t) + C₂e^(s₂t), s₁,₂ = −ω(ζ ∓ √(ζ² − 1)).
///
/// **Settling.** A spring never quite arrives, so "settled" means: from that time on the value
/// stays within `settlingThreshold` (0.1 % of the distance) of the end. The test uses an upper
/// bound of |r(t)| that only falls once it has peaked: for the under-damped spring
/// e^(−ζωt)·(1 + |B|·min(1, ω_d·t)) (|cos| ≤ 1, |sin x| ≤ min(1, |x|)). From t = 1/ω_d on it
/// is (1 + |B|)·e^(−ζωt), which reproduces the examples Apple documents for
/// `CASpringAnimation.settlingDuration`: mass 1, stiffness 100 and damping 5 settle in
/// "approximately 2.85 seconds", damping 15 in "just over 1 second"; this rule gives 2.855 s
/// and 1.022 s. The critically and over-damped springs use the same threshold on their own
/// bounds, e^(−ωt)·(1 + |ω − v|·t) and |C₁|e^(s₁t) + |C₂|e^(s₂t).
struct SpringTimingCurve: Hashable, Sendable {
    /// ζ: 1 for critical damping, below 1 oscillates, above 1 creeps. Never negative.
    let dampingRatio: Double
    /// ω = √(stiffness/mass), in radians per second.
    let naturalFrequency: Double
    /// The velocity at time 0, in distances per second (1 covers the whole change in a
    /// second at that speed), positive towards the end.
    let initialVelocity: Double
    private let motion: Motion

    /// How close to the end, as a fraction of the distance, a settled spring stays: 0.1 %.
    static let settlingThreshold = 0.001
    /// Damping ratios this close to 1 use the critically damped solution: the over-damped one
    /// divides by s₁ − s₂, which vanishes there.
    static let criticalDampingTolerance = 1e-9
    /// The least damping ratio a spring fitted to a duration gets: an undamped spring never
    /// settles, and one with ζ → 0 must oscillate ever faster to settle in the same time.
    static let minimumFittedDampingRatio = 0.01
    /// The shortest duration a spring is fitted to, in seconds. UIKit does not animate a
    /// duration of 0 or less at all; this only keeps a degenerate request finite.
    static let minimumFittedDuration: TimeInterval = 0.001

    /// The closed form's constants for each kind of damping.
    private enum Motion: Hashable, Sendable {
        /// decay = ζω, frequency = ω_d, sine = B.
        case underdamped(decay: Double, frequency: Double, sine: Double)
        /// decay = ω, slope = ω − v.
        case critical(decay: Double, slope: Double)
        /// r = slowWeight·e^(slowRate·t) + fastWeight·e^(fastRate·t), both rates negative.
        case overdamped(slowRate: Double, fastRate: Double, slowWeight: Double, fastWeight: Double)
    }

    /// A spring with damping ratio ζ, natural frequency ω (rad/s) and initial velocity v
    /// (distances per second). Negative or non-finite ζ is taken as 0; ω must be positive and
    /// finite (a non-positive or non-finite one is taken as 1 rad/s); a non-finite v as 0.
    init(dampingRatio: Double, naturalFrequency: Double, initialVelocity: Double) {
        let zeta = dampingRatio.isFinite ? max(dampingRatio, 0) : 0
        let omega = naturalFrequency.isFinite && naturalFrequency > 0 ? naturalFrequency : 1
        let v = initialVelocity.isFinite ? initialVelocity : 0
        self.dampingRatio = zeta
        self.naturalFrequency = omega
        self.initialVelocity = v
        if abs(zeta - 1) <= Self.criticalDampingTolerance {
            motion = .critical(decay: omega, slope: omega - v)
        } else if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            motion = .underdamped(decay: zeta * omega, frequency: frequency, sine: (zeta * omega - v) / frequency)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // (ζ − √(ζ² − 1))·(ζ + √(ζ² − 1)) = 1: dividing avoids the cancellation that
            // ζ − √(ζ² − 1) suffers for large ζ.
            let slowRate = -omega / (zeta + root)
            let fastRate = -omega * (zeta + root)
            let slowWeight = (-v - fastRate) / (slowRate - fastRate)
            motion = .overdamped(slowRate: slowRate, fastRate: fastRate, slowWeight: slowWeight, fastWeight: 1 - slowWeight)
        }
    }

    /// The spring of a mass on a spring, as `CASpringAnimation` and
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` describe it:
    /// ζ = damping / (2√(stiffness·mass)), ω = √(stiffness/mass).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.init(
            dampingRatio: damping / (2 * (stiffness * mass).squareRoot()),
            naturalFrequency: (stiffness / mass).squareRoot(),
            initialVelocity: initialVelocity)
    }

    /// The spring UIKit's duration-based spring animations run
    /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` in a property animator):
    /// the given damping ratio and initial velocity, mass 1, and the softest stiffness that
    /// settles (see the type's discussion) within `duration`, so the animation ends on time
    /// without a visible jump.
    ///
    /// UIKit does not document how it picks the stiffness; choosing it so the spring settles
    /// within a 0.1 % threshold at the duration is the rule that independent
    /// reimplementations (Framer's and framer-motion's duration-based springs) use, and it
    /// keeps what UIKit promises: the animation takes `duration` and ends at rest.
    ///
    /// Damping ratios below `minimumFittedDampingRatio` are raised to it; durations below
    /// `minimumFittedDuration` to that.
    static func fitted(toDuration duration: TimeInterval, dampingRatio: Double, initialVelocity: Double) -> SpringTimingCurve {
        let duration = duration.isFinite ? max(duration, minimumFittedDuration) : minimumFittedDuration
        let zeta = dampingRatio.isFinite ? max(dampingRatio, minimumFittedDampingRatio) : 1
        let v = initialVelocity.isFinite ? initialVelocity : 0
        func spring(_ omega: Double) -> SpringTimingCurve {
            SpringTimingCurve(dampingRatio: zeta, naturalFrequency: omega, initialVelocity: v)
        }
        // With no initial velocity the motion only scales with ω (r depends on ωt alone), so
        // the settling time is τ/ω for the τ of the ω = 1 spring.
        let unitSettling = spring(1).settlingDuration
        let guess = unitSettling / duration
        if v == 0 { return spring(guess) }
        // With a velocity, v/ω changes the shape too: bisect on ω (geometrically, as it spans
        // decades) for the spring whose settling time is the duration.
        var high = guess
        while spring(high).settlingDuration > duration { high *= 2 }
        var low = guess
        while spring(low).settlingDuration <= duration, low > 1e-9 { low /= 2 }
        for _ in 0..<100 {
            let middle = (low * high).squareRoot()
            guard middle > low, middle < high else { break }
            if spring(middle).settlingDuration > duration { low = middle } else { high = middle }
            if high / low - 1 < 1e-12 { break }
        }
        return spring(high)
    }

    // MARK: Evaluation

    /// How far from the start to the end the spring is `time` seconds in: 0 at the start,
    /// 1 at the end, beyond 1 while overshooting. Times before 0 (and NaN) give the start.
    func progress(atTime time: TimeInterval) -> Double {
        1 - remaining(atTime: time > 0 ? time : 0)
    }

    /// The spring's velocity `time` seconds in, in distances per second.
    func velocity(atTime time: TimeInterval) -> Double {
        let t = time > 0 ? time : 0
        switch motion {
        case let .underdamped(decay, frequency, sine):
            let angle = frequency * t
            return -exp(-decay * t) * ((sine * frequency - decay) * cos(angle) - (decay * sine + frequency) * sin(angle))
        case let .critical(decay, slope):
            return exp(-decay * t) * (initialVelocity + decay * slope * t)
        case let .overdamped(slowRate, fastRate, slowWeight, fastWeight):
            return -(slowWeight * slowRate * exp(slowRate * t) + fastWeight * fastRate * exp(fastRate * t))
        }
    }

    /// An upper bound of |1 − progress| at `time` that, once it has peaked, only falls (see
    /// the type's discussion).
    func remainingBound(atTime time: TimeInterval) -> Double {
        let t = time > 0 ? time : 0
        switch motion {
        case let .underdamped(decay, frequency, sine):
            return exp(-decay * t) * (1 + abs(sine) * min(1, frequency * t))
        case let .critical(decay, slope):
            return exp(-decay * t) * (1 + abs(slope) * t)
        case let .overdamped(slowRate, fastRate, slowWeight, fastWeight):
            return abs(slowWeight) * exp(slowRate * t) + abs(fastWeight) * exp(fastRate * t)
        }
    }

    /// Seconds until the spring stays within `settlingThreshold` of the end for good;
    /// `.infinity` for an undamped spring, which never settles.
    var settlingDuration: TimeInterval {
        let threshold = Self.settlingThreshold
        if case let .underdamped(decay, frequency, sine) = motion {
            guard decay > 0 else { return .infinity }
            // Past t = 1/ω_d the bound is (1 + |B|)·e^(−ζωt): solve it directly.
            let closedForm = log((1 + abs(sine)) / threshold) / decay
            if closedForm >= 1 / frequency { return closedForm }
            return crossing(of: threshold, below: 1 / frequency)
        }
        // The bound rises at most once and then falls, and starts at 1, above the threshold:
        // the times it exceeds the threshold form one interval from 0, so bisection finds its end.
        var high = 1 / naturalFrequency
        while remainingBound(atTime: high) > threshold { high *= 2 }
        return crossing(of: threshold, below: high)
    }

    /// The end of the interval from 0 on which the bound exceeds `threshold`, given that it
    /// ends before `limit`.
    private func crossing(of threshold: Double, below limit: TimeInterval) -> TimeInterval {
        var low = 0.0
        var high = limit
        for _ in 0..<200 where high - low > 1e-12 * high {
            let middle = (low + high) / 2
            if remainingBound(atTime: middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }

    private func remaining(atTime t: Double) -> Double {
        switch motion {
        case let .underdamped(decay, frequency, sine):
            let angle = frequency * t
            return exp(-decay * t) * (cos(angle) + sine * sin(angle))
        case let .critical(decay, slope):
            return exp(-decay * t) * (1 + slope * t)
        case let .overdamped(slowRate, fastRate, slowWeight, fastWeight):
            return slowWeight * exp(slowRate * t) + fastWeight * exp(fastRate * t)
        }
    }
}
