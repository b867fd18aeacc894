import Foundation

/// What a collection view's drop delegate gets in `collectionView(_:performDropWith:)`: the
/// items, where they were dropped, the proposal in force, and the means to animate each
/// item into its place.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
    /// The items dropped, in the session's order.
    var items: [any UICollectionViewDropItem] { get }
    /// Where the items were dropped; nil when over no item.
    var destinationIndexPath: IndexPath? { get }
    /// The proposal the drop was made under.
    var proposal: UICollectionViewDropProposal { get }
    /// The drop session.
    var session: any UIDropSession { get }
    /// Animates `dragItem`'s preview into the item at `indexPath` (which the delegate has
    /// inserted or moved the item to); the animator takes animations to run beside it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// Animates `dragItem`'s preview to `target`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    /// Inserts `placeholder` (a item the data source does not count) and animates `dragItem`'s
    /// preview into it; the context then commits the loaded content in its place or deletes
    /// it. Do not update the data source for the placeholder.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext
}

/// A collection view's drop coordinator is the lists' one, with the collection's items and
/// proposal.
extension ListDropCoordinator: UICollectionViewDropCoordinator
where Item == any UICollectionViewDropItem, Proposal == UICollectionViewDropProposal {
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        drop(dragItem, toCellAt: indexPath)
    }

    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> any UICollectionViewDropPlaceholderContext {
        drop(dragItem, toPlaceholder: placeholder.makeListPlaceholder())
    }
}
