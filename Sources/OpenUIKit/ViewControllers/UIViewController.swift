import Foundation

/// Manages one view hierarchy: loads its root view on first use, hears about layout and
/// appearance, and contains child controllers.
///
/// **Loading.** The root view loads lazily, the first time `view` is read: `loadView()`, then
/// `viewDidLoad()`. `isViewLoaded` and `viewIfLoaded` look without loading.
///
/// **Appearance** is a state machine with four states (disappeared, appearing, appeared,
/// disappearing), as UIKit's is. A controller is told, each with `animated`:
/// `viewWillAppear(_:)` → `viewIsAppearing(_:)` (its view is in the window and laid out by its
/// superview; traits are current) → `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()` →
/// `viewDidAppear(_:)` (after the frame that first shows it), and later
/// `viewWillDisappear(_:)` → `viewDidDisappear(_:)`. A call that would repeat the current
/// state is not made twice. A window's root controller appears when the window is made key
/// and visible; a child appears when its view joins an appearing or appeared parent's view in
/// a shown window, and disappears when it leaves, as long as the parent forwards appearance
/// automatically (`shouldAutomaticallyForwardAppearanceMethods`). A container that forwards
/// by hand calls `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
///
/// **Containment** follows UIKit's contract: `addChild(_:)` calls the child's
/// `willMove(toParent:)` and the container calls `didMove(toParent:)` once its view is placed;
/// the container calls `willMove(toParent: nil)` before `removeFromParent()`, which calls
/// `didMove(toParent: nil)` itself.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?

    /// Where the controller is in its appearance cycle (UIViewController+Appearance.swift).
    var appearanceState = AppearanceState.disappeared
    /// Whether the last transition into `.appearing` was animated; the matching
    /// `viewIsAppearing(_:)` and `viewDidAppear(_:)` are told the same.
    var appearanceTransitionAnimated = false
    /// Whether `viewIsAppearing(_:)` was sent in the current appearing phase.
    var sentViewIsAppearing = false
    /// Set while an animated transition owns this controller's appearance: the window then
    /// leaves its `viewDidAppear` to the transition's end.
    var appearanceHeldByTransition = false
    /// Set by `addChild(_:)`, cleared once the move has finished (see `isMovingToParent`).
    var movingToParentFlag = false
    /// Whether the container has called `didMove(toParent:)` since `addChild(_:)`.
    var finishedMoveToParent = true
    /// Set by `willMove(toParent: nil)`, cleared once the removal has finished.
    var movingFromParentFlag = false

    /// A title for the window or navigation; setting it also sets the navigation item's and
    /// the tab bar item's titles, as UIKit does.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// The controllers added with `addChild(_:)`, in the order they were added.
    open internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open internal(set) weak var parent: UIViewController?

    /// A controller whose root view `loadView()` makes.
    public override init() {
        super.init()
    }

    /// UIKit's designated initializer. The nib name is kept in `nibName`; with no nib loader
    /// yet the root view comes from `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller decoded from a storyboard: its title and identifier; its view loads
    /// from the storyboard when first needed (see `UIStoryboard`).
    public required init?(coder: NSCoder) {
        super.init()
        decodeViewController(from: coder)
    }

    /// Where the root view comes from when it was made by a storyboard.
    var storyboardSource: StoryboardViewSource?

    /// The storyboard the controller was made from, if any.
    open var storyboard: UIStoryboard? { storyboardSource?.storyboard }

    /// Runs the segue with this identifier from the controller's storyboard scene: a new
    /// destination, ``prepare(for:sender:)``, then the segue's `perform()`. Calling it does
    /// not consult ``shouldPerformSegue(withIdentifier:sender:)``, as in UIKit.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performStoryboardSegue(identifier: identifier, sender: sender)
    }

    /// Whether a segue a control triggers should run; the default says yes.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue runs, with its new destination (whose view is not
    /// loaded yet); the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller takes an unwind segue whose action is `action`, triggered by
    /// `sender` in `fromViewController`. UIKit asks each controller on the way back from the
    /// source, nearest first; the first to agree is the unwind's destination. The default
    /// agrees when the controller implements the action (its `InterfaceBuilderKeyed` table
    /// declares it) and is not the source itself.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        self !== fromViewController && InterfaceBuilderKeys.tables(for: self).contains { $0.actions.values.contains(action) }
    }

    /// The name of the nib the controller was made with, if any.
    open private(set) var nibName: String?
    /// The bundle the nib is in, if any.
    open private(set) var nibBundle: Bundle?

    /// Called on objects loaded from an Interface Builder document after all of them are
    /// connected (for a storyboard controller, before its view loads); overrides must call
    /// super.
    open func awakeFromNib() {}

    // MARK: The root view

    /// The root view, loaded by `loadView()` (then `viewDidLoad()`) the first time it is
    /// asked for. Setting it replaces the root view; setting nil unloads it.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            guard newValue !== loadedView else { return }
            if loadedView?.owningViewController === self { loadedView?.owningViewController = nil }
            loadedView = newValue
            if let newValue {
                if let previousOwner = newValue.owningViewController, previousOwner !== self {
                    Diagnostics.warn("a view can be the root view of one view controller only; \(type(of: previousOwner)) loses it to \(type(of: self))")
                    previousOwner.loadedView = nil
                }
                newValue.owningViewController = self
            }
        }
    }

    /// The root view if it is loaded, else nil; never loads it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view exists yet.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = Self.makeDefaultRootView() }
        viewDidLoad()
    }

    /// Creates the root view; override to make your own, and set `view`. The base class
    /// loads it from the controller's storyboard scene or nib (`nibName`, or by UIKit's
    /// default rule a nib named after the class), else makes a plain `UIView` as big as the
    /// screen that stretches with its superview, as UIKit does, so code that lays out from
    /// `view.bounds` in `viewDidLoad` sees a real size. Never call it yourself: reading
    /// `view` calls it.
    open func loadView() {
        if loadViewFromInterfaceBuilder() { return }
        view = Self.makeDefaultRootView()
    }

    /// UIKit's root view for a controller with no nib: the main screen's bounds, flexible
    /// width and height.
    static func makeDefaultRootView() -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return root
    }

    /// Called once the controller's view is loaded; build the view hierarchy here.
    open func viewDidLoad() {}

    /// The app received a memory warning (its window's controllers each hear it, after the
    /// app delegate): release what can be made again later, such as caches. The default does
    /// nothing; an override calls `super` as UIKit asks.
    open func didReceiveMemoryWarning() {}

    // MARK: Layout

    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Updates the root view's constraints; the system calls it where it would call the root
    /// view's `updateConstraints()`. Call super last: it updates the view's own.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Insets added to the safe area of the root view (and so to its margins and the
    /// `safeAreaLayoutGuide`), for content of the app's own along an edge.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            loadedView?.safeAreaInsetsMayHaveChanged()
        }
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { loadedView?.layoutMarginsMayHaveChanged() } }
    }

    /// The smallest margins the root view gets: none at the top and bottom, 16 points at the
    /// sides in a compact width and 20 in a regular one.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let regular = (loadedView?.traitCollection.horizontalSizeClass ?? .unspecified) == .regular
        let side = regular ? UIView.rootViewRegularSideMargin : UIView.rootViewCompactSideMargin
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called when the root view's margins change.
    open func viewLayoutMarginsDidChange() {}

    /// Called when the root view's safe area changes.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Appearance (the state machine is in UIViewController+Appearance.swift)

    /// Called before the view is added to a view hierarchy that is on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the window and its superview has laid it out, after
    /// `viewWillAppear(_:)` and before the view's own layout; traits and geometry are current.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller is appearing because it was just added to a parent: true in its
    /// appearance callbacks after `addChild(_:)`, until the move is finished.
    open var isMovingToParent: Bool { movingToParentFlag }
    /// Whether the controller is disappearing because it is being removed from its parent:
    /// true in its disappearance callbacks after `willMove(toParent: nil)`.
    open var isMovingFromParent: Bool { movingFromParentFlag }

    /// Whether a container forwards appearance to its children by itself (true), or calls
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` on them by
    /// hand (override to return false).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller its view is about to appear (`true`) or disappear: calls
    /// `viewWillAppear(_:)` or `viewWillDisappear(_:)`, unless it is already in that
    /// transition or done with it, and passes the call on to children that follow it.
    /// A container that does not forward automatically calls this on its children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitionAppearance(to: isAppearing ? .appearing : .disappearing, animated: animated)
    }

    /// Finishes the transition `beginAppearanceTransition(_:animated:)` began:
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, passed on to the children too.
    open func endAppearanceTransition() {
        finishAppearanceTransition()
    }

    // MARK: Children (the bookkeeping is in UIViewController+Containment.swift)

    /// Makes `childController` a child of this one, first removing it from any other parent,
    /// and calls its `willMove(toParent:)`. Add its view to yours afterwards, then call its
    /// `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        attachChild(childController)
    }

    /// Removes the controller from its parent, then calls its `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first, and take its view out of yours.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Swaps two children's views in a container, as a custom container does: adds
    /// `toViewController`'s view beside `fromViewController`'s (in its superview), runs
    /// `animations` over `duration` (with the transition the options name, if any), then
    /// removes the old view and calls `completion`. Both must be children of this controller.
    /// When this controller forwards appearance automatically, the old child hears
    /// `viewWillDisappear` and the new one `viewWillAppear` now, and their `did` calls when
    /// the animation ends.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        swapChildren(from: fromViewController, to: toViewController, duration: duration, options: options,
                     animations: animations, completion: completion)
    }

    /// Called before the controller moves to a new parent (nil when it is being removed).
    /// Overrides call super: the base notes a removal for `isMovingFromParent`.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, self.parent != nil { movingFromParentFlag = true }
    }

    /// Called after the controller moved to a new parent (nil once removed). Overrides call
    /// super: the base ends the move `isMovingToParent` reports.
    open func didMove(toParent parent: UIViewController?) {
        if parent != nil { finishMovingToParent() }
    }

    /// The next responder: for a presented controller its presenter, as UIKit documents;
    /// else the root view's superview, else the parent.
    open override var next: UIResponder? {
        if let presentingStorage { return presentingStorage }
        if let superview = loadedView?.superview { return superview }
        return parent
    }

    // MARK: Size transitions and content size (UIContentContainer)

    /// The size the controller's content would like, for containers that honour it (a
    /// popover, a form sheet). Setting a new value tells the parent.
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's `preferredContentSize` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller's view is `parentSize`; the default gives
    /// the child the whole of it.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The view is about to take `size`: a window's root controller hears this at the start
    /// of the first frame after the window was resized (a live resize is one call per frame),
    /// before traits and layout. The default passes it on to the children, each with the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives it; overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The traits are about to become `newCollection` (before `traitCollectionDidChange(_:)`).
    /// The default passes it on to the children; overrides call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Editing

    /// Whether the controller's content is being edited; setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    private var editingFlag = false

    /// Turns editing on or off. Overrides update their views and call super, which records
    /// the new state.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingFlag = editing
        editButtonItemStorage?.showEditing(editing)
    }

    // MARK: Traits (the rest is in UIViewController+Traits.swift)

    /// The trait collection this controller was last given; nil until its view first joins
    /// a window.
    var lastSeenTraitCollection: UITraitCollection?

    /// Called after the controller's traits changed, with the ones before, before its view
    /// hears of it; the default does nothing. Overrides call super first.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Navigation

    /// The navigation item, made on first use (UIViewController+Navigation.swift).
    var navigationItemStorage: UINavigationItem?
    /// The items a navigation controller's toolbar shows while this controller is on top.
    var toolbarItemsStorage: [UIBarButtonItem]?
    /// The Edit/Done item, made on first use.
    var editButtonItemStorage: UIBarButtonItem?

    /// The item a navigation bar shows while this controller is on top, made on first use
    /// with the controller's `title`, which keeps it in step.
    open var navigationItem: UINavigationItem { makeNavigationItemIfNeeded() }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; the navigation controller's toolbar shows them at once if this
    /// controller is on top, cross-fading when `animated`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        storeToolbarItems(toolbarItems, animated: animated)
    }

    /// An item that turns editing on and off (`setEditing(_:animated:)`, animated), titled
    /// "Edit", or "Done" in bold while editing. Made on first use; the same item every time.
    open var editButtonItem: UIBarButtonItem { makeEditButtonItemIfNeeded() }

    /// Whether a navigation controller hides its toolbar while this controller is on top.
    open var hidesBottomBarWhenPushed = false

    /// Shows `vc` in a primary context: the controller that `targetViewController(forAction:sender:)`
    /// finds for `show(_:sender:)` does (a navigation controller pushes it); with none,
    /// this controller presents it.
    open func show(_ vc: UIViewController, sender: Any?) {
        routeShow(vc, sender: sender)
    }

    /// Shows `vc` in a secondary (detail) context: the controller found for this action does
    /// (a split view controller), else this controller presents it.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        routeShowDetail(vc, sender: sender)
    }

    /// The controller that handles `action` (`show(_:sender:)` or
    /// `showDetailViewController(_:sender:)`) for this one: the first up the parent chain
    /// that overrides the action and answers `canPerformAction(_:withSender:)`, else nil.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        findTargetViewController(forAction: action, sender: sender)
    }
    /// Safe-area insets a container gives its child's root view (a navigation controller's
    /// bars), added to the child's own `additionalSafeAreaInsets`.
    var containerSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if containerSafeAreaInsets != oldValue { loadedView?.safeAreaInsetsMayHaveChanged() } }
    }

    // MARK: Presentation (the behaviour is in Presentation/UIViewController+Presentation.swift)

    /// How the controller is shown when presented. `.automatic` (the default) is a page
    /// sheet, as on current iOS; an alert controller chooses its own.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic {
        didSet { if modalPresentationStyle != oldValue, presentingStorage == nil { presentationControllerStorage = nil } }
    }
    /// The animation a presentation without a custom animator uses (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from this controller
    /// or its descendants covers this controller's view (default false: the root's).
    open var definesPresentationContext = false
    /// Whether a controller defining the presentation context imposes its own
    /// `modalTransitionStyle` on the presentations in its context (default false).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user is kept from dismissing the presentation (a swipe down on a sheet, a
    /// tap outside a popover, Esc); the delegate then hears
    /// `presentationControllerDidAttemptToDismiss(_:)`. Programmatic dismissal still works.
    open var isModalInPresentation = false
    /// Supplies custom animators and a custom presentation controller; held weakly.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller this one presents, if any.
    var presentedStorage: UIViewController?
    /// The controller presenting this one, if any.
    weak var presentingStorage: UIViewController?
    /// This controller's presentation controller, made on first use or when presented.
    var presentationControllerStorage: UIPresentationController?
    /// The presentation or dismissal this controller runs as presenter, while it runs.
    var runningPresentationTransition: PresentationTransitionContext?
    /// Set from `present` until `viewDidAppear`; see `isBeingPresented`.
    var beingPresentedFlag = false
    /// Set from the start of a dismissal until `viewDidDisappear`; see `isBeingDismissed`.
    var beingDismissedFlag = false
    /// Presents `viewControllerToPresent` modally over this controller's tree, then calls
    /// `completion` once it has appeared (after its `viewDidAppear(_:)`).
    ///
    /// Refused, with a warning, when the presenter already presents a controller or a
    /// presentation or dismissal is running there, when the controller is already presented
    /// or is a child, and when this controller's view is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        startPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, with every controller that one presents
    /// in turn; called on a presented controller with nothing above it, asks its presenter
    /// to dismiss it. Only the topmost controller animates (with its own transition style);
    /// the ones between are simply removed, as UIKit documents. `completion` runs once the
    /// dismissed controllers have disappeared. With nothing to dismiss, nothing happens.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: flag, completion: completion)
    }

    /// The controller this one, or the nearest of its ancestors, presents.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one, or the nearest of its ancestors.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// Whether the controller is being presented: true from `present` until its
    /// `viewDidAppear(_:)` has returned.
    open var isBeingPresented: Bool { beingPresentedFlag }

    /// Whether the controller is being dismissed: true from the start of its dismissal until
    /// its `viewDidDisappear(_:)` has returned.
    open var isBeingDismissed: Bool { beingDismissedFlag }

    /// The presentation controller that shows (or will show) this controller, made on first
    /// use for the current `modalPresentationStyle` (the transitioning delegate's for a
    /// `.custom` presentation once presented). Set its `delegate` before presenting to take
    /// part in adaptation and in the user's dismissals.
    open var presentationController: UIPresentationController? {
        currentPresentationController()
    }

    /// The popover presentation controller, when `modalPresentationStyle` is `.popover`: set
    /// its `sourceView` and `sourceRect` before presenting. Nil for any other style.
    open var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }

    /// The sheet presentation controller, when the controller is shown as a sheet
    /// (`.automatic`, `.pageSheet` or `.formSheet`): set its `detents`, grabber and corners
    /// before presenting, or change them in `animateChanges(_:)` while shown. Nil otherwise.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// Whether the dismissal in progress is the user's (a swipe, a tap outside, Esc).
    var dismissedByUser = false
    /// The coordinator of the presentation or dismissal running for this controller (or for
    /// the controller it is inside): add animations to run alongside it, for instance a
    /// dimming view's fade from `presentationTransitionWillBegin()` or `viewWillAppear(_:)`;
    /// nil when none runs.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        presentationTransitionCoordinator
    }

    /// The style a system controller (an alert) is shown with in its presenter's traits,
    /// chosen instead of `modalPresentationStyle`.
    var ownPresentationStyle: ((UITraitCollection) -> UIModalPresentationStyle)?

    // MARK: Tab bar and split view

    /// The tab bar item, made on first use (UIViewController+TabBar.swift).
    var tabBarItemStorage: UITabBarItem?

    /// The item a tab bar controller's bar shows for this controller, made on first use with
    /// the controller's `title`, which keeps it in step. Setting it replaces the tab.
    open var tabBarItem: UITabBarItem! {
        get { makeTabBarItemIfNeeded() }
        set { storeTabBarItem(newValue) }
    }
}
