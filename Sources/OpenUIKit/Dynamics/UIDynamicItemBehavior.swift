import Foundation

/// The physical properties of its items (elasticity, friction, density, resistance, …)
/// and a way to give them velocity: most often, the velocity a pan ended with.
///
/// ```swift
/// case .ended:
///     itemBehavior.addLinearVelocity(pan.velocity(in: view), for: card)
/// ```
///
/// An item in several dynamic item behaviors takes each property from the one added last.
/// An item in none has the defaults: elasticity 0, friction 0, density 1, no resistance,
/// free to turn, not anchored.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList: [UIDynamicItem]
    /// Velocities added before the item's body existed (before the behavior joined an
    /// animator), applied when it does.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// Properties for `items`.
    public init(items: [UIDynamicItem]) {
        itemList = []
        super.init()
        for item in items { addItem(item) }
    }

    /// Properties for no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// Gives `item` this behavior's properties.
    open func addItem(_ item: UIDynamicItem) {
        guard let updated = inserting(item, into: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }
    /// Takes `item` out of this behavior.
    open func removeItem(_ item: UIDynamicItem) {
        guard let updated = removing(item, from: itemList) else { return }
        itemList = updated
        pendingLinear[ObjectIdentifier(item)] = nil
        pendingAngular[ObjectIdentifier(item)] = nil
        setNeedsSimulationUpdate()
    }
    /// The items with this behavior's properties.
    open var items: [UIDynamicItem] { itemList }

    /// How much of the approach speed a collision gives back: 0 (the default) for none,
    /// 1 for a fully elastic bounce. Values above 1 are taken as 1, so no collision gains energy.
    open var elasticity: CGFloat = 0 { didSet { elasticity = accepted(elasticity, oldValue, "elasticity", range: 0...1) } }
    /// The friction coefficient when items slide against each other or a boundary: 0 (the
    /// default) for none, 1 for strong friction, more for stronger. Two items' coefficients
    /// combine as their geometric mean.
    open var friction: CGFloat = 0 { didSet { friction = accepted(friction, oldValue, "friction", range: 0...CGFloat.greatestFiniteMagnitude) } }
    /// Relative density (1 by default): with the item's area, its mass (a 100 × 100 point
    /// item of density 1 has mass 1).
    open var density: CGFloat = 1 { didSet { density = accepted(density, oldValue, "density", range: CGFloat.leastNormalMagnitude...CGFloat.greatestFiniteMagnitude) } }
    /// Linear damping, per second: 0 (the default) for none; the larger, the sooner a
    /// moving item stops.
    open var resistance: CGFloat = 0 { didSet { resistance = accepted(resistance, oldValue, "resistance", range: 0...CGFloat.greatestFiniteMagnitude) } }
    /// Angular damping, per second: 0 (the default) for none.
    open var angularResistance: CGFloat = 0 { didSet { angularResistance = accepted(angularResistance, oldValue, "angularResistance", range: 0...CGFloat.greatestFiniteMagnitude) } }
    /// Electric charge, for electric and magnetic fields (`UIFieldBehavior`): 0 (the default)
    /// for none; the sign says which way a field moves the items.
    open var charge: CGFloat = 0 { didSet { charge = accepted(charge, oldValue, "charge", range: -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude) } }
    /// Whether the items stay where they are (still colliding, as fixed obstacles).
    open var isAnchored = false { didSet { setNeedsSimulationUpdate() } }
    /// Whether the items may turn (true by default).
    open var allowsRotation = true { didSet { setNeedsSimulationUpdate() } }

    /// `value` if it is finite and in `range`; else the old value (not finite) or the
    /// nearest in range, with a warning.
    private func accepted(_ value: CGFloat, _ old: CGFloat, _ name: String, range: ClosedRange<CGFloat>) -> CGFloat {
        setNeedsSimulationUpdate()
        if !value.isFinite {
            Diagnostics.warn("UIDynamicItemBehavior.\(name) must be a finite number, not \(value); keeping \(old)",
                             once: "UIDynamicItemBehavior.\(name) not finite")
            return old
        }
        if !range.contains(value) {
            let clamped = min(max(value, range.lowerBound), range.upperBound)
            Diagnostics.warn("UIDynamicItemBehavior.\(name) of \(value) is taken as \(clamped) (its range is \(range.lowerBound) to \(range.upperBound))",
                             once: "UIDynamicItemBehavior.\(name) out of range")
            return clamped
        }
        return value
    }

    // MARK: Velocity

    /// Adds `velocity` (points per second) to `item`'s, which must be one of this
    /// behavior's items.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard itemList.contains(where: { $0 === item }) else {
            Diagnostics.warn("addLinearVelocity(_:for:) was given an item that is not in the UIDynamicItemBehavior; add the item first",
                             once: "UIDynamicItemBehavior.addLinearVelocity unknown item")
            return
        }
        guard velocity.x.isFinite, velocity.y.isFinite else {
            Diagnostics.warn("UIDynamicItemBehavior.addLinearVelocity was given \(velocity); a velocity must be finite, and this one is ignored",
                             once: "UIDynamicItemBehavior.addLinearVelocity not finite")
            return
        }
        if let animator = dynamicAnimator, let body = animator.body(for: item) {
            body.velocity += PhysicsVector(velocity)
            animator.wake()
        } else {
            let old = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
    }

    /// `item`'s velocity, in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.body(for: item) { return body.velocity.cgPoint }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians per second, clockwise on screen) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard itemList.contains(where: { $0 === item }) else {
            Diagnostics.warn("addAngularVelocity(_:for:) was given an item that is not in the UIDynamicItemBehavior; add the item first",
                             once: "UIDynamicItemBehavior.addAngularVelocity unknown item")
            return
        }
        guard velocity.isFinite else {
            Diagnostics.warn("UIDynamicItemBehavior.addAngularVelocity was given \(velocity); an angular velocity must be finite, and this one is ignored",
                             once: "UIDynamicItemBehavior.addAngularVelocity not finite")
            return
        }
        if let animator = dynamicAnimator, let body = animator.body(for: item) {
            body.angularVelocity += Double(velocity)
            animator.wake()
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
    }

    /// `item`'s angular velocity, in radians per second.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        if let body = dynamicAnimator?.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    // MARK: The animator's side

    override var simulatedItems: [UIDynamicItem] { itemList }

    func applyMaterial(to body: PhysicsBody) {
        body.elasticity = Double(elasticity)
        body.friction = Double(friction)
        body.resistance = Double(resistance)
        body.angularResistance = Double(angularResistance)
        body.charge = Double(charge)
        body.setMaterial(density: Double(density), isAnchored: isAnchored, allowsRotation: allowsRotation)
    }

    static func applyDefaultMaterial(to body: PhysicsBody) {
        body.elasticity = 0
        body.friction = 0
        body.resistance = 0
        body.angularResistance = 0
        body.charge = 0
        body.setMaterial(density: 1, isAnchored: false, allowsRotation: true)
    }

    /// Gives the bodies now in `animator` the velocities added before they were.
    func applyPendingVelocities(in animator: UIDynamicAnimator) {
        for item in itemList {
            let key = ObjectIdentifier(item)
            guard pendingLinear[key] != nil || pendingAngular[key] != nil, let body = animator.body(for: item) else { continue }
            if let v = pendingLinear.removeValue(forKey: key) { body.velocity += PhysicsVector(v) }
            if let w = pendingAngular.removeValue(forKey: key) { body.angularVelocity += Double(w) }
        }
    }
}
