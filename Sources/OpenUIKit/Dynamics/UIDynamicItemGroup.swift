import Foundation

/// Several dynamic items that move as one rigid body: add the group to behaviors instead of
/// its items.
///
/// ```swift
/// let dumbbell = UIDynamicItemGroup(items: [leftWeight, rightWeight])
/// animator.addBehavior(UIGravityBehavior(items: [dumbbell]))
/// let collisions = UICollisionBehavior(items: [dumbbell])
/// collisions.translatesReferenceBoundsIntoBoundary = true
/// animator.addBehavior(collisions)
/// ```
///
/// The items keep where they are relative to each other: the animator simulates one body
/// whose shape is all the items' collision shapes together (each item's rectangle, ellipse
/// or path, where the item is and turned as it is when the group is made) and whose mass is
/// theirs together, turning about their common centre of mass; at each step it sets the
/// group's `center` and `transform`, which place every item.
///
/// As UIKit documents, the group's attributes come from its items: `bounds` is the size of
/// the rectangle enclosing the items (at the origin), and `center` is that rectangle's
/// centre when the group is made. The items are fixed at initialization. A group cannot
/// contain another group, an item belongs to one group at a time, and a group is not used
/// together with its own items: the animator reports each of these once and leaves the
/// offending group or item out. The group's `collisionBoundsType` is the protocol's
/// `.rectangle`, but it is not what the group collides as: collisions use its items' shapes.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// One item and where it sits in the group, as of the group's making.
    struct Member {
        let item: UIDynamicItem
        /// The item's centre relative to the group's centre, before the group turns.
        let offset: CGPoint
        /// The item's own transform when the group was made (a group turns it further).
        let transform: CGAffineTransform
    }

    /// The items and where they sit, in the order given.
    let members: [Member]
    private var groupCenter: CGPoint
    private var groupTransform = CGAffineTransform.identity

    /// A group of `items`, which keep their present places relative to each other. A
    /// `UIDynamicItemGroup` among them is reported and left out (a group cannot contain
    /// groups), as is an item given twice.
    public init(items: [UIDynamicItem]) {
        var kept: [UIDynamicItem] = []
        for item in items {
            if item is UIDynamicItemGroup {
                Diagnostics.warn("a UIDynamicItemGroup cannot contain another UIDynamicItemGroup; the inner group is left out (group its items instead)",
                                 once: "UIDynamicItemGroup nested group")
                continue
            }
            if kept.contains(where: { $0 === item }) {
                Diagnostics.warn("a \(type(of: item)) was given to a UIDynamicItemGroup twice; it is in the group once",
                                 once: "UIDynamicItemGroup item twice \(type(of: item))")
                continue
            }
            kept.append(item)
        }
        let enclosing = UIDynamicItemGroup.enclosingRect(of: kept)
        groupCenter = CGPoint(x: enclosing.midX, y: enclosing.midY)
        members = kept.map { item in
            Member(item: item, offset: CGPoint(x: item.center.x - enclosing.midX, y: item.center.y - enclosing.midY),
                   transform: item.transform)
        }
        super.init()
    }

    /// The items in the group, in the order given.
    open var items: [UIDynamicItem] { members.map(\.item) }

    /// The group's centre: the centre of the rectangle enclosing its items when it was made,
    /// moved and turned with the group since. Setting it moves every item with it.
    open var center: CGPoint {
        get { groupCenter }
        set {
            groupCenter = newValue
            placeItems()
        }
    }

    /// The size of the rectangle enclosing the items (their frames: each item's bounds,
    /// turned as the item is, about its centre), at the origin.
    open var bounds: CGRect {
        CGRect(origin: .zero, size: UIDynamicItemGroup.enclosingRect(of: items).size)
    }

    /// The group's turn: setting it turns every item about the group's centre (an item
    /// turned when the group was made keeps that turn on top).
    open var transform: CGAffineTransform {
        get { groupTransform }
        set {
            groupTransform = newValue
            placeItems()
        }
    }

    /// Puts each item where the group's centre and transform say.
    private func placeItems() {
        let t = groupTransform
        for member in members {
            let o = member.offset
            let center = CGPoint(x: groupCenter.x + t.a * o.x + t.c * o.y + t.tx,
                                 y: groupCenter.y + t.b * o.x + t.d * o.y + t.ty)
            if member.item.center != center { member.item.center = center }
            let turned = member.transform.concatenating(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
            if member.item.transform != turned { member.item.transform = turned }
        }
    }

    /// The rectangle enclosing `items`' frames, in their coordinates (zero for no items).
    static func enclosingRect(of items: [UIDynamicItem]) -> CGRect {
        var result: CGRect?
        for item in items {
            let size = item.bounds.size
            let frame = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
                .applying(item.transform)
                .offsetBy(dx: item.center.x, dy: item.center.y)
            result = result.map { $0.union(frame) } ?? frame
        }
        return result ?? .zero
    }
}
