import Foundation

/// An animator for a presentation or a dismissal: it moves the views the context gives
/// inside the context's container, then calls `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the animation lasts, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation. A presentation's animator adds the arriving view to the container
    /// itself; every animator calls the context's `completeTransition(_:)` when done.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition has ended, with whether it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Nothing to clean up by default.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
