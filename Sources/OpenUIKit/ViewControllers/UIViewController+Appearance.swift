import Foundation

/// Where a view controller is in its appearance cycle, as UIKit keeps it. The only moves are
/// disappeared → appearing → appeared → disappearing → disappeared, plus the two reversals
/// an interrupted transition makes (appearing → disappearing, disappearing → appearing).
enum AppearanceState {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// The appearance state machine, and what drives it: the window (its root controller, when
/// it is made visible; `viewIsAppearing` in the layout step, `viewDidAppear` after the frame
/// that shows the view), a child's root view joining or leaving a window, and containers
/// calling `beginAppearanceTransition(_:animated:)` by hand.
extension UIViewController {
    // MARK: The transitions

    /// Moves into `.appearing` or `.disappearing`, calling `viewWillAppear(_:)` or
    /// `viewWillDisappear(_:)`; a controller already in (or past) that transition is left
    /// alone, so no callback comes twice. Children that follow this controller get the same
    /// call after it, parent first.
    func transitionAppearance(to target: AppearanceState, animated: Bool) {
        switch (appearanceState, target) {
        case (.disappeared, .appearing), (.disappearing, .appearing):
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceTransitionAnimated = animated
            sentViewIsAppearing = false
            viewWillAppear(animated)
            if let window = viewIfLoaded?.window { window.noteAppearing(self) }
        case (.appeared, .disappearing), (.appearing, .disappearing):
            appearanceState = .disappearing
            appearanceTransitionAnimated = animated
            viewWillDisappear(animated)
        default:
            return
        }
        for child in appearanceFollowers { child.transitionAppearance(to: target, animated: animated) }
    }

    /// Ends the transition in progress: `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if
    /// that has not come yet) or `viewDidDisappear(_:)`, then the same for the followers.
    func finishAppearanceTransition() {
        let animated = appearanceTransitionAnimated
        switch appearanceState {
        case .appearing:
            if !sentViewIsAppearing { sendViewIsAppearing() }
            appearanceState = .appeared
            viewDidAppear(animated)
            clearMovingFlagsIfDone()
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            clearMovingFlagsIfDone()
        default:
            return
        }
        for child in appearanceFollowers { child.finishAppearanceTransition() }
    }

    /// `viewIsAppearing(_:)`, once per appearing phase.
    func sendViewIsAppearing() {
        guard appearanceState == .appearing, !sentViewIsAppearing else { return }
        sentViewIsAppearing = true
        traitCollection.performAsCurrent { viewIsAppearing(appearanceTransitionAnimated) }
    }

    /// The children whose appearance follows this controller's: those whose views are inside
    /// its view, when it forwards appearance automatically.
    var appearanceFollowers: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: root) ?? false }
    }

    /// Whether the system drives this controller's appearance from where its view is: a
    /// window's root controller, or a child of a container that forwards automatically.
    /// (A child of a container that forwards by hand waits for its container's calls.)
    var followsAppearanceAutomatically: Bool {
        if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods }
        guard let window = viewIfLoaded?.window else { return false }
        return window.rootViewController === self
    }

    /// Whether this controller is on screen or getting there.
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    // MARK: Driven by the root view moving between windows

    /// A child's root view is about to join `newWindow` (or leave, with nil): it begins to
    /// appear if the window shows controllers and its parent is on screen or getting there,
    /// and begins to disappear if it is leaving the screen.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        guard let parent, parent.shouldAutomaticallyForwardAppearanceMethods else { return }
        if let newWindow, newWindow.showsViewControllers, parent.isAppearingOrAppeared {
            transitionAppearance(to: .appearing, animated: false)
        } else if isAppearingOrAppeared {
            transitionAppearance(to: .disappearing, animated: false)
        }
    }

    /// The root view has joined or left a window: an appearing controller registers with its
    /// new window (for `viewIsAppearing` and, when automatic, `viewDidAppear`), and a child
    /// that left the screen on its own finishes disappearing at once.
    func rootViewDidMoveToWindow() {
        if appearanceState == .appearing, let window = viewIfLoaded?.window {
            window.noteAppearing(self)
        } else if appearanceState == .disappearing, let parent, parent.shouldAutomaticallyForwardAppearanceMethods,
                  parent.appearanceState != .disappearing {
            // (A parent that is disappearing too ends its children's with its own, after it.)
            finishAppearanceTransition()
        }
    }

    // MARK: Containment flags

    /// `isMovingToParent` lasts until the container has called `didMove(toParent:)` and any
    /// appearance that began meanwhile has ended; `isMovingFromParent` until the controller
    /// is removed and any disappearance has ended.
    func clearMovingFlagsIfDone() {
        if movingToParentFlag, finishedMoveToParent, appearanceState != .appearing { movingToParentFlag = false }
        if movingFromParentFlag, parent == nil, appearanceState != .disappearing { movingFromParentFlag = false }
    }
}
