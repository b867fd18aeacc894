import Foundation

/// A value a Core Animation key path animates, in a form that interpolates: numbers, points,
/// sizes, rectangles and colours as vectors of components (interpolated component by
/// component, a colour in its RGBA components), transforms whole (interpolated as
/// `CGAffineTransform.interpolate` does, through their decomposition).
enum AnimatedValue: Equatable {
    case vector([Double])
    case transform(CGAffineTransform)

    /// The value `progress` of the way from `from` to `to` (progress may leave 0…1).
    static func interpolate(_ from: AnimatedValue, _ to: AnimatedValue, _ progress: Double) -> AnimatedValue {
        switch (from, to) {
        case let (.vector(a), .vector(b)) where a.count == b.count:
            return .vector(zip(a, b).map { $0 + ($1 - $0) * progress })
        case let (.transform(a), .transform(b)):
            return .transform(.interpolate(a, b, progress))
        default:
            return progress < 0.5 ? from : to
        }
    }

    /// The sum, as additive and cumulative animations and `byValue` add: component by
    /// component, or one transform after the other.
    static func + (lhs: AnimatedValue, rhs: AnimatedValue) -> AnimatedValue {
        switch (lhs, rhs) {
        case let (.vector(a), .vector(b)) where a.count == b.count: return .vector(zip(a, b).map(+))
        case let (.transform(a), .transform(b)): return .transform(b.concatenating(a))
        default: return lhs
        }
    }

    /// The difference: what added to `rhs` gives `lhs`.
    static func - (lhs: AnimatedValue, rhs: AnimatedValue) -> AnimatedValue {
        switch (lhs, rhs) {
        case let (.vector(a), .vector(b)) where a.count == b.count: return .vector(zip(a, b).map(-))
        case let (.transform(a), .transform(b)): return .transform(b.inverted().concatenating(a))
        default: return lhs
        }
    }

    /// The value added to itself `count` times (a cumulative animation's offset after
    /// `count` repetitions).
    func repeated(_ count: Int) -> AnimatedValue {
        switch self {
        case .vector(let a): return .vector(a.map { $0 * Double(count) })
        case .transform(let t):
            var result = CGAffineTransform.identity
            for _ in 0..<Swift.max(0, Swift.min(count, AnimatedValue.maximumCumulativeRepetitions)) { result = result.concatenating(t) }
            return .transform(result)
        }
    }

    /// The most repetitions a cumulative transform animation adds up; past this the layer
    /// would be far off any screen anyway.
    static let maximumCumulativeRepetitions = 10_000

    /// How far apart two values are, for paced keyframes: the Euclidean distance of their
    /// components (a transform's six coefficients).
    static func distance(_ a: AnimatedValue, _ b: AnimatedValue) -> Double {
        func components(_ v: AnimatedValue) -> [Double] {
            switch v {
            case .vector(let c): return c
            case .transform(let t): return [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0) }
            }
        }
        let x = components(a), y = components(b)
        guard x.count == y.count else { return 0 }
        return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }

    /// A point on the Catmull-Rom spline through `p1` and `p2` (with neighbours `p0` and
    /// `p3`), `t` of the way from `p1` to `p2`: Core Animation's cubic keyframes. Transforms
    /// interpolate linearly.
    static func catmullRom(_ p0: AnimatedValue, _ p1: AnimatedValue, _ p2: AnimatedValue, _ p3: AnimatedValue,
                           _ t: Double) -> AnimatedValue {
        guard case let .vector(a) = p0, case let .vector(b) = p1, case let .vector(c) = p2, case let .vector(d) = p3,
              a.count == b.count, b.count == c.count, c.count == d.count else {
            return interpolate(p1, p2, t)
        }
        let t2 = t * t, t3 = t2 * t
        return .vector((0..<b.count).map { i in
            0.5 * (2 * b[i] + (-a[i] + c[i]) * t + (2 * a[i] - 5 * b[i] + 4 * c[i] - d[i]) * t2
                + (-a[i] + 3 * b[i] - 3 * c[i] + d[i]) * t3)
        })
    }
}
