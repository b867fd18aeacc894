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
            if let sheet = controller as? UISheetPresentationController, sheet.isShownWithDetents {
                followWithDetents(sheet, dy: dy, view: view)
                return
            }
            let followed = dy > 0 && swipeMayDismiss ? dy : dy * SheetChrome.resistance
            view.frame = restingFrame.offsetBy(dx: 0, dy: followed)
            let progress = restingFrame.height > 0 ? max(0, followed) / restingFrame.height : 0
            dimmingView.alpha = 1 - min(1, progress)
        case .ended, .cancelled, .failed:
            let dy = pan.translation(in: container).y
            let velocity = pan.velocity(in: container).y
            var farEnough = dy > restingFrame.height * SheetChrome.dismissDistanceFraction || velocity > SheetChrome.dismissVelocity
            if let sheet = controller as? UISheetPresentationController, sheet.isShownWithDetents {
                let target = sheet.detentAfterSwipe(height: container.bounds.maxY - view.frame.minY, upwardVelocity: -velocity)
                farEnough = target == nil
                if let target, pan.state == .ended { sheet.userSelectedDetent(target) }
            }
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

    /// The card follows the finger between its detents, its bottom on the container's bottom
    /// edge: freely from the smallest detent up to the largest, with resistance above it,
    /// and below the smallest only when the swipe may dismiss. The dimming fades in as the
    /// card rises past the largest undimmed detent.
    private func followWithDetents(_ sheet: UISheetPresentationController, dy: CGFloat, view: UIView) {
        let resolved = sheet.resolvedDetents()
        guard let smallest = resolved.first?.height, let largest = resolved.last?.height,
              let bounds = view.superview?.bounds else { return }
        var height = restingFrame.height - dy
        if height > largest { height = largest + (height - largest) * SheetChrome.resistance }
        if height < smallest, !swipeMayDismiss { height = smallest - (smallest - height) * SheetChrome.resistance }
        height = max(0, height)
        view.frame = CGRect(x: restingFrame.minX, y: bounds.maxY - height, width: restingFrame.width, height: height)
        if let undimmed = resolved.last(where: { !sheet.isDimmed(atHeight: $0.height) })?.height {
            let next = resolved.first { $0.height > undimmed + 0.5 }?.height ?? largest
            dimmingView.alpha = min(1, max(0, (height - undimmed) / max(1, next - undimmed)))
        } else {
            dimmingView.alpha = min(1, max(0, height / max(1, smallest)))
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
                           view.frame = controller.frameOfPresentedViewInContainerView
                           self.dimmingView.alpha = (controller as? UISheetPresentationController)?.isDimmed ?? true ? 1 : 0
                       }, completion: { _ in
                           if undoes { presented.finishAppearanceTransition() }
                       })
    }
}
