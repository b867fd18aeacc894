import Foundation

/// Routing `show(_:sender:)` and `showDetailViewController(_:sender:)` as UIKit routes them:
/// to the nearest controller up the parent chain that handles the action (a navigation
/// controller pushes for `show`), else a presentation from this controller.
extension UIViewController {
    /// What a request to show a controller carries; its type makes the show actions'
    /// selectors distinct from every app method's.
    final class ShowRequest {
        let viewController: UIViewController
        init(_ viewController: UIViewController) { self.viewController = viewController }
    }

    /// The same for a detail request.
    final class ShowDetailRequest {
        let viewController: UIViewController
        init(_ viewController: UIViewController) { self.viewController = viewController }
    }

    /// The selector standing for `show(_:sender:)` in `targetViewController(forAction:sender:)`.
    /// (A `Selector` names methods of at most one argument, so the two-argument method is
    /// represented by this one-argument stand-in.)
    static let showActionSelector = Selector(UIViewController.performShowRequest)
    /// The selector standing for `showDetailViewController(_:sender:)`.
    static let showDetailActionSelector = Selector(UIViewController.performShowDetailRequest)

    func performShowRequest(_ request: ShowRequest) { show(request.viewController, sender: nil) }
    func performShowDetailRequest(_ request: ShowDetailRequest) { showDetailViewController(request.viewController, sender: nil) }

    /// Whether this controller handles `action` itself: a navigation controller handles
    /// `show` (it pushes); a split view controller handles the detail action.
    private func handlesShowAction(_ action: Selector, sender: Any?) -> Bool {
        if action == Self.showActionSelector { return self is UINavigationController }
        if action == Self.showDetailActionSelector { return self is UISplitViewController }
        return canPerformAction(action, withSender: sender)
    }

    /// `targetViewController(forAction:sender:)`: this controller or the nearest ancestor
    /// that handles the action.
    func findTargetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var candidate: UIViewController? = self
        while let current = candidate {
            if current.handlesShowAction(action, sender: sender) { return current }
            candidate = current.parent
        }
        return nil
    }

    /// `show(_:sender:)`: the handling controller shows it, else this one presents it.
    func routeShow(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Self.showActionSelector, sender: sender), target !== self {
            target.show(vc, sender: sender)
        } else {
            presentForShowing(vc)
        }
    }

    /// `showDetailViewController(_:sender:)`: the handling controller shows it, else this
    /// one presents it.
    func routeShowDetail(_ vc: UIViewController, sender: Any?) {
        if let target = targetViewController(forAction: Self.showDetailActionSelector, sender: sender), target !== self {
            target.showDetailViewController(vc, sender: sender)
        } else {
            presentForShowing(vc)
        }
    }

    // MARK: Presenting

    /// Presents `vc` for `show`/`showDetailViewController` when no controller up the chain
    /// handles them, as UIKit does: modally, animated, in `vc`'s own presentation style.
    func presentForShowing(_ vc: UIViewController) {
        present(vc, animated: true, completion: nil)
    }
}

extension UIViewController {
    /// Goes back in the frontmost navigation controller shown from this controller (the
    /// deepest one that can go back): the mouse's back button. Returns whether it did.
    func goBackInFrontmostNavigationController() -> Bool {
        var chain: [UINavigationController] = []
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller as? UINavigationController {
                chain.append(navigation)
                current = navigation.topViewController
            } else {
                current = controller.children.last { $0.viewIfLoaded?.window != nil }
            }
        }
        for navigation in chain.reversed() where navigation.goBack() { return true }
        return false
    }
}
