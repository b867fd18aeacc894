import Foundation

/// A drop's placeholders in a collection view (`UICollectionViewDropPlaceholder`): items the
/// data source does not count, inserted, committed and deleted through the same animated
/// batch updates as the data source's own changes. The counts the layout and the batches
/// see include them; the data source is asked only for its own items, at its own index paths.
extension UICollectionView: ListPlaceholderHost, UIDataSourceTranslating {
    var presentedCounts: [Int] { counts }

    var placeholderListNames: (list: String, rows: String) { ("collection view", "items") }

    func updateRows(_ change: () -> Void, inserting: [IndexPath], deleting: [IndexPath], reloading: [IndexPath]) {
        withoutActuallyEscaping(change) { change in
            runBatchUpdates({
                change()
                self.record { batch in
                    batch.insertedItems.formUnion(inserting)
                    batch.deletedItems.formUnion(deleting)
                    batch.reloadedItems.formUnion(reloading)
                }
            }, completion: nil)
        }
    }

    func placeholderCellInSight(at indexPath: IndexPath) -> UIView? {
        visibleCellsByIndexPath[indexPath]
    }

    /// A placeholder's cell: dequeued with its identifier, then given to its update handler.
    func makePlaceholderCell(_ placeholder: ListPlaceholder) -> UICollectionViewCell {
        indexPathBeingMade = placeholder.indexPath
        let cell = dequeueReusableCell(withReuseIdentifier: placeholder.reuseIdentifier, for: placeholder.indexPath)
        indexPathBeingMade = nil
        placeholder.updateCell(cell)
        return cell
    }
}
