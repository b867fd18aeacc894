import Foundation

/// A container that shows a stack of view controllers one at a time, with a navigation bar
/// on top (the top controller's `navigationItem`, and a back button) and an optional toolbar
/// below (its `toolbarItems`).
///
/// **The stack.** `viewControllers` changes at once when a controller is pushed or popped;
/// what is on screen follows with UIKit's slide (the arriving view comes in from the right
/// edge while the one underneath moves left by a third under a dimming veil; a pop is the
/// reverse; the bar's content cross-fades). A change made while another is animating is
/// shown, without animation, once that one ends.
///
/// **Appearance** is called in UIKit's order: for a push, the new controller loads, the old
/// one hears `viewWillDisappear`, the new one `viewWillAppear` (with `isMovingToParent`);
/// when the slide ends, `viewDidDisappear`, then `viewDidAppear`, then the new one's
/// `didMove(toParent:)`. A pop is the same with `willMove(toParent: nil)` first and
/// `isMovingFromParent` set, and the popped controller's `didMove(toParent: nil)` last.
///
/// **Going back** without the back button: a swipe from the left edge
/// (`interactivePopGestureRecognizer`) follows the finger and finishes or cancels on release;
/// Alt+← (a key command, so an app's own commands for the same keys win); and the mouse's
/// back button (X11 button 8), which the application sends to the key window's frontmost
/// navigation controller.
///
/// **Layout.** Children's views fill the controller's view, under the bars as on iOS, and
/// their safe area is inset by the bars, so content laid out to the safe area (or the
/// margins) is not under them.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// How far, as a part of the width, a swipe back must have gone to finish on release.
    static let popCompletionFraction: CGFloat = 0.5
    /// How fast a swipe back must be moving right on release to finish wherever it is, in
    /// points per second (a flick).
    static let popCompletionVelocity: CGFloat = 300
    /// How long showing or hiding a bar slides, in seconds (UIKit's `hideShowBarDuration`).
    public static let hideShowBarDuration: CGFloat = 0.2

    private let navigationBarClass: UINavigationBar.Type
    private let toolbarClass: UIToolbar.Type

    /// A navigation controller whose bar and toolbar are of the given classes (nil: the
    /// standard ones); push the root controller yourself.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.navigationBarClass = (navigationBarClass as? UINavigationBar.Type) ?? UINavigationBar.self
        self.toolbarClass = (toolbarClass as? UIToolbar.Type) ?? UIToolbar.self
        super.init(nibName: nil, bundle: nil)
        if let navigationBarClass, !(navigationBarClass is UINavigationBar.Type) {
            Diagnostics.warn("UINavigationController(navigationBarClass: \(navigationBarClass)) is not a UINavigationBar subclass; UINavigationBar used")
        }
        if let toolbarClass, !(toolbarClass is UIToolbar.Type) {
            Diagnostics.warn("UINavigationController(toolbarClass: \(toolbarClass)) is not a UIToolbar subclass; UIToolbar used")
        }
    }

    /// A navigation controller showing `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(navigationBarClass: nil, toolbarClass: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// A navigation controller with an empty stack.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBarClass = UINavigationBar.self
        toolbarClass = UIToolbar.self
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller decoded from a storyboard: its root is made from its
    /// `rootViewController` relationship (already in the stack when a subclass's
    /// `init(coder:)` continues), its bars from `navigationBar` and `toolbar`.
    public required init?(coder: NSCoder) {
        navigationBarClass = UINavigationBar.self
        toolbarClass = UIToolbar.self
        super.init(coder: coder)
    }

    // MARK: The stack

    /// The stack, root first. The top controller's navigation item and toolbar items are
    /// the bars' content.
    var stack: [UIViewController] = []

    /// The stack, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: a controller presented over the navigation
    /// controller (or its top controller), else the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Pushes `viewController` on the stack and shows it, sliding in from the right when
    /// `animated`. A controller already in the stack, or in another container, is refused
    /// with a warning.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and shows the one below; the root is never popped (nil).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(to: stack.count - 2, animated: animated).last
    }

    /// Pops every controller above the root, and returns them, bottom first (nil when none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = performPop(to: 0, animated: animated)
        return popped.isEmpty ? nil : popped
    }

    /// Pops every controller above `viewController`, and returns them (nil when it is not in
    /// the stack, with a warning, or is already on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.warn("popToViewController: \(type(of: viewController)) is not in the navigation stack; nothing popped")
            return nil
        }
        let popped = performPop(to: index, animated: animated)
        return popped.isEmpty ? nil : popped
    }

    /// Replaces the stack; when the top changes, it is shown with a push (a new top) or a pop
    /// (a top that was already in the stack) if `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }

    /// Pushes `vc`: a navigation controller shows controllers by pushing them.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Bars

    /// The navigation bar, whose items are the stack's navigation items. Made with the view.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = navigationBarClass.init(frame: .zero)
        bar.delegate = helper
        return bar
    }()

    /// The toolbar, which shows the top controller's `toolbarItems` when it is not hidden.
    public private(set) lazy var toolbar: UIToolbar! = toolbarClass.init(frame: .zero)

    /// Whether the navigation bar is hidden; setting it does not animate.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenFlag }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it when `animated`.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenFlag else { return }
        navigationBarHiddenFlag = hidden
        barsChanged(animated: animated)
    }

    /// Whether the toolbar is hidden (true by default); setting it does not animate.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenFlag }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar, sliding it when `animated`.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenFlag else { return }
        toolbarHiddenFlag = hidden
        barsChanged(animated: animated)
    }

    private var navigationBarHiddenFlag = false
    private var toolbarHiddenFlag = true

    /// Told when a controller is about to be shown and when it has been.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The swipe from the left edge that pops the top controller, following the finger.
    /// Disable it (`isEnabled = false`) to turn swiping back off.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popGesture }

    private lazy var popGesture: UIScreenEdgePanGestureRecognizer = {
        let gesture = UIScreenEdgePanGestureRecognizer()
        gesture.edges = .left
        gesture.delegate = helper
        gesture.addAction { [weak self] recognizer in self?.handlePopGesture(recognizer) }
        return gesture
    }()

    /// The bar's and the gesture's delegate, so that the controller's own shape stays UIKit's.
    private lazy var helper = NavigationControllerHelper(self)

    // MARK: The view

    /// Holds the children's views, under the bars.
    let containerView = UIView()

    open override func loadView() {
        let root = NavigationControllerView(controller: self)
        root.backgroundColor = .systemBackground
        containerView.frame = root.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.backgroundColor = nil
        root.addSubview(containerView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        root.addGestureRecognizer(popGesture)
        view = root
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.items = stack.last?.toolbarItems
        showTopWithoutTransition()
    }

    /// The transition on screen, if any.
    var transition: NavigationTransition?
    /// The controller whose view is in the container.
    var displayedViewController: UIViewController?
    /// Controllers added to the stack that have not had `didMove(toParent:)` yet.
    var awaitingDidMove: [UIViewController] = []
    /// Controllers taken off the stack that are still children (until shown leaving).
    var awaitingRemoval: [UIViewController] = []

    /// Whether the controller's view is on screen or getting there.
    var isOnScreen: Bool { isAppearingOrAppeared && viewIfLoaded?.window != nil }

    // MARK: Going back (the mouse's back button, Alt+←)

    /// Alt+← goes back, as a key command: an app's own command for the same keys, nearer
    /// the start of the responder chain, wins.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate,
                      action: Selector(UINavigationController.goBackFromKeyCommand))]
    }

    /// Alt+←'s action.
    func goBackFromKeyCommand() {
        goBack()
    }
}
