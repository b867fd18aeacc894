import Foundation

/// Animations run together as one: each child's timing is in the group's time (a child's
/// `beginTime` of 0.5 starts half a second into the group), and the group's duration cuts
/// them off. The children's delegates are not told anything and their
/// `isRemovedOnCompletion` is not used; the group's are.
open class CAAnimationGroup: CAAnimation {
    /// The animations in the group, applied in order.
    open var animations: [CAAnimation]?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        // Children are copied too, so changing them after `add` changes nothing on screen.
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    @MainActor
    override func makeEvaluator(for layer: CALayer) -> AnimationEvaluator? {
        let children = (animations ?? []).compactMap { $0.makeEvaluator(for: layer) }
        return GroupAnimationEvaluator(group: self, children: children)
    }
}

/// A group's children, evaluated in the group's time.
@MainActor
struct GroupAnimationEvaluator: AnimationEvaluator {
    let group: CAAnimationGroup
    let children: [AnimationEvaluator]

    func apply(to state: inout LayerState, atParentTime parentTime: CFTimeInterval) {
        guard let position = group.position(atParentTime: parentTime) else { return }
        // The group's time within its pass (its timing function warps it), which is the
        // children's parent time.
        let childTime = position.progress * group.effectiveDuration
        for child in children { child.apply(to: &state, atParentTime: childTime) }
    }
}
