extension UITableViewCell {
    /// The standard arrangements of a cell's image and labels.
    public enum CellStyle: Int, Sendable {
        /// An image on the leading side and one left-aligned label (`textLabel`); no detail label.
        case `default` = 0
        /// A label on the leading side and, on the trailing side, a right-aligned detail label
        /// in the secondary colour (the Settings app's style).
        case value1 = 1
        /// A right-aligned, tinted label in a narrow leading column, then a left-aligned detail
        /// label (the Contacts app's style); no image.
        case value2 = 2
        /// A label with a smaller detail label under it, both left-aligned.
        case subtitle = 3
    }
}
