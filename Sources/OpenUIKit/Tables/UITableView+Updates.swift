import Foundation

extension UITableView {
    /// How long a batch update's rows take to move, fade or slide, in seconds (UIKit's 0.3).
    static let rowAnimationDuration: TimeInterval = 0.3

    // MARK: Batches

    /// The work of `performBatchUpdates`, which the class body declares open, as UIKit does.
    func performBatchUpdatesInTable(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates(completion: completion)
    }

    /// `performBatchUpdates(_:completion:)` with an `updates` closure that does not escape, as
    /// Swift imports UIKit's (its block is `NS_NOESCAPE`): so the closure may use the
    /// caller's members without `self.`. The updates run before it returns.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { performBatchUpdates(Optional($0), completion: completion) }
    }

    /// The work of `beginUpdates`, which the class body declares open, as UIKit does.
    func beginUpdatesInTable() {
        if updateDepth == 0 {
            pendingUpdates = TableUpdates()
            pendingAppUpdates = TableUpdates()
        }
        updateDepth += 1
    }

    /// The work of `endUpdates`, which the class body declares open, as UIKit does.
    func endUpdatesInTable() {
        endUpdates(completion: nil)
    }

    private func endUpdates(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            Diagnostics.warn("UITableView.endUpdates() without beginUpdates(); nothing to do")
            completion?(true)
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        var updates = pendingUpdates
        pendingUpdates = TableUpdates()
        if !pendingAppUpdates.isEmpty {
            updates.formUnion(placeholders.translateAppChanges(pendingAppUpdates.indexChanges))
            pendingAppUpdates = TableUpdates()
        }
        apply(updates, completion: completion)
    }

    // MARK: Rows

    /// The work of `insertRows`, which the class body declares open, as UIKit does.
    func insertRowsInTable(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.insertedRows.formUnion(indexPaths) }
    }

    /// The work of `deleteRows`, which the class body declares open, as UIKit does.
    func deleteRowsInTable(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.deletedRows.formUnion(indexPaths) }
    }

    /// The work of `reloadRows`, which the class body declares open, as UIKit does.
    func reloadRowsInTable(at indexPaths: [IndexPath], with animation: RowAnimation) {
        collect(animation) { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// The work of `reconfigureRows`, which the class body declares open, as UIKit does.
    func reconfigureRowsInTable(at indexPaths: [IndexPath]) {
        collect(.none) { $0.reloadedRows.formUnion(indexPaths) }
    }

    /// The work of `moveRow`, which the class body declares open, as UIKit does.
    func moveRowInTable(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        collect(.none) { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    // MARK: Sections

    /// The work of `insertSections`, which the class body declares open, as UIKit does.
    func insertSectionsInTable(_ sections: IndexSet, with animation: RowAnimation) {
        collect(animation) { $0.insertedSections.formUnion(sections) }
    }

    /// The work of `deleteSections`, which the class body declares open, as UIKit does.
    func deleteSectionsInTable(_ sections: IndexSet, with animation: RowAnimation) {
        collect(animation) { $0.deletedSections.formUnion(sections) }
    }

    /// The work of `reloadSections`, which the class body declares open, as UIKit does.
    func reloadSectionsInTable(_ sections: IndexSet, with animation: RowAnimation) {
        collect(animation) { $0.reloadedSections.formUnion(sections) }
    }

    /// The work of `moveSection`, which the class body declares open, as UIKit does.
    func moveSectionInTable(_ section: Int, toSection newSection: Int) {
        collect(.none) { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or makes it at once as a batch of its own. The app
    /// numbers its changes by its data source: while a drop's placeholders wait, they are
    /// kept apart and renumbered around them when the batch ends (not inside
    /// `performUsingPresentationValues(_:)`, nor for the placeholders' own rows, which are
    /// numbered by the presentation already).
    func collect(_ animation: RowAnimation, numberedByPresentation: Bool = false, _ change: (inout TableUpdates) -> Void) {
        beginUpdates()
        if numberedByPresentation || placeholders.isEmpty || placeholders.presentationValuesDepth > 0 {
            change(&pendingUpdates)
        } else {
            change(&pendingAppUpdates)
        }
        if animation != .none || pendingUpdates.animation == .automatic { pendingUpdates.animation = animation }
        endUpdates()
    }

    // MARK: Applying

    /// Asks the data source for the new counts, checks they match the changes, carries the
    /// visible cells and the selection to their rows' new index paths, and animates.
    private func apply(_ updates: TableUpdates, completion: ((Bool) -> Void)?) {
        guard !needsReload else {
            // Nothing was shown yet: the first layout asks for everything anyway.
            completion?(true)
            return
        }
        let oldCounts = (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
        let oldFrames = visibleCellsByPath.mapValues(\.frame)
        let oldSelection = selectedPaths
        rebuildGeometry()
        let newCounts = (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
        let map: [IndexPath: IndexPath]
        switch updates.rowMap(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let found):
            map = found
        case .failure(let mismatch):
            Diagnostics.warn("UITableView: invalid update: \(mismatch.message). The table reloads all its data instead.")
            reloadData()
            completion?(false)
            return
        }
        let reloadedOld = updates.reloadedRows.union(
            oldCounts.indices.filter { updates.reloadedSections.contains($0) }
                .flatMap { section in (0..<oldCounts[section]).map { IndexPath(row: $0, section: section) } })

        // Cells carried to their rows' new places, and those whose rows went.
        var carried: [IndexPath: UITableViewCell] = [:]
        var leaving: [(cell: UITableViewCell, path: IndexPath)] = []
        for (old, cell) in visibleCellsByPath {
            if let new = map[old], !reloadedOld.contains(old) {
                carried[new] = cell
            } else {
                leaving.append((cell, old))
            }
        }
        visibleCellsByPath = carried
        selectedPaths = oldSelection.compactMap { map[$0] }
        for (path, cell) in carried { cell.setSelected(selectedPaths.contains(path), animated: false) }
        retireSectionViews()

        let animated = window != nil && UIView.areAnimationsEnabled
        if !animated {
            for (cell, path) in leaving { retire(cell, at: path) }
            setNeedsLayout()
            layoutIfNeeded()
            completion?(true)
            return
        }
        // Lay out at the new places, then start each carried cell from where it was.
        setNeedsLayout()
        layoutIfNeeded()
        let newFrames = visibleCellsByPath.mapValues(\.frame)
        var oldPathsOfCarried: [IndexPath: IndexPath] = [:]
        for (old, new) in map { oldPathsOfCarried[new] = old }
        for (path, cell) in visibleCellsByPath {
            if let old = oldPathsOfCarried[path], let before = oldFrames[old], carried[path] === cell {
                cell.frame = before
            } else {
                prepareToAppear(cell, animation: updates.animation)
            }
        }
        for (cell, _) in leaving { bringSubviewToFront(cell) }
        let animation = updates.animation
        UIView.animate(withDuration: Self.rowAnimationDuration, animations: {
            for (path, cell) in self.visibleCellsByPath {
                if let frame = newFrames[path] { cell.frame = frame }
                cell.alpha = 1
            }
            for (cell, _) in leaving { self.disappear(cell, animation: animation) }
        }, completion: { finished in
            for (cell, path) in leaving {
                cell.alpha = 1
                cell.transform = .identity
                self.retire(cell, at: path)
            }
            completion?(finished)
        })
    }

    /// Where an inserted row's cell starts its animation.
    private func prepareToAppear(_ cell: UITableViewCell, animation: RowAnimation) {
        switch animation {
        case .none:
            break
        case .fade, .automatic, .middle:
            cell.alpha = 0
        case .left, .right, .top, .bottom:
            let final = cell.frame
            cell.frame = slid(final, animation: animation)
        }
    }

    /// Where a deleted row's cell ends its animation.
    private func disappear(_ cell: UITableViewCell, animation: RowAnimation) {
        switch animation {
        case .none:
            cell.alpha = 0
        case .fade, .automatic, .middle:
            cell.alpha = 0
        case .left, .right, .top, .bottom:
            cell.frame = slid(cell.frame, animation: animation)
            cell.alpha = 0
        }
    }

    private func slid(_ frame: CGRect, animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        default: frame
        }
    }
}
