import Foundation

/// A container that shows one of several controllers at a time, picked with a tab bar at the
/// bottom (each controller's `tabBarItem`).
///
/// **Selecting.** A tap on a tab asks the delegate (`tabBarController(_:shouldSelect:)`),
/// selects it and tells the delegate (`tabBarController(_:didSelect:)`); setting
/// `selectedIndex` or `selectedViewController` in code selects without asking or telling the
/// delegate, as UIKit documents.
///
/// **Appearance** on switching tabs is called in UIKit's order: the new controller loads and
/// hears `viewWillAppear`, the old one `viewWillDisappear` and `viewDidDisappear` (its view
/// leaves at once), and the new one `viewDidAppear` once the frame that shows it is drawn.
///
/// **Layout.** The selected child's view fills the controller's view, under the translucent
/// bar, with the bar's height as its safe area's bottom inset (above an opaque bar, it stops
/// at the bar). A navigation controller tab whose stack holds a controller with
/// `hidesBottomBarWhenPushed` hides the bar.
///
/// The "More" tab UIKit makes for more than five tabs on a phone is not made: every tab is
/// shown in the bar.
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller with no tabs.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A tab bar controller decoded from a storyboard: its tabs are made from its
    /// `viewControllers` relationships, in document order, and its bar from `tabBar`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' controllers, in the bar's order.
    var tabs: [UIViewController] = []
    /// The selected tab's controller.
    private var selected: UIViewController?

    /// The tabs' controllers, in the bar's order (nil when there are none); setting it
    /// replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still among them,
    /// else the first tab is. The bar's items cross-fade when `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if unique.count != (viewControllers ?? []).count {
            Diagnostics.warn("UITabBarController.setViewControllers: a controller appeared more than once; kept once")
        }
        let removed = tabs.filter { old in !unique.contains { $0 === old } }
        let previousSelection = selected
        let nextSelection = previousSelection.flatMap { old in unique.first { $0 === old } } ?? unique.first
        if let previousSelection, previousSelection !== nextSelection { hide(previousSelection) }
        for controller in removed {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        var added: [UIViewController] = []
        for controller in unique where controller.parent !== self {
            addChild(controller)
            if controller.parent === self { added.append(controller) }
        }
        tabs = unique.filter { $0.parent === self }
        for controller in added { controller.didMove(toParent: self) }
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: animated)
        selected = nil
        if let nextSelection, tabs.contains(where: { $0 === nextSelection }) { select(nextSelection) }
    }

    /// The selected tab's controller; setting one of the tabs selects it (without asking or
    /// telling the delegate), anything else is refused with a warning.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue else {
                Diagnostics.warn("UITabBarController.selectedViewController cannot be set to nil; selection unchanged")
                return
            }
            guard tabs.contains(where: { $0 === newValue }) else {
                Diagnostics.warn("UITabBarController.selectedViewController: \(type(of: newValue)) is not one of the tabs; selection unchanged")
                return
            }
            select(newValue)
        }
    }

    /// The selected tab's index (`NSNotFound` with no tabs); setting selects that tab
    /// (without asking or telling the delegate). An index out of range is refused with a
    /// warning.
    open var selectedIndex: Int {
        get { selected.flatMap { current in tabs.firstIndex { $0 === current } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                Diagnostics.warn("UITabBarController.selectedIndex \(newValue) is out of range (\(tabs.count) tabs); selection unchanged")
                return
            }
            select(tabs[newValue])
        }
    }

    /// Asked whether the user may select a tab, and told when they did.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar of tabs. The tab bar controller is its delegate; its items are the tabs'
    /// `tabBarItem`s.
    open private(set) lazy var tabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.delegate = self
        bar.shouldSelectItem = { [unowned self] item in
            guard let controller = tabs.first(where: { $0.tabBarItem === item }) else { return false }
            return delegate?.tabBarController(self, shouldSelect: controller) ?? true
        }
        return bar
    }()

    /// The user selected `item` in the bar: its tab is shown and the delegate told.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard tabBar === self.tabBar, let controller = tabs.first(where: { $0.tabBarItem === item }) else { return }
        select(controller)
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: The view

    /// Holds the selected child's view, under the bar.
    let tabContainerView = UIView()

    open override func loadView() {
        let root = TabBarControllerView(controller: self)
        root.backgroundColor = .systemBackground
        tabContainerView.frame = root.bounds
        tabContainerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(tabContainerView)
        root.addSubview(tabBar)
        view = root
        if let selected {
            selected.view.frame = tabContainerView.bounds
            tabContainerView.addSubview(selected.view)
        }
    }

    // MARK: Switching

    /// Shows `controller`'s tab: appearance in UIKit's order when on screen (new
    /// `viewWillAppear`, old `viewWillDisappear` and `viewDidDisappear`; the new one's
    /// `viewDidAppear` comes with the frame that shows it).
    private func select(_ controller: UIViewController) {
        tabBar.selectedItem = controller.tabBarItem
        guard controller !== selected else { return }
        let old = selected
        selected = controller
        guard isViewLoaded else { return }
        let onScreen = isAppearingOrAppeared && view.window != nil
        if onScreen { controller.transitionAppearance(to: .appearing, animated: false) }
        if let old { hide(old, onScreen: onScreen) }
        controller.view.frame = tabContainerView.bounds
        tabContainerView.addSubview(controller.view)
        layOutTabBarAndChild()
    }

    /// Takes `old`'s view out, with its disappearance when on screen.
    private func hide(_ old: UIViewController, onScreen: Bool? = nil) {
        let onScreen = onScreen ?? (isAppearingOrAppeared && viewIfLoaded?.window != nil)
        if onScreen { old.transitionAppearance(to: .disappearing, animated: false) }
        old.viewIfLoaded?.removeFromSuperview()
        if onScreen { old.finishAppearanceTransition() }
    }

    /// A tab's controller changed its `tabBarItem`: the bar shows the new items.
    func refreshTabBarItems() {
        tabBar.items = tabs.map { $0.tabBarItem }
        if let selected { tabBar.selectedItem = selected.tabBarItem }
    }

    // MARK: Layout

    /// Whether the selected tab hides the bar: a navigation controller holding a controller
    /// with `hidesBottomBarWhenPushed`.
    var hidesTabBarForSelection: Bool {
        guard let navigation = selected as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// The selected navigation controller's stack changed: the bar may hide or show.
    func bottomBarVisibilityMayHaveChanged() {
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the bar along the bottom (below the view when hidden), the child over the
    /// whole view (or above an opaque bar), and gives the child the bar's height as safe area.
    func layOutTabBarAndChild() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds, safe = root.safeAreaInsets
        let barShown = !hidesTabBarForSelection
        let barHeight = UITabBar.standardHeight + safe.bottom
        tabBar.frame = CGRect(x: 0, y: barShown ? bounds.height - barHeight : bounds.height, width: bounds.width, height: barHeight)
        tabBar.isHidden = !barShown
        let aboveBar = barShown && !tabBar.isTranslucent
        tabContainerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: aboveBar ? max(0, bounds.height - barHeight) : bounds.height)
        let inset = barShown && tabBar.isTranslucent ? UITabBar.standardHeight : 0
        if let selected, selected.viewIfLoaded?.superview === tabContainerView {
            selected.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0)
            selected.view.frame = tabContainerView.bounds
        }
        tabBar.contentScrollView = selected.flatMap(Self.contentScrollView(of:))
    }

    /// The scroll view whose content decides the tab bar's scroll edge: a navigation
    /// controller's top controller's, else the controller's own.
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        let shown = (controller as? UINavigationController)?.topViewController ?? controller
        return UINavigationController.contentScrollView(of: shown)
    }
}
