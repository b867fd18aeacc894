import Foundation

/// A placeholder row a table's drop inserted (returned by
/// `UITableViewDropCoordinator.drop(_:to:)`): animate beside its drop, then commit the
/// loaded content in its place or delete it. The data source never counts the placeholder;
/// it inserts the real row inside `commitInsertion(dataSourceUpdates:)`.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
    /// The item whose content the placeholder waits for.
    var dragItem: UIDragItem { get }
    /// Runs `dataSourceUpdates` with the index path to insert the row at (use it, not one
    /// kept from before) and shows the data source's new row in the placeholder's place.
    /// False when the placeholder was no longer shown.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder row away; false when it was no longer shown.
    @discardableResult
    func deletePlaceholder() -> Bool
}

extension ListDropPlaceholderContext: UITableViewDropPlaceholderContext {}
