import Foundation

/// One action a recognizer calls: a weakly held target's method, or a closure.
///
/// A class, not a struct: firing walks the list on every state change, and copying a value
/// with a weak reference in it costs a runtime call, where a class reference is one retain.
@MainActor
final class GestureAction {
    /// Identifies a closure action for `removeAction(_:)`.
    let id: Int
    /// The target, for target-action pairs; nil for closures (and for released targets).
    weak var target: AnyObject?
    /// Whether the action was added with a target (so a nil `target` means it was released).
    let hasTarget: Bool
    /// Whether the method takes the recognizer (`(Target) -> (Recognizer) -> Void`) or
    /// nothing (`(Target) -> () -> Void`); Swift functions have no identity, so removal
    /// matches an action by its target and this shape.
    let takesRecognizer: Bool
    /// The selector, for actions added as one; removal by selector matches it (`Selector`
    /// explains what makes two equal).
    let selector: Selector?
    let perform: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(id: Int, target: AnyObject?, hasTarget: Bool, takesRecognizer: Bool, selector: Selector? = nil,
         perform: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) {
        self.id = id
        self.target = target
        self.hasTarget = hasTarget
        self.takesRecognizer = takesRecognizer
        self.selector = selector
        self.perform = perform
    }
}

extension UIGestureRecognizer {
    /// Identifies an action added with `addAction(_:)`, to remove it later.
    public struct ActionIdentifier: Hashable, Sendable {
        let value: Int
    }

    /// A recognizer that calls `action` on `target` (held weakly) as it recognizes.
    /// The Linux form of `init(target: self, action: #selector(Target.method(_:)))`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls a method without arguments on `target` (held weakly).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `handler` (held strongly) as it recognizes.
    public convenience init(handler: @escaping @MainActor (Self) -> Void) {
        self.init()
        addAction(handler)
    }

    // The wrappers below downcast without checking: `fireActions` hands each action the
    // recognizer it was added to (of type `Self`) and the target it was added with (of type
    // `Target`), and never anything else. An action runs on every change of a continuous
    // gesture, and a checked cast there is a runtime call. Debug builds still check.

    /// Adds a target-action pair; the recognizer holds `target` weakly.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        appendAction(target: target, takesRecognizer: true) { target, recognizer in
            guard let target else { return }
            action(unsafeDowncast(target, to: Target.self))(unsafeDowncast(recognizer, to: Self.self))
        }
    }

    /// Adds a target and a method of it that takes no arguments.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        appendAction(target: target, takesRecognizer: false) { target, _ in
            guard let target else { return }
            action(unsafeDowncast(target, to: Target.self))()
        }
    }

    /// Adds a target and a selector; the recognizer holds `target` weakly and passes itself as
    /// the method's argument. A target of the wrong class, or a method whose parameter does
    /// not accept this recognizer, is skipped with one warning when the action fires
    /// (`Selector`). A target that is not an object cannot be held and is not added.
    public func addTarget(_ target: Any, action: Selector) {
        guard let object = Selector.targetObject(target) else {
            Diagnostics.warn("a gesture recognizer's target for \(action) is a \(type(of: target)), not an object; it was not added",
                             once: "UIGestureRecognizer.addTarget non-object \(type(of: target))")
            return
        }
        let binding = GestureSelectorBinding(action)
        appendAction(target: object, takesRecognizer: true, selector: action) { target, recognizer in
            guard let target else { return }
            binding.perform(on: target, sender: recognizer, keeping: !recognizer.state.isFinal)
        }
    }

    /// Adds a closure action, held strongly (mind reference cycles through the view).
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (Self) -> Void) -> ActionIdentifier {
        appendAction(target: nil, takesRecognizer: true) { _, recognizer in
            handler(unsafeDowncast(recognizer, to: Self.self))
        }
    }

    /// Removes a closure action.
    public func removeAction(_ identifier: ActionIdentifier) {
        var remaining = actions.detached()
        remaining.removeAll { $0.id == identifier.value }
        actions = remaining
    }

    /// Removes target-action pairs: pass `nil` as the action for all of `target`'s, and `nil`
    /// as the target too for every action, closures included.
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        var remaining = actions.detached()
        remaining.removeAll { entry in
            guard let target else { return true }
            return entry.hasTarget && entry.target === target
        }
        actions = remaining
    }

    /// Removes selector actions: those of `target` (nil: of every target) whose selector equals
    /// `action` (nil: whatever their selector). With both nil, every action goes, closures
    /// included. Selectors compare by class and parameter type (see `Selector`).
    public func removeTarget(_ target: Any?, action: Selector?) {
        guard target != nil || action != nil else { return removeTarget(nil, action: nil as Never?) }
        let object = target.flatMap(Selector.targetObject)
        if target != nil, object == nil { return }
        var remaining = actions.detached()
        remaining.removeAll { entry in
            guard entry.hasTarget else { return false }
            if let object, entry.target !== object { return false }
            guard let action else { return true }
            return entry.selector == action
        }
        actions = remaining
    }

    /// Removes `target`'s actions that take the recognizer. Swift functions cannot be
    /// compared, so every such action of `target` goes, whichever method it names.
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (Self) -> Void) {
        removeActions(of: target, takingRecognizer: true)
    }

    /// Removes `target`'s actions that take no arguments (all of them; see above).
    public func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        removeActions(of: target, takingRecognizer: false)
    }

    /// Calls every action whose target is still alive, in the order they were added, and
    /// forgets those whose target is gone.
    func fireActions() {
        // One pass: the actions whose target is gone are skipped, and forgotten afterwards.
        var anyTargetGone = false
        for action in actions {
            if action.hasTarget {
                guard let target = action.target else {
                    anyTargetGone = true
                    continue
                }
                action.perform(target, self)
            } else {
                action.perform(nil, self)
            }
        }
        // Rarely true: filtering only then keeps firing free of the filter's work.
        if anyTargetGone {
            // Through a local copy (`detached()`): `actions` is read on every state change.
            var remaining = actions.detached()
            remaining.removeAll { $0.hasTarget && $0.target == nil }
            actions = remaining
        }
    }

    // MARK: Private

    @discardableResult
    private func appendAction(target: AnyObject?, takesRecognizer: Bool, selector: Selector? = nil,
                              perform: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void) -> ActionIdentifier {
        let id = nextActionID
        nextActionID += 1
        var all = actions.detached()
        all.append(GestureAction(id: id, target: target, hasTarget: target != nil, takesRecognizer: takesRecognizer,
                                 selector: selector, perform: perform))
        actions = all
        return ActionIdentifier(value: id)
    }

    private func removeActions(of target: AnyObject?, takingRecognizer: Bool) {
        var remaining = actions.detached()
        remaining.removeAll { entry in
            entry.hasTarget && entry.takesRecognizer == takingRecognizer && (target == nil || entry.target === target)
        }
        actions = remaining
    }
}
