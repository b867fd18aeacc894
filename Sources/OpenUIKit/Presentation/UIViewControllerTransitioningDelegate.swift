import Foundation

/// Supplies the objects that run a presentation of one controller: the animators for its
/// presentation and dismissal, and its presentation controller. Set it as the presented
/// controller's `transitioningDelegate` (held weakly, as in UIKit). Every method is optional:
/// returning nil keeps the system's own.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator that shows `presented` (presented by `presenting`, on behalf of `source`,
    /// the controller `present(_:animated:completion:)` was called on), or nil for the
    /// system's animation for its `modalTransitionStyle`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator that takes `dismissed` off screen, or nil for the system's.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The presentation controller for a `.custom` presentation, or nil for the system's.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator of the delegate's own: the system animates.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No animator of the delegate's own: the system animates.
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No presentation controller of the delegate's own: the system's is used.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
