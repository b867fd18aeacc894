import Foundation

/// A bar of tabs at the bottom of the screen: one button per ``UITabBarItem``, the selected
/// one in the tint colour and the others grey. A ``UITabBarController`` shows one and is its
/// delegate.
///
/// Drawn as iOS draws it: 49 points high above the safe area's bottom inset, a light
/// translucent background (or `barTintColor`), a hairline along the top; in a compact width
/// the items share the width equally with the picture over a 10-point title, and in a
/// regular width (an iPad) they are centred with the title beside the picture. A badge is a
/// red oval at the picture's top right.
@preconcurrency @MainActor
open class UITabBar: UIView, BarItemHost {
    /// The bar's height above the safe area's bottom inset, in points.
    static let standardHeight: CGFloat = 49
    /// Blank space on each side of an item's content in a regular-width bar, in points.
    static let regularItemPadding: CGFloat = 20
    /// The narrowest item of a regular-width bar, in points.
    static let regularMinimumItemWidth: CGFloat = 110
    /// The width of a centred stacked item when the appearance gives none, in points.
    static let centeredStackedItemWidth: CGFloat = 76
    /// The space between centred stacked items when the appearance gives none, in points.
    static let centeredStackedItemSpacing: CGFloat = 16

    /// How a bar places its items across its width.
    public enum ItemPositioning: Int, Sendable {
        /// Filling the width in a compact width, centred in a regular one.
        case automatic
        /// Sharing the bar's width equally.
        case fill
        /// Centred, each of the item width with the item spacing between them.
        case centered
    }

    /// A tab bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        // Drawn with transparent parts: the store needs its alpha channel.
        isOpaque = false
    }

    /// A bar decoded from a storyboard or xib: the view's values, then the bar's own.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = nil
        decodeTabBar(from: coder)
    }

    /// Told when the user selects an item.
    open weak var delegate: (any UITabBarDelegate)?

    /// The items, leading first; setting replaces them without animation. The selected item
    /// is kept if it is still among them.
    open var items: [UITabBarItem]? {
        didSet {
            for item in oldValue ?? [] where item.hostBar === self { item.hostBar = nil }
            for item in items ?? [] { item.hostBar = self }
            if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
            barItemDidChange()
        }
    }

    /// Replaces the items, cross-fading when `animated`.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard animated, window != nil else {
            self.items = items
            return
        }
        UIView.transition(with: self, duration: UINavigationBar.itemChangeDuration, options: .transitionCrossDissolve,
                          animations: { self.items = items; self.layoutIfNeeded() }, completion: nil)
    }

    /// The item shown selected, in the tint colour (nil: none). Setting an item that is not
    /// among `items` is refused with a warning.
    open weak var selectedItem: UITabBarItem? {
        didSet {
            if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) {
                Diagnostics.warn("UITabBar.selectedItem: the item is not one of the bar's items; selection unchanged")
                self.selectedItem = oldValue
                return
            }
            for button in buttons { button.isSelectedItem = button.item === selectedItem }
            // The selected item may bring its own appearance.
            if selectedItem !== oldValue, usesAppearances { appearanceDidChange() }
        }
    }

    /// The bar's background colour; nil draws iOS's light grey.
    open var barTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the items that are not selected (nil: the system grey).
    open var unselectedItemTintColor: UIColor? {
        didSet { for button in buttons { button.unselectedTint = unselectedItemTintColor } }
    }

    /// Whether the background lets some of the content under it show through. In a tab bar
    /// controller, content runs under a translucent bar and stops above an opaque one.
    open var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// The width offered, and the bar's height with the safe area's bottom inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight + safeAreaInsets.bottom)
    }

    /// No width of its own, and the bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standardHeight)
    }

    // MARK: Appearances (iOS 13)

    /// The look of the bar; the default background until set. The bar keeps a copy of what it
    /// is given; changing the one it returns changes the bar's own.
    open var standardAppearance: UITabBarAppearance {
        get {
            // Read to be changed in place: from now on the bar draws with appearances.
            appearanceWasTouched = true
            if let standardAppearanceStorage { return standardAppearanceStorage }
            let appearance = UITabBarAppearance(idiom: traitCollection.userInterfaceIdiom)
            standardAppearanceStorage = appearance
            return appearance
        }
        set {
            standardAppearanceStorage = newValue.copied()
            appearanceWasTouched = true
            appearanceDidChange()
        }
    }

    /// The look while the selected controller's content is scrolled to its end (or does not
    /// reach under the bar, or does not scroll); nil for the standard one.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue?.copied(); appearanceDidChange() }
    }

    /// The appearances given to the bar (copies), and whether the app read or set the standard
    /// one.
    var standardAppearanceStorage: UITabBarAppearance?
    var scrollEdgeAppearanceStorage: UITabBarAppearance?
    var appearanceWasTouched = false

    /// The scroll view whose content decides the scroll edge: the selected controller's, which
    /// its tab bar controller sets when it lays the bar out.
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

    // MARK: Selecting

    /// Asked before a tapped item is selected (the tab bar controller asks its delegate).
    var shouldSelectItem: ((UITabBarItem) -> Bool)?

    /// A tap on `item`'s button: selects it (unless refused) and tells the delegate.
    func userTapped(_ item: UITabBarItem) {
        guard item.isEnabled, shouldSelectItem?(item) ?? true else { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    // MARK: Content

    private(set) var buttons: [TabBarButton] = []
    private var contentIsStale = true

    func barItemDidChange() {
        contentIsStale = true
        // The selected item's appearance may have changed.
        if usesAppearances { setNeedsDisplay() }
        setNeedsLayout()
        for button in buttons { button.setNeedsDisplay() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for button in buttons { button.setNeedsDisplay() }
    }

    private func rebuildButtons() {
        contentIsStale = false
        let items = self.items ?? []
        if buttons.map(\.item) == items {
            for button in buttons { button.isEnabled = button.item.isEnabled }
            return
        }
        for button in buttons { button.removeFromSuperview() }
        buttons = items.map { item in
            let button = TabBarButton(item: item) { [weak self] button in self?.userTapped(button.item) }
            button.isSelectedItem = item === selectedItem
            button.unselectedTint = unselectedItemTintColor
            return button
        }
        for button in buttons { addSubview(button) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentIsStale { rebuildButtons() }
        guard !buttons.isEmpty else { return }
        let height = min(bounds.height, Self.standardHeight)
        let share = bounds.width / CGFloat(buttons.count)
        if traitCollection.horizontalSizeClass == .regular {
            let widest = buttons.map(\.besideContentWidth).max() ?? 0
            let width = min(share, max(Self.regularMinimumItemWidth, widest + 2 * Self.regularItemPadding))
            var x = (bounds.width - width * CGFloat(buttons.count)) / 2
            for button in buttons {
                button.frame = CGRect(x: x, y: 0, width: width, height: height)
                x += width
            }
        } else if let appearance = activeAppearance, appearance.stackedItemPositioning == .centered {
            let spacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : Self.centeredStackedItemSpacing
            let count = CGFloat(buttons.count)
            let preferred = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : Self.centeredStackedItemWidth
            // Items narrow to fit a bar too small for them.
            let width = max(0, min(preferred, (bounds.width - spacing * (count - 1)) / count))
            var x = (bounds.width - width * count - spacing * (count - 1)) / 2
            for button in buttons {
                button.frame = CGRect(x: x, y: 0, width: width, height: height)
                x += width + spacing
            }
        } else {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: share * CGFloat(index), y: 0, width: share, height: height)
            }
        }
    }
}
