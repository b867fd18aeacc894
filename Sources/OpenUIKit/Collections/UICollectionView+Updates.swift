import Foundation

extension UICollectionView {
    // MARK: Batch updates

    /// `performBatchUpdates(_:completion:)`'s work.
    func runBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batchNesting == 0 {
            // The old state must be laid out before the data changes under it.
            layoutIfNeeded()
            recordingBatch = CollectionUpdateBatch()
            appBatchWhilePlaceholdersWait = nil
        }
        let oldCounts = counts
        batchNesting += 1
        updates?()
        batchNesting -= 1
        guard batchNesting == 0 else {
            if let completion { nestedBatchCompletions.append(completion) }
            return
        }
        var batch = recordingBatch ?? CollectionUpdateBatch()
        recordingBatch = nil
        if let appBatch = appBatchWhilePlaceholdersWait {
            appBatchWhilePlaceholdersWait = nil
            batch.formUnion(placeholders.translateAppChanges(appBatch.indexChanges))
        }
        var completions = nestedBatchCompletions
        nestedBatchCompletions = []
        if let completion { completions.append(completion) }
        apply(batch, oldCounts: oldCounts) { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Adds a change to the batch being recorded, or applies it alone (UIKit's behaviour for
    /// such calls outside `performBatchUpdates`).
    func record(_ change: (inout CollectionUpdateBatch) -> Void) {
        if recordingBatch != nil {
            change(&recordingBatch!)
            return
        }
        var single = CollectionUpdateBatch()
        change(&single)
        runBatchUpdates({ self.recordingBatch = single }, completion: nil)
    }

    /// Adds a change the app asked for (numbered by its data source) to the batch being
    /// recorded, or applies it alone. While a drop's placeholders wait, the app's changes are
    /// kept apart and renumbered around them when the batch ends; inside
    /// `performUsingPresentationValues(_:)` the app numbers by the presentation already.
    func recordFromApp(_ change: (inout CollectionUpdateBatch) -> Void) {
        guard !placeholders.isEmpty, placeholders.presentationValuesDepth == 0 else { return record(change) }
        if recordingBatch != nil {
            var appBatch = appBatchWhilePlaceholdersWait ?? CollectionUpdateBatch()
            change(&appBatch)
            appBatchWhilePlaceholdersWait = appBatch
            return
        }
        var single = CollectionUpdateBatch()
        change(&single)
        runBatchUpdates({ self.appBatchWhilePlaceholdersWait = single }, completion: nil)
    }

    /// The batch's animation: the layout hears the changes, old cells move or fade to where
    /// the layout sends them, new ones come from where it starts them.
    private func apply(_ batch: CollectionUpdateBatch, oldCounts: [Int], completion: @escaping (Bool) -> Void) {
        itemCounts = nil
        let newCounts = counts
        let map: [IndexPath: IndexPath]
        switch batch.mapping(oldCounts: oldCounts, newCounts: newCounts) {
        case .success(let found):
            map = found
        case .failure(let mismatch):
            Diagnostics.warn("invalid batch update of a collection view: \(mismatch.message); the collection view reloads its data instead")
            reloadData()
            layoutIfNeeded()
            completion(false)
            return
        }
        let layout = layoutStorage

        // What was there, for the layout's final attributes of disappearing elements.
        attributesBeforeUpdate = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let attributes = cell.appliedAttributes { attributesBeforeUpdate[ElementKey(kind: "", indexPath: indexPath)] = attributes }
        }
        for indexPath in batch.deletedItems where attributesBeforeUpdate[ElementKey(kind: "", indexPath: indexPath)] == nil {
            if let attributes = layout.layoutAttributesForItem(at: indexPath) {
                attributesBeforeUpdate[ElementKey(kind: "", indexPath: indexPath)] = attributes
            }
        }

        // Cells that stay move to their new index paths; the others leave.
        var staying: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(IndexPath, UICollectionViewCell)] = []
        for (old, cell) in visibleCellsByIndexPath {
            if let new = map[old], !batch.reloadedItems.contains(old), !batch.reloadedSections.contains(old.section) {
                staying[new] = cell
            } else {
                leaving.append((old, cell))
            }
        }
        visibleCellsByIndexPath = staying
        selection = selection.compactMap { map[$0] }
        if let highlighted = highlightedIndexPath { highlightedIndexPath = map[highlighted] }
        for (key, view) in visibleSupplementaries { retire(view, supplementary: key) }

        // The layout learns of the changes and prepares the new state.
        let context = layout.makeInvalidationContext()
        context.markDataChanged()
        layout.invalidateLayout(with: context)
        layout.prepare(forCollectionViewUpdates: updateItems(for: batch))
        let inverse = Dictionary(map.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        _ = updateVisibleElements { newPath, final in
            // Newly shown: an inserted or reloaded item starts where the layout says it
            // appears; one that was there before (out of sight) starts at its old place.
            if let old = inverse[newPath], !batch.reloadedItems.contains(old),
               let before = self.attributesBeforeUpdate[ElementKey(kind: "", indexPath: old)] {
                return before
            }
            return layout.initialLayoutAttributesForAppearingItem(at: newPath) ?? final
        }
        var leavingFinal: [(UICollectionViewCell, UICollectionViewLayoutAttributes?)] = []
        for (old, cell) in leaving {
            let final = batch.reloadedItems.contains(old) || map[old] != nil
                ? nil
                : layout.finalLayoutAttributesForDisappearingItem(at: old)
            leavingFinal.append((cell, final))
        }
        layout.finalizeCollectionViewUpdates()

        let animateChanges = {
            for (indexPath, cell) in self.visibleCellsByIndexPath {
                if let attributes = layout.layoutAttributesForItem(at: indexPath) { cell.applyGeometry(attributes) }
            }
            for (cell, final) in leavingFinal {
                if let final { cell.applyGeometry(final) } else { cell.alpha = 0 }
            }
        }
        let finish: (Bool) -> Void = { finished in
            for (old, cell) in leaving {
                cell.removeFromSuperview()
                cell.alpha = 1
                self.enqueue(cell)
                self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
            }
            self.attributesBeforeUpdate = [:]
            self.setNeedsLayout()
            completion(finished)
        }
        if window != nil && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: animateChanges, completion: finish)
        } else {
            animateChanges()
            finish(true)
        }
    }

    /// The batch as the layout hears of it: deletions, then insertions, reloads and moves.
    private func updateItems(for batch: CollectionUpdateBatch) -> [UICollectionViewUpdateItem] {
        var items: [UICollectionViewUpdateItem] = []
        for section in batch.deletedSections {
            items.append(UICollectionViewUpdateItem(action: .delete, before: IndexPath(item: NSNotFound, section: section), after: nil))
        }
        for path in batch.deletedItems.sorted() {
            items.append(UICollectionViewUpdateItem(action: .delete, before: path, after: nil))
        }
        for section in batch.insertedSections {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: NSNotFound, section: section)))
        }
        for path in batch.insertedItems.sorted() {
            items.append(UICollectionViewUpdateItem(action: .insert, before: nil, after: path))
        }
        for section in batch.reloadedSections {
            items.append(UICollectionViewUpdateItem(action: .reload, before: IndexPath(item: NSNotFound, section: section), after: IndexPath(item: NSNotFound, section: section)))
        }
        for path in batch.reloadedItems.sorted() {
            items.append(UICollectionViewUpdateItem(action: .reload, before: path, after: path))
        }
        for move in batch.movedSections {
            items.append(UICollectionViewUpdateItem(action: .move, before: IndexPath(item: NSNotFound, section: move.from), after: IndexPath(item: NSNotFound, section: move.to)))
        }
        for move in batch.movedItems {
            items.append(UICollectionViewUpdateItem(action: .move, before: move.from, after: move.to))
        }
        return items
    }
}
