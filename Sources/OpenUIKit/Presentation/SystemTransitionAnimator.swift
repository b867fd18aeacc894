import Foundation

/// The system's animations for `modalTransitionStyle`, used when the transitioning delegate
/// gives none: cover vertical (slide up, and down on dismissal), cross dissolve (fade), and
/// flip horizontal drawn as a 2-D squash about the vertical axis (the leaving view narrows
/// to a line, then the arriving one widens from it), since layers here have no perspective.
@MainActor
final class SystemTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long a system transition lasts, in seconds.
    static let duration: TimeInterval = 0.35
    /// The horizontal scale of a flipping view seen edge on (not zero, which no transform
    /// can be inverted from).
    static let edgeOnScale: CGFloat = 0.01

    let style: UIModalTransitionStyle

    init(style: UIModalTransitionStyle) {
        self.style = style
        super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : SystemTransitionAnimator.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        let presenting = context.viewController(forKey: .to)?.isBeingPresented ?? false
        let duration = transitionDuration(using: context)
        let moving = presenting ? context.view(forKey: .to) : context.view(forKey: .from)
        let other = presenting ? context.view(forKey: .from) : context.view(forKey: .to)
        guard let moving else { return finish(context) }
        var target = moving.frame
        if presenting, let presented = context.viewController(forKey: .to) {
            target = context.finalFrame(for: presented)
            if moving.superview !== container { container.addSubview(moving) }
            moving.frame = target
        }
        guard context.isAnimated else {
            if !presenting { moving.alpha = 0 }
            return finish(context, restoring: presenting ? nil : moving)
        }
        switch style {
        case .coverVertical:
            let offscreen = container.bounds.maxY - target.minY
            if presenting { moving.frame = target.offsetBy(dx: 0, dy: offscreen) }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseOut, animations: {
                moving.frame = presenting ? target : target.offsetBy(dx: 0, dy: offscreen)
            }, completion: { _ in self.finish(context) })
        case .crossDissolve:
            if presenting { moving.alpha = 0 }
            UIView.animate(withDuration: duration, animations: { moving.alpha = presenting ? 1 : 0 },
                           completion: { _ in self.finish(context, restoring: presenting ? nil : moving) })
        case .flipHorizontal:
            let edgeOn = CGAffineTransform(scaleX: SystemTransitionAnimator.edgeOnScale, y: 1)
            let leaving = presenting ? other : moving
            let arriving = presenting ? moving : other
            arriving?.transform = edgeOn
            UIView.animate(withDuration: duration / 2, delay: 0, options: .curveEaseIn, animations: {
                leaving?.transform = edgeOn
            }, completion: { _ in
                UIView.animate(withDuration: duration / 2, delay: 0, options: .curveEaseOut, animations: {
                    arriving?.transform = .identity
                }, completion: { _ in
                    leaving?.transform = .identity
                    self.finish(context, restoring: presenting ? nil : moving)
                })
            })
        }
    }

    /// Completes the transition: after the next frame when it does not animate, else now.
    /// A view faded out on its way off screen gets its opacity back for its next showing.
    private func finish(_ context: any UIViewControllerContextTransitioning, restoring faded: UIView? = nil) {
        let complete = {
            if let faded { UIView.performWithoutAnimation { faded.alpha = 1 } }
            context.completeTransition(true)
        }
        if !context.isAnimated, let ours = context as? PresentationTransitionContext {
            ours.containerView.window?.runAfterNextFrame(complete) ?? complete()
        } else {
            complete()
        }
    }
}
