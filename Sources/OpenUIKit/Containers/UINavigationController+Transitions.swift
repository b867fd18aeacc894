import Foundation

/// The stack's bookkeeping and the transitions that show it: containment calls in UIKit's
/// order, appearance calls around the slide, and the swipe back.
extension UINavigationController {
    // MARK: Changing the stack

    func performPush(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Diagnostics.warn("pushViewController: \(type(of: viewController)) is already in the navigation stack; not pushed")
            return
        }
        guard !(viewController is UINavigationController) else {
            Diagnostics.warn("pushViewController: a navigation controller cannot be pushed onto another; not pushed")
            return
        }
        addChild(viewController)
        guard viewController.parent === self else { return }
        stack.append(viewController)
        awaitingDidMove.append(viewController)
        stackChanged(animated: animated, operation: .push)
    }

    /// Pops down to the controller at `index` (kept), returning those popped, top first.
    func performPop(to index: Int, animated: Bool) -> [UIViewController] {
        guard index >= 0, index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { prepareRemoval(controller) }
        stackChanged(animated: animated, operation: .pop)
        return popped
    }

    func replaceStack(with newStack: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in newStack where !unique.contains(where: { $0 === controller }) {
            if controller is UINavigationController {
                Diagnostics.warn("setViewControllers: a navigation controller cannot be in another's stack; left out")
                continue
            }
            unique.append(controller)
        }
        if unique.count != newStack.count - newStack.filter({ $0 is UINavigationController }).count {
            Diagnostics.warn("setViewControllers: a controller appeared more than once; kept once")
        }
        let oldTop = stack.last
        let removed = stack.filter { old in !unique.contains { $0 === old } }
        for controller in removed.reversed() { prepareRemoval(controller) }
        for controller in unique where !stack.contains(where: { $0 === controller }) {
            addChild(controller)
            awaitingDidMove.append(controller)
        }
        stack = unique.filter { $0.parent === self }
        let operation: NavigationTransition.Operation = oldTop.map { old in stack.contains { $0 === old } } == true ? .pop : .push
        stackChanged(animated: animated, operation: operation)
    }

    private func prepareRemoval(_ controller: UIViewController) {
        awaitingDidMove.removeAll { $0 === controller }
        controller.willMove(toParent: nil)
        awaitingRemoval.append(controller)
    }

    /// The stack changed: show its new top (unless a transition is running: it ends by
    /// showing whatever is on top then).
    private func stackChanged(animated: Bool, operation: NavigationTransition.Operation) {
        // A tab bar controller hides its bar for controllers that ask (hidesBottomBarWhenPushed).
        tabBarController?.bottomBarVisibilityMayHaveChanged()
        guard transition == nil else { return }
        guard isViewLoaded else {
            finishContainment()
            return
        }
        show(operation: operation, animated: animated, interactive: false)
    }

    // MARK: Showing the top

    /// The first display, before the view is on screen: the top's view goes in, with no
    /// appearance calls (they follow this controller's own).
    func showTopWithoutTransition() {
        if let top = stack.last, displayedViewController !== top {
            displayedViewController?.viewIfLoaded?.removeFromSuperview()
            top.view.frame = containerView.bounds
            containerView.addSubview(top.view)
            displayedViewController = top
        }
        finishContainment()
    }

    /// Moves what is shown from the displayed controller to the top of the stack.
    @discardableResult
    private func show(operation: NavigationTransition.Operation, animated: Bool, interactive: Bool) -> Bool {
        guard let new = stack.last else {
            // An empty stack: nothing to show.
            displayedViewController?.viewIfLoaded?.removeFromSuperview()
            if isOnScreen, let old = displayedViewController {
                old.transitionAppearance(to: .disappearing, animated: false)
                old.finishAppearanceTransition()
            }
            displayedViewController = nil
            navigationBar.setItems([], animated: false)
            toolbar.items = nil
            finishContainment()
            return false
        }
        guard let old = displayedViewController, old !== new else {
            if displayedViewController == nil { showTopWithoutTransitionAppearing(new) }
            navigationBar.setItems(stack.map(\.navigationItem), animated: false)
            finishContainment()
            return false
        }
        new.loadViewIfNeeded()
        let onScreen = isOnScreen
        let animate = animated && onScreen
        let previousItems = navigationBar.items ?? []
        if onScreen {
            old.transitionAppearance(to: .disappearing, animated: animate)
            new.transitionAppearance(to: .appearing, animated: animate)
            new.appearanceHeldByTransition = animate
        }
        delegate?.navigationController(self, willShow: new, animated: animate)
        let barContent = navigationBar.beginContentChange(to: stack.map(\.navigationItem))
        let transition = NavigationTransition(operation: operation, from: old, to: new, animated: animate, interactive: interactive,
                                              container: containerView, previousItems: previousItems, bar: barContent)
        self.transition = transition
        UIView.performWithoutAnimation {
            transition.install()
            updateToolbar(for: new, animated: animate)
            layOutBarsAndChildren()
        }
        if interactive { return true }
        if animate {
            UIView.animate(withDuration: NavigationTransition.duration, delay: 0, options: .curveEaseInOut,
                           animations: { transition.apply(progress: 1) },
                           completion: { _ in self.finish(transition, completed: true) })
        } else {
            finish(transition, completed: true)
        }
        return true
    }

    /// Shows `top` in an empty container (the stack was empty), appearing if on screen.
    private func showTopWithoutTransitionAppearing(_ top: UIViewController) {
        top.view.frame = containerView.bounds
        containerView.addSubview(top.view)
        displayedViewController = top
        toolbar.items = top.toolbarItems
    }

    /// Ends `transition`: completed, the old view leaves and the appearance calls end in
    /// UIKit's order; cancelled (a swipe back let go too early), the old controller returns
    /// to the top of the stack and the arriving one disappears again.
    private func finish(_ transition: NavigationTransition, completed: Bool) {
        guard self.transition === transition else { return }
        let old = transition.from, new = transition.to
        let onScreen = isOnScreen
        transition.tearDown()
        if completed {
            displayedViewController = new
            navigationBar.endContentChange(completed: true, restoring: transition.previousItems)
            if onScreen {
                new.appearanceHeldByTransition = false
                old.finishAppearanceTransition()
            }
            old.view.removeFromSuperview()
            if onScreen, transition.isAnimated { new.finishAppearanceTransition() }
        } else {
            // Sources: the order UIKit is seen to use for a cancelled swipe back (the
            // arriving controller disappears again, then the top one reappears).
            new.appearanceHeldByTransition = false
            if onScreen {
                new.transitionAppearance(to: .disappearing, animated: true)
                new.finishAppearanceTransition()
            }
            new.view.removeFromSuperview()
            // The popped controller stays: back on the stack, no longer leaving its parent.
            awaitingRemoval.removeAll { $0 === old }
            old.movingFromParentFlag = false
            if onScreen {
                old.transitionAppearance(to: .appearing, animated: true)
                old.finishAppearanceTransition()
            }
            stack.append(old)
            navigationBar.endContentChange(completed: false, restoring: transition.previousItems)
            updateToolbar(for: old, animated: false)
        }
        self.transition = nil
        layOutBarsAndChildren()
        finishContainment()
        if completed { delegate?.navigationController(self, didShow: new, animated: transition.isAnimated) }
        // The stack may have changed while the transition ran.
        if let top = stack.last, top !== displayedViewController {
            show(operation: .push, animated: false, interactive: false)
        }
    }

    /// Ends the containment of controllers no longer shown leaving or arriving: the removed
    /// ones leave (`didMove(toParent: nil)`), the added ones hear `didMove(toParent:)`.
    private func finishContainment() {
        let leaving = awaitingRemoval.filter { $0 !== displayedViewController }
        awaitingRemoval.removeAll { controller in leaving.contains { $0 === controller } }
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        let arrived = awaitingDidMove.filter { moved in stack.contains { $0 === moved } }
        awaitingDidMove.removeAll()
        for controller in arrived { controller.didMove(toParent: self) }
    }

    // MARK: The swipe back

    func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, containerView.bounds.width)
        switch gesture.state {
        case .began:
            guard stack.count > 1, transition == nil else { return }
            let popped = stack.removeLast()
            prepareRemoval(popped)
            show(operation: .pop, animated: true, interactive: true)
        case .changed:
            guard let transition, transition.isInteractive else { return }
            let progress = min(1, max(0, gesture.translation(in: containerView).x / width))
            transition.apply(progress: progress)
        case .ended, .cancelled, .failed:
            guard let transition, transition.isInteractive else { return }
            let progress = min(1, max(0, gesture.translation(in: containerView).x / width))
            let velocity = gesture.velocity(in: containerView).x
            let completes = gesture.state == .ended
                && (velocity > Self.popCompletionVelocity || (progress > Self.popCompletionFraction && velocity > -Self.popCompletionVelocity))
            let remaining = completes ? 1 - progress : progress
            UIView.animate(withDuration: NavigationTransition.duration * Double(remaining), delay: 0, options: .curveEaseOut,
                           animations: { transition.apply(progress: completes ? 1 : 0) },
                           completion: { _ in self.finish(transition, completed: completes) })
        default:
            return
        }
    }

    /// Goes back one controller, as the back button does: for Alt+← and the mouse's back
    /// button. Returns whether there was somewhere to go back to.
    @discardableResult
    func goBack() -> Bool {
        guard stack.count > 1, transition == nil else { return false }
        popViewController(animated: true)
        return true
    }

    // MARK: Bars and layout

    private func updateToolbar(for top: UIViewController, animated: Bool) {
        toolbar.setItems(top.toolbarItems, animated: animated)
    }

    /// Whether the toolbar shows: not hidden, and the top controller does not hide it.
    private var showsToolbar: Bool {
        !isToolbarHidden && !(stack.last?.hidesBottomBarWhenPushed ?? false)
    }

    func barsChanged(animated: Bool) {
        guard let root = viewIfLoaded else { return }
        if animated, root.window != nil {
            navigationBar.isHidden = false
            toolbar.isHidden = false
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { self.layOutBarsAndChildren() },
                           completion: { _ in self.layOutBarsAndChildren() })
        } else {
            layOutBarsAndChildren()
        }
    }

    /// The scroll view that decides whether `controller`'s content is at the bar's scroll
    /// edge: its view when that scrolls, else the first scroll view among its view's subviews.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }

    /// Places the bar at the top of the safe area (above it when hidden), the toolbar at the
    /// bottom, the children's container over the whole view, and gives the children the
    /// bars' insets as safe area.
    func layOutBarsAndChildren() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds, safe = root.safeAreaInsets
        let barHeight = navigationBar.preferredHeight
        let barShown = !isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: barShown ? safe.top : -barHeight, width: bounds.width, height: barHeight)
        navigationBar.contentScrollView = topViewController.flatMap(Self.contentScrollView(of:))
        if barShown { navigationBar.isHidden = false }
        let toolbarHeight = UIToolbar.standardHeight
        let toolbarShown = showsToolbar
        toolbar.frame = CGRect(x: 0, y: toolbarShown ? bounds.height - safe.bottom - toolbarHeight : bounds.height,
                               width: bounds.width, height: toolbarHeight + (toolbarShown ? 0 : safe.bottom))
        toolbar.contentScrollView = navigationBar.contentScrollView
        if toolbarShown { toolbar.isHidden = false }
        if AnimationTransactionStack.main.current == nil {
            navigationBar.isHidden = !barShown
            toolbar.isHidden = !toolbarShown
        }
        // Content runs under translucent bars, with the bars as safe area, and stops at
        // opaque ones.
        let underBar = barShown && navigationBar.isTranslucent, belowBar = barShown && !navigationBar.isTranslucent
        let overToolbar = toolbarShown && toolbar.isTranslucent, aboveToolbar = toolbarShown && !toolbar.isTranslucent
        let top = belowBar ? safe.top + barHeight : 0
        let bottom = aboveToolbar ? bounds.height - safe.bottom - toolbarHeight : bounds.height
        containerView.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bottom - top))
        let insets = UIEdgeInsets(top: underBar ? barHeight : 0, left: 0, bottom: overToolbar ? toolbarHeight : 0, right: 0)
        for child in stack where child.viewIfLoaded?.superview === containerView {
            child.containerSafeAreaInsets = insets
            if transition == nil { child.view.frame = containerView.bounds }
        }
        if let transition {
            for controller in [transition.from, transition.to] {
                controller.containerSafeAreaInsets = insets
                controller.viewIfLoaded?.bounds.size = containerView.bounds.size
            }
        }
    }
}
