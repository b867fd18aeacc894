import Foundation

/// Manages one presentation on screen: where the presented controller's view goes in the
/// presentation's container, what the system adds around it (the dimmed window behind a
/// sheet, a popover's bubble), and how the presentation adapts to a compact width.
///
/// UIKit makes one for every presentation; a `.custom` presentation gets the one its
/// transitioning delegate's `presentationController(forPresented:presenting:source:)`
/// returns, which is usually a subclass overriding `frameOfPresentedViewInContainerView`
/// and the four transition methods.
///
/// The container is a view of its own in the window, above the root controller's view and
/// every earlier presentation; the window keeps it sized to itself (or, for the
/// current-context styles, to the view of the controller that defines the context).
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UITraitEnvironment {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    private weak var presentingStorage: UIViewController?
    /// Whoever asks the delegate to adapt, and hears of dismissals the user starts.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// The view the presentation takes place in; nil until the presentation begins.
    open internal(set) var containerView: UIView?
    /// The style the presentation shows with now: the presented controller's, or the one
    /// it adapted to in a compact width.
    open internal(set) var presentationStyle: UIModalPresentationStyle
    /// The dimming behind a sheet and the swipe that dismisses it, while shown as a sheet.
    var sheetChrome: SheetChrome?
    /// The style the presentation asked for, before any adaptation; set as it begins.
    var requestedStyle: UIModalPresentationStyle?

    /// A presentation controller for `presentedViewController`, shown over
    /// `presentingViewController` (nil when the system is to find the presenter).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        let style = presentedViewController.modalPresentationStyle
        self.presentationStyle = style == .automatic ? .pageSheet : style
        super.init()
    }

    /// The controller the presentation covers. Before the presentation begins, the one
    /// given at creation, or else the presented controller itself.
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController
    }

    /// Sets the presenter once the system has found it.
    func setPresenting(_ presenter: UIViewController) {
        presentingStorage = presenter
    }

    // MARK: Adaptation

    /// The style to use in a compact width, asking `adaptivePresentationStyle(for:)` with
    /// the container's traits.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: traitCollection)
    }

    /// The style to use in a horizontally compact environment, or `.none` to keep the
    /// current one. Sheets and popovers become a page sheet (a card rising from the bottom,
    /// as on an iPhone); the other styles keep theirs.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        switch presentationStyle {
        case .pageSheet, .formSheet, .popover: return .pageSheet
        default: return .none
        }
    }

    // MARK: Layout

    /// The view the transition animates and the container holds: the presented
    /// controller's view (subclasses may wrap it).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view goes in the container: the whole container for the full
    /// styles, a card for sheets, a bubble's content for a popover.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        switch presentationStyle {
        case .pageSheet, .formSheet, .popover:
            let compact = containerView.traitCollection.horizontalSizeClass == .compact
            return SheetLayout.frame(for: presentationStyle, in: bounds, compact: compact,
                                     preferredContentSize: presentedViewController.preferredContentSize)
        default:
            return bounds
        }
    }

    /// Whether the presentation covers the whole window (true) or only the view of the
    /// controller that defines the presentation context (the current-context styles).
    open var shouldPresentInFullscreen: Bool {
        presentationStyle != .currentContext && presentationStyle != .overCurrentContext
    }

    /// Whether the presenter's view leaves the screen once the presentation is shown: true
    /// for `.fullScreen` and `.currentContext`, which cover it entirely. The presenter then
    /// hears `viewWillDisappear` and `viewDidDisappear`; the over-styles, sheets and popovers
    /// leave it on screen and it hears nothing.
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresentersView }

    /// The container is about to lay out its subviews (a resize, a new presentation); the
    /// default does nothing, subclasses place their views here.
    open func containerViewWillLayoutSubviews() {}
    /// The container laid out its subviews; the default does nothing.
    open func containerViewDidLayoutSubviews() {}

    // MARK: The transitions

    /// The presentation animation is about to start: add views of your own to the container.
    open func presentationTransitionWillBegin() {}
    /// The presentation animation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal animation is about to start.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal animation ended; `completed` is false when it was cancelled (a swipe
    /// let go early), and then the presentation stays.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    // MARK: Traits

    /// The container's traits once the presentation has begun, else the presenter's.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingStorage?.traitCollection ?? UITraitCollection()
    }

    /// The container's traits changed (a window resized across the compact boundary); the
    /// default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the layout is the system's (the built-in styles) rather than a custom subclass's.
    var usesSystemLayout: Bool { presentationStyle != .custom }

    // MARK: What the system adds (overridden by the popover controller)

    /// In a compact width, a sheet or popover adapts: to the delegate's answer, else to
    /// `adaptivePresentationStyle(for:)`; `.none` keeps the style. Asked once, as the
    /// presentation begins.
    func adaptToContainerTraits() {
        guard presentationStyle.isSheet || presentationStyle == .popover, let containerView else { return }
        let traits = containerView.traitCollection
        guard traits.horizontalSizeClass == .compact else { return }
        let adapted = delegate?.adaptivePresentationStyle(for: self, traitCollection: traits)
            ?? adaptivePresentationStyle(for: traits)
        if adapted != .none, adapted != .automatic { presentationStyle = adapted }
    }

    /// The container's traits changed while shown: a sheet or popover adapts again (a
    /// popover becomes a sheet when the window turns compact, and a popover again when it
    /// turns regular), swapping the system's views.
    func containerTraitsDidChange() {
        guard let requestedStyle, requestedStyle.isSheet || requestedStyle == .popover,
              presentedViewController.presentingStorage?.runningPresentationTransition == nil else { return }
        let previous = presentationStyle
        presentationStyle = requestedStyle
        adaptToContainerTraits()
        let adapted = presentationStyle
        guard adapted != previous else { return }
        // The old style's views come off with it, then the new style's go on.
        presentationStyle = previous
        removeSystemChrome()
        presentationStyle = adapted
        installSystemChrome()
        if let presentedView { containerView?.bringSubviewToFront(presentedView) }
        containerView?.setNeedsLayout()
    }

    /// Whether touches outside the presented view go to the windows' views behind the
    /// presentation (a sheet at an undimmed detent) instead of stopping at the container.
    var passesTouchesOutsidePresentedView: Bool { false }

    /// Adds the dimming and the swipe-to-dismiss of a sheet.
    func installSystemChrome() {
        guard presentationStyle.isSheet, let containerView, let presentedView else { return }
        sheetChrome = SheetChrome(presentationController: self, containerView: containerView, presentedView: presentedView)
    }

    /// The presentation's animation finished and the presented view is in its place: the
    /// system's views that sit on it are placed again.
    func systemPresentationDidFinish() {}

    /// Takes the system's views and recognizers away once dismissed.
    func removeSystemChrome() {
        sheetChrome?.remove()
        sheetChrome = nil
    }

    /// Puts the presented view (and, in subclasses, the system's views around it) where the
    /// layout says: after the container resized.
    func layoutSystemViews(presentedView: UIView) {
        presentedView.frame = frameOfPresentedViewInContainerView
    }

    /// Fades the system's views in or out with the transition.
    func animateChrome(appearing: Bool, animated: Bool, duration: TimeInterval) {
        sheetChrome?.fadeDimming(in: appearing, duration: animated ? duration : 0)
    }

    /// The transition style the system's animator uses: a popover fades; a presentation in
    /// a context whose controller `providesPresentationContextTransitionStyle` takes that
    /// controller's; the others the presented controller's.
    func systemTransitionStyle(context: UIViewController) -> UIModalTransitionStyle {
        if presentationStyle == .popover { return .crossDissolve }
        if !shouldPresentInFullscreen, context.providesPresentationContextTransitionStyle { return context.modalTransitionStyle }
        return presentedViewController.modalTransitionStyle
    }

    /// A dismissal the user asks for (a swipe, a tap outside a popover, Esc): refused when
    /// the presented controller `isModalInPresentation` or the delegate says no (the delegate
    /// then hears `presentationControllerDidAttemptToDismiss(_:)`), else announced with
    /// `presentationControllerWillDismiss(_:)` and run. Returns whether it began.
    @discardableResult
    func userRequestedDismissal(animated: Bool = true) -> Bool {
        guard mayBeginUserDismissal() else { return false }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.startDismissal(from: presentingViewController, animated: animated, userInitiated: true, completion: nil)
        return true
    }

    /// Whether the user may dismiss now, asking as UIKit does; a refusal is reported to the
    /// delegate.
    func mayBeginUserDismissal() -> Bool {
        if presentedViewController.refusesUserDismissal || !(delegate?.presentationControllerShouldDismiss(self) ?? true) {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }
}
