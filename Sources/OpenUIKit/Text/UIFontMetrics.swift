import Foundation

/// Scales fonts and values for the user's text size (`UIContentSizeCategory.current`).
///
/// Every text style scales by the category's `textScaleFactor` (body size at that category
/// over body size at the default). iOS keeps a separate size table per style, so small
/// styles there grow a little less at the largest sizes; one factor keeps the scale
/// predictable.
///
/// An `NSObject` subclass, open and usable from any thread, as UIKit declares it: its one
/// stored value never changes after `init(forTextStyle:)`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose scaling this follows.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does with the user's text size.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` at the size it should have at the current category, given that it is the
    /// right size at the default category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, contentSizeCategory: .current)
    }

    /// As `scaledFont(for:)`, but never larger than `maximumPointSize` (zero, negative or
    /// NaN: no limit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, contentSizeCategory: .current)
    }

    /// `value` (a length laid out around text, such as a spacing) scaled for the current
    /// category.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, contentSizeCategory: .current)
    }

    // MARK: For a trait collection

    /// `font` scaled for the text size of `traitCollection` (the current size when it is
    /// nil or leaves the size unspecified).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, contentSizeCategory: UIContentSizeCategory.of(traitCollection))
    }

    /// As `scaledFont(for:compatibleWith:)`, never larger than `maximumPointSize` when that
    /// is positive.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, contentSizeCategory: UIContentSizeCategory.of(traitCollection))
    }

    /// `value` scaled for the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value, contentSizeCategory: UIContentSizeCategory.of(traitCollection))
    }

    // MARK: For an explicit category

    /// `font` scaled for `category` instead of the current one.
    open func scaledFont(for font: UIFont, contentSizeCategory category: UIContentSizeCategory) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, contentSizeCategory: category))
    }

    /// `font` scaled for `category`, limited to `maximumPointSize` when that is positive.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           contentSizeCategory category: UIContentSizeCategory) -> UIFont {
        let scaled = scaledValue(for: font.pointSize, contentSizeCategory: category)
        guard maximumPointSize.isFinite, maximumPointSize > 0 else { return font.withSize(scaled) }
        return font.withSize(min(scaled, maximumPointSize))
    }

    /// `value` scaled for `category`.
    open func scaledValue(for value: CGFloat, contentSizeCategory category: UIContentSizeCategory) -> CGFloat {
        value * category.textScaleFactor
    }
}
