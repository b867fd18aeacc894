import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1): the shape behind
/// `CAMediaTimingFunction`, `UICubicTimingParameters` and `UIView.AnimationCurve`.
///
/// The curve is parametric, (x(s), y(s)) for s in 0…1, with x the fraction of the duration
/// that has passed and y the fraction of the change applied. Evaluating it at a time fraction
/// t means finding the s where x(s) = t first. With both control points' x in 0…1, x(s) never
/// decreases, so there is exactly one such s: Newton's method finds it in a few steps from
/// s = t, and bisection takes over where Newton stalls (x'(s) near 0, which happens at an end
/// whose control point has x = 0 or 1).
///
/// Callers keep the control points' x in 0…1 (the initializer clamps them); y is free, so
/// curves that overshoot (y above 1 or below 0) work.
struct CubicTimingCurve: Hashable, Sendable {
    /// The first control point.
    let x1: Double
    let y1: Double
    /// The second control point.
    let x2: Double
    let y2: Double

    // The polynomial form of each coordinate, c·s + b·s² + a·s³ (Horner's rule evaluates it
    // with three multiplications).
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// Whether y(s) = x(s) for all s, so the curve is the identity and needs no solving.
    private let isIdentity: Bool

    /// Newton steps tried before falling back to bisection. From s = t the named curves
    /// converge in 3 to 5.
    private static let maximumNewtonSteps = 8
    /// A Newton step smaller than this (in s) ends the search: at the quadratic convergence
    /// Newton has near the root, the next step would be about its square.
    private static let parameterTolerance = 1e-12
    /// Below this |x'(s)| a Newton step is not trusted (it would jump far off).
    private static let minimumSlope = 1e-9

    /// A curve with control points (x1, y1) and (x2, y2); x1 and x2 are clamped to 0…1 and
    /// a non-finite coordinate is taken as the linear curve's.
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        let x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        let y1 = y1.isFinite ? y1 : 0
        let y2 = y2.isFinite ? y2 : 1
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
    }

    // MARK: Core Animation's named curves (their documented control points)

    /// Constant pace: (0, 0), (1, 1).
    static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Starts slowly: (0.42, 0), (1, 1).
    static let easeIn = CubicTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Ends slowly: (0, 0), (0.58, 1).
    static let easeOut = CubicTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Starts and ends slowly: (0.42, 0), (0.58, 1). UIKit's `.easeInOut`, the default curve
    /// of `UIView.animate`.
    static let easeInEaseOut = CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's default, used by its implicit animations: (0.25, 0.1), (0.25, 1).
    static let systemDefault = CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    // MARK: Evaluation

    /// The fraction of the change applied when `fraction` of the duration has passed;
    /// 0 before the start (and for NaN), 1 from the end on.
    func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        if isIdentity { return fraction }
        return sampleY(parameter(forFraction: fraction))
    }

    /// The slope of the curve at `fraction`: progress per unit of time fraction (divide by
    /// the duration for progress per second). What an interrupted animation hands on as its
    /// velocity. Where x'(s) vanishes the slope is the limit y''/x'' (0/0 at an end whose
    /// control points lie on the axis); it is infinite where the curve leaves an end
    /// vertically (control point x = 0 or 1 with y off the axis).
    func velocity(at fraction: Double) -> Double {
        if isIdentity { return 1 }
        let s = parameter(forFraction: min(max(fraction.isNaN ? 0 : fraction, 0), 1))
        let dx = sampleDerivativeX(s)
        let dy = sampleDerivativeY(s)
        if abs(dx) > Self.minimumSlope { return dy / dx }
        if abs(dy) > Self.minimumSlope { return dy > 0 ? .infinity : -.infinity }
        // Both first derivatives vanish (only possible at s = 0 or 1): the slope is the ratio
        // of the second derivatives there.
        let ddx = 6 * ax * s + 2 * bx
        let ddy = 6 * ay * s + 2 * by
        return abs(ddx) > Self.minimumSlope ? ddy / ddx : 1
    }

    /// The curve parameter s in 0…1 with x(s) = `fraction` (`fraction` in 0…1).
    func parameter(forFraction fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        var s = fraction
        for _ in 0..<Self.maximumNewtonSteps {
            let error = sampleX(s) - fraction
            if error == 0 { return s }
            let slope = sampleDerivativeX(s)
            guard abs(slope) > Self.minimumSlope else { break }
            let next = s - error / slope
            guard next >= 0, next <= 1 else { break }
            if abs(next - s) < Self.parameterTolerance { return next }
            s = next
        }
        // Bisection: x is non-decreasing on 0…1, so the root stays bracketed.
        var low = 0.0
        var high = 1.0
        while high - low > Self.parameterTolerance {
            let middle = (low + high) / 2
            if sampleX(middle) < fraction { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    private func sampleDerivativeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }
}
