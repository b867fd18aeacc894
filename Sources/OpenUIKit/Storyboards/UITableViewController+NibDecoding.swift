import Foundation

/// What a table view controller reads from its `<tableViewController>` element (its table
/// is the scene's `<tableView key="view">`).
extension UITableViewController {
    /// Decodes `clearsSelectionOnViewWillAppear`.
    func decodeTableViewController(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let flag = coder.bool("clearsSelectionOnViewWillAppear") { clearsSelectionOnViewWillAppear = flag }
    }
}
