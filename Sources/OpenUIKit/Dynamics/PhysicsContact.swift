import Foundation

/// A contact constraint between two bodies for one step: their manifold, the combined
/// material, and the sequential-impulse solve (normal impulses never pull, friction is
/// bounded by the normal impulse times the friction coefficient).
struct PhysicsContact {
    let a: PhysicsBody
    let b: PhysicsBody
    var manifold: PhysicsManifold
    let friction: Double
    let restitution: Double
    /// Identifies the pair from one step to the next (warm starting, began/ended reports).
    let key: PhysicsWorld.PairKey
    /// Identifies the pair of parts touching here, for warm starting.
    let partKey: PhysicsWorld.PartPairKey
    /// The separation still to close after the step when the bodies bounced before
    /// touching (a speculative contact), in points; see `PhysicsWorld.step`.
    var bounceShift = 0.0

    private var tangent: PhysicsVector { manifold.normal.rightPerpendicular }

    /// Works out each point's effective masses and the normal velocity the solve aims for:
    /// a bounce of `restitution` times the approach speed once the bodies meet within the
    /// step (fast enough to bounce), else closing exactly the gap left (0 when touching).
    mutating func prepare(dt: Double) {
        let n = manifold.normal, t = tangent
        var bounced = false
        var smallestBouncingGap = Double.infinity
        for i in 0..<manifold.pointCount {
            var p = manifold.point(i)
            p.rA = p.position - a.position
            p.rB = p.position - b.position
            let rnA = p.rA.cross(n), rnB = p.rB.cross(n)
            let kNormal = a.inverseMass + b.inverseMass + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
            p.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = p.rA.cross(t), rtB = p.rB.cross(t)
            let kTangent = a.inverseMass + b.inverseMass + a.inverseInertia * rtA * rtA + b.inverseInertia * rtB * rtB
            p.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            let approach = -n.dot(b.velocity(at: p.position) - a.velocity(at: p.position))
            // The bounce reflects the approach speed the bodies had before this step's
            // forces, and the forces then act on the way out: reflecting the speed after
            // them would hand a falling item one step's gravity back on every bounce.
            let forced = -n.dot(b.forcedVelocityChange - a.forcedVelocityChange)
            let approachBefore = approach - forced
            let rebound = restitution * approachBefore - forced
            let bounces = restitution > 0 && approachBefore > PhysicsWorld.restitutionThreshold && rebound > 0
            if p.separation > 0 {
                if bounces, approach * dt > p.separation {
                    p.targetVelocity = rebound
                    bounced = true
                    smallestBouncingGap = min(smallestBouncingGap, p.separation)
                } else {
                    p.targetVelocity = -p.separation / dt
                }
            } else {
                p.targetVelocity = bounces ? rebound : 0
            }
            manifold.setPoint(i, p)
        }
        // A bounce aimed for over the whole step leaves the bodies apart by the gap they
        // had plus what they fly apart in the time they would have spent closing it: the
        // position pass closes (1 + e) · gap of it, so they part from where they met.
        bounceShift = bounced ? (1 + restitution) * smallestBouncingGap : 0
        if bounced || manifold.minimumSeparation <= PhysicsWorld.contactReportDistance {
            a.isConstrained = true
            b.isConstrained = true
        }
    }

    /// Applies the impulses carried over from the last step.
    func warmStart() {
        let n = manifold.normal, t = tangent
        for i in 0..<manifold.pointCount {
            let p = manifold.point(i)
            let impulse = p.normalImpulse * n + p.tangentImpulse * t
            apply(impulse, p)
        }
    }

    private func apply(_ impulse: PhysicsVector, _ p: PhysicsManifold.Point) {
        a.velocity -= a.inverseMass * impulse
        a.angularVelocity -= a.inverseInertia * p.rA.cross(impulse)
        b.velocity += b.inverseMass * impulse
        b.angularVelocity += b.inverseInertia * p.rB.cross(impulse)
    }

    mutating func solveVelocity() {
        let n = manifold.normal, t = tangent
        for i in 0..<manifold.pointCount {
            var p = manifold.point(i)
            // Friction first: the normal solve after it has the last word, so bodies do not
            // sink because of friction.
            let dv = (b.velocity + PhysicsVector.cross(b.angularVelocity, p.rB)) - (a.velocity + PhysicsVector.cross(a.angularVelocity, p.rA))
            let vt = dv.dot(t)
            let maxFriction = friction * p.normalImpulse
            let newTangent = max(-maxFriction, min(maxFriction, p.tangentImpulse - p.tangentMass * vt))
            let dt = newTangent - p.tangentImpulse
            p.tangentImpulse = newTangent
            apply(dt * t, p)

            let dv2 = (b.velocity + PhysicsVector.cross(b.angularVelocity, p.rB)) - (a.velocity + PhysicsVector.cross(a.angularVelocity, p.rA))
            let vn = dv2.dot(n)
            let newNormal = max(0, p.normalImpulse - p.normalMass * (vn - p.targetVelocity))
            let dn = newNormal - p.normalImpulse
            p.normalImpulse = newNormal
            apply(dn * n, p)
            manifold.setPoint(i, p)
        }
    }

    /// Whether any impulse pushed the bodies apart this step.
    var pushed: Bool {
        manifold.points.0.normalImpulse > 0 || (manifold.pointCount > 1 && manifold.points.1.normalImpulse > 0)
    }

    /// After the positions moved: closes a bounce's gap (see `bounceShift`).
    func applyBounceShift() {
        guard bounceShift > 0, pushed else { return }
        let total = a.inverseMass + b.inverseMass
        guard total > 0 else { return }
        let n = manifold.normal
        a.position += (bounceShift * a.inverseMass / total) * n
        b.position -= (bounceShift * b.inverseMass / total) * n
    }

    /// Pushes overlapping bodies apart at their new places (a fraction of the overlap beyond
    /// the slop each pass, so stacks settle without bouncing); returns the deepest
    /// separation found, in points.
    func solvePosition() -> Double {
        var deepest = 0.0
        for i in 0..<manifold.pointCount {
            let (n, point, separation) = manifold.currentGeometry(a, b, point: i)
            deepest = min(deepest, separation)
            let c = max(-PhysicsWorld.maximumCorrection,
                        min(0, PhysicsWorld.positionCorrectionRate * (separation + PhysicsWorld.linearSlop)))
            guard c < 0 else { continue }
            let rA = point - a.position, rB = point - b.position
            let rnA = rA.cross(n), rnB = rB.cross(n)
            let k = a.inverseMass + b.inverseMass + a.inverseInertia * rnA * rnA + b.inverseInertia * rnB * rnB
            guard k > 0 else { continue }
            let p = (-c / k) * n
            a.position -= a.inverseMass * p
            a.angle -= a.inverseInertia * rA.cross(p)
            b.position += b.inverseMass * p
            b.angle += b.inverseInertia * rB.cross(p)
        }
        return deepest
    }
}
