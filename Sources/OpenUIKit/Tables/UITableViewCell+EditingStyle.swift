extension UITableViewCell {
    /// The control a row shows in editing mode, and what committing it means.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// The red minus: the row can be deleted.
        case delete = 1
        /// The green plus: a row can be inserted here.
        case insert = 2
    }
}
