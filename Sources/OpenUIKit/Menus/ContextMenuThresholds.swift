import Foundation

/// The timings and sizes of a context menu, with units. UIKit documents none of the menu's
/// own figures; the press is its long press's, the rest match iOS 14's menu at 1:1.
enum ContextMenuThresholds {
    /// How long a finger is held still before the menu opens, in seconds: UIKit's long
    /// press (`UILongPressGestureRecognizer.minimumPressDuration`, documented as 0.5).
    static let pressDuration: TimeInterval = 0.5
    /// How far the finger may move before the menu opens without cancelling it, in points
    /// (the long press's `allowableMovement`, documented as 10).
    static let allowableMovement: CGFloat = 10
    /// How much the lifted preview grows, as a scale factor.
    static let liftScale: CGFloat = 1.04
    /// How long the menu takes to open, in seconds.
    static let presentDuration: TimeInterval = 0.3
    /// How long the menu takes to close, in seconds.
    static let dismissDuration: TimeInterval = 0.25
    /// How long after its closing animation should have ended the menu ends anyway, in
    /// seconds: a window that draws no frames runs no animation completions, and a chosen
    /// action must still run.
    static let endGrace: TimeInterval = 0.5
    /// The menu platter's width, in points.
    static let platterWidth: CGFloat = 250
    /// The platter's corner radius, and the lifted preview's, in points.
    static let cornerRadius: CGFloat = 13
    /// A row's height, in points.
    static let rowHeight: CGFloat = 44
    /// A row's height with a subtitle, in points.
    static let rowWithSubtitleHeight: CGFloat = 56
    /// The height of the menu's title above its rows, in points.
    static let headerHeight: CGFloat = 34
    /// The gap between an inline section and its neighbours, in points.
    static let sectionGap: CGFloat = 8
    /// The hairline between rows, in points.
    static let rowSeparator: CGFloat = 0.5
    /// The inset of a row's title and image from the platter's edges, in points.
    static let rowInset: CGFloat = 16
    /// The width of the column of checkmarks before the titles of a menu with checked rows,
    /// in points.
    static let checkmarkColumn: CGFloat = 28
    /// The side of a row's image, in points.
    static let imageSide: CGFloat = 20
    /// The gap between the lifted preview and the menu, in points.
    static let previewGap: CGFloat = 16
    /// How far from the window's edges the preview and the menu stay, in points.
    static let windowMargin: CGFloat = 16
    /// The lifted preview's shadow: black at this opacity (0…1), blurred by this radius in
    /// points.
    static let previewShadowOpacity: Float = 0.2
    static let previewShadowRadius: CGFloat = 16
    /// The menu platter's shadow: black at this opacity (0…1), blurred by this radius in
    /// points.
    static let platterShadowOpacity: Float = 0.15
    static let platterShadowRadius: CGFloat = 24
    /// The size of a preview view controller's view when it has no `preferredContentSize`,
    /// as a fraction of the window's width and height.
    static let defaultPreviewFraction: CGFloat = 0.6
}
