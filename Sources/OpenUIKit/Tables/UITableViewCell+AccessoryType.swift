extension UITableViewCell {
    /// The standard marks a cell shows at its trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A grey chevron: selecting the row shows more.
        case disclosureIndicator = 1
        /// A tinted info button and a chevron.
        case detailDisclosureButton = 2
        /// A tinted checkmark.
        case checkmark = 3
        /// A tinted info button.
        case detailButton = 4
    }
}
