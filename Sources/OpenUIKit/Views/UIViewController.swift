import Foundation

/// Manages one view hierarchy: loads its root view on first use and hears about layout and
/// appearance.
///
/// Lifecycle, in order: `loadView()` → `viewDidLoad()` → `viewWillAppear(_:)` →
/// `viewWillLayoutSubviews()` → `viewDidLayoutSubviews()` → `viewDidAppear(_:)` (after the
/// first update pass that shows it).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var isAppearing = false

    /// A title for the window or navigation.
    open var title: String?

    /// The controllers added with `addChild(_:)`.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    public override init() {
        super.init()
    }

    /// UIKit's designated initializer. There are no nibs here: both arguments are ignored
    /// (the root view comes from `loadView()`), and the form exists so that subclasses
    /// overriding it compile as on iOS.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Declared as UIKit declares it, so that a subclass with initializers of its own
    /// compiles as on iOS. Nothing is decoded: there are no storyboards here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called on controllers loaded from a storyboard, which never happens here; present so
    /// that code overriding it compiles.
    open func awakeFromNib() {}

    /// The root view, loaded by `loadView()` the first time it is asked for.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the root view exists yet.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Creates the root view; override to make your own, and set `view`. The base class
    /// makes a plain `UIView`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once the controller's view is loaded; build the view hierarchy here.
    open func viewDidLoad() {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}

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
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let regular = (loadedView?.traitCollection.horizontalSizeClass ?? .unspecified) == .regular
        let side = regular ? UIView.rootViewRegularSideMargin : UIView.rootViewCompactSideMargin
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called when the root view's margins change.
    open func viewLayoutMarginsDidChange() {}

    /// Called when the root view's safe area changes.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before the view appears on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared on screen.
    open func viewDidAppear(_ animated: Bool) {}

    open override var next: UIResponder? {
        loadedView?.superview
    }

    // MARK: Children

    /// Adds `child` as a child view controller.
    public func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        willMove(toParent: nil)
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller moves to a new parent (nil when removed).
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to a new parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Traits (the rest is in UIViewController+Traits.swift)

    /// The trait collection this controller was last given; nil until its view first joins
    /// a window.
    var lastSeenTraitCollection: UITraitCollection?

    /// Called after the controller's traits changed, with the ones before, before its view
    /// hears of it; the default does nothing. Overrides call super first.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Appearance, driven by the window

    func beginAppearance(in window: UIWindow) {
        guard !isAppearing else { return }
        isAppearing = true
        viewWillAppear(false)
        window.noteAppearing(self)
    }

    func finishAppearance() {
        viewDidAppear(false)
    }
}
