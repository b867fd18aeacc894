import Foundation

/// An alert's own animation: it fades in while shrinking from slightly larger to its size,
/// and fades out when dismissed.
@MainActor
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the alert takes to appear or go, in seconds.
    static let duration: TimeInterval = 0.25
    /// The scale the alert starts from as it appears.
    static let initialScale: CGFloat = 1.15

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : AlertAnimator.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presenting = context.viewController(forKey: .to)?.isBeingPresented ?? false
        let key: UITransitionContextViewKey = presenting ? .to : .from
        guard let view = context.view(forKey: key) else { return context.completeTransition(true) }
        if presenting, let alert = context.viewController(forKey: .to) {
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: alert)
        }
        let finish = {
            if !presenting { UIView.performWithoutAnimation { view.alpha = 1 } }
            context.completeTransition(true)
        }
        guard context.isAnimated else {
            if !presenting { view.alpha = 0 }
            context.containerView.window?.runAfterNextFrame(finish) ?? finish()
            return
        }
        if presenting {
            view.alpha = 0
            view.transform = CGAffineTransform(scaleX: AlertAnimator.initialScale, y: AlertAnimator.initialScale)
        }
        UIView.animate(withDuration: AlertAnimator.duration, delay: 0, options: .curveEaseOut, animations: {
            view.alpha = presenting ? 1 : 0
            if presenting { view.transform = .identity }
        }, completion: { _ in finish() })
    }
}
