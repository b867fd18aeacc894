import Foundation

/// How a bar's buttons look in one state (normal, highlighted or disabled) (iOS 13): the
/// title's attributes and offset, and an image behind the button. An unset value leaves the
/// bar's own look (the item's attributes, the tint colour, nothing behind).
///
/// A state appearance belongs to one `UIBarButtonItemAppearance`, which copies it when it is
/// copied.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's attributes (font, foreground colour), over the item's own.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// An image stretched over the button's bounds behind its content; nil for none.
    open var backgroundImage: UIImage?
    /// Moves the title by this offset from where the bar puts it, in points.
    open var titlePositionAdjustment = UIOffset.zero
    /// Moves `backgroundImage` by this offset from the button's bounds, in points.
    open var backgroundImagePositionAdjustment = UIOffset.zero

    override init() {
        super.init()
    }

    /// Puts back every value's default.
    func reset() {
        titleTextAttributes = [:]
        backgroundImage = nil
        titlePositionAdjustment = .zero
        backgroundImagePositionAdjustment = .zero
    }

    /// Takes every value of `other`.
    func take(_ other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        backgroundImage = other.backgroundImage
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
