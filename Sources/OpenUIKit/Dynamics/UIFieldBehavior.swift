import Foundation

/// A field of force over an area: gravity toward a point or along a direction, a spring,
/// drag, a vortex, electric and magnetic forces on charged items, noise, turbulence, or a
/// force the app computes. Make one with a class method (`radialGravityField(position:)`
/// and the rest), set `region`, `strength` and `falloff`, and add items.
///
/// Units follow the other behaviors' (a mass of 1 is a 100 × 100 point item of density 1):
/// - gravity fields: a strength of 1 accelerates at 1000 points/s², as `UIGravityBehavior`'s
///   magnitude 1 does, whatever the item's mass;
/// - a spring field of strength 1 swings a mass-1 item once a second (stiffness 4π² mass/s²);
/// - drag: strength 1 is a force of 1 mass · points/s² per point/s of speed;
/// - vortex, electric and noise fields: strength 1 is a force of 100 mass · points/s² (a
///   push of magnitude 1), times the item's `charge` for the electric field;
/// - magnetic and turbulence fields: 1 mass/s of strength per point/s of speed.
///
/// `falloff` weakens a field with distance from `position` as (distance / 100 pt)^−falloff,
/// distances under `minimumRadius` counting as `minimumRadius`.
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
    /// What the field does.
    enum Kind {
        case linearGravity, radialGravity, velocity, noise, turbulence, spring, drag, vortex, electric, magnetic
        case custom(UIFieldCustomEvaluator)
        /// A field made with `init()`: no force.
        case none
    }

    /// Acceleration of a gravity field of strength 1, in points/s²: `UIGravityBehavior`'s unit.
    static let gravityPerUnitStrength = 1000.0
    /// A spring field's stiffness at strength 1, in mass/s²: a mass-1 item swings once a second.
    static let springStiffnessPerUnitStrength = 4 * Double.pi * Double.pi
    /// Force per unit strength of vortex, electric and noise fields, in mass · points/s²
    /// (what a push of magnitude 1 applies).
    static let forcePerUnitStrength = 100.0
    /// Distance unit of `falloff`, in points: a field is as strong at 100 pt as with no falloff.
    static let falloffUnitDistance = 100.0
    /// `minimumRadius` unless set: very small but not zero, as UIKit documents, in points.
    static let defaultMinimumRadius: CGFloat = 0.01
    /// Noise lattice spacing at smoothness 0 and at smoothness 1, in points.
    static let noiseCellSizes = (rough: 20.0, smooth: 400.0)

    var kind: Kind = .none
    private var itemList: [UIDynamicItem] = []
    /// Seconds of simulation this field has run, for noise that changes over time.
    private var fieldTime = 0.0

    /// A field with no force of its own; use the class methods for the standard fields.
    public required override init() {
        super.init()
    }

    private static func make(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    // MARK: The fields

    /// Slows items down, more the faster they go (heavier items less).
    open class func dragField() -> Self { make(.drag) }

    /// Swirls items about `position`, clockwise on screen for a positive strength.
    open class func vortexField() -> Self { make(.vortex) }

    /// Pulls items toward `position` (pushes them away for a negative strength), whatever
    /// their mass.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction`, whose length scales the field, whatever their mass.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }

    /// Drives items toward the velocity `direction` (points/s) times `strength`.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }

    /// Random forces that vary smoothly over space and time: `smoothness` 0…1 from rough to
    /// smooth, `speed` how fast the pattern changes (changes per second).
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Like `noiseField(smoothness:animationSpeed:)`, but the forces grow with each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Pulls items toward `position` like a spring: harder the farther they are.
    open class func springField() -> Self { make(.spring) }

    /// Pushes items with a positive `charge` away from `position` and pulls negative ones in
    /// (the other way round for a negative strength).
    open class func electricField() -> Self { make(.electric) }

    /// Turns the paths of moving charged items, across their direction of travel.
    open class func magneticField() -> Self { make(.magnetic) }

    /// A field whose force the app computes for each item and step.
    open class func field(evaluationBlock block: @escaping UIFieldCustomEvaluator) -> Self { make(.custom(block)) }

    // MARK: Items

    /// Makes the field act on `item`.
    open func addItem(_ item: UIDynamicItem) {
        guard let updated = inserting(item, into: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }

    /// Stops the field acting on `item`.
    open func removeItem(_ item: UIDynamicItem) {
        guard let updated = removing(item, from: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }

    /// The items the field acts on.
    open var items: [UIDynamicItem] { itemList }

    // MARK: Settings

    /// The field's centre, in the reference view's coordinates; `region` is placed about it.
    open var position: CGPoint = .zero {
        didSet { if accept(position.x, position.y, "position") { wakeAnimator() } else { position = oldValue } }
    }

    /// Where the field acts, about `position`: everywhere (`UIRegion.infinite`) by default.
    open var region: UIRegion = .infinite { didSet { wakeAnimator() } }

    /// How strong the field is: 1 by default; negative reverses it.
    open var strength: CGFloat = 1 {
        didSet { if accept(strength, 0, "strength") { wakeAnimator() } else { strength = oldValue } }
    }

    /// How fast the field weakens with distance from `position`: 0 (the default) for a
    /// uniform field, 2 for an inverse-square one.
    open var falloff: CGFloat = 0 {
        didSet { if accept(falloff, 0, "falloff") { wakeAnimator() } else { falloff = oldValue } }
    }

    /// Distances from `position` under this count as this, in points (very small by default).
    open var minimumRadius: CGFloat = UIFieldBehavior.defaultMinimumRadius {
        didSet {
            if accept(minimumRadius, 0, "minimumRadius"), minimumRadius >= 0 { wakeAnimator() } else { minimumRadius = oldValue }
        }
    }

    /// The direction of linear gravity and velocity fields; others do not read it.
    open var direction: CGVector = .zero {
        didSet { if accept(direction.dx, direction.dy, "direction") { wakeAnimator() } else { direction = oldValue } }
    }

    /// How smooth noise and turbulence are, 0…1.
    open var smoothness: CGFloat = 0 {
        didSet {
            if accept(smoothness, 0, "smoothness") { smoothness = min(max(smoothness, 0), 1); wakeAnimator() } else { smoothness = oldValue }
        }
    }

    /// How many times a second noise and turbulence change their pattern.
    open var animationSpeed: CGFloat = 0 {
        didSet { if accept(animationSpeed, 0, "animationSpeed") { wakeAnimator() } else { animationSpeed = oldValue } }
    }

    private func accept(_ a: CGFloat, _ b: CGFloat, _ name: String) -> Bool {
        acceptFinite(a, name) && acceptFinite(b, name)
    }

    // MARK: The animator's side

    override var simulatedItems: [UIDynamicItem] { itemList }

    /// Fields that act on still items keep the animator awake only by moving them; noise
    /// changes with time, so it acts even on items at rest.
    override var hasPendingWork: Bool {
        if case .noise = kind { return strength != 0 && !itemList.isEmpty }
        return false
    }

    override func applyForces(in animator: UIDynamicAnimator, dt: Double) {
        fieldTime += dt
        let center = PhysicsVector(position)
        for item in itemList {
            guard let body = animator.body(for: item), body.isDynamic else { continue }
            let offset = body.position - center
            guard region.contains(offset.cgPoint) else { continue }
            let force = self.force(on: body, offset: offset, dt: dt)
            guard force.isFinite else { continue }
            body.force += force
            if variesWithPosition { body.forceVariesWithPosition = true }
        }
    }

    /// Whether the force changes as an item moves through the field (anything but uniform
    /// gravity, drag and a velocity field, or a custom field, which could be anything but is
    /// integrated as a steady force).
    private var variesWithPosition: Bool {
        switch kind {
        case .none, .drag, .velocity, .custom: return false
        case .linearGravity: return falloff != 0
        case .radialGravity, .spring, .vortex, .electric, .magnetic, .noise, .turbulence: return true
        }
    }

    /// The force (mass · points/s²) on `body`, `offset` from the field's position.
    func force(on body: PhysicsBody, offset: PhysicsVector, dt: Double) -> PhysicsVector {
        let s = Double(strength)
        let distance = max(offset.length, Double(minimumRadius))
        let weakening = falloff == 0 ? 1 : pow(distance / UIFieldBehavior.falloffUnitDistance, -Double(falloff))
        let outward = offset.normalized
        switch kind {
        case .none:
            return .zero
        case .linearGravity:
            return (body.mass * UIFieldBehavior.gravityPerUnitStrength * s * weakening) * PhysicsVector(direction)
        case .radialGravity:
            return (-body.mass * UIFieldBehavior.gravityPerUnitStrength * s * weakening) * outward
        case .velocity:
            // The force that reaches the target velocity in this step.
            let target = s * PhysicsVector(direction)
            return (body.mass / dt) * (target - body.velocity)
        case .spring:
            return (-UIFieldBehavior.springStiffnessPerUnitStrength * s * weakening) * offset
        case .drag:
            return (-s * weakening) * body.velocity
        case .vortex:
            // A quarter turn of the outward direction, clockwise on screen (y down).
            let tangent = PhysicsVector(x: -outward.y, y: outward.x)
            return (UIFieldBehavior.forcePerUnitStrength * s * weakening) * tangent
        case .electric:
            return (UIFieldBehavior.forcePerUnitStrength * s * body.charge * weakening) * outward
        case .magnetic:
            // q v × B with B out of the screen.
            let v = body.velocity
            return (s * body.charge * weakening) * PhysicsVector(x: v.y, y: -v.x)
        case .noise:
            let n = noise.vector(at: body.position, time: fieldTime * Double(animationSpeed))
            return (UIFieldBehavior.forcePerUnitStrength * s * weakening) * n
        case .turbulence:
            let n = noise.vector(at: body.position, time: fieldTime * Double(animationSpeed))
            return (s * body.velocity.length * weakening) * n
        case .custom(let evaluate):
            let result = evaluate(self, body.position.cgPoint, body.velocity.cgVector, CGFloat(body.mass), CGFloat(body.charge), dt)
            return PhysicsVector(result)
        }
    }

    private var noise: FieldNoise {
        let (rough, smooth) = UIFieldBehavior.noiseCellSizes
        return FieldNoise(cellSize: rough + (smooth - rough) * Double(smoothness))
    }
}

/// Computes a custom field's force on one item for one step: given the field, the item's
/// position (reference view coordinates) and velocity (points/s), its mass and charge, and the
/// step's length in seconds, returns a force in mass · points/s² (a mass of 1 is a 100 × 100
/// point item of density 1).
public typealias UIFieldCustomEvaluator = @MainActor (_ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector,
                                                      _ mass: CGFloat, _ charge: CGFloat, _ deltaTime: TimeInterval) -> CGVector
