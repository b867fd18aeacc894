import Foundation

/// A bar of buttons, usually at the bottom of a navigation interface (a navigation
/// controller shows its top controller's `toolbarItems` in one).
///
/// Drawn as iOS draws it: 44 points high, a light translucent background (or
/// `barTintColor`), a hairline along the top, the items in the tint colour from the leading
/// margin, flexible spaces sharing the free width and fixed spaces their `width`.
@preconcurrency @MainActor
open class UIToolbar: UIView, BarItemHost {
    /// The toolbar's height, in points.
    static let standardHeight: CGFloat = 44
    /// Space between neighbouring items that are not spaces, in points.
    static let itemSpacing: CGFloat = 8

    /// A toolbar with no items (required, so that a navigation controller can make one of
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
        decodeToolbar(from: coder)
    }

    /// The items, leading first; setting replaces them without animation.
    open var items: [UIBarButtonItem]? {
        didSet {
            for item in oldValue ?? [] where item.hostBar === self { item.hostBar = nil }
            for item in items ?? [] { item.hostBar = self }
            barItemDidChange()
        }
    }

    /// Replaces the items, cross-fading when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        guard animated, window != nil else {
            self.items = items
            return
        }
        UIView.transition(with: self, duration: UINavigationBar.itemChangeDuration, options: .transitionCrossDissolve,
                          animations: { self.items = items; self.layoutIfNeeded() }, completion: nil)
    }

    /// The bar's background colour; nil draws iOS's light grey.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the background lets some of the content under it show through.
    /// In a navigation controller, content runs under a translucent toolbar and stops
    /// above an opaque one.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// The width offered, and the toolbar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// No width of its own, and the toolbar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    // MARK: Appearances (iOS 13)

    /// The look of the toolbar in its standard state; the default background until set. The
    /// toolbar keeps a copy of what it is given; changing the one it returns changes its own.
    open var standardAppearance: UIToolbarAppearance {
        get {
            // Read to be changed in place: from now on the toolbar draws with appearances.
            appearanceWasTouched = true
            if let standardAppearanceStorage { return standardAppearanceStorage }
            let appearance = UIToolbarAppearance(idiom: traitCollection.userInterfaceIdiom)
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
    open var compactAppearance: UIToolbarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The look while the content is scrolled to its end (or does not reach under the
    /// toolbar, or does not scroll); nil for the standard one.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The look at the scroll edge in a compact height (iOS 15); nil for `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set { compactScrollEdgeAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The scroll view whose content decides the scroll edge: the top controller's, which its
    /// navigation controller sets when it lays the toolbar out.
    weak var contentScrollView: UIScrollView? {
        didSet { if contentScrollView !== oldValue, usesAppearances { appearanceDidChange() } }
    }

    open override func draw(_ rect: CGRect) {
        if let appearance = activeAppearance {
            appearance.drawBackground(in: bounds, displayScale: traitCollection.displayScale, shadowEdge: .top)
            return
        }
        BarBackground(barTintColor: barTintColor, isTranslucent: isTranslucent, hairlineEdge: .top)
            .draw(in: bounds, displayScale: traitCollection.displayScale)
    }

    // MARK: Content

    private var itemViews: [(item: UIBarButtonItem, view: UIView?)] = []
    private var contentIsStale = true
    /// The appearances given to the toolbar (copies), and whether the app read or set the
    /// standard one.
    var standardAppearanceStorage: UIToolbarAppearance?
    private var compactAppearanceStorage: UIToolbarAppearance?
    private var scrollEdgeAppearanceStorage: UIToolbarAppearance?
    private var compactScrollEdgeAppearanceStorage: UIToolbarAppearance?
    var appearanceWasTouched = false

    func barItemDidChange() {
        contentIsStale = true
        setNeedsLayout()
        // The buttons draw with the active appearance's button looks.
        for (_, view) in itemViews { view?.setNeedsDisplay() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for (_, view) in itemViews { view?.setNeedsDisplay() }
    }

    /// The views shown for the items (nil for spaces), for tests.
    var shownItemViews: [UIView?] { itemViews.map(\.view) }

    private func rebuildItemViews() {
        contentIsStale = false
        for (item, view) in itemViews where view !== item.customView || item.customView?.superview === self {
            view?.removeFromSuperview()
        }
        itemViews = (items ?? []).filter { !$0.isHidden }.map { item in
            if item.isSpace { return (item, nil) }
            if let custom = item.customView { return (item, custom) }
            let view = BarButtonItemView(content: .item(item)) { [weak self] _ in item.sendTapAction(from: self, event: nil) }
            return (item, view)
        }
        for (_, view) in itemViews { if let view { addSubview(view) } }
    }

    private func width(of entry: (item: UIBarButtonItem, view: UIView?)) -> CGFloat {
        if let button = entry.view as? BarButtonItemView { return button.contentWidth }
        if let view = entry.view { return view.bounds.width > 0 ? view.bounds.width : view.intrinsicContentSize.width }
        return entry.item.systemItem == .fixedSpace ? entry.item.width : 0
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentIsStale { rebuildItemViews() }
        let regular = traitCollection.horizontalSizeClass != .compact
        let margin = (regular ? NavigationBarContentView.regularSideMargin : NavigationBarContentView.compactSideMargin)
            - BarButtonItemView.horizontalPadding
        let flexibleCount = itemViews.filter { $0.item.systemItem == .flexibleSpace }.count
        var used: CGFloat = 0
        for (index, entry) in itemViews.enumerated() {
            used += width(of: entry)
            if index > 0, entry.view != nil, itemViews[index - 1].view != nil { used += Self.itemSpacing }
        }
        let free = max(0, bounds.width - 2 * margin - used)
        let flexibleWidth = flexibleCount > 0 ? free / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, entry) in itemViews.enumerated() {
            if index > 0, entry.view != nil, itemViews[index - 1].view != nil { x += Self.itemSpacing }
            let w = entry.item.systemItem == .flexibleSpace ? flexibleWidth : width(of: entry)
            if let view = entry.view {
                let h = view is BarButtonItemView ? bounds.height
                    : min(bounds.height, view.bounds.height > 0 ? view.bounds.height : view.intrinsicContentSize.height)
                view.frame = CGRect(x: x, y: (bounds.height - h) / 2, width: w, height: h)
            }
            x += w
        }
    }
}
