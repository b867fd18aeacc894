import Foundation

/// A force on its items: continuous (an acceleration for as long as the behavior is active)
/// or instantaneous (one kick, after which `active` turns false).
///
/// Units are UIKit's: a magnitude of 1.0 accelerates a 100 × 100 point item of density 1
/// at 100 points/s² (continuous), or changes its velocity by 100 points/s (instantaneous).
/// Heavier items (larger or denser) move proportionally less. A push aimed off the centre
/// (`setTargetOffsetFromCenter(_:for:)`) also turns the item.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    /// How a push applies its force.
    public enum Mode: Int, Sendable {
        /// A steady force while active.
        case continuous = 0
        /// One impulse; the behavior then turns inactive.
        case instantaneous = 1
    }

    /// The force of a push of magnitude 1, in mass · points/s² (mass 1 is a 100 × 100 point
    /// item of density 1).
    static let forcePerUnitMagnitude = 100.0

    private var itemList: [UIDynamicItem]
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// The items an instantaneous push still has to kick.
    private var pendingKicks: [ObjectIdentifier] = []

    /// The behavior's mode, fixed at creation.
    open private(set) var mode: Mode

    /// A push of `items` in `mode`, of magnitude 0 until one is set.
    public init(items: [UIDynamicItem], mode: Mode) {
        itemList = []
        self.mode = mode
        super.init()
        for item in items { addItem(item) }
    }

    /// Adds `item` to the items pushed.
    open func addItem(_ item: UIDynamicItem) {
        guard let updated = inserting(item, into: itemList) else { return }
        itemList = updated
        if mode == .instantaneous, active { pendingKicks.append(ObjectIdentifier(item)) }
        setNeedsSimulationUpdate()
    }

    /// Stops pushing `item`.
    open func removeItem(_ item: UIDynamicItem) {
        guard let updated = removing(item, from: itemList) else { return }
        itemList = updated
        offsets[ObjectIdentifier(item)] = nil
        pendingKicks.removeAll { $0 == ObjectIdentifier(item) }
        setNeedsSimulationUpdate()
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { itemList }

    /// Where on `item` the push acts, relative to its centre (unturned coordinates).
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Makes the push act on `item` at `o` from its centre, which also turns it.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        guard acceptFinite(o.horizontal, "targetOffsetFromCenter"), acceptFinite(o.vertical, "targetOffsetFromCenter") else { return }
        offsets[ObjectIdentifier(item)] = o
        wakeAnimator()
    }

    /// Whether the push acts. An instantaneous push turns inactive once it has kicked its
    /// items; setting it true again kicks them again.
    open var active = true {
        didSet {
            if active, !oldValue, mode == .instantaneous {
                pendingKicks = itemList.map { ObjectIdentifier($0) }
            }
            if active { wakeAnimator() }
        }
    }

    /// The push's direction and strength (zero by default); its length is `magnitude`, its
    /// direction `angle`.
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet {
            if !pushDirection.dx.isFinite || !pushDirection.dy.isFinite {
                Diagnostics.warn("UIPushBehavior.pushDirection must be finite, not \(pushDirection); keeping \(oldValue)",
                                 once: "UIPushBehavior.pushDirection not finite")
                pushDirection = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// The push's direction, in radians clockwise from the positive x axis.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The push's strength (see the type for the units).
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard acceptFinite(angle, "angle"), acceptFinite(magnitude, "magnitude") else { return }
        pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    override var simulatedItems: [UIDynamicItem] { itemList }

    override var hasPendingWork: Bool {
        mode == .instantaneous && active && !pendingKicks.isEmpty && pushDirection != CGVector(dx: 0, dy: 0)
    }

    override func applyForces(in animator: UIDynamicAnimator, dt: Double) {
        guard active else { return }
        let force = UIPushBehavior.forcePerUnitMagnitude * PhysicsVector(pushDirection)
        switch mode {
        case .continuous:
            for item in itemList {
                guard let body = animator.body(for: item), body.isDynamic else { continue }
                body.force += force
                body.torque += arm(for: item, body).cross(force)
            }
        case .instantaneous:
            guard !pendingKicks.isEmpty else { return }
            let kicked = pendingKicks
            pendingKicks.removeAll()
            for item in itemList where kicked.contains(ObjectIdentifier(item)) {
                guard let body = animator.body(for: item), body.isDynamic else { continue }
                body.velocity += body.inverseMass * force
                body.angularVelocity += body.inverseInertia * arm(for: item, body).cross(force)
                body.restingTime = 0
            }
            // As in UIKit: an instantaneous push is spent once applied.
            active = false
        }
    }

    /// The world vector from the body's centre of mass to where the push acts on `item`:
    /// the centre of mass itself unless an offset was set (then the offset is from the
    /// item's centre, which for a group is not its centre of mass).
    private func arm(for item: UIDynamicItem, _ body: PhysicsBody) -> PhysicsVector {
        guard let o = offsets[ObjectIdentifier(item)] else { return .zero }
        return body.worldVector(body.itemCenterOffset + PhysicsVector(x: Double(o.horizontal), y: Double(o.vertical)))
    }
}
