import Foundation

/// How a tab bar item looks in one state (normal, selected or disabled) for one layout
/// (iOS 13): its title's attributes and offset, its picture's colour, and its badge. An unset
/// value leaves the bar's own look (the item's attributes, the tint colour, the system grey
/// and red).
///
/// A state appearance belongs to one `UITabBarItemAppearance`, which copies it when it is
/// copied.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (font, foreground colour), over the item's own.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title by this offset from where the bar puts it, in points.
    open var titlePositionAdjustment = UIOffset.zero
    /// The colour of a template picture; nil for the tint colour when selected and the
    /// system grey (or the bar's `unselectedItemTintColor`) otherwise.
    open var iconColor: UIColor?
    /// The badge's background; nil for the item's `badgeColor` or the system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (font, foreground colour), over the item's own.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge by this offset from the picture's top right, in points.
    open var badgePositionAdjustment = UIOffset.zero
    /// Moves the badge's text by this offset inside the badge, in points.
    open var badgeTitlePositionAdjustment = UIOffset.zero

    override init() {
        super.init()
    }

    /// Puts back every value's default.
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        iconColor = nil
        badgeBackgroundColor = nil
        badgeTextAttributes = [:]
        badgePositionAdjustment = .zero
        badgeTitlePositionAdjustment = .zero
    }

    /// Takes every value of `other`.
    func take(_ other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
