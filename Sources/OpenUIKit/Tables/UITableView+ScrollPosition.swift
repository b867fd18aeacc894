extension UITableView {
    /// Where a row ends up when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as brings the row fully into view (none when it already is).
        case none = 0
        /// The row's top at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row's bottom at the bottom of the visible area.
        case bottom = 3
    }
}
