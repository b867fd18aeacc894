import Foundation

/// One dropped item as a collection view's drop coordinator shows it.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
    /// The item dragged.
    var dragItem: UIDragItem { get }
    /// Where the item was lifted from, when it was dragged from the same collection view;
    /// nil for an item from elsewhere.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's preview, in points.
    var previewSize: CGSize { get }
}

/// The lists' drop item is a collection view's.
extension ListDropItem: UICollectionViewDropItem {}
