import Foundation

/// Where a table's or collection view's drop delegate sent each dropped item (through its
/// coordinator): an index path of the list, or a preview target of its own, with the
/// animator handed back for it, whose animations then run with the drop's.
@MainActor
final class DropPlacements {
    /// Where an item was sent.
    enum Placement {
        case indexPath(IndexPath)
        case target(UIDragPreviewTarget)
        /// A placeholder's row or item, wherever it is when the preview lands.
        case placeholder(ListPlaceholder)
    }

    private var placed: [(item: UIDragItem, placement: Placement, animator: DragAnimator)] = []

    /// Records `item`'s place (replacing an earlier one); returns the animator for it.
    func place(_ item: UIDragItem, _ placement: Placement) -> any UIDragAnimating {
        let animator = DragAnimator()
        placed.removeAll { $0.item === item }
        placed.append((item, placement, animator))
        return animator
    }

    /// Where `item` was sent, if it was.
    func placement(of item: UIDragItem) -> (placement: Placement, animator: DragAnimator)? {
        placed.first { $0.item === item }.map { ($0.placement, $0.animator) }
    }
}
