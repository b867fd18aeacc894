import Foundation

/// The bar at the top of a navigation interface: a stack of navigation items, of which it
/// shows the top one (title, buttons, prompt) with a back button naming the one below.
///
/// It is drawn as iOS draws it: 44 points high (30 more with a prompt, 52 more with a large
/// title), a light translucent background (or `barTintColor`), a hairline along the bottom,
/// a semibold centred title and buttons in the tint colour. The back button is a chevron
/// and the previous item's title, "Back" when that does not fit, or the chevron alone.
/// Pushes and pops cross-fade the old content into the new when animated.
@preconcurrency @MainActor
open class UINavigationBar: UIView, BarItemHost {
    /// The height of the bar's row of buttons and title, in points.
    static let standardHeight: CGFloat = 44
    /// The height a prompt adds above the row, in points.
    static let promptHeight: CGFloat = 30
    /// The height a large title adds below the row, in points.
    static let largeTitleHeight: CGFloat = 52
    /// How long an animated change of the bar's content cross-fades, in seconds.
    static let itemChangeDuration: TimeInterval = 0.25

    /// A bar with no items (required, so that a navigation controller can make one of
    /// the subclass it is given, as UIKit's `init(navigationBarClass:toolbarClass:)` does).
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        // Drawn with transparent parts: the store needs its alpha channel.
        isOpaque = false
    }

    /// A bar decoded from a storyboard or xib: the view's values, then the bar's own.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = nil
        decodeNavigationBar(from: coder)
    }

    // MARK: The stack of items

    private var stack: [UINavigationItem] = []

    /// The items, bottom first; setting replaces them without animation.
    open var items: [UINavigationItem]? {
        get { stack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown now: the last.
    open var topItem: UINavigationItem? { stack.last }

    /// The item below the top one, which the back button names.
    open var backItem: UINavigationItem? { stack.count > 1 ? stack[stack.count - 2] : nil }

    /// The bar's delegate, asked before pushes and pops. A navigation controller's bar has
    /// the controller as its delegate.
    open weak var delegate: (any UINavigationBarDelegate)?

    /// Replaces the stack, cross-fading when `animated`.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        replaceStack(with: items ?? [], animated: animated)
    }

    /// Pushes `item` on top, if the delegate allows; an item already in the stack is refused.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard !stack.contains(where: { $0 === item }) else {
            Diagnostics.warn("UINavigationBar.pushItem: the item is already in the bar's stack; ignored")
            return
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceStack(with: stack + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate allows, and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let top = stack.last else { return nil }
        let allowed = delegate?.navigationBar(self, shouldPop: top) ?? true
        // The delegate (a navigation controller) may have popped it itself.
        if stack.last !== top { return top }
        guard allowed else { return nil }
        replaceStack(with: Array(stack.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    // MARK: Appearance

    /// The bar's background colour; nil draws iOS's light grey.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the background lets some of the content under it show through.
    /// In a navigation controller, content runs under a translucent bar and starts below
    /// an opaque one, as in UIKit (`extendedLayoutIncludesOpaqueBars` is false by default).
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// Whether the top item's title is shown large under the row (per its
    /// `largeTitleDisplayMode`).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { barItemDidChange() } }
    }

    /// The title's text attributes (font, foreground colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { barItemDidChange() }
    }

    /// The large title's text attributes (font, foreground colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { barItemDidChange() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentView?.setNeedsLayout()
    }

    // MARK: Appearances (iOS 13)

    /// The look of the bar in its standard state; the default background until set. The bar
    /// keeps a copy of what it is given; changing the one it returns changes the bar's own.
    open var standardAppearance: UINavigationBarAppearance {
        get {
            // Read to be changed in place: from now on the bar draws with appearances.
            appearanceWasTouched = true
            if let standardAppearanceStorage { return standardAppearanceStorage }
            let appearance = UINavigationBarAppearance(idiom: traitCollection.userInterfaceIdiom)
            standardAppearanceStorage = appearance
            return appearance
        }
        set {
            standardAppearanceStorage = newValue.copied()
            appearanceWasTouched = true
            appearanceDidChange()
        }
    }

    /// The look in a compact height (a phone in landscape); nil for the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The look while the content is scrolled to its top (or does not scroll); nil for the
    /// standard one.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The look at the scroll edge in a compact height (iOS 15); nil for `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The scroll view whose offset decides the scroll edge: the top controller's, which its
    /// navigation controller sets; the bar hears of its scrolling.
    weak var contentScrollView: UIScrollView? {
        didSet {
            guard contentScrollView !== oldValue else { return }
            oldValue?.contentOffsetObserver = nil
            contentScrollView?.contentOffsetObserver = { [weak self] in self?.contentScrollViewDidScroll() }
            lastScrollEdgeState = isAtScrollEdge
            if usesAppearances { appearanceDidChange() }
        }
    }

    // MARK: Size

    /// Whether the top item shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles else { return false }
        for item in stack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The bar's height for its top item: the row, plus a prompt, a large title and the
    /// search bar's row; only the search bar's row while an active search folds the rest.
    var preferredHeight: CGFloat {
        let searchBar = topItem?.searchController?.searchBar
        let searchRowHeight = searchBar.map { $0.heightInNavigationBar } ?? 0
        if searchRowCollapsesTitle { return searchRowHeight }
        var height = Self.standardHeight
        if topItem?.prompt != nil { height += Self.promptHeight }
        if showsLargeTitle { height += Self.largeTitleHeight }
        return height + searchRowHeight
    }

    /// Whether the top item's active search folds the title row (and prompt and large title)
    /// away (`hidesNavigationBarDuringPresentation`).
    private var searchRowCollapsesTitle: Bool {
        topItem?.searchController?.collapsesNavigationBarTitle ?? false
    }

    /// The width offered, and the bar's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// No width of its own, and the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        if let appearance = activeAppearance {
            appearance.drawBackground(in: bounds, displayScale: traitCollection.displayScale, shadowEdge: .bottom)
            return
        }
        BarBackground(barTintColor: barTintColor, isTranslucent: isTranslucent, hairlineEdge: .bottom)
            .draw(in: bounds, displayScale: traitCollection.displayScale)
    }

    // MARK: Content

    /// What the bar shows for its current stack.
    private(set) var contentView: NavigationBarContentView?
    /// The content fading out while a transition runs.
    private var outgoingContentView: NavigationBarContentView?
    private var contentIsStale = true
    private var lastPreferredHeight: CGFloat = standardHeight
    /// The appearances given to the bar (copies), and whether the app read or set the standard
    /// one.
    var standardAppearanceStorage: UINavigationBarAppearance?
    private var compactAppearanceStorage: UINavigationBarAppearance?
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    var appearanceWasTouched = false
    /// Whether the content was at the scroll edge when last looked at.
    var lastScrollEdgeState = true

    func barItemDidChange() {
        contentIsStale = true
        // The top item, and so its appearance, may have changed.
        if usesAppearances { setNeedsDisplay() }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        if preferredHeight != lastPreferredHeight {
            lastPreferredHeight = preferredHeight
            superview?.setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentIsStale { rebuildContent() }
        let collapsed = searchRowCollapsesTitle
        // The content keeps to the rows above the search bar's, so the search bar takes its
        // own touches.
        let searchRowHeight = topItem?.searchController?.searchBar.heightInNavigationBar ?? 0
        for content in [contentView, outgoingContentView] {
            content?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - searchRowHeight))
            content?.isHidden = collapsed
        }
        layoutSearchBar()
    }

    /// The search bar the bar shows now (the top item's search controller's).
    private weak var shownSearchBar: UISearchBar?

    /// Shows the top item's search bar in its row at the bottom of the bar, taking away one
    /// that an earlier top item showed.
    private func layoutSearchBar() {
        let searchBar = topItem?.searchController?.searchBar
        if let shown = shownSearchBar, shown !== searchBar, shown.superview === self {
            shown.removeFromSuperview()
            shown.isInNavigationBar = false
        }
        shownSearchBar = searchBar
        guard let searchBar else { return }
        // Above the content views, which are remade (and added) as items change; brought
        // forward rather than added again, so a field being edited stays in its window.
        if searchBar.superview !== self { addSubview(searchBar) } else { bringSubviewToFront(searchBar) }
        searchBar.isInNavigationBar = true
        let height = searchBar.heightInNavigationBar
        searchBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    private func rebuildContent() {
        contentIsStale = false
        let old = contentView
        contentView = makeContent()
        if let contentView { addSubview(contentView) }
        old?.removeFromSuperview()
    }

    private func makeContent() -> NavigationBarContentView? {
        guard let top = topItem else { return nil }
        let content = NavigationBarContentView(top: top, back: backItem, bar: self, showsLargeTitle: showsLargeTitle)
        content.frame = bounds
        return content
    }

    /// Sets the stack, adopting the new items and letting go of the old, and shows it.
    private func replaceStack(with newItems: [UINavigationItem], animated: Bool) {
        let transition = beginContentChange(to: newItems)
        guard animated, window != nil, transition.outgoing != nil else {
            endContentChange(completed: true, restoring: [])
            return
        }
        transition.incoming?.alpha = 0
        UIView.animate(withDuration: Self.itemChangeDuration, animations: {
            transition.outgoing?.alpha = 0
            transition.incoming?.alpha = 1
        }, completion: { _ in self.endContentChange(completed: true, restoring: []) })
    }

    /// Starts a change of stack whose cross-fade someone else drives (a navigation
    /// controller's push, pop or interactive pop): the stack becomes `newItems` at once, the
    /// new content is added above the old, and both are returned to animate.
    func beginContentChange(to newItems: [UINavigationItem]) -> (outgoing: UIView?, incoming: UIView?) {
        outgoingContentView?.removeFromSuperview()
        for item in stack where !newItems.contains(where: { $0 === item }) && item.hostBar === self { item.hostBar = nil }
        stack = newItems
        for item in stack { item.hostBar = self }
        outgoingContentView = contentView
        contentIsStale = false
        contentView = makeContent()
        if let contentView { addSubview(contentView) }
        lastPreferredHeight = preferredHeight
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        return (outgoingContentView, contentView)
    }

    /// Ends what `beginContentChange(to:)` started: completed, the old content goes; cancelled,
    /// the stack goes back to `previousItems` and the old content stays.
    func endContentChange(completed: Bool, restoring previousItems: [UINavigationItem]) {
        if completed {
            outgoingContentView?.removeFromSuperview()
            outgoingContentView = nil
            contentView?.alpha = 1
            return
        }
        for item in stack where !previousItems.contains(where: { $0 === item }) && item.hostBar === self { item.hostBar = nil }
        stack = previousItems
        for item in stack { item.hostBar = self }
        contentView?.removeFromSuperview()
        contentView = outgoingContentView
        outgoingContentView = nil
        contentView?.alpha = 1
        lastPreferredHeight = preferredHeight
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// The back button was tapped: pop, as the delegate allows.
    func userTappedBackButton() {
        popItem(animated: true)
    }
}
