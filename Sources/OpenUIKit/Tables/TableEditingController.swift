import Foundation

/// What a table does with the user's editing gestures: swiping a row to uncover its
/// contextual actions (a pan across the row, by touch or mouse drag), the delete confirmation
/// an editing row's red control asks for, and dragging a row by its grip while editing.
///
/// One per table. The swipe is its own pan recognizer on the table, which begins only for a
/// mostly horizontal drag on a row with actions on that side; the table's scrolling pan then
/// stands aside (`UITableView.gestureRecognizerShouldBegin(_:)`).
@MainActor
final class TableEditingController: NSObject {
    /// How far past the row's width (as a fraction of it) a swipe must go to perform the
    /// first action on release, when the configuration allows it.
    static let fullSwipeFraction: CGFloat = 0.6
    /// A release faster than this towards opening opens the actions, in points per second.
    static let openingVelocity: CGFloat = 300
    /// How long the row takes to open or close, in seconds.
    static let settleDuration: TimeInterval = 0.25

    weak var table: UITableView?
    /// The swipe across a row.
    private(set) var recognizer: UIPanGestureRecognizer!
    /// The drag of a row by its grip: a pan of its own, so the row moves from where the
    /// finger landed whatever holds the touch back from the table's content.
    private(set) var reorderRecognizer: UIPanGestureRecognizer!

    /// The row whose actions are uncovered (or being uncovered), and their view.
    private(set) var swiped: (cell: UITableViewCell, actions: SwipeActionsView)?
    /// The swipe offset when the current drag began, in points (positive: trailing actions).
    private var dragStartOffset: CGFloat = 0
    /// The table's content offset when the row was uncovered: scrolling away covers it again.
    private var contentOffsetWhenUncovered: CGPoint = .zero

    /// The row being dragged by its grip, where it started, and the finger's offset from the
    /// cell's centre.
    private(set) var reordering: (cell: UITableViewCell, source: IndexPath, grab: CGFloat)?

    init(table: UITableView) {
        self.table = table
        super.init()
        recognizer = UIPanGestureRecognizer(target: self, action: TableEditingController.swipe(_:))
        // Two fingers moving sideways on a touchpad swipe the row under the pointer, as on
        // iPadOS; anything else (vertical scrolls, wheels, rows without actions) goes on to
        // the table's own pan. The sequence's end (the fingers lifted, found by the scroll
        // router's quiet time) settles the row open or closed, as a lifted finger does.
        recognizer.allowedScrollTypesMask = .continuous
        recognizer.scrollSequenceFilter = { [weak self] translation, location in
            self?.takesScrollSequence(translation: translation, at: location) ?? false
        }
        reorderRecognizer = UIPanGestureRecognizer(target: self, action: TableEditingController.reorder(_:))
    }

    /// Where a pan's touch went down, in the table; for a touchpad scroll, where the pointer
    /// is (it stays put while the fingers scroll).
    private func startPoint(of pan: UIPanGestureRecognizer, in table: UITableView) -> CGPoint {
        if pan.isScrollDriven { return pan.location(in: table) }
        let translation = pan.translation(in: table)
        let location = pan.location(in: table)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    // MARK: Which swipes the table takes

    /// The row a pan starting at `point` with `translation` so far would swipe, and to which
    /// side; nil when the swipe is not the table's (vertical, editing, no actions there).
    func swipeTarget(start point: CGPoint, translation: CGPoint) -> (cell: UITableViewCell, trailing: Bool)? {
        guard let table, !table.isEditing || swiped != nil, reordering == nil,
              abs(translation.x) > abs(translation.y) else { return nil }
        guard let path = table.indexPathForRow(at: point), let cell = table.cellForRow(at: path) else { return nil }
        if let swiped, swiped.cell === cell { return (cell, swiped.actions.isTrailing) }
        let trailing = translation.x < 0
        guard let configuration = table.swipeConfiguration(forRowAt: path, trailing: trailing),
              !configuration.actions.isEmpty else { return nil }
        return (cell, trailing)
    }

    /// Whether a touchpad scroll sequence starting at `location` (window points) whose first
    /// movement is `translation` swipes a row: mostly sideways, over a row with actions on
    /// that side (or the row already uncovered).
    func takesScrollSequence(translation: CGVector, at location: CGPoint) -> Bool {
        guard let table, table.window != nil else { return false }
        let point = table.convert(location, from: nil)
        return swipeTarget(start: point, translation: CGPoint(x: translation.dx, y: translation.dy)) != nil
    }

    /// Whether the swipe recognizer may begin now.
    func swipeShouldBegin() -> Bool {
        guard let table else { return false }
        return swipeTarget(start: startPoint(of: recognizer, in: table), translation: recognizer.translation(in: table)) != nil
    }

    // MARK: Swiping

    private func swipe(_ pan: UIPanGestureRecognizer) {
        guard let table else { return }
        switch pan.state {
        case .began:
            let translation = pan.translation(in: table)
            let start = startPoint(of: pan, in: table)
            guard let target = swipeTarget(start: start, translation: translation) else { return }
            if let swiped, swiped.cell !== target.cell { close(animated: true) }
            if swiped == nil { uncover(target.cell, trailing: target.trailing) }
            dragStartOffset = target.cell.swipeOffset
            follow(translation.x)
        case .changed:
            follow(pan.translation(in: table).x)
        case .ended:
            settle(velocity: pan.velocity(in: table).x)
        case .cancelled, .failed:
            settle(velocity: 0)
        default:
            break
        }
    }

    /// Puts a row's actions view in place, about to be uncovered, and tells the delegate.
    private func uncover(_ cell: UITableViewCell, trailing: Bool) {
        guard let table, let path = table.indexPath(for: cell),
              let configuration = table.swipeConfiguration(forRowAt: path, trailing: trailing) else { return }
        let actions = SwipeActionsView(configuration: configuration, isTrailing: trailing) { [weak self] button in
            self?.perform(button)
        }
        swiped = (cell, actions)
        contentOffsetWhenUncovered = table.contentOffset
        cell.swipeActionsView = actions
        table.tableDelegate?.tableView(table, willBeginEditingRowAt: path)
    }

    /// Moves the swiped row with the finger: never past closed towards the other side.
    private func follow(_ translationX: CGFloat) {
        guard let (cell, actions) = swiped else { return }
        let offset = dragStartOffset - translationX
        let clamped = actions.isTrailing ? max(0, offset) : min(0, offset)
        let fullSwipe = actions.configuration.performsFirstActionWithFullSwipe
            && abs(clamped) > cell.bounds.width * Self.fullSwipeFraction
        actions.showsFullSwipe = fullSwipe
        cell.swipeOffset = clamped
    }

    /// On release: a full swipe performs the first action; past half the buttons' width (or a
    /// fling towards opening) opens them; otherwise the row closes.
    private func settle(velocity: CGFloat) {
        guard let (cell, actions) = swiped else { return }
        let open = actions.preferredWidth
        let distance = abs(cell.swipeOffset)
        let openingSpeed = actions.isTrailing ? -velocity : velocity
        if actions.showsFullSwipe, let first = actions.buttons.first {
            move(cell, to: (actions.isTrailing ? 1 : -1) * cell.bounds.width, animated: true)
            perform(first)
        } else if distance > open / 2 || openingSpeed > Self.openingVelocity {
            move(cell, to: (actions.isTrailing ? 1 : -1) * open, animated: true)
        } else {
            close(animated: true)
        }
    }

    private func move(_ cell: UITableViewCell, to offset: CGFloat, animated: Bool) {
        guard animated, cell.window != nil else {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
            return
        }
        UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            cell.swipeOffset = offset
            cell.layoutIfNeeded()
        })
    }

    /// Uncovers a row's trailing actions fully, as the red control of an editing row does
    /// (the delete confirmation).
    func showDeleteConfirmation(for cell: UITableViewCell, animated: Bool = true) {
        if let swiped, swiped.cell !== cell { close(animated: animated) }
        if swiped == nil { uncover(cell, trailing: true) }
        guard let (_, actions) = swiped else { return }
        move(cell, to: actions.preferredWidth, animated: animated)
    }

    /// Covers the swiped row again and tells the delegate.
    func close(animated: Bool) {
        guard let (cell, actions) = swiped else { return }
        swiped = nil
        let table = self.table
        let path = table?.indexPath(for: cell)
        if animated, cell.window != nil {
            UIView.animate(withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
                cell.swipeOffset = 0
                cell.layoutIfNeeded()
            }, completion: { _ in
                if cell.swipeActionsView === actions { cell.swipeActionsView = nil }
            })
        } else {
            cell.swipeOffset = 0
            cell.swipeActionsView = nil
        }
        if let table, let path { table.tableDelegate?.tableView(table, didEndEditingRowAt: path) }
    }

    /// The table laid out: if it scrolled since a row was uncovered, the row closes, as on iOS.
    func tableDidLayout() {
        guard swiped != nil, let table, table.contentOffset != contentOffsetWhenUncovered else { return }
        close(animated: true)
    }

    /// Forgets a swiped row whose cell left the table (reused or removed) without animating.
    func cellLeft(_ cell: UITableViewCell) {
        if let swiped, swiped.cell === cell {
            self.swiped = nil
            cell.swipeOffset = 0
            cell.swipeActionsView = nil
        }
    }

    /// Runs an action's handler with its button; the completion covers the row again.
    private func perform(_ button: SwipeActionButton) {
        let action = button.action
        action.handler(action, button) { [weak self] _ in
            guard let self, let swiped = self.swiped, swiped.cell.swipeActionsView === button.superview else { return }
            self.close(animated: true)
        }
    }

    // MARK: Reordering

    /// The visible row whose grip `point` (in the table) is on, while editing.
    func gripRow(at point: CGPoint) -> (cell: UITableViewCell, path: IndexPath)? {
        guard let table, table.isEditing, let path = table.shownIndexPathForRow(at: point),
              let cell = table.visibleCellsByPath[path], cell.showsReorderGrip,
              cell.reorderGripFrame.contains(table.convert(point, to: cell)) else { return nil }
        return (cell, path)
    }

    /// Whether the grip's pan may begin: its touch went down on a grip.
    func reorderShouldBegin() -> Bool {
        guard let table, swiped == nil else { return false }
        return gripRow(at: startPoint(of: reorderRecognizer, in: table)) != nil
    }

    private func reorder(_ pan: UIPanGestureRecognizer) {
        guard let table else { return }
        switch pan.state {
        case .began:
            guard beginReordering(at: startPoint(of: pan, in: table)) else { return }
            moveReordering(to: pan.location(in: table))
        case .changed:
            moveReordering(to: pan.location(in: table))
        case .ended, .cancelled, .failed:
            endReordering()
        default:
            break
        }
    }

    /// Starts dragging the row whose grip `point` (in the table) is on; false when it is on none.
    private func beginReordering(at point: CGPoint) -> Bool {
        guard let table, let (cell, path) = gripRow(at: point) else { return false }
        reordering = (cell, path, point.y - cell.center.y)
        table.bringSubviewToFront(cell)
        cell.isReorderLifted = true
        return true
    }

    /// The dragged row follows the finger, within the table's content; the rows it passes
    /// move out of its way.
    private func moveReordering(to point: CGPoint) {
        guard let table, let (cell, source, grab) = reordering else { return }
        let half = cell.bounds.height / 2
        let y = min(max(point.y - grab, half), max(half, table.contentSize.height - half))
        cell.center.y = y
        let proposed = table.proposedReorderDestination(forCenterY: y, from: source)
        table.makeRoom(for: cell, from: source, at: proposed)
    }

    /// Drops the dragged row: the delegate may redirect it, the data source moves its data,
    /// and the table moves the row.
    private func endReordering() {
        guard let table, let (cell, source, _) = reordering else { return }
        reordering = nil
        cell.isReorderLifted = false
        var destination = table.proposedReorderDestination(forCenterY: cell.center.y, from: source)
        if destination != source, let delegate = table.tableDelegate {
            destination = delegate.tableView(table, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
        }
        table.finishReordering(cell, from: source, to: destination)
    }
}
