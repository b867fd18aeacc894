import Foundation

/// A collection view's drag and drop: the drag and drop interactions it puts on the
/// collection while it has a drag or drop delegate, answering them item by item through
/// `UICollectionViewDragDelegate` and `UICollectionViewDropDelegate`, and showing a
/// proposal's intent in the items (those from the destination on make room for an
/// insertion, the item a drop would go into is highlighted).
///
/// A drag from the collection that comes back over it with a move proposal is a reorder:
/// the lifted item's place closes and the items between it and the destination shift into
/// it, as iOS's reordering shows.
@MainActor
final class CollectionDragDropController: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var collection: UICollectionView?

    weak var dragDelegate: (any UICollectionViewDragDelegate)? {
        didSet { updateInteractions() }
    }
    weak var dropDelegate: (any UICollectionViewDropDelegate)? {
        didSet { updateInteractions() }
    }
    /// Whether items lift; true by default, as on an iPad.
    var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { updateInteractions() }
    }

    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?

    /// The items of the collection's running drag, each with the item it was lifted from.
    private var draggedItems: [(item: UIDragItem, path: IndexPath)] = []
    private(set) var hasActiveDrag = false
    private(set) var hasActiveDrop = false
    /// The latest destination and proposal of the drop over the collection.
    private var dropDestination: IndexPath?
    private var dropProposal: UICollectionViewDropProposal?
    /// The coordinator of the drop being performed, until the session ends.
    private var coordinator: CollectionDropCoordinator?
    /// The cell highlighted for a drop into it.
    private var highlightedCell: UICollectionViewCell?
    /// Whether cells stand away from their places (moved aside, or the lifted one hidden).
    private var cellsMoved = false

    /// How long the items take to make room or close it again, in seconds (the table's
    /// reorder shift).
    static let shiftDuration: TimeInterval = 0.2

    init(collection: UICollectionView) {
        self.collection = collection
        super.init()
    }

    /// Puts the interactions on the collection, or takes them off, as the delegates and
    /// `dragInteractionEnabled` say.
    private func updateInteractions() {
        guard let collection else { return }
        let wantsDrag = dragDelegate != nil && dragInteractionEnabled
        if wantsDrag, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            collection.addInteraction(interaction)
            dragInteraction = interaction
        } else if !wantsDrag, let interaction = dragInteraction {
            collection.removeInteraction(interaction)
            dragInteraction = nil
        }
        if dropDelegate != nil, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            collection.addInteraction(interaction)
            dropInteraction = interaction
        } else if dropDelegate == nil, let interaction = dropInteraction {
            collection.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    // MARK: UIDragInteractionDelegate

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        draggedItems = []
        guard let collection, let delegate = dragDelegate,
              let path = collection.indexPathForItem(at: session.location(in: collection)) else { return [] }
        let items = delegate.collectionView(collection, itemsForBeginning: session, at: path)
        draggedItems = items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let collection, let path = draggedItems.first(where: { $0.item === item })?.path,
              let cell = collection.cellForItem(at: path) else { return nil }
        let parameters = dragDelegate?.collectionView(collection, dragPreviewParametersForItemAt: path) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        hasActiveDrag = true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let collection else { return }
        dragDelegate?.collectionView(collection, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        guard let collection, let delegate = dragDelegate else { return true }
        return delegate.collectionView(collection, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        guard let collection, let delegate = dragDelegate else { return false }
        return delegate.collectionView(collection, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let collection, let delegate = dragDelegate, let path = collection.indexPathForItem(at: point) else { return [] }
        let items = delegate.collectionView(collection, itemsForAddingTo: session, at: path, point: point)
        draggedItems += items.map { ($0, path) }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        hasActiveDrag = false
        draggedItems = []
        restoreCells(animated: true)
        guard let collection else { return }
        dragDelegate?.collectionView(collection, dragSessionDidEnd: session)
    }

    // MARK: UIDropInteractionDelegate

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let collection, let delegate = dropDelegate else { return false }
        return delegate.collectionView(collection, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        hasActiveDrop = true
        guard let collection else { return }
        dropDelegate?.collectionView(collection, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let collection, let delegate = dropDelegate else { return UIDropProposal(operation: .cancel) }
        let destination = collection.indexPathForItem(at: session.location(in: collection))
        let proposal = delegate.collectionView(collection, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        dropDestination = destination
        dropProposal = proposal
        show(proposal, at: destination, for: session)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        hasActiveDrop = false
        dropDestination = nil
        dropProposal = nil
        restoreCells(animated: true)
        guard let collection else { return }
        dropDelegate?.collectionView(collection, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let collection, let delegate = dropDelegate else { return }
        let proposal = dropProposal ?? UICollectionViewDropProposal(operation: .cancel)
        let isLocal = localSourcePath(of: session) != nil
        let items = session.items.map { item -> any UICollectionViewDropItem in
            let lifted = draggedItems.first { $0.item === item }?.path
            let size = lifted.flatMap { collection.layoutAttributesForItem(at: $0)?.size } ?? .zero
            return CollectionDropItem(dragItem: item, sourceIndexPath: isLocal ? lifted : nil, previewSize: size)
        }
        let coordinator = CollectionDropCoordinator(items: items, destinationIndexPath: dropDestination, proposal: proposal,
                                                    session: session)
        self.coordinator = coordinator
        // The cells go back to their places: the delegate's updates carry them from there.
        restoreCells(animated: false)
        delegate.collectionView(collection, performDropWith: coordinator)
        collection.layoutIfNeeded()
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard let collection, let placed = coordinator?.placements.placement(of: item) else { return defaultPreview }
        switch placed.placement {
        case .indexPath(let path):
            guard let attributes = collection.layoutAttributesForItem(at: path) else { return defaultPreview }
            let parameters = dropDelegate?.collectionView(collection, dropPreviewParametersForItemAt: path) ?? defaultPreview.parameters
            let target = UIDragPreviewTarget(container: collection, center: attributes.center)
            return UITargetedDragPreview(view: defaultPreview.view, parameters: parameters, target: target)
        case .target(let target):
            return defaultPreview.retargetedPreview(with: target)
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        guard let collection, let placed = coordinator?.placements.placement(of: item) else { return }
        placed.animator.forward(to: animator)
        // The item it lands as shows once the preview has reached it.
        if case .indexPath(let path) = placed.placement, let cell = collection.cellForItem(at: path) {
            cell.alpha = 0
            animator.addCompletion { _ in cell.alpha = 1 }
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        hasActiveDrop = false
        coordinator = nil
        dropDestination = nil
        dropProposal = nil
        restoreCells(animated: true)
        guard let collection else { return }
        dropDelegate?.collectionView(collection, dropSessionDidEnd: session)
    }

    // MARK: Showing the proposal

    /// The item the session's one item was lifted from, when the session is this
    /// collection's own drag of one item.
    private func localSourcePath(of session: any UIDropSession) -> IndexPath? {
        guard hasActiveDrag, session.localDragSession != nil, draggedItems.count == 1,
              let only = draggedItems.first, session.items.contains(where: { $0 === only.item }) else { return nil }
        return only.path
    }

    /// Makes room at `destination` for an insertion (closing the lifted item's place for a
    /// reorder), or highlights the item for a drop into it; a cancelled or forbidden
    /// proposal shows nothing.
    private func show(_ proposal: UICollectionViewDropProposal, at destination: IndexPath?, for session: any UIDropSession) {
        guard let collection else { return }
        let takes = proposal.operation == .copy || proposal.operation == .move
        let into = takes && proposal.intent == .insertIntoDestinationIndexPath
        highlight(into ? destination.flatMap { collection.cellForItem(at: $0) } : nil)
        guard takes, proposal.intent == .insertAtDestinationIndexPath, let destination else { return restoreCells(animated: true) }
        let source = proposal.operation == .move ? localSourcePath(of: session) : nil
        var moves: [(UICollectionViewCell, UICollectionViewLayoutAttributes)] = []
        for (path, cell) in collection.visibleCellsByIndexPath {
            // Each cell takes the place of the item next to it toward the gap; the others keep theirs.
            var shownAt = path
            if path.section == destination.section {
                if let source, source.section == path.section {
                    if source < destination, path > source, path <= destination { shownAt.item -= 1 }
                    if destination < source, path >= destination, path < source { shownAt.item += 1 }
                } else if path >= destination {
                    shownAt.item += 1
                }
            }
            guard let attributes = collection.layoutAttributesForItem(at: shownAt) ?? collection.layoutAttributesForItem(at: path) else {
                continue
            }
            moves.append((cell, attributes))
        }
        let hidden = source.flatMap { collection.cellForItem(at: $0) }
        UIView.animate(withDuration: Self.shiftDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (cell, attributes) in moves where cell !== hidden { cell.center = attributes.center }
        })
        hidden?.alpha = 0
        cellsMoved = true
    }

    private func highlight(_ cell: UICollectionViewCell?) {
        guard cell !== highlightedCell else { return }
        highlightedCell?.isHighlighted = false
        highlightedCell = cell
        cell?.isHighlighted = true
    }

    /// Puts every cell back in its place and shows the lifted one again.
    private func restoreCells(animated: Bool) {
        highlight(nil)
        guard cellsMoved, let collection else { return }
        cellsMoved = false
        let cells = collection.visibleCellsByIndexPath.compactMap { path, cell in
            collection.layoutAttributesForItem(at: path).map { (cell, $0) }
        }
        let place = {
            for (cell, attributes) in cells {
                cell.center = attributes.center
                cell.alpha = attributes.alpha
            }
        }
        if animated {
            UIView.animate(withDuration: Self.shiftDuration, delay: 0, options: [.beginFromCurrentState], animations: place)
        } else {
            place()
        }
    }
}
