import Foundation

/// A physical rule for some dynamic items, added to a `UIDynamicAnimator`: the base of
/// gravity, collisions, pushes and the rest, and of composite behaviors of the app's own.
///
/// A composite behavior is a subclass that adds the built-in behaviors as children
/// (`addChildBehavior(_:)`) and adds the whole tree to an animator at once:
///
/// ```swift
/// final class CardBehavior: UIDynamicBehavior {
///     let collisions = UICollisionBehavior()
///     let bounce = UIDynamicItemBehavior()
///     override init() {
///         super.init()
///         collisions.translatesReferenceBoundsIntoBoundary = true
///         bounce.elasticity = 0.8
///         addChildBehavior(collisions)
///         addChildBehavior(bounce)
///     }
/// }
/// ```
///
/// A behavior's `action` runs after every step of the simulation the behavior is part of,
/// parents before their children, in the order the behaviors were added; an action may add
/// and remove behaviors (a push removing itself once it has pushed), which takes effect
/// from the next step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    private weak var parent: UIDynamicBehavior?
    /// The animator the behavior's tree is in.
    private weak var animator: UIDynamicAnimator?

    /// A behavior with no children and no action.
    public override init() {
        super.init()
    }

    /// Adds `behavior` (and its children) to this behavior's tree. A behavior already in
    /// another tree or animator, or an ancestor of this one, is refused with a warning.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        var ancestor: UIDynamicBehavior? = self
        while let a = ancestor {
            if a === behavior {
                Diagnostics.warn("a UIDynamicBehavior cannot be its own child or descendant; addChildBehavior ignored",
                                 once: "UIDynamicBehavior.addChildBehavior cycle")
                return
            }
            ancestor = a.parent
        }
        guard behavior.parent == nil, behavior.animator == nil else {
            Diagnostics.warn("a UIDynamicBehavior can be in one place only: remove \(type(of: behavior)) from its parent or animator before adding it as a child",
                             once: "UIDynamicBehavior.addChildBehavior twice")
            return
        }
        children.append(behavior)
        behavior.parent = self
        if let animator {
            behavior.move(to: animator)
            animator.behaviorsDidChange()
        }
    }

    /// Takes `behavior` (and its children) out of this behavior's tree.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parent = nil
        if let animator {
            behavior.move(to: nil)
            animator.behaviorsDidChange()
        }
    }

    /// The behaviors added with `addChildBehavior(_:)`, in that order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Run after every step of the simulation while the behavior is in an animator.
    open var action: (() -> Void)?

    /// Called when the behavior (or a behavior above it) is added to an animator, with the
    /// animator, and when it is removed, with nil; `dynamicAnimator` is still the old value.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The animator the behavior is in (through its parent, for a child), or nil.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    // MARK: The animator's side

    /// Tells this behavior and its descendants, parents first, that they move to `newAnimator`.
    func move(to newAnimator: UIDynamicAnimator?) {
        willMove(to: newAnimator)
        animator = newAnimator
        for child in children { child.move(to: newAnimator) }
    }

    /// This behavior and its descendants, parents first.
    func appendTree(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in children { child.appendTree(to: &list) }
    }

    /// The items this behavior puts into the simulation (its own, not its children's).
    var simulatedItems: [UIDynamicItem] { [] }

    /// Adds this behavior's forces (and velocity changes) for one step of `dt` seconds.
    func applyForces(in animator: UIDynamicAnimator, dt: Double) {}

    /// Whether the behavior still has something to do even with every item still (an
    /// instantaneous push not yet applied): the animator does not pause meanwhile.
    var hasPendingWork: Bool { false }

    /// Something the simulation reads changed: the animator rebuilds its world and wakes.
    func setNeedsSimulationUpdate() {
        animator?.behaviorsDidChange()
    }

    /// Something that moves items changed (a force, a target): the animator wakes.
    func wakeAnimator() {
        animator?.wake()
    }

    /// `items` with `item` appended unless it is there already (then nil). The caller
    /// stores the result and then calls `setNeedsSimulationUpdate()`: the animator reads
    /// the items again at once, so the list must not be in the middle of a change then.
    func inserting(_ item: UIDynamicItem, into items: [UIDynamicItem]) -> [UIDynamicItem]? {
        guard !items.contains(where: { $0 === item }) else { return nil }
        return items + [item]
    }

    /// `items` without `item`, or nil when it was not there (see `inserting`).
    func removing(_ item: UIDynamicItem, from items: [UIDynamicItem]) -> [UIDynamicItem]? {
        guard let index = items.firstIndex(where: { $0 === item }) else { return nil }
        var copy = items
        copy.remove(at: index)
        return copy
    }

    /// Whether `value` is a finite number; otherwise warns once about `name`.
    func acceptFinite(_ value: CGFloat, _ name: String) -> Bool {
        if value.isFinite { return true }
        Diagnostics.warn("\(type(of: self)).\(name) must be a finite number, not \(value); the value is ignored",
                         once: "\(type(of: self)).\(name) not finite")
        return false
    }
}
