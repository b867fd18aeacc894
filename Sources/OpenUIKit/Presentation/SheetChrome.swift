import Foundation

/// What the system adds around a sheet: the dimmed window behind the card, the card's
/// rounded corners, and the swipe down that dismisses it.
///
/// The swipe follows the finger (the card moves down with it; up, it resists). Let go past
/// `dismissDistanceFraction` of the card's height, or flicked down faster than
/// `dismissVelocity`, the sheet is dismissed; otherwise it springs back. When the user may
/// not dismiss (`isModalInPresentation`, or the delegate's
/// `presentationControllerShouldDismiss(_:)` says no) the card only gives a little and the
/// delegate hears `presentationControllerDidAttemptToDismiss(_:)`, as in UIKit.
@MainActor
final class SheetChrome: NSObject {
    /// How far down the card must be dragged to dismiss, as a fraction of its height.
    static let dismissDistanceFraction: CGFloat = 0.4
    /// A downward flick at least this fast dismisses, in points per second.
    static let dismissVelocity: CGFloat = 1000
    /// How much of the finger's movement a card that may not be dismissed follows (and a
    /// card dragged up, above its place).
    static let resistance: CGFloat = 0.15
    /// How long the card takes to spring back, in seconds.
    static let springBackDuration: TimeInterval = 0.3

    private weak var presentationController: UIPresentationController?
    private weak var presentedView: UIView?
    let dimmingView = UIView()
    private var pan: UIPanGestureRecognizer?
    /// Whether the swipe in progress may dismiss (asked once, when it began).
    private var swipeMayDismiss = false
    private var restingFrame = CGRect.zero

    init(presentationController: UIPresentationController, containerView: UIView, presentedView: UIView) {
        self.presentationController = presentationController
        self.presentedView = presentedView
        super.init()
        dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetLayout.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        presentedView.layer.cornerRadius = SheetLayout.cornerRadius
        presentedView.clipsToBounds = true
        let pan = UIPanGestureRecognizer(target: self, action: Selector(SheetChrome.handlePan))
        presentedView.addGestureRecognizer(pan)
        self.pan = pan
    }

    /// Takes the dimming away, and the corners and the swipe off the presented view.
    func remove() {
        dimmingView.removeFromSuperview()
        if let pan { presentedView?.removeGestureRecognizer(pan) }
        presentedView?.layer.cornerRadius = 0
        presentedView?.clipsToBounds = false
    }

    /// Fades the dimming in or out over `duration` seconds (at once for zero).
    func fadeDimming(in appearing: Bool, duration: TimeInterval) {
        if appearing { UIView.performWithoutAnimation { dimmingView.alpha = 0 } }
        UIView.animate(withDuration: duration) { self.dimmingView.alpha = appearing ? 1 : 0 }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let controller = presentationController, let view = presentedView, let container = view.superview else { return }
        switch pan.state {
        case .began:
            restingFrame = controller.frameOfPresentedViewInContainerView
            swipeMayDismiss = controller.presentedViewController.presentedStorage == nil && controller.mayBeginUserDismissal()
            if swipeMayDismiss {
                controller.delegate?.presentationControllerWillDismiss(controller)
                controller.presentedViewController.transitionAppearance(to: .disappearing, animated: true)
            }
        case .changed:
            let dy = pan.translation(in: container).y
            let followed = dy > 0 && swipeMayDismiss ? dy : dy * SheetChrome.resistance
            view.frame = restingFrame.offsetBy(dx: 0, dy: followed)
            let progress = restingFrame.height > 0 ? max(0, followed) / restingFrame.height : 0
            dimmingView.alpha = 1 - min(1, progress)
        case .ended, .cancelled, .failed:
            let dy = pan.translation(in: container).y
            let velocity = pan.velocity(in: container).y
            let farEnough = dy > restingFrame.height * SheetChrome.dismissDistanceFraction || velocity > SheetChrome.dismissVelocity
            if swipeMayDismiss, pan.state == .ended, farEnough {
                let presented = controller.presentedViewController
                presented.startDismissal(from: controller.presentingViewController, animated: true, userInitiated: true, completion: nil)
            } else {
                springBack(view: view, controller: controller)
            }
            swipeMayDismiss = false
        default:
            break
        }
    }

    /// Puts the card back where it rests; a swipe that had begun a dismissal undoes it
    /// (the presented controller appears again).
    private func springBack(view: UIView, controller: UIPresentationController) {
        let undoes = swipeMayDismiss
        let presented = controller.presentedViewController
        if undoes { presented.transitionAppearance(to: .appearing, animated: true) }
        UIView.animate(withDuration: SheetChrome.springBackDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: {
                           view.frame = self.restingFrame
                           self.dimmingView.alpha = 1
                       }, completion: { _ in
                           if undoes { presented.finishAppearanceTransition() }
                       })
    }
}
