import Foundation

/// The simulation behind a `UIDynamicAnimator`: bodies, fixed boundaries, links and springs,
/// stepped at a fixed rate.
///
/// A step (`step(dt:)`): the gathered forces change the velocities; the broad phase finds
/// the pairs whose boxes, grown by how far they can move this step, overlap; the narrow
/// phase makes a manifold for each pair closer than that (a speculative contact: a body
/// that would pass through another or a zero-thickness boundary within the step meets it
/// instead, which is the time-of-impact test); the solver runs sequential impulses on the
/// contacts and links; positions move; a position pass removes what overlap remains beyond
/// the slop; and each body's time at rest is counted.
///
/// Nothing here reads a clock or iterates a hashed collection, so the same inputs give the
/// same outputs bit for bit.
final class PhysicsWorld {
    // MARK: Tuning, with units

    /// Overlap the position pass leaves (points): resting contacts keep touching from one
    /// step to the next instead of separating and falling back. Penetration at rest stays
    /// within about this, under the 0.5 pt allowed.
    static let linearSlop = 0.2
    /// The fraction of the overlap beyond the slop that one position pass removes.
    static let positionCorrectionRate = 0.2
    /// The most one position pass moves a body (points), so a deep overlap comes apart
    /// over a few steps instead of in a jump.
    static let maximumCorrection = 8.0
    /// Approach speeds below this (points/s) do not bounce: a resting item under gravity
    /// hits its support at g·dt each step, and bouncing that would make it jitter.
    static let restitutionThreshold = 30.0
    /// A pair closer than this (points) counts as touching, for the collision delegate.
    static let contactReportDistance = 0.5
    /// Velocity iterations per step.
    static let velocityIterations = 12
    /// Position iterations per step.
    static let positionIterations = 4
    /// A body slower than this (points/s) and turning slower than `restAngularSpeed` counts
    /// as still.
    static let restLinearSpeed = 3.0
    /// Radians per second (about 2°/s).
    static let restAngularSpeed = 0.035
    /// How long every body must stay still before the world is at rest (seconds): longer
    /// than a bounce spends near its top, shorter than anyone waits for a settled pile.
    static let restDuration = 0.3
    /// The fastest a body may move (points/s) or turn (radians/s): beyond this the numbers
    /// mean nothing on a screen, and the solver's arithmetic loses precision.
    static let maximumSpeed = 100_000.0
    static let maximumAngularSpeed = 1_000.0

    /// Identifies a pair of bodies; boundaries have negative ids.
    struct PairKey: Hashable, Comparable {
        let a: Int
        let b: Int

        static func < (l: PairKey, r: PairKey) -> Bool { l.a != r.a ? l.a < r.a : l.b < r.b }
    }

    /// Identifies one pair of convex parts of a pair of bodies (compound bodies touch in
    /// several places): what warm starting matches from one step to the next.
    struct PartPairKey: Hashable {
        let pair: PairKey
        /// The part of the body with the lower id, and the other body's part.
        let partOfA: Int
        let partOfB: Int
    }

    /// A fixed segment items collide with, belonging to one collision group.
    struct Boundary {
        let body: PhysicsBody
        let group: Int
    }

    /// Pulls a body's centre to a point and its angle to 0: a snap behavior.
    struct Snap {
        let body: PhysicsBody
        let target: PhysicsVector
        /// Radians per second.
        let naturalFrequency: Double
        let dampingRatio: Double
    }

    /// The dynamic and anchored bodies, in a fixed order.
    var bodies: [PhysicsBody] = []
    var boundaries: [Boundary] = []
    var joints: [PhysicsDistanceJoint] = []
    var snaps: [Snap] = []
    /// Per body (by index in `bodies`): the collision groups it collides with other items in,
    /// and those whose boundaries it collides with.
    var itemGroups: [[Int]] = []
    var boundaryGroups: [[Int]] = []

    private var broadPhase = PhysicsBroadPhase()
    private var pairs: [(Int, Int)] = []
    private var margins: [Double] = []
    private(set) var contacts: [PhysicsContact] = []
    /// Last step's impulses by pair, for warm starting.
    private var impulseCache: [PartPairKey: [(PhysicsVector, Double, Double)]] = [:]
    /// Whether the last `step` had collisions to detect (false when no body is in a group).
    var collisionsEnabled = true

    /// The deepest overlap left after the last step's position pass (points, ≥ 0).
    private(set) var deepestPenetration = 0.0

    /// Whether every dynamic body has been still for `restDuration`.
    var isAtRest: Bool {
        bodies.allSatisfy { !$0.isDynamic || $0.restingTime >= PhysicsWorld.restDuration }
    }

    /// The pairs touching (or pushed apart) in the last step, in key order: one contact per
    /// pair of bodies, the first found, however many of their parts touch.
    func touchingContacts() -> [PhysicsContact] {
        var seen = Set<PairKey>()
        return contacts.filter { ($0.pushed || $0.manifold.minimumSeparation <= PhysicsWorld.contactReportDistance) && seen.insert($0.key).inserted }
            .sorted { $0.key < $1.key }
    }

    // MARK: The step

    func step(dt: Double) {
        integrateVelocities(dt: dt)
        for body in bodies { body.updateWorldGeometry() }
        findContacts(dt: dt)

        for joint in joints { joint.prepare(dt: dt) }
        for i in contacts.indices {
            contacts[i].prepare(dt: dt)
            contacts[i].warmStart()
        }
        for _ in 0..<PhysicsWorld.velocityIterations {
            for joint in joints { joint.solveVelocity() }
            for i in contacts.indices { contacts[i].solveVelocity() }
        }

        for contact in contacts where contact.pushed {
            contact.a.isConstrained = true
            contact.b.isConstrained = true
        }
        integratePositions(dt: dt)
        for contact in contacts { contact.applyBounceShift() }

        var deepest = 0.0
        for iteration in 0..<PhysicsWorld.positionIterations {
            var iterationDeepest = 0.0
            for contact in contacts { iterationDeepest = min(iterationDeepest, contact.solvePosition()) }
            for joint in joints { joint.solvePosition() }
            if iteration == PhysicsWorld.positionIterations - 1 { deepest = iterationDeepest }
        }
        deepestPenetration = -deepest

        storeImpulses()
        countRest(dt: dt)
        for body in bodies {
            body.force = .zero
            body.torque = 0
        }
    }

    private func integrateVelocities(dt: Double) {
        for body in bodies {
            body.isConstrained = body.forceVariesWithPosition
            body.forceVariesWithPosition = false
            guard body.isDynamic else {
                body.velocity = .zero
                body.angularVelocity = 0
                continue
            }
            let dv = (dt * body.inverseMass) * body.force
            body.forcedVelocityChange = dv
            body.velocity += dv
            body.angularVelocity += dt * body.inverseInertia * body.torque
            // Resistance as UIKit's: a damping rate per second, applied implicitly so any
            // value, however large, only slows the body.
            if body.resistance > 0 { body.velocity = (1 / (1 + dt * body.resistance)) * body.velocity }
            if body.angularResistance > 0 { body.angularVelocity /= 1 + dt * body.angularResistance }
            if body.inverseInertia == 0 { body.angularVelocity = 0 }
        }
        for snap in snaps where snap.body.isDynamic {
            // An implicit step of a damped spring: stable at any stiffness.
            let body = snap.body
            let k = snap.naturalFrequency * snap.naturalFrequency
            let c = 2 * snap.dampingRatio * snap.naturalFrequency
            let denominator = 1 + dt * c + dt * dt * k
            body.velocity = (1 / denominator) * (body.velocity + (dt * k) * (snap.target - body.position))
            if body.inverseInertia > 0 {
                let turn = remainder(body.angle, 2 * Double.pi)
                body.angularVelocity = (body.angularVelocity - dt * k * turn) / denominator
            }
            body.forcedVelocityChange = .zero
            body.isConstrained = true
        }
        for body in bodies where body.isDynamic {
            let speed = body.velocity.length
            if speed > PhysicsWorld.maximumSpeed {
                body.velocity = (PhysicsWorld.maximumSpeed / speed) * body.velocity
            }
            body.angularVelocity = max(-PhysicsWorld.maximumAngularSpeed, min(PhysicsWorld.maximumAngularSpeed, body.angularVelocity))
        }
    }

    private func findContacts(dt: Double) {
        contacts.removeAll(keepingCapacity: true)
        guard collisionsEnabled else { return }
        margins.removeAll(keepingCapacity: true)
        for body in bodies { margins.append(body.sweepDistance(dt: dt) + PhysicsWorld.linearSlop) }
        broadPhase.candidatePairs(bodies, margins: margins, into: &pairs)
        for (i, j) in pairs {
            let a = bodies[i], b = bodies[j]
            guard a.isDynamic || b.isDynamic, shareGroup(itemGroups[i], itemGroups[j]) else { continue }
            let margin = (a.velocity - b.velocity).length * dt
                + (abs(a.angularVelocity) * a.radius + abs(b.angularVelocity) * b.radius) * dt
                + PhysicsWorld.linearSlop
            collideParts(a, b, margin: margin, friction: (a.friction * b.friction).squareRoot(),
                         restitution: max(a.elasticity, b.elasticity))
        }
        guard !boundaries.isEmpty else { return }
        for (i, body) in bodies.enumerated() where body.isDynamic && !boundaryGroups[i].isEmpty {
            let m = margins[i]
            for boundary in boundaries where boundaryGroups[i].contains(boundary.group) {
                let wall = boundary.body
                guard wall.minX <= body.maxX + m, wall.maxX >= body.minX - m,
                      wall.minY <= body.maxY + m, wall.maxY >= body.minY - m else { continue }
                let margin = body.sweepDistance(dt: dt) + PhysicsWorld.linearSlop
                // A boundary has the material of what hits it.
                collideParts(body, wall, margin: margin, friction: body.friction, restitution: body.elasticity)
            }
        }
    }

    /// The narrow phase of one pair of bodies: a contact for each pair of their convex parts
    /// closer than `margin` points (one pair for two single items), the parts' boxes grown
    /// by the margin deciding which pairs are worth the separating-axis test.
    private func collideParts(_ a: PhysicsBody, _ b: PhysicsBody, margin: Double, friction: Double, restitution: Double) {
        let single = a.parts.count == 1 && b.parts.count == 1
        for i in a.parts.indices {
            for j in b.parts.indices {
                // Two single items passed the broad phase already: their boxes are the parts'.
                if !single {
                    let p = a.parts[i], q = b.parts[j]
                    guard q.minX <= p.maxX + margin, q.maxX >= p.minX - margin,
                          q.minY <= p.maxY + margin, q.maxY >= p.minY - margin else { continue }
                }
                guard let manifold = PhysicsManifold.collide(a, i, b, j, margin: margin, tolerance: 0.1 * PhysicsWorld.linearSlop) else { continue }
                addContact(a, i, b, j, manifold, friction: friction, restitution: restitution)
            }
        }
    }

    private func shareGroup(_ x: [Int], _ y: [Int]) -> Bool {
        for g in x where y.contains(g) { return true }
        return false
    }

    private func addContact(_ a: PhysicsBody, _ partA: Int, _ b: PhysicsBody, _ partB: Int, _ manifold: PhysicsManifold,
                            friction: Double, restitution: Double) {
        var manifold = manifold
        // Lower id first: a boundary (negative) first, then its item.
        let key = PairKey(a: min(a.id, b.id), b: max(a.id, b.id))
        let partKey = a.id < b.id ? PartPairKey(pair: key, partOfA: partA, partOfB: partB)
            : PartPairKey(pair: key, partOfA: partB, partOfB: partA)
        if let previous = impulseCache[partKey] {
            // Warm start: a point within a couple of points of last step's takes its impulses.
            for i in 0..<manifold.pointCount {
                var p = manifold.point(i)
                if let match = previous.first(where: { ($0.0 - p.position).lengthSquared < PhysicsWorld.warmStartMatchDistanceSquared }) {
                    p.normalImpulse = match.1
                    p.tangentImpulse = match.2
                    manifold.setPoint(i, p)
                }
            }
        }
        contacts.append(PhysicsContact(a: a, b: b, manifold: manifold, friction: friction, restitution: restitution,
                                       key: key, partKey: partKey))
    }

    /// A new contact point within this distance (points, squared) of last step's continues it.
    static let warmStartMatchDistanceSquared = 4.0

    private func storeImpulses() {
        impulseCache.removeAll(keepingCapacity: true)
        for contact in contacts {
            var points: [(PhysicsVector, Double, Double)] = []
            for i in 0..<contact.manifold.pointCount {
                let p = contact.manifold.point(i)
                // A bounce's impulse says nothing about the next step's resting contact.
                if contact.bounceShift > 0 { continue }
                points.append((p.position, p.normalImpulse, p.tangentImpulse))
            }
            if !points.isEmpty { impulseCache[contact.partKey] = points }
        }
    }

    private func integratePositions(dt: Double) {
        for body in bodies where body.isDynamic {
            if body.isConstrained {
                body.position += dt * body.velocity
            } else {
                // A free body under constant forces: the exact position after dt (the average
                // of the velocities before and after the forces), so a fall matches ½gt².
                body.position += dt * (body.velocity - 0.5 * body.forcedVelocityChange)
            }
            if body.angularVelocity != 0 { body.angle += dt * body.angularVelocity }
        }
    }

    private func countRest(dt: Double) {
        for body in bodies where body.isDynamic {
            if body.velocity.length < PhysicsWorld.restLinearSpeed, abs(body.angularVelocity) < PhysicsWorld.restAngularSpeed {
                body.restingTime += dt
            } else {
                body.restingTime = 0
            }
        }
    }

    /// Stops every body (at rest, the animator pauses with nothing moving).
    func stopAll() {
        for body in bodies {
            body.velocity = .zero
            body.angularVelocity = 0
        }
    }
}
