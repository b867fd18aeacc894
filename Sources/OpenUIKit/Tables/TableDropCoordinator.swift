import Foundation

/// The `UITableViewDropCoordinator` of one drop on a table: it records where the delegate
/// sends each item, which the table's drop preview then flies to.
@MainActor
final class TableDropCoordinator: NSObject, UITableViewDropCoordinator {
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: any UIDropSession
    /// Where the delegate sent the items.
    let placements = DropPlacements()

    init(items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        placements.place(dragItem, .indexPath(indexPath))
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        placements.place(dragItem, .target(target))
    }
}
