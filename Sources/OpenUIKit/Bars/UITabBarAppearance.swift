import Foundation

/// A tab bar's look (iOS 13): the background and shadow of every bar appearance, the items'
/// look for each layout, and the selected item's indicator. A bar shows its selected item's
/// appearance, else its own: `scrollEdgeAppearance` at the scroll edge, else
/// `standardAppearance`.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the picture over the title (a compact width).
    open var stackedLayoutAppearance: UITabBarItemAppearance {
        get { stackedStorage }
        set { stackedStorage = newValue.copied() }
    }

    /// The items' look with the picture beside the title (a regular width).
    open var inlineLayoutAppearance: UITabBarItemAppearance {
        get { inlineStorage }
        set { inlineStorage = newValue.copied() }
    }

    /// The items' look beside their titles in a compact height.
    open var compactInlineLayoutAppearance: UITabBarItemAppearance {
        get { compactInlineStorage }
        set { compactInlineStorage = newValue.copied() }
    }

    /// How stacked items (a compact width) are placed: `.centered` puts them side by side in
    /// the middle; `.automatic` and `.fill` share the width.
    open var stackedItemPositioning = UITabBar.ItemPositioning.automatic
    /// The space between centred stacked items, in points; 0 for the default.
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items, in points; 0 for the default.
    open var stackedItemWidth: CGFloat = 0

    /// The colour of a template `selectionIndicatorImage`; nil for the bar's tint colour.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item, stretched over its bounds; nil for none.
    open var selectionIndicatorImage: UIImage?

    private var stackedStorage = UITabBarItemAppearance(style: .stacked)
    private var inlineStorage = UITabBarItemAppearance(style: .inline)
    private var compactInlineStorage = UITabBarItemAppearance(style: .compactInline)

    /// An appearance with the default background for `idiom` and the default item looks.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// An appearance with the background of `barAppearance`, and its item looks and indicator
    /// when it is a tab bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tabBar = barAppearance as? UITabBarAppearance {
            stackedStorage = tabBar.stackedStorage.copied()
            inlineStorage = tabBar.inlineStorage.copied()
            compactInlineStorage = tabBar.compactInlineStorage.copied()
            stackedItemPositioning = tabBar.stackedItemPositioning
            stackedItemSpacing = tabBar.stackedItemSpacing
            stackedItemWidth = tabBar.stackedItemWidth
            selectionIndicatorTintColor = tabBar.selectionIndicatorTintColor
            selectionIndicatorImage = tabBar.selectionIndicatorImage
        }
    }

    /// The items' look for a layout: beside the title (in a compact height or not) or
    /// stacked.
    func itemAppearance(beside: Bool, compactHeight: Bool) -> UITabBarItemAppearance {
        guard beside else { return stackedStorage }
        return compactHeight ? compactInlineStorage : inlineStorage
    }
}
