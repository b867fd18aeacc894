import Foundation

/// What an animator is told about the transition it runs: where to animate, which
/// controllers and views take part, their frames, and how to say it is done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition takes place in: the presentation's container in the window.
    var containerView: UIView { get }
    /// Whether the transition animates (false for `present(_:animated: false, …)`).
    var isAnimated: Bool { get }
    /// Whether a finger drives the transition; always false here (no interactive animators).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation being shown or dismissed.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation the transition applies; identity for a desktop window.
    var targetTransform: CGAffineTransform { get }
    /// The controller leaving (`.from`) or arriving (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving, or nil when the animator must not touch it (the
    /// presenter's view in a presentation that leaves it on screen).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is at the start: its frame for the controller leaving, `.zero` for
    /// the one arriving.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end: the presentation controller's frame for the controller
    /// arriving, `.zero` for the one leaving.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Tells the system the animation is over; `didComplete` false cancels the transition.
    func completeTransition(_ didComplete: Bool)
}
