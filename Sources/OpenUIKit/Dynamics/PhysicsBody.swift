import Foundation

/// One rigid body of the simulation: a dynamic item's state (position of its centre, angle,
/// velocities), its shape and material, and the forces gathered for the current step.
///
/// A body's shape is one convex polygon for a single item, or several (a compound body,
/// the parts of a `UIDynamicItemGroup`), each already placed in the body's coordinates,
/// whose origin is then the parts' common centre of mass.
///
/// Mass follows UIKit's documented units: a 100 × 100 point item of density 1 has mass 1,
/// so a force of 100 (what a push of magnitude 1 applies) accelerates it at 100 points/s².
final class PhysicsBody {
    /// Square points of density-1 material per unit of mass.
    static let areaPerUnitMass = 10_000.0

    /// The body's place in the world's order: stable, so every step visits bodies in the
    /// same order and the simulation is deterministic.
    let id: Int

    /// One convex part of the body's shape, with where it is in the world this step.
    struct Part {
        /// The polygon, in the body's coordinates.
        let shape: PhysicsShape
        /// Its vertices and edge normals in world coordinates, and its bounding box: as of
        /// the start of the step (`updateWorldGeometry()`).
        var worldVertices: [PhysicsVector] = []
        var worldNormals: [PhysicsVector] = []
        var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0
    }

    /// The convex parts, in a fixed order (one for a single item).
    private(set) var parts: [Part]
    /// The distance from the body's origin to its farthest vertex, in points.
    private(set) var radius = 0.0
    /// Where the item's `center` is in the body's own coordinates: zero for a single item
    /// (its centre is the body's origin), the group's centre relative to the centre of
    /// mass for a group.
    var itemCenterOffset = PhysicsVector.zero

    var position: PhysicsVector
    /// Radians; with y down, positive turns clockwise on screen.
    var angle: Double {
        didSet { updateRotation() }
    }
    var velocity = PhysicsVector.zero
    /// Radians per second.
    var angularVelocity = 0.0

    // Material, from the item's dynamic item behaviors.
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    /// Electric charge, read by electric and magnetic fields only.
    var charge = 0.0
    private(set) var density = 1.0
    private(set) var isAnchored = false
    private(set) var allowsRotation = true

    private(set) var mass = 0.0
    private(set) var inverseMass = 0.0
    private(set) var inverseInertia = 0.0

    /// Forces (in mass · points/s²) and torque gathered for the coming step.
    var force = PhysicsVector.zero
    var torque = 0.0
    /// The velocity change the step's forces made, for the position update of a free body.
    var forcedVelocityChange = PhysicsVector.zero
    /// Whether a contact or joint acted on the body this step.
    var isConstrained = false
    /// Whether a force gathered for the coming step changes with the body's position (a
    /// spring or radial field): the step then moves the body with its new velocity
    /// (symplectic Euler), which keeps an oscillation's energy bounded, where the
    /// constant-force update would add energy every swing.
    var forceVariesWithPosition = false
    /// How long the body has been (nearly) still, in seconds.
    var restingTime = 0.0

    private(set) var cosAngle = 1.0
    private(set) var sinAngle = 0.0

    /// The bounding box of all the parts, as of the start of the step.
    private(set) var minX = 0.0, minY = 0.0, maxX = 0.0, maxY = 0.0

    init(id: Int, shape: PhysicsShape, position: PhysicsVector, angle: Double) {
        self.id = id
        self.parts = [Part(shape: shape)]
        self.position = position
        self.angle = angle
        updateRotation()
        updateShape()
    }

    /// A compound body of `shapes` (each placed in the body's coordinates).
    init(id: Int, shapes: [PhysicsShape], position: PhysicsVector, angle: Double) {
        self.id = id
        self.parts = shapes.map { Part(shape: $0) }
        self.position = position
        self.angle = angle
        updateRotation()
        updateShape()
    }

    /// A body that never moves: a collision boundary, or the anchor of an attachment.
    static func fixed(id: Int, shape: PhysicsShape) -> PhysicsBody {
        let body = PhysicsBody(id: id, shape: shape, position: .zero, angle: 0)
        body.isAnchored = true
        body.updateMass()
        return body
    }

    var isDynamic: Bool { inverseMass > 0 }

    func setShape(_ newShape: PhysicsShape) {
        setShapes([newShape])
    }

    func setShapes(_ shapes: [PhysicsShape]) {
        parts = shapes.map { Part(shape: $0) }
        updateShape()
    }

    private func updateShape() {
        radius = parts.reduce(0) { max($0, $1.shape.radius) }
        updateMass()
        updateWorldGeometry()
    }

    /// The total area of the parts, in square points.
    var area: Double { parts.reduce(0) { $0 + $1.shape.area } }

    func setMaterial(density: Double, isAnchored: Bool, allowsRotation: Bool) {
        guard density != self.density || isAnchored != self.isAnchored || allowsRotation != self.allowsRotation else { return }
        self.density = density
        self.isAnchored = isAnchored
        self.allowsRotation = allowsRotation
        updateMass()
    }

    private func updateRotation() {
        cosAngle = cos(angle)
        sinAngle = sin(angle)
    }

    private func updateMass() {
        // Each part's polar moment is about the body's origin already (see
        // `PhysicsShape.placed`), so the parts' moments simply add up.
        mass = density * area / PhysicsBody.areaPerUnitMass
        let inertia = density * parts.reduce(0) { $0 + $1.shape.polarMoment } / PhysicsBody.areaPerUnitMass
        if isAnchored || !(mass > 0) {
            inverseMass = 0
            inverseInertia = 0
        } else {
            inverseMass = 1 / mass
            inverseInertia = allowsRotation && inertia > 0 ? 1 / inertia : 0
        }
    }

    /// A point given in the body's own coordinates, in the world's.
    func worldPoint(_ local: PhysicsVector) -> PhysicsVector {
        position + local.rotated(cos: cosAngle, sin: sinAngle)
    }

    /// A world point in the body's own coordinates.
    func localPoint(_ world: PhysicsVector) -> PhysicsVector {
        (world - position).unrotated(cos: cosAngle, sin: sinAngle)
    }

    func worldVector(_ local: PhysicsVector) -> PhysicsVector { local.rotated(cos: cosAngle, sin: sinAngle) }
    func localVector(_ world: PhysicsVector) -> PhysicsVector { world.unrotated(cos: cosAngle, sin: sinAngle) }

    /// The velocity of the body's material at world point `p`.
    func velocity(at p: PhysicsVector) -> PhysicsVector {
        velocity + PhysicsVector.cross(angularVelocity, p - position)
    }

    func updateWorldGeometry() {
        var allLowX = Double.infinity, allLowY = Double.infinity, allHighX = -Double.infinity, allHighY = -Double.infinity
        for p in parts.indices {
            let shape = parts[p].shape
            let count = shape.vertices.count
            if parts[p].worldVertices.count != count {
                parts[p].worldVertices = Array(repeating: .zero, count: count)
                parts[p].worldNormals = Array(repeating: .zero, count: count)
            }
            var lowX = Double.infinity, lowY = Double.infinity, highX = -Double.infinity, highY = -Double.infinity
            for i in 0..<count {
                let v = worldPoint(shape.vertices[i])
                parts[p].worldVertices[i] = v
                parts[p].worldNormals[i] = worldVector(shape.normals[i])
                lowX = min(lowX, v.x); lowY = min(lowY, v.y)
                highX = max(highX, v.x); highY = max(highY, v.y)
            }
            parts[p].minX = lowX; parts[p].minY = lowY; parts[p].maxX = highX; parts[p].maxY = highY
            allLowX = min(allLowX, lowX); allLowY = min(allLowY, lowY)
            allHighX = max(allHighX, highX); allHighY = max(allHighY, highY)
        }
        minX = allLowX; minY = allLowY; maxX = allHighX; maxY = allHighY
    }

    /// How far any point of the body can move in `dt` seconds at its present velocities, in
    /// points: the margin within which a contact is made before the bodies touch.
    func sweepDistance(dt: Double) -> Double {
        (velocity.length + abs(angularVelocity) * radius) * dt
    }
}
