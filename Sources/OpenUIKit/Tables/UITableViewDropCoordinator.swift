import Foundation

/// What a table's drop delegate gets in `tableView(_:performDropWith:)`: the items, where
/// they were dropped, the proposal in force, and the means to animate each item into its
/// row.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, in the session's order.
    var items: [any UITableViewDropItem] { get }
    /// Where the items were dropped; nil when over no row.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the drop was made under.
    var proposal: UITableViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem`'s preview into the row at `indexPath` (which the delegate has
    /// inserted or moved the item to); the animator takes animations to run beside it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    /// Inserts `placeholder` (a row the data source does not count) and animates `dragItem`'s
    /// preview into it; the context then commits the loaded content in its place or deletes
    /// it. Do not update the data source for the placeholder.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext
}

/// A table's drop coordinator is the lists' one, with the table's items and proposal.
extension ListDropCoordinator: UITableViewDropCoordinator where Item == any UITableViewDropItem, Proposal == UITableViewDropProposal {
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        drop(dragItem, toCellAt: indexPath)
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext {
        drop(dragItem, toPlaceholder: placeholder.makeListPlaceholder())
    }
}
