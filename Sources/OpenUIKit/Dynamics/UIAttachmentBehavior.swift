import Foundation

/// Links an item to a fixed point (its anchor) or to another item: rigidly at `length`, or
/// as a spring when `frequency` is above 0.
///
/// Each end is a point on the item, `offsetFromCenter` from its centre in the item's own
/// (turning) coordinates; an end off the centre makes the item swing.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the first item is attached to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items = 0
        /// A point in the reference view.
        case anchor = 1
    }

    private let first: UIDynamicItem
    private let second: UIDynamicItem?
    private let offsetA: UIOffset
    private let offsetB: UIOffset

    /// What the attachment links: two items, or an item and an anchor.
    public let attachedBehaviorType: AttachmentType

    /// Attaches the centre of `item` to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        first = item
        second = nil
        offsetA = offset
        offsetB = .zero
        attachedBehaviorType = .anchor
        anchorPoint = point
        super.init()
        length = CGFloat((UIAttachmentBehavior.worldPoint(of: item, offset: offset) - PhysicsVector(point)).length)
    }

    /// Attaches the centres of two items.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another.
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        first = item1
        second = item2
        offsetA = offset1
        offsetB = offset2
        attachedBehaviorType = .items
        anchorPoint = .zero
        super.init()
        length = CGFloat((UIAttachmentBehavior.worldPoint(of: item1, offset: offset1)
                          - UIAttachmentBehavior.worldPoint(of: item2, offset: offset2)).length)
    }

    /// The attached items: one for an anchor, two for items.
    open var items: [UIDynamicItem] { second.map { [first, $0] } ?? [first] }

    /// The anchor (in the reference view's coordinates); `.zero` for two items.
    open var anchorPoint: CGPoint {
        didSet {
            if !anchorPoint.x.isFinite || !anchorPoint.y.isFinite {
                Diagnostics.warn("UIAttachmentBehavior.anchorPoint must be finite, not \(anchorPoint); keeping \(oldValue)",
                                 once: "UIAttachmentBehavior.anchorPoint not finite")
                anchorPoint = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// The distance kept between the two ends, in points: their distance when the
    /// attachment was made, unless set.
    open var length: CGFloat = 0 {
        didSet {
            if !length.isFinite || length < 0 {
                Diagnostics.warn("UIAttachmentBehavior.length must be a finite distance of 0 or more, not \(length); keeping \(oldValue)",
                                 once: "UIAttachmentBehavior.length invalid")
                length = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// The spring's damping ratio (used when `frequency` is above 0): 0, none, by default;
    /// 1 is critical.
    open var damping: CGFloat = 0 {
        didSet {
            guard acceptFinite(damping, "damping") else {
                damping = oldValue
                return
            }
            wakeAnimator()
        }
    }

    /// The spring's frequency in hertz; 0 (the default) makes the link rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            guard acceptFinite(frequency, "frequency") else {
                frequency = oldValue
                return
            }
            wakeAnimator()
        }
    }

    private static func worldPoint(of item: UIDynamicItem, offset: UIOffset) -> PhysicsVector {
        let local = CGPoint(x: offset.horizontal, y: offset.vertical)
        let t = item.transform
        let turned = CGPoint(x: t.a * local.x + t.c * local.y, y: t.b * local.x + t.d * local.y)
        return PhysicsVector(x: Double(item.center.x + turned.x), y: Double(item.center.y + turned.y))
    }

    override var simulatedItems: [UIDynamicItem] { items }

    /// The link for this step.
    func joint(in animator: UIDynamicAnimator) -> PhysicsDistanceJoint? {
        guard let a = animator.body(for: first) else { return nil }
        let b: PhysicsBody
        let localB: PhysicsVector
        if let second {
            guard let body = animator.body(for: second) else { return nil }
            b = body
            // Offsets are from the item's centre, which for a group is not the body's origin.
            localB = body.itemCenterOffset + PhysicsVector(x: Double(offsetB.horizontal), y: Double(offsetB.vertical))
        } else {
            b = animator.anchorBody
            localB = PhysicsVector(anchorPoint)
        }
        return PhysicsDistanceJoint(a: a, b: b,
                                    localAnchorA: a.itemCenterOffset + PhysicsVector(x: Double(offsetA.horizontal), y: Double(offsetA.vertical)),
                                    localAnchorB: localB, length: Double(length),
                                    frequency: max(0, Double(frequency)), damping: max(0, Double(damping)))
    }
}
