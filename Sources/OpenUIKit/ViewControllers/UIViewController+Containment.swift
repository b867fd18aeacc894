import Foundation

/// The bookkeeping behind `addChild(_:)`, `removeFromParent()` and the move callbacks, kept
/// apart from the overridable entry points in the class body.
extension UIViewController {
    /// Adds `child` to `children`, as UIKit's `addChild(_:)` does: a controller already in
    /// another container leaves it first (with its `didMove(toParent: nil)`), and the child
    /// hears `willMove(toParent:)` before it is added. Adding a controller to itself or to one
    /// of its own descendants is refused with a warning: it would make a cycle.
    /// The deepest controller on screen down the last-shown-child chain: a navigation
    /// controller's top controller, a tab's selected one, a split view's secondary (each
    /// the last child whose view is in a window and not hidden). Keys start there while no
    /// view is first responder, so every container on the way up hears them.
    var frontmostShownDescendant: UIViewController {
        var current = self
        while let child = current.children.last(where: { child in
            guard let view = child.viewIfLoaded else { return false }
            return view.window != nil && !view.isHidden
        }) {
            current = child
        }
        return current
    }

    func attachChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        var ancestor: UIViewController? = self
        while let current = ancestor {
            if current === child {
                Diagnostics.warn("\(type(of: child)) cannot be a child of itself or of its own descendant \(type(of: self)); addChild ignored")
                return
            }
            ancestor = current.parent
        }
        if child.parent != nil { child.removeFromParent() }
        child.movingToParentFlag = true
        child.finishedMoveToParent = false
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent's `children`, then calls its
    /// `didMove(toParent: nil)`.
    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        movingToParentFlag = false
        finishedMoveToParent = true
        didMove(toParent: nil)
        clearMovingFlagsIfDone()
    }

    /// The container says the move into it is complete.
    func finishMovingToParent() {
        finishedMoveToParent = true
        clearMovingFlagsIfDone()
    }

    /// `transition(from:to:duration:options:animations:completion:)`.
    func swapChildren(from old: UIViewController, to new: UIViewController, duration: TimeInterval,
                      options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        guard old.parent === self, new.parent === self, old !== new else {
            Diagnostics.warn("transition(from:to:) needs two different children of \(type(of: self)); nothing changed")
            completion.map { done in DispatchQueue.main.async { done(false) } }
            return
        }
        guard let container = old.viewIfLoaded?.superview else {
            Diagnostics.warn("transition(from:to:) needs \(type(of: old))'s view in a superview; nothing changed")
            completion.map { done in DispatchQueue.main.async { done(false) } }
            return
        }
        let animated = duration > 0 && duration.isFinite
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isAppearingOrAppeared
        if forwards {
            old.transitionAppearance(to: .disappearing, animated: animated)
            new.transitionAppearance(to: .appearing, animated: animated)
            new.appearanceHeldByTransition = true
        }
        let finish: (Bool) -> Void = { finished in
            old.view.removeFromSuperview()
            if forwards {
                new.appearanceHeldByTransition = false
                old.finishAppearanceTransition()
                new.finishAppearanceTransition()
            }
            completion?(finished)
        }
        if UIView.AnimationOptions(rawValue: options.rawValue & UIView.AnimationOptions.transitionMask).isEmpty {
            container.addSubview(new.view)
            UIView.animate(withDuration: animated ? duration : 0, delay: 0, options: options,
                           animations: { animations?() }, completion: finish)
        } else {
            UIView.transition(with: container, duration: animated ? duration : 0, options: options, animations: {
                container.addSubview(new.view)
                animations?()
            }, completion: finish)
        }
    }
}
