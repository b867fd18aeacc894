import Foundation

extension UIControl {
    /// Where a control places its content (a button's image and title) across its width.
    /// The raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Content centred horizontally.
        case center = 0
        /// Content against the left edge.
        case left = 1
        /// Content against the right edge.
        case right = 2
        /// The content is stretched across the width.
        case fill = 3
        /// At the start of a line: the left, as text here runs left to right.
        case leading = 4
        /// At the end of a line: the right.
        case trailing = 5
    }
}
