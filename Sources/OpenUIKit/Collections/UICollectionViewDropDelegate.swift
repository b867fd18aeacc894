import Foundation

/// What a collection view says as a drop destination: whether it takes a session, what a
/// drop at each item would do, and the drop itself. Only `collectionView(_:performDropWith:)`
/// must be written; the others have UIKit's defaults.
///
/// The calls come in the drop interaction's order: `canHandle` once per session,
/// `dropSessionDidEnter` when the touch comes over the collection, `dropSessionDidUpdate`
/// then and on each move (its proposal decides the drop and the room the items make),
/// `dropSessionDidExit` when it leaves; on a drop `performDropWith`; finally
/// `dropSessionDidEnd`.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
    /// The items were dropped: load them, update the items, and place each with the
    /// coordinator.
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
    /// Whether the collection takes `session` at all (true by default).
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The session came over the collection.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// What a drop at `destinationIndexPath` (nil over no item) would do; a cancel by default.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    /// The session left the collection.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The session has ended.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
    /// How the preview of an item dropped into the item at `indexPath` is drawn; nil (the
    /// default) shows the whole cell.
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    /// Every session is taken.
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    /// A drop here would be cancelled.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    /// Nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    /// Nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
    /// The whole cell is shown.
    public func collectionView(_ collectionView: UICollectionView,
                               dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
