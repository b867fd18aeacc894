import Foundation

/// What a navigation bar shows while one view controller is on top: a title (or title view),
/// a prompt, buttons on the left and right, and the back button the next controller gets.
///
/// Each view controller has one (`navigationItem`), made when first asked for and kept in
/// step with the controller's `title`.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// An item with the title `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item decoded from a storyboard: its title, prompt, large-title mode and its bar
    /// button items and title view.
    public required init?(coder: NSCoder) {
        super.init()
        decodeNavigationItem(from: coder)
    }

    /// An item with no title yet, for a view controller's `navigationItem`.
    override init() {
        super.init()
    }

    /// The text centred in the bar, and the back button's title under the next item.
    open var title: String? {
        didSet { if title != oldValue { itemDidChange() } }
    }

    /// A view shown in the centre in place of the title.
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { itemDidChange() } }
    }

    /// A line of text above the title; the bar grows to make room for it.
    open var prompt: String? {
        didSet { if prompt != oldValue { itemDidChange() } }
    }

    /// The title of the back button shown when this item is below the top one (iOS 11);
    /// nil uses `backBarButtonItem`'s title, else this item's title.
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { itemDidChange() } }
    }

    /// The item shown as the back button when this one is below the top (its title is used;
    /// the bar draws the chevron).
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { itemDidChange() } }
    }

    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false {
        didSet { if hidesBackButton != oldValue { itemDidChange() } }
    }

    /// Hides or shows the back button; an animated change fades.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        withBarAnimation(animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Whether the left items are shown after the back button (true) or replace it (false).
    open var leftItemsSupplementBackButton = false {
        didSet { if leftItemsSupplementBackButton != oldValue { itemDidChange() } }
    }

    /// The items at the left, leading one first.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { adoptItems(); itemDidChange() }
    }

    /// The items at the right, the rightmost first (as UIKit orders them).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { adoptItems(); itemDidChange() }
    }

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item, fading when animated.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withBarAnimation(animated) { self.leftBarButtonItem = item }
    }

    /// Sets the right item, fading when animated.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        withBarAnimation(animated) { self.rightBarButtonItem = item }
    }

    /// Sets the left items, fading when animated.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withBarAnimation(animated) { self.leftBarButtonItems = items }
    }

    /// Sets the right items, fading when animated.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        withBarAnimation(animated) { self.rightBarButtonItems = items }
    }

    /// When the bar shows this item's title large (iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does; the first item follows the bar's `prefersLargeTitles`.
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, in the bar's middle (iOS 17), as `.never` here.
        case inline = 3
    }

    /// When the bar shows this item's title large; the bar reads it when `prefersLargeTitles`
    /// is on.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { if largeTitleDisplayMode != oldValue { itemDidChange() } }
    }

    /// The search controller whose search bar the navigation bar shows in a row under the
    /// title (iOS 11); the bar, and the safe area of the content under it, grow by the row.
    /// While the search is active with `hidesNavigationBarDuringPresentation`, the title row
    /// folds away and only the search row shows.
    open var searchController: UISearchController? {
        didSet { if searchController !== oldValue { itemDidChange() } }
    }

    // MARK: Appearances (iOS 13)

    /// The bar's look while this item is on top, in its standard state; nil for the bar's.
    open var standardAppearance: UINavigationBarAppearance? {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    /// The bar's look in a compact height while this item is on top; nil for the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    /// The bar's look at the scroll edge while this item is on top; nil for the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    /// The bar's look at the scroll edge in a compact height (iOS 15); nil for the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copied(); itemDidChange() }
    }

    private var standardAppearanceStorage: UINavigationBarAppearance?
    private var compactAppearanceStorage: UINavigationBarAppearance?
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

    // MARK: The bar showing the item

    /// The bar showing the item (at any depth of its stack).
    weak var hostBar: (any BarItemHost)? {
        didSet { adoptItems() }
    }

    /// The bar hears of changes to this item's buttons too.
    private func adoptItems() {
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { item.hostBar = hostBar }
        backBarButtonItem?.hostBar = hostBar
    }

    func itemDidChange() {
        hostBar?.barItemDidChange()
    }

    /// Runs `change`, cross-fading the bar's content when `animated`.
    private func withBarAnimation(_ animated: Bool, _ change: @escaping () -> Void) {
        if animated, let bar = hostBar as? UIView {
            UIView.transition(with: bar, duration: UINavigationBar.itemChangeDuration, options: .transitionCrossDissolve,
                              animations: { change(); bar.layoutIfNeeded() }, completion: nil)
        } else {
            change()
        }
    }
}
