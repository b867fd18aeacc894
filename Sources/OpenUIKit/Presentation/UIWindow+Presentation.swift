import Foundation

/// The window's presentation layers: each presentation's container is a subview of the
/// window above the root controller's view and the earlier ones, so the topmost presented
/// controller is the last container's.
extension UIWindow {
    /// The presented controller on top of the window, if any.
    var topmostPresentedViewController: UIViewController? {
        guard let container = subviews.last(where: { $0 is PresentationContainerView }) as? PresentationContainerView,
              let presented = container.presentationController?.presentedViewController,
              presented.presentingStorage != nil else { return nil }
        return presented.topmostPresented
    }

    /// Where keys start up the responder chain while nothing is first responder: the
    /// frontmost shown descendant of the topmost presented controller, else of the root
    /// controller, so a nested navigation controller's Alt+← is found on the way up.
    var keyResponderController: UIViewController? {
        (topmostPresentedViewController ?? rootViewController)?.frontmostShownDescendant
    }

    /// Esc with no key command taking it: the topmost sheet or popover is dismissed as a
    /// swipe down would (asking the delegate, honouring `isModalInPresentation`). Returns
    /// whether Esc was used (also when the dismissal was refused); a full-screen
    /// presentation, or none, leaves it to the responders.
    func dismissTopmostPresentationForEscape() -> Bool {
        guard let top = topmostPresentedViewController, let controller = top.presentationControllerStorage,
              controller.presentationStyle.isSheet || controller.presentationStyle == .popover,
              let presenter = top.presentingStorage, presenter.runningPresentationTransition == nil else { return false }
        controller.userRequestedDismissal()
        return true
    }
}
