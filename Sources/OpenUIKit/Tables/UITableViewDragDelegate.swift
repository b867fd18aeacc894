import Foundation

/// What a table says as a drag source: the items of the row a drag lifts, their previews,
/// and the drag's course. Only `tableView(_:itemsForBeginning:at:)` must be written; the
/// others have UIKit's defaults.
///
/// The calls come in the drag interaction's order: `itemsForBeginning`,
/// `dragPreviewParametersForRowAt` (for the lifted row), `dragSessionAllowsMoveOperation`
/// and `dragSessionIsRestrictedToDraggingApplication`, `dragSessionWillBegin` as the items
/// start to move, and `dragSessionDidEnd` once the drag has ended.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items to drag from the row at `indexPath`; none means no drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// The items to add to the running `session` when another touch taps the row at
    /// `indexPath` (at `point`, in the table's coordinates); none by default.
    func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                   point: CGPoint) -> [UIDragItem]
    /// How the lifted row's preview is drawn; nil (the default) shows the whole cell.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The items start to move.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag has ended.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a destination may move the items (true by default).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the items must stay in the app (false by default).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    /// Nothing is added.
    public func tableView(_ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
                          point: CGPoint) -> [UIDragItem] { [] }
    /// The whole cell is shown.
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    /// Nothing happens.
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing happens.
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    /// Moves are allowed.
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// The items may leave the app.
    public func tableView(_ tableView: UITableView,
                          dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
