import Foundation

/// The drop coordinator of one drop on a table or a collection view: it records where the
/// delegate sends each item, which the drop preview then flies to. `Item` and `Proposal` are
/// the list's; it is the `UITableViewDropCoordinator` and the `UICollectionViewDropCoordinator`
/// (their conformances, which add `drop(_:toRowAt:)` and `drop(_:toItemAt:)`, are beside the
/// protocols).
@MainActor
final class ListDropCoordinator<Item, Proposal: UIDropProposal>: NSObject {
    /// The items dropped, in the session's order.
    let items: [Item]
    /// Where the items were dropped; nil when over no cell.
    let destinationIndexPath: IndexPath?
    /// The proposal the drop was made under.
    let proposal: Proposal
    /// The drop session.
    let session: any UIDropSession
    /// Where the delegate sent the items.
    let placements = DropPlacements()
    /// The list, which shows the placeholders the delegate drops items to.
    private weak var placeholderHost: (any ListPlaceholderHost)?

    init(items: [Item], destinationIndexPath: IndexPath?, proposal: Proposal, session: any UIDropSession,
         placeholderHost: any ListPlaceholderHost) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.placeholderHost = placeholderHost
        super.init()
    }

    /// Sends `dragItem`'s preview into the cell at `indexPath`.
    func drop(_ dragItem: UIDragItem, toCellAt indexPath: IndexPath) -> any UIDragAnimating {
        // The delegate names the cell by its data source's index path.
        placements.place(dragItem, .indexPath(placeholderHost?.placeholders.shownIndexPath(fromApp: indexPath) ?? indexPath))
    }

    /// Sends `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        placements.place(dragItem, .target(target))
    }

    /// Inserts `placeholder` into the list and sends `dragItem`'s preview to it.
    func drop(_ dragItem: UIDragItem, toPlaceholder placeholder: ListPlaceholder) -> ListDropPlaceholderContext {
        let animator = placements.place(dragItem, .placeholder(placeholder))
        placeholderHost?.insertPlaceholder(placeholder)
        return ListDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, host: placeholderHost, animator: animator)
    }
}
