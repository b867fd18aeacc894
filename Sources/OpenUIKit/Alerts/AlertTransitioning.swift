import Foundation

/// The transitioning delegate every alert controller keeps for itself: its presentation
/// controller (the dimmed window, the box or the sheet's groups) and its animations (an
/// alert fades in from slightly larger and fades out; an action sheet slides up and down).
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: presented)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: dismissed)
    }

    /// A popover action sheet takes the system's popover fade (nil); the others their own.
    private func animator(for controller: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = controller as? UIAlertController else { return nil }
        switch alert.layoutMode {
        case .alert: return AlertAnimator()
        case .sheet: return SystemTransitionAnimator(style: .coverVertical)
        case .popover: return nil
        }
    }
}
