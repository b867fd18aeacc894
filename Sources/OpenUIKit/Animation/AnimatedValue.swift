import Foundation

/// A value a Core Animation key path animates, in a form that interpolates: numbers, points,
/// sizes, rectangles and colours as vectors of components (interpolated component by
/// component, a colour in its RGBA components), transforms whole (interpolated as
/// `CGAffineTransform.interpolate` does, through their decomposition), paths point by point
/// when they are made of the same kinds of elements (as Core Animation animates a shape
/// layer's `path`).
enum AnimatedValue: Equatable {
    case vector([Double])
    case transform(CGAffineTransform)
    /// A transform that is not affine (a turn out of the plane, a perspective); interpolated
    /// as `CATransform3D.interpolate` does.
    case transform3D(CATransform3D)
    case path(CGPath)

    /// The value as a 4×4 transform, for the transform cases.
    var transform3DValue: CATransform3D? {
        switch self {
        case .transform(let t): return CATransform3DMakeAffineTransform(t)
        case .transform3D(let t): return t
        default: return nil
        }
    }

    /// A transform value: affine ones keep the affine case (and its interpolation).
    static func transformValue(_ t: CATransform3D) -> AnimatedValue {
        LayerState.isNearlyAffine(t) ? .transform(CATransform3DGetAffineTransform(t)) : .transform3D(t)
    }

    /// The value `progress` of the way from `from` to `to` (progress may leave 0…1).
    static func interpolate(_ from: AnimatedValue, _ to: AnimatedValue, _ progress: Double) -> AnimatedValue {
        switch (from, to) {
        case let (.vector(a), .vector(b)) where a.count == b.count:
            return .vector(zip(a, b).map { $0 + ($1 - $0) * progress })
        case let (.transform(a), .transform(b)):
            return .transform(.interpolate(a, b, progress))
        case (.transform, .transform3D), (.transform3D, .transform), (.transform3D, .transform3D):
            return .transformValue(CATransform3D.interpolate(from.transform3DValue!, to.transform3DValue!, progress))
        case let (.path(a), .path(b)):
            // Paths of different shapes have no in-between (Core Animation's result is
            // undefined): the nearer one shows.
            return AnimatedValue.interpolatePaths(a, b, progress).map(AnimatedValue.path) ?? (progress < 0.5 ? from : to)
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
        case (.transform, .transform3D), (.transform3D, .transform), (.transform3D, .transform3D):
            return .transformValue(CATransform3DConcat(rhs.transform3DValue!, lhs.transform3DValue!))
        default: return lhs
        }
    }

    /// The difference: what added to `rhs` gives `lhs`.
    static func - (lhs: AnimatedValue, rhs: AnimatedValue) -> AnimatedValue {
        switch (lhs, rhs) {
        case let (.vector(a), .vector(b)) where a.count == b.count: return .vector(zip(a, b).map(-))
        case let (.transform(a), .transform(b)): return .transform(b.inverted().concatenating(a))
        case (.transform, .transform3D), (.transform3D, .transform), (.transform3D, .transform3D):
            return .transformValue(CATransform3DConcat(CATransform3DInvert(rhs.transform3DValue!), lhs.transform3DValue!))
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
        case .transform3D(let t):
            var result = CATransform3D.identity
            for _ in 0..<Swift.max(0, Swift.min(count, AnimatedValue.maximumCumulativeRepetitions)) { result = CATransform3DConcat(result, t) }
            return .transformValue(result)
        case .path:
            // Paths do not add up: a cumulative path animation repeats the same shapes.
            return self
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
            case .transform3D(let t): return t.rows.flatMap { $0.map { Double($0) } }
            case .path(let p): return p.elements.flatMap(\.points).flatMap { [Double($0.x), Double($0.y)] }
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

extension AnimatedValue {
    /// The path `progress` of the way from `a` to `b`, each point moved along the line
    /// between its two places; nil when the paths' elements differ in number or kind.
    static func interpolatePaths(_ a: CGPath, _ b: CGPath, _ progress: Double) -> CGPath? {
        guard a.elements.count == b.elements.count else { return nil }
        let t = CGFloat(progress)
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var elements: [CGPath.Element] = []
        elements.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.moveToPoint(p), .moveToPoint(q)): elements.append(.moveToPoint(mix(p, q)))
            case let (.addLineToPoint(p), .addLineToPoint(q)): elements.append(.addLineToPoint(mix(p, q)))
            case let (.addQuadCurveToPoint(c, p), .addQuadCurveToPoint(d, q)):
                elements.append(.addQuadCurveToPoint(control: mix(c, d), to: mix(p, q)))
            case let (.addCurveToPoint(c1, c2, p), .addCurveToPoint(d1, d2, q)):
                elements.append(.addCurveToPoint(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
            case (.closeSubpath, .closeSubpath): elements.append(.closeSubpath)
            default: return nil
            }
        }
        return CGPath(elements: elements)
    }
}
