import Foundation

/// Paths as the physics uses them: a collision bounding path's corners, a boundary path's
/// segments. Curves are flattened to within `flatness` points.
enum DynamicsPathReader {
    /// How far (points) a flattened curve may stray from the true one.
    static let flatness: CGFloat = 0.25

    /// The subpaths of `path` as polylines, each with whether it was closed.
    static func polylines(of path: CGPath) -> [(points: [CGPoint], closed: Bool)] {
        var result: [(points: [CGPoint], closed: Bool)] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if current.count > 1 || (closed && !current.isEmpty) { result.append((current, closed)) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .moveToPoint(let p):
                finish(closed: false)
                current = [p]
            case .addLineToPoint(let p):
                if current.isEmpty { current = [.zero] }
                current.append(p)
            case .addQuadCurveToPoint(let c, let p):
                let start = current.last ?? .zero
                if current.isEmpty { current = [start] }
                current += BezierGeometry.flattenQuadratic(start, c, p, tolerance: flatness)
            case .addCurveToPoint(let c1, let c2, let p):
                let start = current.last ?? .zero
                if current.isEmpty { current = [start] }
                current += BezierGeometry.flattenCubic(start, c1, c2, p, tolerance: flatness)
            case .closeSubpath:
                let first = current.first
                finish(closed: true)
                if let first { current = [first] }
            }
        }
        finish(closed: false)
        return result
    }

    /// The corners of the first subpath of `path`, in order.
    static func vertices(of path: CGPath) -> [PhysicsVector] {
        (polylines(of: path).first?.points ?? []).map(PhysicsVector.init)
    }

    /// Every straight piece of `path`, closed subpaths closed.
    static func segments(of path: CGPath) -> [(PhysicsVector, PhysicsVector)] {
        var segments: [(PhysicsVector, PhysicsVector)] = []
        for (points, closed) in polylines(of: path) {
            let vectors = points.map(PhysicsVector.init)
            for i in 0..<max(0, vectors.count - 1) where vectors[i] != vectors[i + 1] {
                segments.append((vectors[i], vectors[i + 1]))
            }
            if closed, let first = vectors.first, let last = vectors.last, first != last {
                segments.append((last, first))
            }
        }
        return segments
    }
}
