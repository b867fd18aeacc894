import Foundation

/// Items and groups as bodies: a single item is one convex shape about its centre, a
/// `UIDynamicItemGroup` one compound body of its items' shapes about their centre of mass.
extension UIDynamicAnimator {
    /// The views `item` stands for: itself, a group's item views, or none (an object of the
    /// app's).
    static func views(of item: UIDynamicItem) -> [UIView] {
        if let group = item as? UIDynamicItemGroup { return group.items.compactMap { $0 as? UIView } }
        return (item as? UIView).map { [$0] } ?? []
    }

    /// The collision shapes of `item` in its body's coordinates, and where the item's centre
    /// is in them; nil (with a warning) for a group without items.
    ///
    /// A single item's body is centred on the item. A group's items are placed where they
    /// sit in the group (their offsets from the group's centre, turned as they were when the
    /// group was made), and then all moved so that their common centroid (each part's
    /// centroid weighted by its area: the centre of mass, at one density) is the origin, the
    /// point the group turns about.
    static func shapes(of item: UIDynamicItem) -> (shapes: [PhysicsShape], centerOffset: PhysicsVector)? {
        guard let group = item as? UIDynamicItemGroup else { return ([shape(of: item)], .zero) }
        guard !group.members.isEmpty else {
            Diagnostics.warn("a UIDynamicItemGroup with no items has no shape or mass to simulate; it is left out",
                             once: "UIDynamicAnimator empty UIDynamicItemGroup")
            return nil
        }
        let parts = group.members.map { member -> (PhysicsShape, PhysicsVector, Double) in
            let angle = atan2(Double(member.transform.b), Double(member.transform.a))
            return (shape(of: member.item), PhysicsVector(member.offset), angle.isFinite ? angle : 0)
        }
        var weighted = PhysicsVector.zero
        var area = 0.0
        for (shape, offset, angle) in parts {
            let placed = shape.placed(offset: offset, rotation: angle)
            weighted += placed.area * placed.centroid
            area += placed.area
        }
        let centreOfMass = area > 0 ? (1 / area) * weighted : .zero
        let shapes = parts.map { shape, offset, angle in shape.placed(offset: offset - centreOfMass, rotation: angle) }
        return (shapes, -centreOfMass)
    }

    /// `ordered` (the items the behaviors simulate, each once) without what breaks UIKit's
    /// rules for groups, each reported once: a group sharing an item with a group before it
    /// is left out (an item belongs to one group), and an item simulated on its own while
    /// its group is simulated too is left out (it moves with its group only).
    static func applyingGroupRules(to ordered: [UIDynamicItem]) -> [UIDynamicItem] {
        guard ordered.contains(where: { $0 is UIDynamicItemGroup }) else { return ordered }
        var grouped = Set<ObjectIdentifier>()
        var keptGroups = Set<ObjectIdentifier>()
        for case let group as UIDynamicItemGroup in ordered {
            let members = group.items.map { ObjectIdentifier($0) }
            if let shared = group.items.first(where: { grouped.contains(ObjectIdentifier($0)) }) {
                Diagnostics.warn("a \(type(of: shared)) is in two UIDynamicItemGroups simulated by one animator; an item can be in one group only, so the later group is left out",
                                 once: "UIDynamicAnimator item in two groups \(type(of: shared))")
                continue
            }
            grouped.formUnion(members)
            keptGroups.insert(ObjectIdentifier(group))
        }
        return ordered.filter { item in
            if item is UIDynamicItemGroup { return keptGroups.contains(ObjectIdentifier(item)) }
            guard grouped.contains(ObjectIdentifier(item)) else { return true }
            Diagnostics.warn("a \(type(of: item)) was added to a dynamic behavior while its UIDynamicItemGroup is simulated too; an item of a group moves only with its group, so the item on its own is left out (add the group instead)",
                             once: "UIDynamicAnimator item with its group \(type(of: item))")
            return false
        }
    }
}
