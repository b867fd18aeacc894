import Foundation

/// A placeholder a collection view's drop inserted (returned by
/// `UICollectionViewDropCoordinator.drop(_:to:)`): animate beside its drop, then commit the
/// loaded content in its place or delete it. The data source never counts the placeholder;
/// it inserts the real item inside `commitInsertion(dataSourceUpdates:)`.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
    /// The item whose content the placeholder waits for.
    var dragItem: UIDragItem { get }
    /// Runs `dataSourceUpdates` with the index path to insert the item at (use it, not one
    /// kept from before: other changes may have moved it) and shows the data source's new
    /// item in the placeholder's place. False when the placeholder was no longer shown.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away; false when it was no longer shown.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` again on its cell.
    func setNeedsCellUpdate()
}

extension ListDropPlaceholderContext: UICollectionViewDropPlaceholderContext {}
