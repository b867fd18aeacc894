import Foundation

/// The motion laws of scrolling, one axis at a time, as pure functions of time: UIKit's
/// deceleration, its rubber band and the spring that brings content back inside its limits.
///
/// Positions are content offsets in points, velocities in points per second, times in
/// seconds (the delegate's points per millisecond are converted where it is called).
enum ScrollPhysics {
    /// The rubber band's stiffness: Apple's constant in the widely quoted formula
    /// `(1 − 1 / (x·c/d + 1))·d`, which gives the distance shown for a finger `x` points past
    /// the edge of a view `d` points long.
    static let rubberBandCoefficient: Double = 0.55

    /// How far content dragged `overshoot` points past its edge is drawn past it, in a view
    /// `dimension` points long: almost all of it at first, never more than `dimension`.
    /// Symmetric for negative overshoots.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let shown = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// `offset` rubber-banded outside `low...high` (the rest limits of one axis).
    static func rubberBanded(_ offset: Double, low: Double, high: Double, dimension: Double) -> Double {
        if offset < low { return low + rubberBand(offset - low, dimension: dimension) }
        if offset > high { return high + rubberBand(offset - high, dimension: dimension) }
        return offset
    }

    // MARK: Deceleration

    /// The velocity decays by `rate` each millisecond: v(t) = v₀·rate^(1000·t). Integrated,
    /// the content travels v₀·(rate^(1000·t) − 1) / (1000·ln rate) and, in the limit,
    /// −v₀ / (1000·ln rate) points: about 499.5 × the velocity in points per millisecond at
    /// `.normal` (Apple's "Designing Fluid Interfaces", WWDC 2018, projects 499 by the
    /// discrete sum rate/(1 − rate)).
    static func decelerationDistance(velocity: Double, rate: Double) -> Double {
        guard let k = decayPerSecond(rate) else { return 0 }
        return velocity / k
    }

    /// The decay constant k in v(t) = v₀·e^(−k·t), per second, or nil for a rate that never
    /// slows (≥ 1) or stops at once (≤ 0).
    static func decayPerSecond(_ rate: Double) -> Double? {
        guard rate > 0, rate < 1, rate.isFinite else { return nil }
        return -log(rate) * millisecondsPerSecond
    }

    static let millisecondsPerSecond: Double = 1000

    /// The velocity that, decaying at `rate`, carries content from `start` exactly to
    /// `target`: how a target the delegate moved is honoured without a jump.
    static func velocity(toTravelFrom start: Double, to target: Double, rate: Double) -> Double {
        guard let k = decayPerSecond(rate) else { return 0 }
        return (target - start) * k
    }

    /// Position and velocity `t` seconds into a deceleration from `start` at `velocity`.
    static func decelerate(from start: Double, velocity: Double, rate: Double, after t: Double) -> (position: Double, velocity: Double) {
        guard let k = decayPerSecond(rate) else { return (start, 0) }
        let decay = exp(-k * t)
        return (start + velocity / k * (1 - decay), velocity * decay)
    }

    // MARK: Spring back

    /// The spring bringing content back inside its limits: critically damped (no
    /// oscillation, as iOS's bounce settles), with this angular frequency in radians per
    /// second, so a release 100 points out is back within half a point in about 0.6 s, as
    /// iOS's bounce-back looks.
    static let bounceAngularFrequency: Double = 12

    /// Position and velocity `t` seconds into a critically damped spring towards `anchor`,
    /// starting at `start` with `velocity`.
    static func spring(from start: Double, velocity: Double, to anchor: Double, after t: Double,
                       angularFrequency ω: Double = bounceAngularFrequency) -> (position: Double, velocity: Double) {
        let x0 = start - anchor
        let b = velocity + ω * x0
        let decay = exp(-ω * t)
        let x = (x0 + b * t) * decay
        let v = (b - ω * (x0 + b * t)) * decay
        return (anchor + x, v)
    }

    /// Within this distance (points) and speed (points per second) of its end, a motion is
    /// finished and snaps there: a tenth of a point is below any screen's pixel at rest.
    static let restDistance: Double = 0.1
    static let restSpeed: Double = 1

    // MARK: Paging

    /// The release speed (points per second) past which a paging scroll view turns to the
    /// next page in the fling's direction rather than the nearest one.
    static let pagingFlingSpeed: Double = 300

    /// The page offset a paging scroll view comes to rest on, released at `offset` with
    /// `velocity`, from the page it was on when the drag began (one page at most per drag,
    /// as UIKit pages).
    static func pageTarget(offset: Double, velocity: Double, startPage: Double, pageLength: Double,
                           low: Double, high: Double) -> Double {
        guard pageLength > 0 else { return min(max(offset, low), high) }
        var page = (offset / pageLength).rounded()
        if velocity > pagingFlingSpeed { page = (offset / pageLength).rounded(.up) }
        if velocity < -pagingFlingSpeed { page = (offset / pageLength).rounded(.down) }
        page = min(max(page, startPage - 1), startPage + 1)
        return min(max(page * pageLength, low), high)
    }
}
