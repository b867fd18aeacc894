import Foundation

/// What a table's drop delegate gets in `tableView(_:performDropWith:)`: the items, where
/// they were dropped, the proposal in force, and the means to animate each item into its
/// row.
@MainActor
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
}

/// A table's drop coordinator is the lists' one, with the table's items and proposal.
extension ListDropCoordinator: UITableViewDropCoordinator where Item == any UITableViewDropItem, Proposal == UITableViewDropProposal {
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        drop(dragItem, toCellAt: indexPath)
    }
}
