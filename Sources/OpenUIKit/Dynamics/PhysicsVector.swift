import Foundation

/// A 2-D vector in the physics engine's units: points, points per second, or impulses, in
/// the reference view's coordinates (y down). Plain `Double`s, so a step costs no `CGFloat`
/// conversions and gives the same bits on every run.
struct PhysicsVector: Equatable {
    var x: Double
    var y: Double

    static let zero = PhysicsVector(x: 0, y: 0)

    init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) {
        x = Double(point.x)
        y = Double(point.y)
    }

    init(_ vector: CGVector) {
        x = Double(vector.dx)
        y = Double(vector.dy)
    }

    var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    var cgVector: CGVector { CGVector(dx: x, dy: y) }

    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// The unit vector along this one, or zero for a vector too short to have a direction.
    var normalized: PhysicsVector {
        let l = length
        return l > 1e-12 ? PhysicsVector(x: x / l, y: y / l) : .zero
    }

    /// This vector turned a quarter turn: (y, −x), the outward normal of an edge along it in
    /// a polygon of positive signed area.
    var rightPerpendicular: PhysicsVector { PhysicsVector(x: y, y: -x) }

    static func + (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: PhysicsVector, b: PhysicsVector) -> PhysicsVector { PhysicsVector(x: a.x - b.x, y: a.y - b.y) }
    static prefix func - (a: PhysicsVector) -> PhysicsVector { PhysicsVector(x: -a.x, y: -a.y) }
    static func * (s: Double, a: PhysicsVector) -> PhysicsVector { PhysicsVector(x: s * a.x, y: s * a.y) }
    static func += (a: inout PhysicsVector, b: PhysicsVector) { a = a + b }
    static func -= (a: inout PhysicsVector, b: PhysicsVector) { a = a - b }

    func dot(_ b: PhysicsVector) -> Double { x * b.x + y * b.y }
    /// The z component of the 3-D cross product.
    func cross(_ b: PhysicsVector) -> Double { x * b.y - y * b.x }

    /// ω × r for an angular velocity ω about z: the velocity of a point at `r` from the centre.
    static func cross(_ w: Double, _ r: PhysicsVector) -> PhysicsVector { PhysicsVector(x: -w * r.y, y: w * r.x) }

    /// This vector turned by `angle` radians (with y down, a positive angle turns clockwise on
    /// screen, as `CGAffineTransform(rotationAngle:)` does).
    func rotated(cos c: Double, sin s: Double) -> PhysicsVector {
        PhysicsVector(x: c * x - s * y, y: s * x + c * y)
    }

    /// This vector turned back by the angle whose cosine and sine are given.
    func unrotated(cos c: Double, sin s: Double) -> PhysicsVector {
        PhysicsVector(x: c * x + s * y, y: -s * x + c * y)
    }
}
