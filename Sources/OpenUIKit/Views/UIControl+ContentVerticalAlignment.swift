import Foundation

extension UIControl {
    /// Where a control places its content down its height. The raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Content centred vertically.
        case center = 0
        /// Content against the top edge.
        case top = 1
        /// Content against the bottom edge.
        case bottom = 2
        /// The content is stretched down the height.
        case fill = 3
    }
}
