import Foundation

/// One presentation or dismissal while it runs: the context its animator is given, and the
/// bookkeeping of what ends it.
@MainActor
final class PresentationTransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Whether the presented controller arrives or leaves.
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let containerView: UIView
    let isAnimated: Bool
    let presentationController: UIPresentationController
    /// The controller revealed or covered: the presenter (for a stack, the one at its bottom).
    let presenter: UIViewController
    let animator: any UIViewControllerAnimatedTransitioning
    private let onComplete: (Bool) -> Void
    private(set) var transitionWasCancelled = false
    private(set) var hasCompleted = false

    init(kind: Kind, containerView: UIView, animated: Bool, presentationController: UIPresentationController,
         presenter: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
         onComplete: @escaping (Bool) -> Void) {
        self.kind = kind
        self.containerView = containerView
        self.isAnimated = animated
        self.presentationController = presentationController
        self.presenter = presenter
        self.animator = animator
        self.onComplete = onComplete
        super.init()
    }

    /// What `transitionCoordinator` gives the controllers taking part: animations added to
    /// it run with the transition's (same duration), its completions once it ends.
    private(set) lazy var coordinator = TransitionCoordinator(
        containerView: containerView, animated: isAnimated, duration: animator.transitionDuration(using: self),
        controllers: [.from: viewController(forKey: .from), .to: viewController(forKey: .to)].compactMapValues { $0 },
        views: [.from: view(forKey: .from), .to: view(forKey: .to)].compactMapValues { $0 })

    var isInteractive: Bool { false }
    var presentationStyle: UIModalPresentationStyle { presentationController.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }
    private var presented: UIViewController { presentationController.presentedViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch (kind, key) {
        case (.presentation, .from), (.dismissal, .to): return presenter
        case (.presentation, .to), (.dismissal, .from): return presented
        default: return nil
        }
    }

    /// The presented side's view is the presentation controller's `presentedView`; the
    /// presenter's is given only when the presentation takes it off screen (in the others
    /// it stays where it is and is not the animator's to move), as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presentedSide = (kind == .presentation) == (key == .to)
        if presentedSide { return presentationController.presentedView }
        return presentationController.shouldRemovePresentersView ? presenter.viewIfLoaded : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .dismissal ? presentationController.frameOfPresentedViewInContainerView : .zero }
        if vc === presenter, kind == .presentation, presentationController.shouldRemovePresentersView { return containerView.bounds }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presented { return kind == .presentation ? presentationController.frameOfPresentedViewInContainerView : .zero }
        if vc === presenter, kind == .dismissal, presentationController.shouldRemovePresentersView { return containerView.bounds }
        return .zero
    }

    /// Ends the transition once; later calls are refused with a warning (an animator that
    /// completes twice has a bug the app should hear of).
    func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            Diagnostics.warn("completeTransition(_:) was called twice for one transition of \(type(of: presented)); the second call is ignored")
            return
        }
        hasCompleted = true
        transitionWasCancelled = !didComplete
        coordinator.end(cancelled: !didComplete)
        onComplete(didComplete)
        animator.animationEnded(didComplete)
    }
}
