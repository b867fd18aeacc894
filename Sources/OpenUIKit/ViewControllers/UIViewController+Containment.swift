import Foundation

/// The bookkeeping behind `addChild(_:)`, `removeFromParent()` and the move callbacks, kept
/// apart from the overridable entry points in the class body.
extension UIViewController {
    /// Adds `child` to `children`, as UIKit's `addChild(_:)` does: a controller already in
    /// another container leaves it first (with its `didMove(toParent: nil)`), and the child
    /// hears `willMove(toParent:)` before it is added. Adding a controller to itself or to one
    /// of its own descendants is refused with a warning: it would make a cycle.
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
}
