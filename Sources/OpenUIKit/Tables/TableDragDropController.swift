import Foundation

/// A table's drag and drop: the drag and drop interactions it puts on the table while it
/// has a drag or drop delegate, answering them row by row through `UITableViewDragDelegate`
/// and `UITableViewDropDelegate`, and showing a proposal's intent in the rows (a gap where
/// the items would be inserted, the row they would go into highlighted).
///
/// A drag from the table that comes back over it with a move proposal is a reorder: the
/// lifted row's place closes and a gap opens under the drag, as the grip's reorder does.
@MainActor
final class TableDragDropController: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var table: UITableView?

    weak var dragDelegate: (any UITableViewDragDelegate)? {
        didSet { updateInteractions() }
    }
    weak var dropDelegate: (any UITableViewDropDelegate)? {
        didSet { updateInteractions() }
    }
    /// Whether rows lift; true by default, as on an iPad.
    var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { updateInteractions() }
    }

    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?

    /// The items of the table's running drag, each with the row it was lifted from.
    private var draggedRows: [(item: UIDragItem, path: IndexPath)] = []
    private(set) var hasActiveDrag = false
    private(set) var hasActiveDrop = false
    /// The latest destination and proposal of the drop over the table.
    private var dropDestination: IndexPath?
    private var dropProposal: UITableViewDropProposal?
    /// The coordinator of the drop being performed, until the session ends.
    private var coordinator: TableDropCoordinator?
    /// The lifted row's cell, hidden while its place is closed for a reorder.
    private var hiddenSourceCell: UITableViewCell?
    /// The row highlighted for a drop into it.
    private var highlightedCell: UITableViewCell?
    /// Whether rows stand aside for a gap.
    private var rowsMoved = false

    init(table: UITableView) {
        self.table = table
        super.init()
    }

    /// Puts the interactions on the table, or takes them off, as the delegates and
    /// `dragInteractionEnabled` say.
    private func updateInteractions() {
        guard let table else { return }
        let wantsDrag = dragDelegate != nil && dragInteractionEnabled
        if wantsDrag, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            table.addInteraction(interaction)
            dragInteraction = interaction
        } else if !wantsDrag, let interaction = dragInteraction {
            table.removeInteraction(interaction)
            dragInteraction = nil
        }
        if dropDelegate != nil, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            table.addInteraction(interaction)
            dropInteraction = interaction
        } else if dropDelegate == nil, let interaction = dropInteraction {
            table.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        draggedRows = []
        guard let table, let delegate = dragDelegate, let path = table.indexPathForRow(at: session.location(in: table)) else {
            return []
        }
        let items = delegate.tableView(table, itemsForBeginning: session, at: path)
        draggedRows = items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let table, let path = draggedRows.first(where: { $0.item === item })?.path,
              let cell = table.cellForRow(at: path) else { return nil }
        let parameters = dragDelegate?.tableView(table, dragPreviewParametersForRowAt: path) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        hasActiveDrag = true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        guard let table, let delegate = dragDelegate else { return true }
        return delegate.tableView(table, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        guard let table, let delegate = dragDelegate else { return false }
        return delegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let table, let delegate = dragDelegate, let path = table.indexPathForRow(at: point) else { return [] }
        let items = delegate.tableView(table, itemsForAddingTo: session, at: path, point: point)
        draggedRows += items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        hasActiveDrag = false
        draggedRows = []
        restoreRows(animated: true)
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }

    // MARK: UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let table, let delegate = dropDelegate else { return false }
        return delegate.tableView(table, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        hasActiveDrop = true
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let table, let delegate = dropDelegate else { return UIDropProposal(operation: .cancel) }
        let destination = self.destination(for: session)
        let proposal = delegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        dropDestination = destination
        dropProposal = proposal
        show(proposal, at: destination, for: session)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        hasActiveDrop = false
        dropDestination = nil
        dropProposal = nil
        restoreRows(animated: true)
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let table, let delegate = dropDelegate else { return }
        let proposal = dropProposal ?? UITableViewDropProposal(operation: .cancel)
        let source = localSourcePath(of: session)
        let items = session.items.map { item -> any UITableViewDropItem in
            let lifted = draggedRows.first { $0.item === item }?.path
            let size = lifted.map { table.rectForRow(at: $0).size } ?? .zero
            return TableDropItem(dragItem: item, sourceIndexPath: source == nil ? nil : lifted, previewSize: size)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: dropDestination, proposal: proposal, session: session)
        self.coordinator = coordinator
        // The lifted row shows again: the delegate's move carries it to its new place.
        hiddenSourceCell?.alpha = 1
        hiddenSourceCell = nil
        delegate.tableView(table, performDropWith: coordinator)
        restoreRows(animated: true)
        table.layoutIfNeeded()
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let table, let placed = coordinator?.placements.placement(of: item) else { return defaultPreview }
        switch placed.placement {
        case .indexPath(let path):
            let rect = table.rectForRow(at: path)
            let parameters = dropDelegate?.tableView(table, dropPreviewParametersForRowAt: path) ?? defaultPreview.parameters
            let target = UIDragPreviewTarget(container: table, center: CGPoint(x: rect.midX, y: rect.midY))
            return UITargetedDragPreview(view: defaultPreview.view, parameters: parameters, target: target)
        case .target(let target):
            return defaultPreview.retargetedPreview(with: target)
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        guard let table, let placed = coordinator?.placements.placement(of: item) else { return }
        placed.animator.forward(to: animator)
        // The row the item lands in shows once the preview has reached it.
        if case .indexPath(let path) = placed.placement, let cell = table.cellForRow(at: path) {
            cell.alpha = 0
            animator.addCompletion { _ in cell.alpha = 1 }
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        hasActiveDrop = false
        coordinator = nil
        dropDestination = nil
        dropProposal = nil
        restoreRows(animated: true)
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    // MARK: Showing the proposal

    /// The row a drop at the session's touch would go to: for a reorder, where the lifted
    /// row would land (as the grip's reorder finds it); else the row under the touch, nil
    /// over no row.
    private func destination(for session: any UIDropSession) -> IndexPath? {
        guard let table else { return nil }
        let point = session.location(in: table)
        if let source = localSourcePath(of: session) {
            return table.proposedReorderDestination(forCenterY: point.y, from: source)
        }
        return table.indexPathForRow(at: point)
    }

    /// The row the session's one item was lifted from, when the session is this table's
    /// own drag of one row.
    private func localSourcePath(of session: any UIDropSession) -> IndexPath? {
        guard hasActiveDrag, session.localDragSession != nil, draggedRows.count == 1,
              let only = draggedRows.first, session.items.contains(where: { $0 === only.item }) else { return nil }
        return only.path
    }

    /// Opens a gap at `destination` for an insertion, or highlights the row for a drop
    /// into it; a cancelled or forbidden proposal shows nothing.
    private func show(_ proposal: UITableViewDropProposal, at destination: IndexPath?, for session: any UIDropSession) {
        guard let table else { return }
        let takes = proposal.operation == .copy || proposal.operation == .move
        let inserts = proposal.intent == .insertAtDestinationIndexPath || proposal.intent == .automatic
        highlight(takes && proposal.intent == .insertIntoDestinationIndexPath ? destination.flatMap { table.cellForRow(at: $0) } : nil)
        guard takes, inserts, let destination else { return restoreRows(animated: true) }
        if let source = localSourcePath(of: session), proposal.operation == .move, let cell = table.cellForRow(at: source) {
            cell.alpha = 0
            hiddenSourceCell = cell
            table.makeRoom(for: cell, from: source, at: destination)
        } else {
            hiddenSourceCell?.alpha = 1
            hiddenSourceCell = nil
            table.openDropGap(at: destination, height: table.insertedRowHeight)
        }
        rowsMoved = true
    }

    private func highlight(_ cell: UITableViewCell?) {
        guard cell !== highlightedCell else { return }
        highlightedCell?.setHighlighted(false, animated: true)
        highlightedCell = cell
        cell?.setHighlighted(true, animated: true)
    }

    /// Puts every row back in its place and shows the lifted row again.
    private func restoreRows(animated: Bool) {
        highlight(nil)
        hiddenSourceCell?.alpha = 1
        hiddenSourceCell = nil
        guard rowsMoved, let table else { return }
        rowsMoved = false
        table.closeDropGap(animated: animated)
    }
}
