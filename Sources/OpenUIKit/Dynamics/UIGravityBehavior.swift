import Foundation

/// A constant acceleration for its items, whatever their mass: a magnitude of 1.0 is
/// 1000 points/s², UIKit's standard gravity, straight down by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit's unit of gravity, in points/s² per unit of magnitude.
    static let accelerationPerUnitMagnitude: CGFloat = 1000

    private var itemList: [UIDynamicItem]

    /// Gravity for `items`.
    public init(items: [UIDynamicItem]) {
        itemList = []
        super.init()
        for item in items { addItem(item) }
    }

    /// Gravity for no items yet.
    public convenience override init() {
        self.init(items: [])
    }

    /// Makes gravity act on `item`.
    open func addItem(_ item: UIDynamicItem) {
        guard let updated = inserting(item, into: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }
    /// Stops gravity acting on `item`.
    open func removeItem(_ item: UIDynamicItem) {
        guard let updated = removing(item, from: itemList) else { return }
        itemList = updated
        setNeedsSimulationUpdate()
    }
    /// The items gravity acts on.
    open var items: [UIDynamicItem] { itemList }

    /// The direction and strength of gravity: (0, 1), down at 1000 points/s², by default.
    /// Its length is `magnitude`, its direction `angle`.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            if !gravityDirection.dx.isFinite || !gravityDirection.dy.isFinite {
                Diagnostics.warn("UIGravityBehavior.gravityDirection must be finite, not \(gravityDirection); keeping \(oldValue)",
                                 once: "UIGravityBehavior.gravityDirection not finite")
                gravityDirection = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// The direction of gravity, in radians clockwise from the positive x axis (π/2, down,
    /// by default).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength of gravity: 1.0 is 1000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets the direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard acceptFinite(angle, "angle"), acceptFinite(magnitude, "magnitude") else { return }
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    override var simulatedItems: [UIDynamicItem] { itemList }

    override func applyForces(in animator: UIDynamicAnimator, dt: Double) {
        let g = Double(UIGravityBehavior.accelerationPerUnitMagnitude) * PhysicsVector(gravityDirection)
        for item in itemList {
            guard let body = animator.body(for: item), body.isDynamic else { continue }
            body.force += body.mass * g
        }
    }
}
