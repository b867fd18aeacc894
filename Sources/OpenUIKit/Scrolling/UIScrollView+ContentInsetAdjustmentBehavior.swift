import Foundation

extension UIScrollView {
    /// How the safe area is added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always when the scroll view is the
        /// view of a controller inside a container (a navigation or tab bar controller).
        case automatic
        /// The safe area is added on an axis only where the content scrolls along it (or
        /// always bounces along it).
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }
}
