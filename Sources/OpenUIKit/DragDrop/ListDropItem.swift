import Foundation

/// One dropped item as a table's or collection view's drop coordinator lists it: the
/// `UITableViewDropItem` and the `UICollectionViewDropItem` (their conformances are beside
/// the protocols).
@MainActor
final class ListDropItem: NSObject {
    /// The item dragged.
    let dragItem: UIDragItem
    /// Where the item was lifted from, when from the same list.
    let sourceIndexPath: IndexPath?
    /// The size of the item's preview, in points.
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
        super.init()
    }
}
