import Foundation

/// Editing mode, the swipe actions of rows, and moving rows by their grips.
extension UITableView {
    /// How long rows take to move out of a dragged row's way, in seconds.
    static let reorderShiftDuration: TimeInterval = 0.2

    // MARK: Editing mode

    /// Whether a row shows the grip: while editing, when its cell asks for it or the data
    /// source lets the row move.
    func showsReorderGrip(for cell: UITableViewCell, at path: IndexPath) -> Bool {
        guard editingState else { return false }
        // The data source is asked at its own index path; a placeholder is not its row.
        guard let dataSourcePath = placeholders.dataSourceIndexPath(forPresented: path) else { return false }
        return cell.showsReorderControl || (dataSource?.tableView(self, canMoveRowAt: dataSourcePath) ?? false)
    }

    /// The editing control a visible cell shows, as the delegate decides (`.delete` for a row
    /// the data source lets edit when the delegate does not say).
    func editingStyle(forCell cell: UITableViewCell) -> UITableViewCell.EditingStyle {
        guard let path = indexPath(for: cell) else { return .none }
        guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return .none }
        if let delegate = tableDelegate { return delegate.tableView(self, editingStyleForRowAt: path) }
        return .delete
    }

    /// Whether a visible cell's content moves right for its editing control.
    func indentsWhileEditing(_ cell: UITableViewCell) -> Bool {
        guard let path = indexPath(for: cell) else { return cell.shouldIndentWhileEditing }
        return cell.shouldIndentWhileEditing && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
    }

    /// The red control asks for the delete confirmation; the green one commits an insertion.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let path = indexPath(for: cell) else { return }
        switch editingStyle(forCell: cell) {
        case .delete: editingController.showDeleteConfirmation(for: cell)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none: break
        }
    }

    // MARK: Swipe actions

    /// The actions a swipe uncovers on one side of a row: the delegate's configuration, or,
    /// on the trailing side of a row whose editing style is delete, a "Delete" that commits
    /// the deletion through the data source, as UIKit offers.
    func swipeConfiguration(forRowAt path: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        let delegate = tableDelegate
        if trailing {
            if let configured = delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path) { return configured }
        } else {
            return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return nil }
        let style = delegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        guard style == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? Self.deleteTitle
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, source, completion in
            guard let self, let cell = self.cell(containing: source), let current = self.indexPath(for: cell) else {
                return completion(false)
            }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: current)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// The title of the standard delete button.
    static let deleteTitle = "Delete"

    /// The visible cell a view is inside of.
    private func cell(containing view: UIView) -> UITableViewCell? {
        var current: UIView? = view
        while let candidate = current {
            if let cell = candidate as? UITableViewCell, cell.owningTable === self { return cell }
            current = candidate.superview
        }
        return nil
    }

    // MARK: Moving rows by the grip

    /// Where a row dragged from `source` would land with its centre at `y`: the row under
    /// that point, or the last row of the section above it when it is over a header or footer.
    func proposedReorderDestination(forCenterY y: CGFloat, from source: IndexPath) -> IndexPath {
        // The band is one point tall: the geometry finds what overlaps a band, not a line.
        if let path = geometry.rows(from: y, to: y + 1).first { return path }
        // Over a header or footer: the end of the section above, or the start of the first.
        for section in stride(from: geometry.numberOfSections - 1, through: 0, by: -1) {
            guard let span = geometry.span(ofSection: section), span.minY <= y else { continue }
            let rows = geometry.numberOfRows(inSection: section)
            let lastAfterMove = section == source.section ? rows - 1 : rows
            return IndexPath(row: max(0, lastAfterMove), section: section)
        }
        return IndexPath(row: 0, section: 0)
    }

    /// Moves the visible rows between a dragged row's start and its proposed place by its
    /// height, so the gap shows where it would land.
    func makeRoom(for dragged: UITableViewCell, from source: IndexPath, at proposed: IndexPath) {
        let height = geometry.span(of: .row(source))?.height ?? dragged.bounds.height
        var moves: [(UITableViewCell, CGFloat)] = []
        // In document order, the rows between the start and the landing place shift by one
        // row: up when the row moves down, down when it moves up. Within a section the landing
        // row itself moves aside (it ends before or after the dragged one); in another
        // section the dragged row lands before it.
        let movingDown = proposed > source
        for (path, cell) in visibleCellsByPath where cell !== dragged {
            guard let span = geometry.span(of: .row(path)) else { continue }
            var shift: CGFloat = 0
            if movingDown {
                let beforeLanding = proposed.section == source.section ? path <= proposed : path < proposed
                if path > source && beforeLanding { shift = -height }
            } else if path >= proposed && path < source {
                shift = height
            }
            let y = span.minY + shift
            if cell.frame.minY != y { moves.append((cell, y)) }
        }
        guard !moves.isEmpty else { return }
        UIView.animate(withDuration: Self.reorderShiftDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (cell, y) in moves { cell.frame.origin.y = y }
        })
    }

    /// Ends a drag by the grip: the data source moves the row's data and the table moves the
    /// row (or puts it back where it was).
    func finishReordering(_ cell: UITableViewCell, from source: IndexPath, to destination: IndexPath) {
        guard destination != source, geometry.contains(source) else {
            UIView.animate(withDuration: Self.reorderShiftDuration) {
                for (path, visible) in self.visibleCellsByPath { self.place(visible, at: path) }
            }
            return
        }
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        moveRow(at: source, to: destination)
        layoutIfNeeded()
    }
}
