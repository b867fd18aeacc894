import Foundation

/// A drop's placeholders in a collection view (`UICollectionViewDropPlaceholder`): items the
/// data source does not count, inserted, committed and deleted through the same animated
/// batch updates as the data source's own changes. The counts the layout and the batches
/// see include them; the data source is asked only for its own items, at its own index paths.
extension UICollectionView: ListPlaceholderHost {
    func insertPlaceholder(_ placeholder: ListPlaceholder) {
        let path = placeholder.indexPath
        let sections = counts.count
        guard path.count == 2, (0..<sections).contains(path.section) else {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is not in the collection view's \(sections) sections; no placeholder is shown")
            return
        }
        let available = numberOfItems(inSection: path.section)
        if path.item < 0 || path.item > available {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is past the \(available) items of its section; it is placed at the end")
            placeholder.indexPath = IndexPath(item: path.item < 0 ? 0 : available, section: path.section)
        }
        runBatchUpdates({
            self.placeholders.insert(placeholder)
            self.record { $0.insertedItems.insert(placeholder.indexPath) }
        }, completion: nil)
    }

    func commitPlaceholder(_ placeholder: ListPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        // The item stays where it was shown: the data source gains it as the placeholder goes,
        // so the counts do not change and the cell is made again from the data source.
        withoutActuallyEscaping(dataSourceUpdates) { updates in
            runBatchUpdates({
                _ = self.placeholders.detach(placeholder)
                updates(path)
                self.record { $0.reloadedItems.insert(path) }
            }, completion: nil)
        }
        return true
    }

    func deletePlaceholder(_ placeholder: ListPlaceholder) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        runBatchUpdates({
            _ = self.placeholders.remove(placeholder)
            self.record { $0.deletedItems.insert(path) }
        }, completion: nil)
        return true
    }

    func updatePlaceholderCell(_ placeholder: ListPlaceholder) {
        guard placeholders.contains(placeholder), let cell = cellForItem(at: placeholder.indexPath) else { return }
        placeholder.updateCell(cell)
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
