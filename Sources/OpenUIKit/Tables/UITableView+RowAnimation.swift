extension UITableView {
    /// How inserted, deleted and reloaded rows appear and disappear.
    public enum RowAnimation: Int, Sendable {
        /// The row fades in or out.
        case fade = 0
        /// The row slides in from, or out to, the right.
        case right = 1
        /// The row slides in from, or out to, the left.
        case left = 2
        /// The row slides in from, or out to, above.
        case top = 3
        /// The row slides in from, or out to, below.
        case bottom = 4
        /// No animation of the row itself: it appears or goes at once while the others move.
        case none = 5
        /// The row grows from, or shrinks to, its middle.
        case middle = 6
        /// The table chooses (a fade).
        case automatic = 100
    }
}
