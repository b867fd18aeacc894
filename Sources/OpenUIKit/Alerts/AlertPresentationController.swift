import Foundation

/// Shows an alert centered, or an action sheet's groups at the bottom, over the window
/// dimmed behind them: a presentation controller of the kind an app writes for a custom
/// presentation, placing the view in `containerViewWillLayoutSubviews()`.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The opacity of the black dimming behind an alert or action sheet.
    static let dimmingAlpha: CGFloat = 0.2
    /// The gap between an action sheet and the window's edges, in points.
    static let sheetMargin: CGFloat = 8
    /// The widest an action sheet's groups get in a compact window, in points.
    static let maximumSheetWidth: CGFloat = 414

    private let dimmingView = UIView()

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }
    private var animated: Bool { presentingViewController.runningPresentationTransition?.isAnimated ?? false }
    private var duration: TimeInterval { animated ? AlertAnimator.duration : 0 }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let content = presentedViewController.view as? AlertContentView else { return .zero }
        let bounds = containerView.bounds
        if alert?.preferredStyle == .alert {
            let size = CGSize(width: AlertContentView.alertWidth, height: min(content.fittingHeight(forWidth: AlertContentView.alertWidth),
                                                                            bounds.height - 2 * AlertPresentationController.sheetMargin))
            return CGRect(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded(),
                          width: size.width, height: size.height)
        }
        let margin = AlertPresentationController.sheetMargin
        let width = min(bounds.width - 2 * margin, AlertPresentationController.maximumSheetWidth)
        let height = min(content.fittingHeight(forWidth: width), bounds.height - 2 * margin)
        return CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.maxY - margin - height, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: AlertPresentationController.dimmingAlpha)
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: duration) { self.dimmingView.alpha = 1 }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: duration) { self.dimmingView.alpha = 0 }
    }

    override func containerViewWillLayoutSubviews() {
        guard let presentedView, presentedView.superview === containerView,
              presentingViewController.runningPresentationTransition == nil else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
    }
}
