extension UITableViewCell {
    /// How a cell looks while highlighted or selected.
    public enum SelectionStyle: Int, Sendable {
        /// No change: the cell still selects, but shows nothing.
        case none = 0
        /// The grey selection background (what every style but `none` shows since iOS 7).
        case blue = 1
        /// The grey selection background.
        case gray = 2
        /// The grey selection background.
        case `default` = 3
    }
}
