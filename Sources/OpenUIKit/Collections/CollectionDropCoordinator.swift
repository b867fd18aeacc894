import Foundation

/// The `UICollectionViewDropCoordinator` of one drop on a collection view: it records where
/// the delegate sends each item, which the drop preview then flies to.
@MainActor
final class CollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
    let items: [any UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: any UIDropSession
    /// Where the delegate sent the items.
    let placements = DropPlacements()

    init(items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
         session: any UIDropSession) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        super.init()
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        placements.place(dragItem, .indexPath(indexPath))
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        placements.place(dragItem, .target(target))
    }
}
