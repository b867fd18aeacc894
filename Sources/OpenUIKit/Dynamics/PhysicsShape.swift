import Foundation

/// A convex polygon in a body's own coordinates (the item's centre at the origin, before its
/// rotation), with positive signed area in y-down coordinates (clockwise as seen on screen,
/// which is the winding `UIBezierPath(rect:)` and `UIBezierPath(ovalIn:)` produce and what
/// UIKit's documentation calls counter-clockwise, in the y-up sense of Core Graphics' maths).
///
/// Every collision shape is one: rectangles exactly, ellipses as regular polygons of
/// `ellipseSides` sides, and convex bounding paths as their flattened vertices.
struct PhysicsShape {
    /// The vertices, in order.
    let vertices: [PhysicsVector]
    /// The outward unit normal of the edge from `vertices[i]` to `vertices[i + 1]`.
    let normals: [PhysicsVector]
    /// The area, in square points.
    let area: Double
    /// ∫ r² dA about the origin, in points⁴: times the density per square point, the moment of
    /// inertia about the item's centre.
    let polarMoment: Double
    /// The distance from the origin to the farthest vertex, in points.
    let radius: Double
    /// The centre of the area, in the shape's coordinates.
    let centroid: PhysicsVector

    /// Sides of the polygon that stands for an ellipse: the largest gap between the polygon
    /// and the true ellipse is r·(1 − cos(π/32)) ≈ 0.5 % of the radius (0.24 pt for a 100 pt
    /// circle), under the 0.5 pt that penetration at rest is allowed.
    static let ellipseSides = 32

    /// Vertices closer together than this (in points) are one vertex when a path is read.
    static let vertexWeldDistance = 1e-3

    private init(vertices: [PhysicsVector]) {
        self.vertices = vertices
        let count = vertices.count
        var normals: [PhysicsVector] = []
        normals.reserveCapacity(count)
        var doubleArea = 0.0
        var moment = 0.0
        var radius = 0.0
        var firstMoment = PhysicsVector.zero
        for i in 0..<count {
            let p = vertices[i]
            let q = vertices[(i + 1) % count]
            normals.append((q - p).rightPerpendicular.normalized)
            let c = p.cross(q)
            doubleArea += c
            moment += c * (p.dot(p) + p.dot(q) + q.dot(q))
            firstMoment += c * (p + q)
            radius = max(radius, p.length)
        }
        self.normals = normals
        area = doubleArea / 2
        polarMoment = moment / 12
        self.radius = radius
        // A segment has no area: its middle stands for its centre.
        centroid = doubleArea > 0 ? (1 / (3 * doubleArea)) * firstMoment
            : (count > 0 ? (1 / Double(count)) * vertices.reduce(PhysicsVector.zero, +) : .zero)
    }

    /// The same polygon turned by `rotation` radians about the origin and then moved by
    /// `offset`: a part of a compound body in the body's coordinates. Its `polarMoment` is
    /// then about the body's origin, which is the parallel-axis theorem worked out exactly
    /// (the moment about the part's own centroid plus its area times the centroid's distance
    /// squared).
    func placed(offset: PhysicsVector, rotation: Double) -> PhysicsShape {
        let c = cos(rotation), s = sin(rotation)
        return PhysicsShape(vertices: vertices.map { offset + $0.rotated(cos: c, sin: s) })
    }

    /// A `size.width` × `size.height` rectangle centred on the origin.
    static func rectangle(_ size: PhysicsVector) -> PhysicsShape {
        let hx = size.x / 2, hy = size.y / 2
        return PhysicsShape(vertices: [PhysicsVector(x: -hx, y: -hy), PhysicsVector(x: hx, y: -hy),
                                       PhysicsVector(x: hx, y: hy), PhysicsVector(x: -hx, y: hy)])
    }

    /// A zero-thickness segment from `a` to `b` (a boundary): a polygon of two vertices whose
    /// two "edges" face opposite ways, so the separating-axis test works on it unchanged.
    static func segment(_ a: PhysicsVector, _ b: PhysicsVector) -> PhysicsShape {
        PhysicsShape(vertices: [a, b])
    }

    /// The ellipse inscribed in a `size` rectangle centred on the origin, as a regular
    /// polygon of `ellipseSides` sides whose vertices lie on the ellipse.
    static func ellipse(_ size: PhysicsVector) -> PhysicsShape {
        let n = ellipseSides
        let vertices = (0..<n).map { i -> PhysicsVector in
            let t = 2 * Double.pi * Double(i) / Double(n)
            return PhysicsVector(x: size.x / 2 * cos(t), y: size.y / 2 * sin(t))
        }
        return PhysicsShape(vertices: vertices)
    }

    /// Why a path cannot be a collision shape.
    enum PathProblem: Equatable {
        case tooFewVertices
        case notConvex
        case clockwise
    }

    /// The convex polygon through `points` (a path's vertices in order, closed implicitly),
    /// or why it is not one.
    static func polygon(_ points: [PhysicsVector]) -> Result<PhysicsShape, PathProblemError> {
        var welded: [PhysicsVector] = []
        for p in points where welded.last.map({ ($0 - p).length > vertexWeldDistance }) ?? true {
            welded.append(p)
        }
        if let first = welded.first, let last = welded.last, welded.count > 1,
           (first - last).length <= vertexWeldDistance {
            welded.removeLast()
        }
        // Drop vertices in the middle of a straight edge: they add nothing but make the
        // convexity test see zero turns.
        var vertices: [PhysicsVector] = []
        let n = welded.count
        for i in 0..<n {
            let prev = welded[(i + n - 1) % n], p = welded[i], next = welded[(i + 1) % n]
            if abs((p - prev).cross(next - p)) > 1e-9 * max(1, (p - prev).length * (next - p).length) {
                vertices.append(p)
            }
        }
        guard vertices.count >= 3 else { return .failure(PathProblemError(problem: .tooFewVertices)) }
        var positive = 0, negative = 0
        let m = vertices.count
        for i in 0..<m {
            let turn = (vertices[(i + 1) % m] - vertices[i]).cross(vertices[(i + 2) % m] - vertices[(i + 1) % m])
            if turn > 0 { positive += 1 } else { negative += 1 }
        }
        if positive > 0 && negative > 0 { return .failure(PathProblemError(problem: .notConvex)) }
        let shape = PhysicsShape(vertices: vertices)
        // All turns one way but more than one full turn: a star, not a convex polygon.
        var winding = 0.0
        for i in 0..<m {
            let a = vertices[(i + 1) % m] - vertices[i], b = vertices[(i + 2) % m] - vertices[(i + 1) % m]
            winding += atan2(a.cross(b), a.dot(b))
        }
        if abs(winding) > 2 * Double.pi + 1e-6 { return .failure(PathProblemError(problem: .notConvex)) }
        if shape.area <= 0 { return .failure(PathProblemError(problem: .clockwise)) }
        return .success(shape)
    }

    /// `PathProblem` as an `Error`, for `Result`.
    struct PathProblemError: Error, Equatable {
        let problem: PathProblem
    }
}
