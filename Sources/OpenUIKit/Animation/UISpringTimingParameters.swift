import Foundation

/// An animation's timing as a damped spring pulling each animated value to its end, for
/// `UIViewPropertyAnimator` (and, built by the engine, `UIView.animate`'s spring variant).
///
/// The spring comes in two forms, and they differ in where the animation's duration comes
/// from:
/// - **Damping ratio** (`init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`): only
///   the shape is given. The spring is fitted to the duration the animation is given, stiff
///   enough to settle by its end (`SpringTimingCurve.fitted(toDuration:…)`), as
///   `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` does.
/// - **Physical** (`init()`, `init(mass:stiffness:damping:initialVelocity:)`,
///   `init(duration:bounce:)`): the spring is fully given, and the animation lasts until it
///   settles, whatever duration the property animator was given (as UIKit does: see the
///   Swift forums thread "UISpringTimingParameters bug", where an animator given 1 s ran for
///   as long as its spring oscillated).
///
/// Damping beyond critical (ratio above 1) runs as critical damping at the same natural
/// frequency, as Core Animation's springs do unless told otherwise
/// (`CASpringAnimation.allowsOverdamping`; SwiftUI's `Spring(mass:stiffness:damping:
/// allowOverDamping:)` documents the same treatment for `false`). Only a negative bounce in
/// `init(duration:bounce:)`, whose documented meaning is an over-damped spring, over-damps.
///
/// **For the animation engine**, once per animation: `animationDuration(forRequested:)` is how
/// long it runs; `timingCurve(forDuration:)` with that duration is the spring to evaluate each
/// frame (`progress(atTime:)`, `velocity(atTime:)` on the returned value, seconds since the
/// start). Position animations take `timingCurves(forDuration:)`, one spring per axis, since
/// `initialVelocity.dx` and `.dy` differ; every other property uses `dx` alone, as UIKit
/// documents. `progress(atTime:duration:)` does both steps in one call, for a single value.
///
/// Safe to share between threads: nothing changes after init.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    // Unchecked: NSObject is not Sendable, but every stored value is an immutable Sendable
    // value.

    /// The two ways a spring is given.
    enum Form: Hashable, Sendable {
        /// Shape only; the stiffness comes from the animation's duration.
        case dampingRatio(Double)
        /// A physical spring: mass, stiffness (force per unit distance) and damping (force per
        /// unit velocity).
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    let form: Form
    /// Whether a damping ratio above 1 over-damps rather than running as critical damping.
    let allowsOverdamping: Bool
    private let velocity: CGVector

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500, whose damping ratio is the
    /// 4.56 Apple documents for `init()` (500 / (2·√(3·1000)) = 4.564). React Navigation's
    /// iOS transition spring uses the same three numbers.
    static let defaultMass = 3.0
    static let defaultStiffness = 1000.0
    static let defaultDamping = 500.0
    /// Core Animation's `CASpringAnimation` defaults, which replace an invalid mass, stiffness
    /// or damping.
    static let fallbackMass = 1.0
    static let fallbackStiffness = 100.0
    static let fallbackDamping = 10.0
    /// SwiftUI's default spring duration (seconds), which replaces an invalid one.
    static let fallbackPerceptualDuration: TimeInterval = 0.5
    /// The most negative bounce used: −1 would be infinitely over-damped, a spring that never
    /// moves.
    static let minimumBounce = -0.99

    /// UIKit's default spring (mass 3, stiffness 1000, damping 500; damping ratio 4.56), at
    /// rest to begin with. Physical: it sets its own duration. Its damping runs as critical
    /// (see the type's discussion), at √(1000/3) ≈ 18.3 rad/s, settling in about 0.51 s.
    public override convenience init() {
        self.init(mass: Self.defaultMass, stiffness: Self.defaultStiffness, damping: Self.defaultDamping, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` (1: no overshoot; towards 0: more oscillation),
    /// starting at rest, fitted to the animation's duration.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio`, starting at `velocity` (see `initialVelocity`),
    /// fitted to the animation's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var zeta = Double(ratio)
        if !zeta.isFinite || zeta < 0 {
            Diagnostics.warn(
                "UISpringTimingParameters damping ratio \(ratio) must be finite and not negative; using 1",
                once: "UISpringTimingParameters.dampingRatio")
            zeta = 1
        }
        form = .dampingRatio(zeta)
        allowsOverdamping = false
        self.velocity = Self.checked(velocity)
        super.init()
    }

    /// A physical spring: damping ratio damping / (2√(stiffness·mass)), natural frequency
    /// √(stiffness/mass) rad/s. `mass` and `stiffness` must be positive and `damping` not
    /// negative (an invalid one becomes `CASpringAnimation`'s default, with a warning); damping
    /// 0 is an undamped spring that never settles. The animation lasts until it settles.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = Self.physicalForm(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        allowsOverdamping = false
        self.velocity = Self.checked(velocity)
        super.init()
    }

    init(form: Form, allowsOverdamping: Bool, initialVelocity velocity: CGVector) {
        self.form = form
        self.allowsOverdamping = allowsOverdamping
        self.velocity = Self.checked(velocity)
        super.init()
    }

    /// A spring described as SwiftUI's `Spring(duration:bounce:)` is, starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// A spring described as SwiftUI's `Spring(duration:bounce:)` is: `duration` is its pace
    /// (the period of its undamped oscillation, about its settling time when it does not
    /// bounce), `bounce` 0 is critically damped, up to 1 undamped, down to −1 ever more
    /// over-damped. Mass 1, stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce)
    /// below 0): the mapping SwiftUI's documentation describes and Flutter's
    /// `SpringDescription.withDurationAndBounce` reproduces. Physical: the animation lasts
    /// until it settles.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        var duration = duration
        if !duration.isFinite || duration <= 0 {
            Diagnostics.warn(
                "UISpringTimingParameters duration \(duration) must be positive; using \(Self.fallbackPerceptualDuration)",
                once: "UISpringTimingParameters.duration")
            duration = Self.fallbackPerceptualDuration
        }
        let bounce = Double(bounce).isFinite ? min(max(Double(bounce), Self.minimumBounce), 1) : 0
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let stiffness = (2 * Double.pi / duration) * (2 * Double.pi / duration)
        self.init(
            form: .physical(mass: 1, stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot()),
            allowsOverdamping: true, initialVelocity: velocity)
    }

    /// The velocity the animated values start with, as a fraction of the distance each
    /// travels per second: 1 would cover the whole change in one second at that speed. A
    /// position animation uses `dx` along x and `dy` along y (each divided by that axis's
    /// distance); any other animated value uses `dx`. A pan's end velocity in points per
    /// second divided by the points left to travel gives it.
    open var initialVelocity: CGVector { velocity }

    // MARK: UITimingCurveProvider

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// Immutable, so a copy is the parameters themselves.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: For the animation engine

    /// The spring's damping ratio as given (for a physical spring, derived from its
    /// coefficients); the motion uses at most 1 unless `allowsOverdamping`.
    var dampingRatio: Double {
        switch form {
        case let .dampingRatio(zeta): zeta
        case let .physical(mass, stiffness, damping): damping / (2 * (mass * stiffness).squareRoot())
        }
    }

    /// Whether the spring sets the animation's duration itself (the physical forms) rather
    /// than being fitted to the duration it is given.
    var durationComesFromPhysics: Bool {
        if case .physical = form { return true }
        return false
    }

    /// Seconds until a physical spring settles on both axes (within
    /// `SpringTimingCurve.settlingThreshold` of the end for good): the longer of the two,
    /// since a position animation ends when both have; `.infinity` for an undamped spring.
    /// Nil for a damping-ratio spring, which settles at whatever duration it is fitted to.
    var settlingDuration: TimeInterval? {
        guard durationComesFromPhysics else { return nil }
        let curves = timingCurves(forDuration: 0)
        return max(curves.x.settlingDuration, curves.y.settlingDuration)
    }

    /// How long an animation with these parameters runs when its caller asked for
    /// `requested` seconds: `requested` for a damping-ratio spring, the settling duration for
    /// a physical one.
    func animationDuration(forRequested requested: TimeInterval) -> TimeInterval {
        settlingDuration ?? requested
    }

    /// The spring for a value animated over `duration` seconds, starting at
    /// `initialVelocity.dx`: fitted to `duration` for a damping-ratio spring, the physical
    /// spring itself (`duration` unused) otherwise.
    func timingCurve(forDuration duration: TimeInterval) -> SpringTimingCurve {
        spring(forDuration: duration, initialVelocity: Double(velocity.dx))
    }

    /// The springs along x (starting at `initialVelocity.dx`) and y (at `.dy`) for a
    /// position animated over `duration` seconds.
    func timingCurves(forDuration duration: TimeInterval) -> (x: SpringTimingCurve, y: SpringTimingCurve) {
        let x = spring(forDuration: duration, initialVelocity: Double(velocity.dx))
        let y = velocity.dy == velocity.dx ? x : spring(forDuration: duration, initialVelocity: Double(velocity.dy))
        return (x, y)
    }

    /// The progress (0 at the start, 1 at the end, beyond 1 while overshooting) of a single
    /// value `seconds` into an animation of `duration` seconds. Resolves the spring on every
    /// call; an animation evaluated every frame keeps `timingCurve(forDuration:)` instead.
    func progress(atTime seconds: TimeInterval, duration: TimeInterval) -> Double {
        timingCurve(forDuration: duration).progress(atTime: seconds)
    }

    private func spring(forDuration duration: TimeInterval, initialVelocity v: Double) -> SpringTimingCurve {
        let zeta = allowsOverdamping ? dampingRatio : min(dampingRatio, 1)
        switch form {
        case .dampingRatio:
            return SpringTimingCurve.fitted(toDuration: duration, dampingRatio: zeta, initialVelocity: v)
        case let .physical(mass, stiffness, _):
            return SpringTimingCurve(dampingRatio: zeta, naturalFrequency: (stiffness / mass).squareRoot(), initialVelocity: v)
        }
    }

    private static func physicalForm(mass: Double, stiffness: Double, damping: Double) -> Form {
        .physical(
            mass: checked(mass, "mass", valid: { $0 > 0 }, fallback: fallbackMass),
            stiffness: checked(stiffness, "stiffness", valid: { $0 > 0 }, fallback: fallbackStiffness),
            damping: checked(damping, "damping", valid: { $0 >= 0 }, fallback: fallbackDamping))
    }

    private static func checked(_ value: Double, _ name: String, valid: (Double) -> Bool, fallback: Double) -> Double {
        if value.isFinite, valid(value) { return value }
        Diagnostics.warn(
            "UISpringTimingParameters \(name) \(value) is out of range; using \(fallback)",
            once: "UISpringTimingParameters.\(name)")
        return fallback
    }

    private static func checked(_ velocity: CGVector) -> CGVector {
        if velocity.dx.isFinite, velocity.dy.isFinite { return velocity }
        Diagnostics.warn(
            "UISpringTimingParameters initial velocity \(velocity) must be finite; using zero",
            once: "UISpringTimingParameters.initialVelocity")
        return CGVector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UISpringTimingParameters else { return false }
        return other === self
            || (other.form == form && other.allowsOverdamping == allowsOverdamping && other.velocity == velocity)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(form)
        hasher.combine(allowsOverdamping)
        hasher.combine(velocity)
        return hasher.finalize()
    }

    open override var description: String {
        switch form {
        case let .dampingRatio(zeta):
            "<UISpringTimingParameters: dampingRatio = \(zeta), initialVelocity = \(velocity)>"
        case let .physical(mass, stiffness, damping):
            "<UISpringTimingParameters: mass = \(mass), stiffness = \(stiffness), damping = \(damping), initialVelocity = \(velocity)>"
        }
    }
}
