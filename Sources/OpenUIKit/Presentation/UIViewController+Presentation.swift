import Foundation

/// Presenting and dismissing controllers modally, as UIKit documents it.
///
/// A presentation finds its presenter (the root of this controller's tree, or for the
/// current-context styles the nearest ancestor that `definesPresentationContext`), resolves
/// its style (`.automatic` is a page sheet; in a compact width sheets and popovers adapt,
/// asking the presentation controller's delegate), puts a container in the window above
/// everything shown so far, and runs an animator: the transitioning delegate's, or the
/// system's for the `modalTransitionStyle`.
///
/// Appearance follows UIKit's order. A style that covers the presenter (`.fullScreen`,
/// `.currentContext`): presenter `viewWillDisappear`, presented `viewWillAppear`, then, when
/// the animation ends, presenter `viewDidDisappear`, presented `viewDidAppear`, then the
/// completion. The over-styles, sheets and popovers leave the presenter on screen: it hears
/// nothing. A dismissal mirrors this. A transition without animation still ends after the
/// window's next frame, as UIKit's end on the next turn of the run loop.
extension UIViewController {
    // MARK: What UIKit's API (in the class body) runs

    /// `dismiss(animated:completion:)`: from the presenter, or from the presented controller
    /// on behalf of its presenter.
    func dismissPresentation(animated flag: Bool, completion: (() -> Void)?) {
        if presentedStorage != nil {
            startDismissal(from: self, animated: flag, userInitiated: false, completion: completion)
        } else if let presented = presentedViewController, let holder = presented.presentingStorage {
            // A child of the controller that presents (a table controller in a navigation
            // controller that presented a form): as in UIKit, its presentation goes away.
            startDismissal(from: holder, animated: flag, userInitiated: false, completion: completion)
        } else if let presenter = presentingViewController {
            startDismissal(from: presenter, animated: flag, userInitiated: false, completion: completion)
        }
    }

    /// `transitionCoordinator`: the coordinator of the presentation or dismissal this
    /// controller takes part in (as presenter, as the controller presented or dismissed, or
    /// inside one of those), while it runs.
    var presentationTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let running = runningPresentationTransition { return running.coordinator }
        if beingPresentedFlag || beingDismissedFlag {
            var presenter = presentingStorage
            while let current = presenter {
                if let running = current.runningPresentationTransition { return running.coordinator }
                presenter = current.presentingStorage
            }
        }
        return parent?.presentationTransitionCoordinator
    }

    /// `presentationController`: made on first use for the current style.
    func currentPresentationController() -> UIPresentationController {
        if let presentationControllerStorage { return presentationControllerStorage }
        let made = makePresentationController(presenting: nil, source: self)
        presentationControllerStorage = made
        return made
    }

    // MARK: Finding the presenter and the style

    /// The style asked for, with `.automatic` resolved to a page sheet and `.none` (an
    /// adaptive answer only) refused for full screen. A system controller with a style of its
    /// own (an alert) chooses it from the presenter's traits, once they are known.
    func requestedPresentationStyle(in traits: UITraitCollection?) -> UIModalPresentationStyle {
        // Before a presenter is known (`presentationController` read early), the style asked for.
        if let ownPresentationStyle, let traits { return ownPresentationStyle(traits) }
        switch modalPresentationStyle {
        case .automatic: return .pageSheet
        case .none:
            Diagnostics.warn("modalPresentationStyle .none is only an adaptive answer; \(type(of: self)) is presented full screen",
                             once: "presentation.none")
            return .fullScreen
        default: return modalPresentationStyle
        }
    }

    /// The top of this controller's tree of children.
    var rootAncestor: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// The controller that presents for this one: for the current-context styles the nearest
    /// ancestor (or this controller) defining the context, else the root of the tree.
    func presentationHost(for style: UIModalPresentationStyle) -> UIViewController {
        if style == .currentContext || style == .overCurrentContext {
            var controller: UIViewController? = self
            while let current = controller {
                if current.definesPresentationContext { return current }
                controller = current.parent
            }
        }
        return rootAncestor
    }

    /// A fresh presentation controller for the current style: the transitioning delegate's
    /// for `.custom`, a popover controller for `.popover`, else the system's.
    func makePresentationController(presenting: UIViewController?, source: UIViewController,
                                    style: UIModalPresentationStyle? = nil) -> UIPresentationController {
        let style = style ?? requestedPresentationStyle(in: nil)
        if style == .custom, let presenting,
           let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: source) {
            return custom
        }
        if style == .popover { return UIPopoverPresentationController(presentedViewController: self, presenting: presenting) }
        if style.isSheet { return UISheetPresentationController(presentedViewController: self, presenting: presenting) }
        return UIPresentationController(presentedViewController: self, presenting: presenting)
    }

    /// The presented controller at the top of the stack this controller presents (itself
    /// when it presents nothing).
    var topmostPresented: UIViewController {
        var controller = self
        while let next = controller.presentedStorage { controller = next }
        return controller
    }

    /// Whether the user is kept from dismissing: this controller or one of its children
    /// says `isModalInPresentation`.
    var refusesUserDismissal: Bool {
        isModalInPresentation || children.contains { $0.refusesUserDismissal }
    }

    // MARK: Presenting

    func startPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presented !== self, presented.presentingStorage == nil, presented.parent == nil else {
            let why = presented === self ? "itself" : presented.parent != nil
                ? "a child of \(type(of: presented.parent!))" : "already being presented by \(type(of: presented.presentingStorage!))"
            Diagnostics.warn("Application tried to present modally \(type(of: presented)), which is \(why); nothing was presented")
            return
        }
        let style = presented.requestedPresentationStyle(in: traitCollection)
        let presenter = presentationHost(for: style)
        guard let window = presenter.viewIfLoaded?.window else {
            Diagnostics.warn("Attempt to present \(type(of: presented)) on \(type(of: presenter)) whose view is not in the window hierarchy; nothing was presented")
            return
        }
        if let current = presenter.presentedStorage {
            Diagnostics.warn("Attempt to present \(type(of: presented)) on \(type(of: presenter)) (from \(type(of: self))) which is already presenting \(type(of: current)); nothing was presented")
            return
        }
        guard presenter.runningPresentationTransition == nil, !presenter.beingPresentedFlag, !presenter.beingDismissedFlag else {
            Diagnostics.warn("Attempt to present \(type(of: presented)) on \(type(of: presenter)) while a presentation or dismissal is in progress; nothing was presented")
            return
        }

        // The presented controller's view loads before anyone hears of the presentation.
        presented.loadViewIfNeeded()
        let controller = presented.preparePresentationController(presenter: presenter, source: self, style: style)
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.beingPresentedFlag = true

        let container = PresentationContainerView(presentationController: controller)
        container.frame = controller.shouldPresentInFullscreen ? window.bounds
            : presenter.view.convert(presenter.view.bounds, to: window)
        container.autoresizingMask = controller.shouldPresentInFullscreen ? [.flexibleWidth, .flexibleHeight] : []
        window.addSubview(container)
        controller.containerView = container
        controller.adaptToContainerTraits()
        controller.installSystemChrome()

        let removesPresenter = controller.shouldRemovePresentersView
        let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: presenter, source: self)
            ?? SystemTransitionAnimator(style: controller.systemTransitionStyle(context: presenter))
        let context = PresentationTransitionContext(
            kind: .presentation, containerView: container, animated: animated, presentationController: controller,
            presenter: presenter, animator: animator) { completed in
                presenter.finishPresentation(of: presented, controller: controller, completed: completed,
                                             removesPresenter: removesPresenter, animated: animated, completion: completion)
            }
        // Running from here, so that `transitionCoordinator` answers in viewWillAppear.
        presenter.runningPresentationTransition = context

        if removesPresenter {
            presenter.transitionAppearance(to: .disappearing, animated: animated)
        }
        presented.transitionAppearance(to: .appearing, animated: animated)
        presented.appearanceHeldByTransition = true
        if let view = controller.presentedView { view.frame = controller.frameOfPresentedViewInContainerView }

        controller.presentationTransitionWillBegin()
        controller.animateChrome(appearing: true, animated: animated, duration: animator.transitionDuration(using: context))
        context.coordinator.runAnimations()
        animator.animateTransition(using: context)
    }

    /// Makes (or keeps) the presentation controller for a presentation from `presenter`.
    private func preparePresentationController(presenter: UIViewController, source: UIViewController,
                                               style: UIModalPresentationStyle) -> UIPresentationController {
        let controller: UIPresentationController
        if let existing = presentationControllerStorage, style != .custom, (existing is UIPopoverPresentationController) == (style == .popover) {
            controller = existing
        } else {
            // A custom presentation is the transitioning delegate's to make, now that the
            // presenter is known; a style changed since the last one needs its own kind.
            controller = makePresentationController(presenting: presenter, source: source, style: style)
            controller.delegate = controller.delegate ?? presentationControllerStorage?.delegate
        }
        controller.setPresenting(presenter)
        controller.presentationStyle = style
        controller.requestedStyle = style
        (controller as? UIPopoverPresentationController)?.preparedForPresentation = false
        presentationControllerStorage = controller
        return controller
    }

    private func finishPresentation(of presented: UIViewController, controller: UIPresentationController, completed: Bool,
                                    removesPresenter: Bool, animated: Bool, completion: (() -> Void)?) {
        runningPresentationTransition = nil
        presented.appearanceHeldByTransition = false
        guard completed else {
            // A cancelled presentation: everything goes back as it was.
            presented.transitionAppearance(to: .disappearing, animated: animated)
            controller.presentationTransitionDidEnd(false)
            controller.containerView?.removeFromSuperview()
            presented.finishAppearanceTransition()
            if removesPresenter {
                transitionAppearance(to: .appearing, animated: animated)
                finishAppearanceTransition()
            }
            unlinkPresentation(presented)
            presented.beingPresentedFlag = false
            return
        }
        if removesPresenter {
            // The presenter's view is hidden rather than removed, so it keeps its layout while
            // the window resizes; hidden, it neither draws nor takes touches.
            viewIfLoaded?.isHidden = true
            finishAppearanceTransition()
        }
        controller.systemPresentationDidFinish()
        controller.presentationTransitionDidEnd(true)
        presented.finishAppearanceTransition()
        presented.beingPresentedFlag = false
        completion?()
    }

    private func unlinkPresentation(_ presented: UIViewController) {
        if presentedStorage === presented { presentedStorage = nil }
        presented.presentingStorage = nil
    }

    // MARK: Dismissing

    /// Dismisses everything `presenter` presents. `userInitiated` dismissals (a swipe, a tap
    /// outside, Esc) tell the delegate `presentationControllerDidDismiss(_:)` at the end.
    func startDismissal(from presenter: UIViewController, animated: Bool, userInitiated: Bool, completion: (() -> Void)?) {
        var chain: [UIViewController] = []
        var next = presenter.presentedStorage
        while let current = next {
            chain.append(current)
            next = current.presentedStorage
        }
        guard let top = chain.last, let topController = top.presentationControllerStorage,
              let container = topController.containerView else { return }
        if let busy = ([presenter] + chain).first(where: { $0.runningPresentationTransition != nil }) {
            Diagnostics.warn("Attempt to dismiss from \(type(of: presenter)) while a presentation or dismissal is in progress (\(type(of: busy))); nothing was dismissed")
            return
        }
        for controller in chain { controller.beingDismissedFlag = true }
        top.dismissedByUser = userInitiated
        let animator = top.transitioningDelegate?.animationController(forDismissed: top)
            ?? SystemTransitionAnimator(style: topController.systemTransitionStyle(context: presenter))
        let context = PresentationTransitionContext(
            kind: .dismissal, containerView: container, animated: animated, presentationController: topController,
            presenter: presenter, animator: animator) { completed in
                presenter.finishDismissal(chain: chain, completed: completed, animated: animated,
                                          userInitiated: userInitiated, completion: completion)
            }
        presenter.runningPresentationTransition = context
        // Top first: the controllers on screen begin to disappear; covered ones already have.
        for controller in chain.reversed() { controller.transitionAppearance(to: .disappearing, animated: animated) }
        if let first = chain.first?.presentationControllerStorage, first.shouldRemovePresentersView {
            presenter.viewIfLoaded?.isHidden = false
            presenter.transitionAppearance(to: .appearing, animated: animated)
            presenter.appearanceHeldByTransition = true
        }
        // The controllers between are simply removed; only the top one animates. Any of them
        // that hid its presenter's view shows it again so the window beneath is complete.
        for controller in chain.dropLast() {
            controller.presentationControllerStorage?.containerView?.removeFromSuperview()
        }
        for controller in chain where controller.presentationControllerStorage?.shouldRemovePresentersView == true {
            controller.presentingStorage?.viewIfLoaded?.isHidden = false
        }
        topController.dismissalTransitionWillBegin()
        topController.animateChrome(appearing: false, animated: animated, duration: animator.transitionDuration(using: context))
        context.coordinator.runAnimations()
        animator.animateTransition(using: context)
    }

    private func finishDismissal(chain: [UIViewController], completed: Bool, animated: Bool, userInitiated: Bool,
                                 completion: (() -> Void)?) {
        runningPresentationTransition = nil
        appearanceHeldByTransition = false
        guard let top = chain.last, let topController = top.presentationControllerStorage else { return }
        topController.dismissalTransitionDidEnd(completed)
        guard completed else {
            // A cancelled dismissal (a swipe let go early): the top controller stays.
            top.transitionAppearance(to: .appearing, animated: animated)
            top.finishAppearanceTransition()
            if isAppearingOrAppeared, let first = chain.first?.presentationControllerStorage, first.shouldRemovePresentersView {
                transitionAppearance(to: .disappearing, animated: animated)
                viewIfLoaded?.isHidden = true
                finishAppearanceTransition()
            }
            for controller in chain {
                controller.beingDismissedFlag = false
                controller.dismissedByUser = false
            }
            return
        }
        topController.containerView?.removeFromSuperview()
        topController.removeSystemChrome()
        for controller in chain.reversed() {
            controller.finishAppearanceTransition()
            controller.beingDismissedFlag = false
            controller.dismissedByUser = false
        }
        finishAppearanceTransition()
        var presenter: UIViewController = self
        for controller in chain {
            presenter.unlinkPresentation(controller)
            controller.presentationControllerStorage?.containerView = nil
            // The presentation controller and its controller hold each other; a dismissed
            // controller gets a fresh one for its next presentation, so both can go.
            controller.presentationControllerStorage = nil
            presenter = controller
        }
        if userInitiated { topController.delegate?.presentationControllerDidDismiss(topController) }
        completion?()
    }
}
