import Foundation

/// The half of a table's or collection view's drag and drop that differs between the two:
/// their delegates (each asked in its own words, `tableView(_:…)` or `collectionView(_:…)`),
/// where their cells are, and how the cells make room for a drop. The other half, the same
/// for both, is `IndexPathDragDropController`.
///
/// The delegate answers are nil when the list has no such delegate; the controller then
/// answers as UIKit does without one.
@MainActor
protocol IndexPathDragDropList: UIView, ListPlaceholderHost {
    /// The list's drop proposal, which carries its intent.
    associatedtype DropProposal: UIDropProposal
    /// The list's cell.
    associatedtype Cell: UIView

    /// Whether the cells lift for drags: the list has a drag delegate and
    /// `dragInteractionEnabled`.
    var liftsCellsForDrags: Bool { get }
    /// Whether the list has a drop delegate.
    var takesDrops: Bool { get }

    // MARK: The drag delegate

    /// The items to drag from the cell at `indexPath`.
    func dragItems(forBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]?
    /// The items to add to `session` from the cell at `indexPath`, tapped at `point`.
    func dragItems(forAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]?
    /// How the lifted cell at `indexPath` is drawn.
    func dragPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters?
    /// Tells the drag delegate the items start to move.
    func dragSessionWillBegin(_ session: any UIDragSession)
    /// Tells the drag delegate the drag has ended.
    func dragSessionDidEnd(_ session: any UIDragSession)
    /// Whether a destination may move the items.
    func dragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool?
    /// Whether the items must stay in the app.
    func dragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool?

    // MARK: The drop delegate

    /// Whether the list takes `session` at all.
    func dropCanHandle(_ session: any UIDropSession) -> Bool?
    /// Tells the drop delegate the session came over the list.
    func dropSessionDidEnter(_ session: any UIDropSession)
    /// What a drop at `destination` would do.
    func dropProposal(for session: any UIDropSession, at destination: IndexPath?) -> DropProposal?
    /// Tells the drop delegate the session left the list.
    func dropSessionDidExit(_ session: any UIDropSession)
    /// Tells the drop delegate the session has ended.
    func dropSessionDidEnd(_ session: any UIDropSession)
    /// Hands the drop delegate a coordinator of `items` (a cancel when `proposal` is nil);
    /// returns where the delegate sent them, nil without a drop delegate.
    func performDrop(of items: [ListDropItem], at destination: IndexPath?, proposal: DropProposal?,
                     session: any UIDropSession) -> DropPlacements?
    /// How the preview of an item dropped into the cell at `indexPath` is drawn.
    func dropPreviewParameters(forCellAt indexPath: IndexPath) -> UIDragPreviewParameters?

    // MARK: Geometry

    /// The index path of the cell at `point` (the list's coordinates).
    func dragDropIndexPath(at point: CGPoint) -> IndexPath?
    /// The cell at `indexPath`, when it is in sight.
    func dragDropCell(at indexPath: IndexPath) -> Cell?
    /// Where the cell at `indexPath` belongs, in the list's coordinates.
    func dragDropFrame(of indexPath: IndexPath) -> CGRect?
    /// Where a drop at `point` would go; `source` is where the list's own one item was lifted
    /// from, when the drag is that.
    func dropDestination(at point: CGPoint, reorderingFrom source: IndexPath?) -> IndexPath?
    /// Whether `proposal` inserts the items at its destination.
    func insertsAtDestination(_ proposal: DropProposal) -> Bool
    /// Whether `proposal` puts the items into the cell at its destination.
    func dropsIntoDestination(_ proposal: DropProposal) -> Bool
    /// Moves the cells aside so there is room at `destination`; `source` is where the cell
    /// of a reorder was lifted from (its place closes).
    func makeDropRoom(at destination: IndexPath, reorderingFrom source: IndexPath?)
    /// How long the touch must stay over a new place before the cells make room there, in
    /// seconds (a collection view's `reorderingCadence`); 0 makes room at once.
    var dropRoomDelay: TimeInterval { get }
    /// Puts every cell back where it belongs.
    func closeDropRoom(animated: Bool)
    /// Whether the cells go back to their places before the drop delegate updates the list
    /// (the collection view's batch updates start from them), rather than after.
    var closesDropRoomBeforePerformingDrop: Bool { get }
    /// Highlights `cell`, as a drop into it would go, or takes the highlight off.
    func setDropHighlighted(_ highlighted: Bool, _ cell: Cell)
}
