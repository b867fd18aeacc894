import Foundation

/// Pulls one item to a point, as a damped spring, and turns it upright: it arrives, swings
/// past a little (less the higher `damping`) and settles.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    /// The spring's natural frequency, in hertz: an item arrives in about a quarter of a
    /// second and has settled within a second at the default damping.
    static let springFrequency = 1.5
    /// The damping ratio at `damping` 0 (maximum oscillation): still below 1, so a snap
    /// always settles.
    static let dampingRatioRange: ClosedRange<Double> = 0.1...1.0

    private let item: UIDynamicItem

    /// A snap of `item` to `point` (in the reference view's coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
        if !point.x.isFinite || !point.y.isFinite {
            Diagnostics.warn("UISnapBehavior's snap point must be finite, not \(point); the item snaps to its centre instead",
                             once: "UISnapBehavior.snapPoint not finite")
            snapPoint = item.center
        }
    }

    /// Where the item goes.
    open var snapPoint: CGPoint {
        didSet {
            if !snapPoint.x.isFinite || !snapPoint.y.isFinite {
                Diagnostics.warn("UISnapBehavior.snapPoint must be finite, not \(snapPoint); keeping \(oldValue)",
                                 once: "UISnapBehavior.snapPoint not finite")
                snapPoint = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// How little the item swings at the end: from 0.0 (the most) to 1.0 (none). 0.5 by
    /// default.
    open var damping: CGFloat = 0.5 {
        didSet {
            guard acceptFinite(damping, "damping") else {
                damping = oldValue
                return
            }
            wakeAnimator()
        }
    }

    override var simulatedItems: [UIDynamicItem] { [item] }

    /// The spring for this step.
    func snap(in animator: UIDynamicAnimator) -> PhysicsWorld.Snap? {
        guard let body = animator.body(for: item) else { return nil }
        let range = UISnapBehavior.dampingRatioRange
        let ratio = range.lowerBound + (range.upperBound - range.lowerBound) * min(1, max(0, Double(damping)))
        // The item's centre goes to the snap point (the body's origin is a group's centre of
        // mass, not its centre); the spring ends with the body unturned.
        return PhysicsWorld.Snap(body: body, target: PhysicsVector(snapPoint) - body.worldVector(body.itemCenterOffset),
                                 naturalFrequency: 2 * Double.pi * UISnapBehavior.springFrequency,
                                 dampingRatio: ratio)
    }
}
