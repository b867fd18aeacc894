import Foundation

/// A table as a drag source and a drop destination (iOS 11): its delegates answer row by
/// row, and its rows show where a drop would go. The delegates and `dragInteractionEnabled`
/// are declared in the class, as UIKit's are; what tables and collection views share is
/// `IndexPathDragDropController`.
extension UITableView: IndexPathDragDropList {
    var liftsCellsForDrags: Bool { dragDelegate != nil && dragInteractionEnabled }
    var takesDrops: Bool { dropDelegate != nil }

    // MARK: The drag delegate

    func dragItems(forBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath)
    }

    func dragItems(forAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]? {
        dragDelegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func dragPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    func dragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.tableView(self, dragSessionWillBegin: session)
    }

    func dragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.tableView(self, dragSessionDidEnd: session)
    }

    func dragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session)
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
    }

    // MARK: The drop delegate

    func dropCanHandle(_ session: any UIDropSession) -> Bool? {
        dropDelegate?.tableView(self, canHandle: session)
    }

    func dropSessionDidEnter(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnter: session)
    }

    func dropProposal(for session: any UIDropSession, at destination: IndexPath?) -> UITableViewDropProposal? {
        dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func dropSessionDidExit(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidExit: session)
    }

    func dropSessionDidEnd(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }

    func performDrop(of items: [ListDropItem], at destination: IndexPath?, proposal: UITableViewDropProposal?,
                     session: any UIDropSession) -> DropPlacements? {
        guard let dropDelegate else { return nil }
        let coordinator = ListDropCoordinator<any UITableViewDropItem, UITableViewDropProposal>(
            items: items, destinationIndexPath: destination, proposal: proposal ?? UITableViewDropProposal(operation: .cancel),
            session: session, placeholderHost: self)
        dropDelegate.tableView(self, performDropWith: coordinator)
        return coordinator.placements
    }

    func dropPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
    }

    // MARK: Geometry

    func dragDropIndexPath(at point: CGPoint) -> IndexPath? {
        shownIndexPathForRow(at: point)
    }

    func dragDropCell(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    func dragDropFrame(of indexPath: IndexPath) -> CGRect? {
        reloadIfNeeded()
        return rectForShownRow(at: indexPath)
    }

    /// For a reorder, where the lifted row would land (as the grip's reorder finds it); else
    /// the row under the touch, nil over no row.
    func dropDestination(at point: CGPoint, reorderingFrom source: IndexPath?) -> IndexPath? {
        guard let source else { return shownIndexPathForRow(at: point) }
        return proposedReorderDestination(forCenterY: point.y, from: source)
    }

    /// An insertion, and `.automatic` too: the rows open a gap for it.
    func insertsAtDestination(_ proposal: UITableViewDropProposal) -> Bool {
        proposal.intent == .insertAtDestinationIndexPath || proposal.intent == .automatic
    }

    func dropsIntoDestination(_ proposal: UITableViewDropProposal) -> Bool {
        proposal.intent == .insertIntoDestinationIndexPath
    }

    /// A reorder makes room as the grip's does; anything else opens a gap of one row.
    func makeDropRoom(at destination: IndexPath, reorderingFrom source: IndexPath?) {
        if let source, let cell = visibleCellsByPath[source] {
            makeRoom(for: cell, from: source, at: destination)
        } else {
            openDropGap(at: destination, height: insertedRowHeight)
        }
    }

    /// Puts the visible rows back where they belong, closing any gap.
    func closeDropRoom(animated: Bool) {
        let placeAll = { for (path, cell) in self.visibleCellsByPath { self.place(cell, at: path) } }
        if animated {
            UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: placeAll)
        } else {
            placeAll()
        }
    }

    /// A table's rows make room at once (tables have no reordering cadence).
    var dropRoomDelay: TimeInterval { 0 }

    /// The rows close their gap after the delegate's update, moving from where they stood.
    var closesDropRoomBeforePerformingDrop: Bool { false }

    func setDropHighlighted(_ highlighted: Bool, _ cell: UITableViewCell) {
        cell.setHighlighted(highlighted, animated: true)
    }

    // MARK: Gaps

    /// The height of a row a drop would insert, in points: the table's row height, else its
    /// estimate, else the standard row's.
    private var insertedRowHeight: CGFloat {
        if rowHeight > 0 { return rowHeight }
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return UITableViewCell.standardRowHeight
    }

    /// Moves the visible rows from `destination` on down by `height`, so a gap shows where
    /// a dropped row would be inserted.
    private func openDropGap(at destination: IndexPath, height: CGFloat) {
        var moves: [(UITableViewCell, CGFloat)] = []
        for (path, cell) in visibleCellsByPath {
            guard let span = geometry.span(of: .row(path)) else { continue }
            let y = span.minY + (path >= destination ? height : 0)
            if cell.frame.minY != y { moves.append((cell, y)) }
        }
        guard !moves.isEmpty else { return }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (cell, y) in moves { cell.frame.origin.y = y }
        })
    }
}
