extension UITableViewCell {
    /// Whether a table draws lines between its cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A hairline between rows.
        case singleLine = 1
        /// A hairline between rows (the etched look it once named is gone since iOS 7).
        case singleLineEtched = 2
    }
}
