extension UITableView {
    /// How a table groups its sections.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers sticking to the top while their section shows.
        case plain = 0
        /// Sections set apart on a grey background, headers scrolling with them.
        case grouped = 1
        /// Grouped sections inset from the sides with rounded corners.
        case insetGrouped = 2
    }
}
