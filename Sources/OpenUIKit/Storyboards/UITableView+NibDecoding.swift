import Foundation

extension UITableView {
    /// The style a storyboard's `<tableView style="…">` names (nil outside a storyboard, or
    /// for a style this table does not have, with a warning).
    static func decodedStyle(from coder: NSCoder) -> Style? {
        guard let coder = coder as? NibCoder, let name = coder.string("style") else { return nil }
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        default:
            Diagnostics.warn("a storyboard table view's style \(MessageText.quoted(name)) is not one of plain, grouped and insetGrouped; plain is used")
            return nil
        }
    }
}
