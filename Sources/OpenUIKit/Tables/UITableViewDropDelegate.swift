import Foundation

/// What a table says as a drop destination: whether it takes a session, what a drop at
/// each row would do, and the drop itself. Only `tableView(_:performDropWith:)` must be
/// written; the others have UIKit's defaults.
///
/// The calls come in the drop interaction's order: `canHandle` once per session,
/// `dropSessionDidEnter` when the touch comes over the table, `dropSessionDidUpdate` then
/// and on each move (its proposal decides the drop and the gap the rows open),
/// `dropSessionDidExit` when it leaves; on a drop `performDropWith`; finally
/// `dropSessionDidEnd`.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// The items were dropped: load them, update the rows, and place each item with the
    /// coordinator.
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    /// Whether the table takes `session` at all (true by default).
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The session came over the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` (nil over no row) would do; a cancel by default.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    /// The session left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The session has ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
    /// How the preview of an item dropped into the row at `indexPath` is drawn; nil (the
    /// default) shows the whole cell.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    /// Every session is taken.
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// A drop here would be cancelled.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    /// Nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing happens.
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
    /// The whole cell is shown.
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
}
