import Foundation

/// The keys storyboards set on table views.
extension InterfaceBuilderKeys {
    /// A table view's outlets: its data source and delegate (the scroll view's `delegate`,
    /// which a `UITableViewDelegate` is).
    static let tableView = InterfaceBuilderKeys(
        for: UITableView.self,
        outlets: [.outlet("dataSource", \UITableView.dataSource), .outlet("delegate", \UITableView.delegate)])
}
