import Foundation

extension UIAlertAction {
    /// How an action is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain button in the tint colour.
        case `default` = 0
        /// The button that cancels: bold, placed last (left of another in a two-button
        /// alert), and the one Esc chooses. An alert has at most one.
        case cancel = 1
        /// A button that destroys data: red.
        case destructive = 2
    }
}
