import Foundation

extension UITableView {
    /// How far a touch may move and still select the row it went down on, in points (a longer
    /// move is a drag of the table).
    static let selectionTouchSlop: CGFloat = 10

    // MARK: Reading the selection

    /// The work of `indexPathForSelectedRow`, which the class body declares open, as UIKit does.
    var indexPathForSelectedRowInTable: IndexPath? { indexPathsForSelectedRows?.first }

    /// The work of `indexPathsForSelectedRows`, which the class body declares open, as UIKit does.
    var indexPathsForSelectedRowsInTable: [IndexPath]? {
        let paths = selectedPaths.compactMap { placeholders.appIndexPath(fromShown: $0) }
        return paths.isEmpty ? nil : paths
    }

    // MARK: Selecting from code (the delegate is not told, as UIKit documents)

    /// The work of `selectRow`, which the class body declares open, as UIKit does.
    func selectRowInTable(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        reloadIfNeeded()
        guard let given = indexPath else {
            for path in selectedPaths { deselectShownRow(at: path, animated: animated) }
            return
        }
        let indexPath = placeholders.shownIndexPath(fromApp: given)
        guard geometry.contains(indexPath) else {
            return Diagnostics.warn("UITableView.selectRow(at: \(indexPath)): the table has no such row")
        }
        if !currentlyAllowsMultipleSelection {
            for path in selectedPaths where path != indexPath { deselectShownRow(at: path, animated: animated) }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none || !isRowFullyVisible(indexPath) {
            scrollToShownRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// The work of `deselectRow`, which the class body declares open, as UIKit does.
    func deselectRowInTable(at indexPath: IndexPath, animated: Bool) {
        deselectShownRow(at: placeholders.shownIndexPath(fromApp: indexPath), animated: animated)
    }

    /// Deselects the row shown at a presentation index path.
    func deselectShownRow(at indexPath: IndexPath, animated: Bool) {
        selectedPaths.removeAll { $0 == indexPath }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    var currentlyAllowsMultipleSelection: Bool {
        editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var currentlyAllowsSelection: Bool {
        editingState ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection || allowsMultipleSelection
    }

    private func isRowFullyVisible(_ path: IndexPath) -> Bool {
        guard let span = geometry.span(of: .row(path)) else { return true }
        let top = bounds.minY + adjustedContentInset.top
        let bottom = bounds.maxY - adjustedContentInset.bottom
        return span.minY >= top && span.minY + span.height <= bottom
    }

    // MARK: The user's touches

    /// A touch on a row highlights it (the delegate may refuse); lifting it there selects it.
    /// Returns whether the table took the touch (else it goes up the responder chain).
    func tableTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, trackedTouch == nil else { return false }
        let point = touch.location(in: self)
        // A touch while a row's actions show covers them again and does nothing else.
        if editingController.swiped != nil {
            editingController.close(animated: true)
            swallowsTouch = true
            return true
        }
        guard currentlyAllowsSelection else { return false }
        // A placeholder is not a row of the data source: it neither highlights nor selects.
        guard let path = shownIndexPathForRow(at: point), let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path) else {
            return false
        }
        trackedTouch = (path, point)
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: dataSourcePath) ?? true else { return true }
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: dataSourcePath)
        return true
    }

    /// A touch that moves away (a drag) stops highlighting its row.
    func tableTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        if swallowsTouch { return true }
        guard let tracked = trackedTouch, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        if hypot(point.x - tracked.start.x, point.y - tracked.start.y) > Self.selectionTouchSlop {
            endTracking()
        }
        return true
    }

    /// Lifting the finger on the row it went down on selects (or, in multiple selection, toggles) it.
    func tableTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        if swallowsTouch {
            swallowsTouch = false
            return true
        }
        guard let tracked = trackedTouch, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        endTracking()
        if shownIndexPathForRow(at: point) == tracked.path { userTapped(tracked.path) }
        return true
    }

    /// A cancelled touch (the table began scrolling) selects nothing.
    func tableTouchesCancelled() -> Bool {
        if swallowsTouch {
            swallowsTouch = false
            return true
        }
        guard trackedTouch != nil else { return false }
        endTracking()
        return true
    }

    private func endTracking() {
        guard let tracked = trackedTouch else { return }
        trackedTouch = nil
        guard let cell = visibleCellsByPath[tracked.path], cell.isHighlighted else { return }
        cell.setHighlighted(false, animated: false)
        if let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: tracked.path) {
            tableDelegate?.tableView(self, didUnhighlightRowAt: dataSourcePath)
        }
    }

    /// The user's selection of a row (`path` as shown), with the delegate's will/did
    /// messages around it, in the data source's index paths.
    func userTapped(_ path: IndexPath) {
        guard currentlyAllowsSelection, geometry.contains(path),
              let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path) else { return }
        let delegate = tableDelegate
        if currentlyAllowsMultipleSelection && selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        let chosen: IndexPath?
        if let delegate { chosen = delegate.tableView(self, willSelectRowAt: dataSourcePath) } else { chosen = dataSourcePath }
        guard let chosen else { return }
        let target = placeholders.presentationIndexPath(forDataSource: chosen)
        guard geometry.contains(target) else { return }
        if !currentlyAllowsMultipleSelection {
            for old in selectedPaths where old != target { userDeselect(old) }
        }
        guard !selectedPaths.contains(target) else { return }
        selectedPaths.append(target)
        visibleCellsByPath[target]?.setSelected(true, animated: false)
        // A storyboard segue from the cell runs between the selection and `didSelectRowAt`:
        // apps observe `prepare(for:sender:)` before `tableView(_:didSelectRowAt:)`.
        visibleCellsByPath[target]?.storyboardSelectionSegue?()
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    /// The standard detail button of a visible cell was tapped: the delegate hears of it, then
    /// a storyboard segue from the accessory runs.
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: path)
        cell.storyboardAccessorySegue?()
    }

    private func userDeselect(_ path: IndexPath) {
        guard let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path) else { return }
        let delegate = tableDelegate
        let chosen: IndexPath?
        if let delegate { chosen = delegate.tableView(self, willDeselectRowAt: dataSourcePath) } else { chosen = dataSourcePath }
        guard let chosen else { return }
        let target = placeholders.presentationIndexPath(forDataSource: chosen)
        guard selectedPaths.contains(target) else { return }
        deselectShownRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: chosen)
    }
}
