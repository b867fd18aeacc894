import Foundation

/// A table's or collection view's drag and drop: the drag and drop interactions it puts on
/// the list while the list has a drag or drop delegate, answering them cell by cell through
/// the list's delegates, and showing a proposal's intent in the cells (room made where the
/// items would be inserted, the cell they would go into highlighted). What differs between
/// tables and collection views is the list's `IndexPathDragDropList` conformance.
///
/// A drag from the list that comes back over it with a move proposal is a reorder: the
/// lifted cell is hidden, its place closes and room opens under the drag, as iOS shows it.
@MainActor
final class IndexPathDragDropController<List: IndexPathDragDropList>: NSObject, UIDragInteractionDelegate,
    UIDropInteractionDelegate {
    private weak var list: List?

    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?

    /// The items of the list's running drag, each with the index path it was lifted from.
    private var draggedCells: [(item: UIDragItem, path: IndexPath)] = []
    private(set) var hasActiveDrag = false
    private(set) var hasActiveDrop = false
    /// The latest destination and proposal of the drop over the list.
    private var dropDestination: IndexPath?
    private var dropProposal: List.DropProposal?
    /// Where the drop delegate sent the items of the drop being performed, until the
    /// session ends.
    private var placements: DropPlacements?
    /// The lifted cell, hidden while its place is closed for a reorder.
    private var hiddenSourceCell: List.Cell?
    /// The cell highlighted for a drop into it.
    private var highlightedCell: List.Cell?
    /// Whether cells stand aside for room.
    private(set) var roomMade = false
    /// Where the cells stand aside for room (with the reorder's source), while they do.
    private var roomPlace: (destination: IndexPath, source: IndexPath?)?
    /// Where room will be made once the list's `dropRoomDelay` has passed with the touch
    /// still there, and the timer that makes it.
    private var pendingRoom: (destination: IndexPath, source: IndexPath?, timer: any InputTimer)?

    init(list: List) {
        self.list = list
        super.init()
    }

    /// Puts the interactions on the list, or takes them off, as its delegates and
    /// `dragInteractionEnabled` say.
    func updateInteractions() {
        guard let list else { return }
        if list.liftsCellsForDrags, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            list.addInteraction(interaction)
            dragInteraction = interaction
        } else if !list.liftsCellsForDrags, let interaction = dragInteraction {
            list.removeInteraction(interaction)
            dragInteraction = nil
        }
        if list.takesDrops, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            list.addInteraction(interaction)
            dropInteraction = interaction
        } else if !list.takesDrops, let interaction = dropInteraction {
            list.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        draggedCells = []
        guard let list, let path = list.dragDropIndexPath(at: session.location(in: list)),
              let asked = list.placeholders.appIndexPath(fromShown: path),
              let items = list.dragItems(forBeginning: session, at: asked) else { return [] }
        draggedCells = items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let list, let path = draggedCells.first(where: { $0.item === item })?.path,
              let cell = list.dragDropCell(at: path) else { return nil }
        let asked = list.placeholders.appIndexPath(fromShown: path)
        return UITargetedDragPreview(view: cell, parameters: asked.flatMap { list.dragPreviewParameters(forCellAt: $0) } ?? UIDragPreviewParameters())
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        hasActiveDrag = true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        list?.dragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        list?.dragSessionAllowsMoveOperation(session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        list?.dragSessionIsRestrictedToDraggingApplication(session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let list, let path = list.dragDropIndexPath(at: point),
              let asked = list.placeholders.appIndexPath(fromShown: path),
              let items = list.dragItems(forAddingTo: session, at: asked, point: point) else { return [] }
        draggedCells += items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        hasActiveDrag = false
        draggedCells = []
        closeRoom(animated: true)
        list?.dragSessionDidEnd(session)
    }

    // MARK: UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        list?.dropCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        hasActiveDrop = true
        list?.dropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let list else { return UIDropProposal(operation: .cancel) }
        let destination = list.dropDestination(at: session.location(in: list), reorderingFrom: localSourcePath(of: session))
        let asked = list.placeholders.appInsertionIndexPath(fromShown: destination)
        guard let proposal = list.dropProposal(for: session, at: asked) else { return UIDropProposal(operation: .cancel) }
        dropDestination = destination
        dropProposal = proposal
        show(proposal, at: destination, for: session)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        hasActiveDrop = false
        dropDestination = nil
        dropProposal = nil
        closeRoom(animated: true)
        list?.dropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let list, list.takesDrops else { return }
        let isLocal = localSourcePath(of: session) != nil
        let items = session.items.map { item in
            let lifted = draggedCells.first { $0.item === item }?.path
            return ListDropItem(dragItem: item, sourceIndexPath: isLocal ? lifted.flatMap { list.placeholders.appIndexPath(fromShown: $0) } : nil,
                                previewSize: lifted.flatMap { list.dragDropFrame(of: $0)?.size } ?? .zero)
        }
        // The lifted cell shows again: the delegate's move carries it to its new place.
        hiddenSourceCell?.alpha = 1
        hiddenSourceCell = nil
        if list.closesDropRoomBeforePerformingDrop { closeRoom(animated: false) }
        let destination = list.placeholders.appInsertionIndexPath(fromShown: dropDestination)
        placements = list.performDrop(of: items, at: destination, proposal: dropProposal, session: session)
        closeRoom(animated: true)
        list.layoutIfNeeded()
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let list, let placed = placements?.placement(of: item) else { return defaultPreview }
        switch placed.placement {
        case .indexPath(let path):
            return preview(landingAt: path, parameters: nil, default: defaultPreview)
        case .placeholder(let placeholder):
            // The placeholder's own preview parameters win over the delegate's.
            let cell = list.dragDropCell(at: placeholder.indexPath)
            return preview(landingAt: placeholder.indexPath, parameters: cell.flatMap { placeholder.previewParameters?($0) },
                           default: defaultPreview)
        case .target(let target):
            return defaultPreview.retargetedPreview(with: target)
        }
    }

    /// The default preview sent into the cell at `path`, with `parameters`, else the drop
    /// delegate's for the cell, else the default's.
    private func preview(landingAt path: IndexPath, parameters: UIDragPreviewParameters?,
                         default defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview {
        guard let list, let frame = list.dragDropFrame(of: path) else { return defaultPreview }
        let asked = list.placeholders.appIndexPath(fromShown: path)
        let chosen = parameters ?? asked.flatMap { list.dropPreviewParameters(forCellAt: $0) } ?? defaultPreview.parameters
        let target = UIDragPreviewTarget(container: list, center: CGPoint(x: frame.midX, y: frame.midY))
        return UITargetedDragPreview(view: defaultPreview.view, parameters: chosen, target: target)
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        guard let list, let placed = placements?.placement(of: item) else { return }
        placed.animator.forward(to: animator)
        // The cell the item lands as shows once the preview has reached it.
        let landing: IndexPath? = switch placed.placement {
        case .indexPath(let path): path
        case .placeholder(let placeholder): placeholder.indexPath
        case .target: nil
        }
        if let landing, let cell = list.dragDropCell(at: landing) {
            cell.alpha = 0
            animator.addCompletion { _ in cell.alpha = 1 }
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        hasActiveDrop = false
        placements = nil
        dropDestination = nil
        dropProposal = nil
        closeRoom(animated: true)
        list?.dropSessionDidEnd(session)
    }

    // MARK: Showing the proposal

    /// Where the session's one item was lifted from, when the session is this list's own
    /// drag of one cell.
    private func localSourcePath(of session: any UIDropSession) -> IndexPath? {
        guard hasActiveDrag, session.localDragSession != nil, draggedCells.count == 1,
              let only = draggedCells.first, session.items.contains(where: { $0 === only.item }) else { return nil }
        return only.path
    }

    /// Makes room at `destination` for an insertion (closing the lifted cell's place for a
    /// reorder), or highlights the cell for a drop into it; a cancelled or forbidden
    /// proposal shows nothing.
    private func show(_ proposal: List.DropProposal, at destination: IndexPath?, for session: any UIDropSession) {
        guard let list else { return }
        let takes = proposal.operation == .copy || proposal.operation == .move
        guard takes, list.insertsAtDestination(proposal), let destination else {
            closeRoom(animated: true)
            let into = takes && list.dropsIntoDestination(proposal)
            return highlight(into ? destination.flatMap { list.dragDropCell(at: $0) } : nil)
        }
        highlight(nil)
        let source = proposal.operation == .move ? localSourcePath(of: session) : nil
        let sourceCell = source.flatMap { list.dragDropCell(at: $0) }
        if sourceCell !== hiddenSourceCell { hiddenSourceCell?.alpha = 1 }
        sourceCell?.alpha = 0
        hiddenSourceCell = sourceCell
        let delay = list.dropRoomDelay
        // Room already made here is kept up to date at once (cells scrolled into sight
        // stand aside too); a new place waits out the list's cadence.
        if delay <= 0 || (roomPlace?.destination == destination && roomPlace?.source == source) {
            cancelPendingRoom()
            makeRoom(at: destination, reorderingFrom: source)
            return
        }
        if let pendingRoom, pendingRoom.destination == destination, pendingRoom.source == source { return }
        cancelPendingRoom()
        guard let clock = list.window?.inputClock else { return makeRoom(at: destination, reorderingFrom: source) }
        let timer = clock.schedule(after: delay) { [weak self] in
            guard let self, let pending = self.pendingRoom else { return }
            self.pendingRoom = nil
            self.makeRoom(at: pending.destination, reorderingFrom: pending.source)
        }
        pendingRoom = (destination, source, timer)
    }

    private func makeRoom(at destination: IndexPath, reorderingFrom source: IndexPath?) {
        list?.makeDropRoom(at: destination, reorderingFrom: source)
        roomMade = true
        roomPlace = (destination, source)
    }

    private func cancelPendingRoom() {
        pendingRoom?.timer.cancel()
        pendingRoom = nil
    }

    private func highlight(_ cell: List.Cell?) {
        guard cell !== highlightedCell else { return }
        if let highlightedCell { list?.setDropHighlighted(false, highlightedCell) }
        highlightedCell = cell
        if let cell { list?.setDropHighlighted(true, cell) }
    }

    /// Puts every cell back in its place, shows the lifted one again and takes any highlight
    /// off.
    private func closeRoom(animated: Bool) {
        highlight(nil)
        hiddenSourceCell?.alpha = 1
        hiddenSourceCell = nil
        cancelPendingRoom()
        roomPlace = nil
        guard roomMade, let list else { return }
        roomMade = false
        list.closeDropRoom(animated: animated)
    }
}
