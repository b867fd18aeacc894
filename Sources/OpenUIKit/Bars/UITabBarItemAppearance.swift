import Foundation

/// How a tab bar's items look in one layout (iOS 13): stacked (the picture over the title, on
/// a phone), inline (beside it, on an iPad) or compact inline (beside it, in a compact
/// height), with a `UITabBarItemStateAppearance` for each state. A `UITabBarAppearance` holds
/// one per layout.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts a tab bar places its items in.
    public enum Style: Int, Sendable {
        /// The picture over the title.
        case stacked
        /// The picture beside the title, in a regular width.
        case inline
        /// The picture beside the title, in a compact height.
        case compactInline
    }

    /// The look of items that are neither selected nor disabled.
    public let normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    public let selected = UITabBarItemStateAppearance()
    /// The look of disabled items.
    public let disabled = UITabBarItemStateAppearance()

    /// The layout whose default title size the items use when no attributes give a font.
    private(set) var style: Style

    /// An appearance with the defaults of the stacked layout.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// An appearance with the defaults of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Puts back the defaults of `style` in every state.
    open func configureWithDefault(for style: Style) {
        self.style = style
        for state in [normal, selected, disabled] { state.reset() }
    }

    /// A copy of the appearance and its states (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        copied()
    }

    /// A copy of the appearance and its states, of its own class.
    func copied() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: style)
        copy.normal.take(normal)
        copy.selected.take(selected)
        copy.disabled.take(disabled)
        return copy
    }

    /// The state appearance for an item that is `enabled` and `isSelected`.
    func state(enabled: Bool, isSelected: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        return isSelected ? selected : normal
    }

    /// The default title size of the layout, in points.
    var defaultTitleFontSize: CGFloat {
        style == .stacked ? TabBarButton.stackedTitleFontSize : TabBarButton.besideTitleFontSize
    }
}
