import Foundation

/// The standard content of a list row, header or footer, as a value (iOS 14's replacement of
/// a cell's `textLabel`, `detailTextLabel` and `imageView`): an image, a text and a
/// secondary text, each with its look, and the spacing between them.
///
/// Start from one of the styles (`cell()`, `subtitleCell()`, `valueCell()`,
/// `sidebarCell()`, `groupedHeader()`…), or from a cell's `defaultContentConfiguration()`,
/// set the content, and give it to the cell's `contentConfiguration`:
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "3 unread"
/// content.image = UIImage(systemName: "tray")
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The side margins of a row's content in a compact width, in points.
    static let compactSideMargin: CGFloat = 16
    /// The top and bottom margins of a row's content, in points.
    static let cellVerticalMargin: CGFloat = 11

    /// The image at the leading side.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes, shown instead of `text`.
    public var attributedText: NSAttributedString?
    /// How the primary text looks.
    public var textProperties = TextProperties()
    /// The secondary text: under the primary text, or beside it in a value cell.
    public var secondaryText: String?
    /// The secondary text with attributes, shown instead of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()
    /// The margins around the content, in points.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: UIListContentConfiguration.cellVerticalMargin, leading: UIListContentConfiguration.compactSideMargin,
        bottom: UIListContentConfiguration.cellVerticalMargin, trailing: UIListContentConfiguration.compactSideMargin)
    /// Whether the texts sit side by side (the secondary at the trailing edge) when they fit.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The gap between the image and the texts, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The gap between the texts stacked, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least gap between the texts side by side, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    /// An empty configuration with the cell style's looks.
    public init() {}

    // MARK: Styles

    /// A list cell's content: body text, secondary text under it.
    public static func cell() -> UIListContentConfiguration {
        var content = UIListContentConfiguration()
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        content.secondaryTextProperties.color = .secondaryLabel
        return content
    }

    /// A list cell whose secondary text sits under the primary, smaller and grey.
    public static func subtitleCell() -> UIListContentConfiguration {
        var content = cell()
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return content
    }

    /// A list cell whose secondary text sits at the trailing edge, in body size and grey (the
    /// Settings app's rows).
    public static func valueCell() -> UIListContentConfiguration {
        var content = cell()
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        content.prefersSideBySideTextAndSecondaryText = true
        return content
    }

    /// A sidebar row's content: body text, the image in the accent colour.
    public static func sidebarCell() -> UIListContentConfiguration {
        var content = cell()
        content.imageProperties.tintColor = .tintColor
        content.imageToTextPadding = 12
        return content
    }

    /// A sidebar row whose secondary text sits under the primary.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        var content = sidebarCell()
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        return content
    }

    /// A sidebar row under a header (indented by nothing, the image in the accent colour).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        sidebarCell()
    }

    /// A plain list's section header: bold body text.
    public static func plainHeader() -> UIListContentConfiguration {
        var content = header(top: 6, bottom: 6)
        content.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize, weight: .semibold)
        return content
    }

    /// A plain list's section footer: grey footnote text.
    public static func plainFooter() -> UIListContentConfiguration {
        footer()
    }

    /// A grouped list's section header: grey upper-case footnote text.
    public static func groupedHeader() -> UIListContentConfiguration {
        var content = header(top: 17, bottom: 6)
        content.textProperties.font = .preferredFont(forTextStyle: .footnote)
        content.textProperties.color = .secondaryLabel
        content.textProperties.transform = .uppercase
        return content
    }

    /// A grouped list's section footer: grey footnote text.
    public static func groupedFooter() -> UIListContentConfiguration {
        footer()
    }

    /// A list's section header in the current style: bold body text.
    public static func header() -> UIListContentConfiguration {
        plainHeader()
    }

    /// A list's section footer in the current style: grey footnote text.
    public static func footer() -> UIListContentConfiguration {
        var content = UIListContentConfiguration()
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: compactSideMargin, bottom: 10, trailing: compactSideMargin)
        content.textProperties.font = .preferredFont(forTextStyle: .footnote)
        content.textProperties.color = .secondaryLabel
        return content
    }

    /// An inset grouped list's prominent header: bold title text.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var content = header(top: 16, bottom: 8)
        content.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title3).pointSize, weight: .semibold)
        return content
    }

    /// An inset grouped list's extra prominent header: bold large title text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var content = header(top: 16, bottom: 8)
        content.textProperties.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .title2).pointSize, weight: .bold)
        return content
    }

    private static func header(top: CGFloat, bottom: CGFloat) -> UIListContentConfiguration {
        var content = UIListContentConfiguration()
        content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: top, leading: compactSideMargin, bottom: bottom, trailing: compactSideMargin)
        return content
    }

    // MARK: UIContentConfiguration

    /// A `UIListContentView` showing this configuration.
    @MainActor
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: a list's content looks the same in every cell state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        self
    }
}
