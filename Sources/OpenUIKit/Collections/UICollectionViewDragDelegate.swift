import Foundation

/// What a collection view says as a drag source: the items of the item a drag lifts,
/// their previews, and the drag's course. Only `collectionView(_:itemsForBeginning:at:)`
/// must be written; the others have UIKit's defaults.
///
/// The calls come in the drag interaction's order: `itemsForBeginning`,
/// `dragPreviewParametersForItemAt` (for the lifted item), `dragSessionWillBegin` as the
/// items start to move, and `dragSessionDidEnd` once the drag has ended.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
    /// The items to drag from the item at `indexPath`; none means no drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// The items to add to the running `session` when another touch taps the item at
    /// `indexPath` (at `point`, in the collection view's coordinates); none by default.
    func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                        at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    /// How the lifted item's preview is drawn; nil (the default) shows the whole cell.
    func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// The items start to move.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag has ended.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a destination may move the items (true by default).
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the items must stay in the app (false by default).
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    /// Nothing is added.
    public func collectionView(_ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession,
                               at indexPath: IndexPath, point: CGPoint) -> [UIDragItem] { [] }
    /// The whole cell is shown.
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    /// Nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    /// Nothing happens.
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    /// Moves are allowed.
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    /// The items may leave the app.
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
