import Foundation

/// A collection view as a drag source and a drop destination (iOS 11): its delegates answer
/// item by item, and its items show where a drop would go. The delegates and
/// `dragInteractionEnabled` are declared in the class, as UIKit's are; what tables and
/// collection views share is `IndexPathDragDropController`.
extension UICollectionView: IndexPathDragDropList {
    /// How long the items take to make room or close it again, in seconds (the table's
    /// reorder shift).
    static let dropShiftDuration: TimeInterval = 0.2

    var liftsCellsForDrags: Bool { dragDelegate != nil && dragInteractionEnabled }
    var takesDrops: Bool { dropDelegate != nil }

    // MARK: The drag delegate

    func dragItems(forBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath)
    }

    func dragItems(forAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]? {
        dragDelegate?.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func dragPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    func dragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }

    func dragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }

    func dragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session)
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
    }

    // MARK: The drop delegate

    func dropCanHandle(_ session: any UIDropSession) -> Bool? {
        dropDelegate?.collectionView(self, canHandle: session)
    }

    func dropSessionDidEnter(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    func dropProposal(for session: any UIDropSession, at destination: IndexPath?) -> UICollectionViewDropProposal? {
        dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func dropSessionDidExit(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidExit: session)
    }

    func dropSessionDidEnd(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }

    func performDrop(of items: [ListDropItem], at destination: IndexPath?, proposal: UICollectionViewDropProposal?,
                     session: any UIDropSession) -> DropPlacements? {
        guard let dropDelegate else { return nil }
        let coordinator = ListDropCoordinator<any UICollectionViewDropItem, UICollectionViewDropProposal>(
            items: items, destinationIndexPath: destination, proposal: proposal ?? UICollectionViewDropProposal(operation: .cancel),
            session: session, placeholderHost: self)
        dropDelegate.collectionView(self, performDropWith: coordinator)
        return coordinator.placements
    }

    func dropPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        dropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath)
    }

    // MARK: Geometry

    func dragDropIndexPath(at point: CGPoint) -> IndexPath? {
        shownIndexPathForItem(at: point)
    }

    func dragDropCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    func dragDropFrame(of indexPath: IndexPath) -> CGRect? {
        preparedLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// The item under the touch, nil over none, for a reorder too.
    func dropDestination(at point: CGPoint, reorderingFrom source: IndexPath?) -> IndexPath? {
        shownIndexPathForItem(at: point)
    }

    func insertsAtDestination(_ proposal: UICollectionViewDropProposal) -> Bool {
        proposal.intent == .insertAtDestinationIndexPath
    }

    func dropsIntoDestination(_ proposal: UICollectionViewDropProposal) -> Bool {
        proposal.intent == .insertIntoDestinationIndexPath
    }

    /// Each cell takes the place of the item next to it toward the room; for a reorder the
    /// items between the lifted one and the destination shift into its place.
    func makeDropRoom(at destination: IndexPath, reorderingFrom source: IndexPath?) {
        var moves: [(UICollectionViewCell, CGPoint)] = []
        for (path, cell) in visibleCellsByIndexPath {
            var shownAt = path
            if path.section == destination.section {
                if let source, source.section == path.section {
                    if source < destination, path > source, path <= destination { shownAt.item -= 1 }
                    if destination < source, path >= destination, path < source { shownAt.item += 1 }
                } else if path >= destination {
                    shownAt.item += 1
                }
            }
            guard let attributes = preparedLayout.layoutAttributesForItem(at: shownAt) ?? preparedLayout.layoutAttributesForItem(at: path) else { continue }
            moves.append((cell, attributes.center))
        }
        let hidden = source.flatMap { visibleCellsByIndexPath[$0] }
        UIView.animate(withDuration: Self.dropShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (cell, center) in moves where cell !== hidden { cell.center = center }
        })
    }

    /// Puts every visible cell back at its layout attributes' place and alpha.
    func closeDropRoom(animated: Bool) {
        let cells = visibleCellsByIndexPath.compactMap { path, cell in
            preparedLayout.layoutAttributesForItem(at: path).map { (cell, $0) }
        }
        let place = {
            for (cell, attributes) in cells {
                cell.center = attributes.center
                cell.alpha = attributes.alpha
            }
        }
        if animated {
            UIView.animate(withDuration: Self.dropShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: place)
        } else {
            place()
        }
    }

    /// How long the touch stays over a place before the items make room there.
    var dropRoomDelay: TimeInterval { reorderingCadence.delay }

    /// The cells go back first: the delegate's batch updates animate from their places.
    var closesDropRoomBeforePerformingDrop: Bool { true }

    func setDropHighlighted(_ highlighted: Bool, _ cell: UICollectionViewCell) {
        cell.isHighlighted = highlighted
    }
}
