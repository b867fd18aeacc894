import Foundation

extension UIControl {
    /// Where a control places its content down its height. The raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        /// The content is stretched down the height.
        case fill = 3
    }
}
