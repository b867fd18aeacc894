import Foundation

/// Measurements of quadratic and cubic Bézier curves: the points where they turn (for tight
/// bounds) and polylines close to them (for point-in-area tests).
enum BezierGeometry {
    // MARK: Extremes

    /// The parameters in (0, 1) where one coordinate of a cubic stops growing or shrinking:
    /// the roots of its derivative, a quadratic in t.
    static func cubicTurningParameters(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a·t² + b·t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        let scale = Swift.max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return roots }
        if abs(a) <= scale * 1e-12 {
            // Effectively a quadratic curve in this coordinate: one turning point at most.
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-b + root) / (2 * a))
                roots.append((-b - root) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// The parameter in (0, 1) where one coordinate of a quadratic turns, if it does.
    static func quadraticTurningParameter(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat? {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return nil }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? t : nil
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
                       y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y)
    }

    static func quadraticPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let w0 = u * u, w1 = 2 * u * t, w2 = t * t
        return CGPoint(x: w0 * p0.x + w1 * p1.x + w2 * p2.x, y: w0 * p0.y + w1 * p1.y + w2 * p2.y)
    }

    /// The points on a cubic, besides its ends, that can lie on its tight bounding box.
    static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let ts = cubicTurningParameters(p0.x, p1.x, p2.x, p3.x) + cubicTurningParameters(p0.y, p1.y, p2.y, p3.y)
        return ts.map { cubicPoint(p0, p1, p2, p3, at: $0) }
    }

    /// The points on a quadratic, besides its ends, that can lie on its tight bounding box.
    static func quadraticExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGPoint] {
        [quadraticTurningParameter(p0.x, p1.x, p2.x), quadraticTurningParameter(p0.y, p1.y, p2.y)]
            .compactMap { $0 }
            .map { quadraticPoint(p0, p1, p2, at: $0) }
    }

    // MARK: Flattening

    /// Points along a cubic (its start excluded, its end included) whose polyline stays
    /// within `tolerance` of the curve.
    static func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat) -> [CGPoint] {
        // A cubic departs from its chords by at most ¾·max|second difference|/n² for n equal
        // steps, so this many steps keeps the error within the tolerance.
        let d1 = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let d2 = hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y)
        let count = steps(forSecondDifference: 0.75 * Swift.max(d1, d2), tolerance: tolerance)
        return (1...count).map { cubicPoint(p0, p1, p2, p3, at: CGFloat($0) / CGFloat(count)) }
    }

    /// Points along a quadratic (its start excluded, its end included) within `tolerance`.
    static func flattenQuadratic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> [CGPoint] {
        let d = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        let count = steps(forSecondDifference: 0.25 * d, tolerance: tolerance)
        return (1...count).map { quadraticPoint(p0, p1, p2, at: CGFloat($0) / CGFloat(count)) }
    }

    private static func steps(forSecondDifference error: CGFloat, tolerance: CGFloat) -> Int {
        guard error.isFinite, tolerance > 0 else { return 1 }
        let n = (error / tolerance).squareRoot().rounded(.up)
        // The cap bounds the work for absurdly large curves; their error grows, nothing fails.
        return Int(Swift.min(Swift.max(n, 1), 1024))
    }

    // MARK: Winding

    /// How many times the closed polygon `vertices` winds around `point`: positive for
    /// turns in the direction of increasing angle. Edges are crossed with the half-open rule
    /// (an edge counts when it crosses the horizontal line through `point` upwards or
    /// downwards, its lower end included), so a shared vertex is counted once.
    static func windingNumber(of point: CGPoint, around vertices: [CGPoint]) -> Int {
        guard vertices.count > 1 else { return 0 }
        var winding = 0
        var previous = vertices[vertices.count - 1]
        for current in vertices {
            if previous.y <= point.y {
                if current.y > point.y, side(previous, current, point) > 0 { winding += 1 }
            } else if current.y <= point.y, side(previous, current, point) < 0 {
                winding -= 1
            }
            previous = current
        }
        return winding
    }

    /// Positive when `p` lies left of the line from `a` to `b` (in y-up terms), negative when
    /// right, zero when on it.
    private static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
