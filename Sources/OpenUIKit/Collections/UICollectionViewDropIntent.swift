import Foundation

/// Where a drop over a collection view would put its items, as a collection's drop proposal
/// says it; the collection shows it while the drag moves.
public enum UICollectionViewDropIntent: Int, Sendable {
    /// The collection shows nothing; the drop delegate decides what the drop does.
    case unspecified = 0
    /// The items would be inserted at the destination: the items from there on make room.
    case insertAtDestinationIndexPath = 1
    /// The items would go into the item at the destination (such as a folder): the item is
    /// highlighted.
    case insertIntoDestinationIndexPath = 2
}
