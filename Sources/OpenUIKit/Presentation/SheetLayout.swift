import Foundation

/// Where the system puts a sheet's card in its container, with the iPad's sizes.
enum SheetLayout {
    /// A form sheet's size in a regular width, in points (UIKit's `formSheet` on iPad).
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width in a regular width, in points: the readable width an iPad in
    /// portrait gives it (768 less 32 on each side).
    static let pageSheetWidth: CGFloat = 704
    /// The gap above a page sheet in a regular width, in points, so the dimmed window shows
    /// above it.
    static let regularPageSheetTopInset: CGFloat = 24
    /// The gap above a sheet in a compact width, in points: the card rises to just below the
    /// top, leaving a strip of the dimmed window as the hint that it can be swiped away.
    static let compactTopInset: CGFloat = 10
    /// The smallest margin around a form sheet in a window too small for its size, in points.
    static let minimumMargin: CGFloat = 20
    /// The radius of a sheet card's corners, in points.
    static let cornerRadius: CGFloat = 10
    /// The opacity of the black dimming behind a sheet.
    static let dimmingAlpha: CGFloat = 0.4

    /// The card's frame in `bounds`: in a compact width every sheet is a card from just
    /// below the top to the bottom, full width; in a regular width a form sheet is centered
    /// (its controller's `preferredContentSize` if set; shrunk to fit with `minimumMargin`), a page sheet the readable width, full height
    /// below `regularPageSheetTopInset`.
    static func frame(for style: UIModalPresentationStyle, in bounds: CGRect, compact: Bool,
                      preferredContentSize: CGSize) -> CGRect {
        if compact {
            return CGRect(x: bounds.minX, y: bounds.minY + compactTopInset,
                          width: bounds.width, height: max(0, bounds.height - compactTopInset))
        }
        switch style {
        case .formSheet:
            // A form sheet takes its controller's preferred size when it has one, as in UIKit.
            let wanted = preferredContentSize.width > 0 && preferredContentSize.height > 0 ? preferredContentSize : formSheetSize
            let width = min(wanted.width, max(0, bounds.width - 2 * minimumMargin))
            let height = min(wanted.height, max(0, bounds.height - 2 * minimumMargin))
            return CGRect(x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
                          width: width, height: height)
        default:
            let width = min(pageSheetWidth, bounds.width)
            return CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.minY + regularPageSheetTopInset,
                          width: width, height: max(0, bounds.height - regularPageSheetTopInset))
        }
    }
}
