import Foundation

/// How an animation's progress follows time: a cubic Bézier curve over the duration, or a
/// spring (whose progress is a function of elapsed seconds, and may overshoot).
struct AnimationTiming {
    enum Kind {
        /// Control points of a cubic from (0, 0) to (1, 1).
        case cubic(CGPoint, CGPoint)
        /// A spring settling within the duration: UIKit's damping ratio, and initial velocity
        /// in distances per second.
        case spring(dampingRatio: Double, initialVelocity: Double)
        /// The end value from the start (keyframes' discrete calculation mode).
        case step
    }

    let kind: Kind

    static let discrete = AnimationTiming(kind: .step)
    static let linear = AnimationTiming(kind: .cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)))
    /// UIKit's default curve for view animations (Core Animation's ease-in-ease-out).
    static let easeInOut = AnimationTiming(kind: .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)))
    static let easeIn = AnimationTiming(kind: .cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)))
    static let easeOut = AnimationTiming(kind: .cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)))

    /// The curve a set of `UIView.AnimationOptions` names.
    static func curve(of options: UIView.AnimationOptions) -> AnimationTiming {
        switch options.rawValue & UIView.AnimationOptions.curveMask {
        case UIView.AnimationOptions.curveEaseIn.rawValue: return .easeIn
        case UIView.AnimationOptions.curveEaseOut.rawValue: return .easeOut
        case UIView.AnimationOptions.curveLinear.rawValue: return .linear
        default: return .easeInOut
        }
    }

    /// Progress (0 at the start, 1 at the end) after `elapsed` of `duration` seconds, within
    /// one cycle.
    func progress(elapsed: TimeInterval, duration: TimeInterval) -> Double {
        let fraction = duration > 0 ? Swift.min(1, Swift.max(0, elapsed / duration)) : 1
        switch kind {
        case .cubic(let c1, let c2):
            return AnimationTiming.bezierProgress(c1, c2, fraction)
        case .step:
            return 1
        case .spring(let damping, let velocity):
            guard fraction < 1 else { return 1 }
            return AnimationTiming.springProgress(damping, velocity, duration, elapsed)
        }
    }
}

extension AnimationTiming {
    /// y at the parameter where x = `t`, found by bisection (x is monotone for control
    /// points inside the unit square).
    static func bezierProgress(_ c1: CGPoint, _ c2: CGPoint, _ t: Double) -> Double {
        guard t > 0 else { return 0 }
        guard t < 1 else { return 1 }
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if coordinate(mid, Double(c1.x), Double(c2.x)) < t { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, Double(c1.y), Double(c2.y))
    }

    /// A damped spring from 0 to 1 whose natural frequency makes it settle in `duration`.
    static func springProgress(_ damping: Double, _ velocity: Double, _ duration: TimeInterval, _ time: TimeInterval) -> Double {
        let zeta = Swift.min(1, Swift.max(0.01, damping))
        // Settled within 0.1 % of the distance: e^(−ζω·T) = 0.001.
        let omega = log(1000) / (zeta * Swift.max(duration, 1e-3))
        let x0 = -1.0, v0 = velocity
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return 1 + envelope * (x0 * cos(wd * time) + (v0 + zeta * omega * x0) / wd * sin(wd * time))
        }
        return 1 + exp(-omega * time) * (x0 + (v0 + omega * x0) * time)
    }
}
