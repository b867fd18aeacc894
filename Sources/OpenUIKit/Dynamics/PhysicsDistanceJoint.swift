import Foundation

/// Keeps two points (one on each body, or one on a body and one fixed in the world) at a
/// distance: rigidly, or as a damped spring of `frequency` hertz and damping ratio `damping`.
/// What an attachment behavior is.
final class PhysicsDistanceJoint {
    let a: PhysicsBody
    /// The other body; for an anchor, a fixed body at the world's origin, so the anchor is
    /// `localAnchorB` in world coordinates.
    let b: PhysicsBody
    var localAnchorA: PhysicsVector
    var localAnchorB: PhysicsVector
    /// Points.
    var length: Double
    /// Hertz; 0 for a rigid link.
    var frequency: Double
    /// The damping ratio of the spring (1 is critical).
    var damping: Double

    private var u = PhysicsVector.zero
    private var rA = PhysicsVector.zero
    private var rB = PhysicsVector.zero
    private var mass = 0.0
    private var bias = 0.0
    private var gamma = 0.0
    private var impulse = 0.0

    init(a: PhysicsBody, b: PhysicsBody, localAnchorA: PhysicsVector, localAnchorB: PhysicsVector,
         length: Double, frequency: Double, damping: Double) {
        self.a = a
        self.b = b
        self.localAnchorA = localAnchorA
        self.localAnchorB = localAnchorB
        self.length = length
        self.frequency = frequency
        self.damping = damping
    }

    var isSoft: Bool { frequency > 0 }

    func prepare(dt: Double) {
        rA = a.worldVector(localAnchorA)
        rB = b.worldVector(localAnchorB)
        let d = (b.position + rB) - (a.position + rA)
        let current = d.length
        u = current > PhysicsWorld.linearSlop ? (1 / current) * d : .zero
        let crA = rA.cross(u), crB = rB.cross(u)
        var inverseK = a.inverseMass + a.inverseInertia * crA * crA + b.inverseMass + b.inverseInertia * crB * crB
        impulse = 0
        gamma = 0
        bias = 0
        if isSoft, inverseK > 0 {
            let effectiveMass = 1 / inverseK
            let omega = 2 * Double.pi * frequency
            let c = 2 * effectiveMass * damping * omega
            let k = effectiveMass * omega * omega
            let g = dt * (c + dt * k)
            gamma = g > 0 ? 1 / g : 0
            bias = (current - length) * dt * k * gamma
            inverseK += gamma
        }
        mass = inverseK > 0 ? 1 / inverseK : 0
        a.isConstrained = true
        b.isConstrained = true
    }

    func solveVelocity() {
        let vA = a.velocity + PhysicsVector.cross(a.angularVelocity, rA)
        let vB = b.velocity + PhysicsVector.cross(b.angularVelocity, rB)
        let cdot = u.dot(vB - vA)
        let lambda = -mass * (cdot + bias + gamma * impulse)
        impulse += lambda
        let p = lambda * u
        a.velocity -= a.inverseMass * p
        a.angularVelocity -= a.inverseInertia * rA.cross(p)
        b.velocity += b.inverseMass * p
        b.angularVelocity += b.inverseInertia * rB.cross(p)
    }

    /// Moves a rigid link's bodies back to its length; returns the error left, in points.
    @discardableResult
    func solvePosition() -> Double {
        guard !isSoft else { return 0 }
        let rA = a.worldVector(localAnchorA), rB = b.worldVector(localAnchorB)
        let d = (b.position + rB) - (a.position + rA)
        let current = d.length
        guard current > 1e-9 else { return 0 }
        let n = (1 / current) * d
        let c = max(-PhysicsWorld.maximumCorrection, min(PhysicsWorld.maximumCorrection, current - length))
        let crA = rA.cross(n), crB = rB.cross(n)
        let k = a.inverseMass + a.inverseInertia * crA * crA + b.inverseMass + b.inverseInertia * crB * crB
        guard k > 0 else { return abs(c) }
        let p = (-c / k) * n
        a.position -= a.inverseMass * p
        a.angle -= a.inverseInertia * rA.cross(p)
        b.position += b.inverseMass * p
        b.angle += b.inverseInertia * rB.cross(p)
        return abs(c)
    }
}
