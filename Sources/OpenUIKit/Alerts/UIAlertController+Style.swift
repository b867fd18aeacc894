import Foundation

extension UIAlertController {
    /// How an alert controller is shown, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Buttons in rounded groups at the bottom (cancel in its own) in a compact width; in
        /// a regular width a popover from its source (whose `sourceView` must be set).
        case actionSheet = 0
        /// A centered 270-point box over the dimmed window.
        case alert = 1
    }
}
