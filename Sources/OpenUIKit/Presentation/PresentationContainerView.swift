import Foundation

/// The view one presentation takes place in: a layer of the window above the root
/// controller's view and every earlier presentation. It lets its presentation controller lay
/// out (`containerViewWillLayoutSubviews` / `DidLayoutSubviews`), and keeps the presented
/// view of a built-in style where the controller says, so a resized window moves a sheet's
/// card or a popover's bubble with it.
@MainActor
final class PresentationContainerView: UIView {
    private(set) weak var presentationController: UIPresentationController?

    init(presentationController: UIPresentationController) {
        self.presentationController = presentationController
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// The presentation controller is a trait environment too: it hears the container's
    /// changes (a window resized across the compact boundary).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        presentationController?.containerTraitsDidChange()
        presentationController?.traitCollectionDidChange(previousTraitCollection)
    }

    /// Outside the presented view, touches stop here (on the dimming) unless the
    /// presentation lets them through to the views behind.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let controller = presentationController, controller.passesTouchesOutsidePresentedView,
              let presentedView = controller.presentedView, let hit else { return hit }
        return hit.isDescendant(of: presentedView) ? hit : nil
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        if let controller = presentationController, controller.usesSystemLayout,
           controller.presentedViewController.presentingStorage != nil,
           controller.presentedViewController.presentingStorage?.runningPresentationTransition == nil,
           let presentedView = controller.presentedView, presentedView.superview === self {
            controller.layoutSystemViews(presentedView: presentedView)
        }
        presentationController?.containerViewDidLayoutSubviews()
    }
}
