import Foundation

/// How an animation's progress follows time: a cubic Bézier curve over the duration, a
/// spring (whose progress is a function of elapsed seconds, and may overshoot), or a step.
struct AnimationTiming {
    enum Kind {
        case cubic(CubicTimingCurve)
        /// A spring already fitted to the animation's duration (or settling in its own).
        case spring(SpringTimingCurve)
        /// The end value from the start (keyframes' discrete calculation mode).
        case step
    }

    let kind: Kind

    static let discrete = AnimationTiming(kind: .step)
    static let linear = AnimationTiming(kind: .cubic(.linear))
    /// UIKit's default curve for view animations (Core Animation's ease-in-ease-out).
    static let easeInOut = AnimationTiming(kind: .cubic(.easeInEaseOut))

    static func curve(_ curve: UIView.AnimationCurve) -> AnimationTiming {
        AnimationTiming(kind: .cubic(curve.timingCurve))
    }

    /// The curve a set of `UIView.AnimationOptions` names.
    static func curve(of options: UIView.AnimationOptions) -> AnimationTiming {
        let bits = Int((options.rawValue & UIView.AnimationOptions.curveMask) >> 16)
        return curve(UIView.AnimationCurve(rawValue: bits) ?? .easeInOut)
    }

    /// UIKit's spring for `animate(withDuration:…usingSpringWithDamping:…)`: fitted to settle
    /// in `duration`.
    static func spring(dampingRatio: Double, initialVelocity: Double, duration: TimeInterval) -> AnimationTiming {
        AnimationTiming(kind: .spring(.fitted(toDuration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)))
    }

    /// The timing a property animator's parameters give, for an animation of `duration`.
    static func provided(by parameters: UITimingCurveProvider, duration: TimeInterval) -> AnimationTiming {
        if let spring = parameters.springTimingParameters {
            return AnimationTiming(kind: .spring(spring.timingCurve(forDuration: duration)))
        }
        if let cubic = parameters.cubicTimingParameters {
            return AnimationTiming(kind: .cubic(CubicTimingCurve(x1: Double(cubic.controlPoint1.x), y1: Double(cubic.controlPoint1.y),
                                                                 x2: Double(cubic.controlPoint2.x), y2: Double(cubic.controlPoint2.y))))
        }
        return .easeInOut
    }

    /// Progress (0 at the start, 1 at the end) after `elapsed` of `duration` seconds, within
    /// one cycle.
    func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        let fraction = duration > 0 ? Swift.min(1, Swift.max(0, elapsed / duration)) : 1
        switch kind {
        case .cubic(let curve):
            return curve.progress(at: fraction)
        case .step:
            return 1
        case .spring(let spring):
            // The spring's own motion until the animation's end, which lands exactly there.
            return fraction < 1 ? spring.progress(atTime: elapsed) : 1
        }
    }
}
