import Foundation

/// A collection view as a drag source and a drop destination (iOS 11): its delegates answer
/// item by item, and its items show where a drop would go.
extension UICollectionView {
    /// What answers drags of the collection's items; setting one makes the items lift
    /// (while `dragInteractionEnabled`). Held weakly, as in UIKit.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragDropController.dragDelegate }
        set { dragDropController.dragDelegate = newValue }
    }

    /// What answers drops on the collection; setting one makes it a drop destination. Held
    /// weakly, as in UIKit.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragDropController.dropDelegate }
        set { dragDropController.dropDelegate = newValue }
    }

    /// Whether the items lift for a drag: true by default, as on an iPad (UIKit makes it
    /// false on an iPhone).
    public var dragInteractionEnabled: Bool {
        get { dragDropController.dragInteractionEnabled }
        set { dragDropController.dragInteractionEnabled = newValue }
    }

    /// Whether a drag of the collection's items is running (from the lift to its end).
    public var hasActiveDrag: Bool { dragDropController.hasActiveDrag }

    /// Whether a drag is over the collection.
    public var hasActiveDrop: Bool { dragDropController.hasActiveDrop }
}
