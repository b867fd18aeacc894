import Foundation

/// A drop's placeholder rows in a table (`UITableViewDropPlaceholder`): rows the data source
/// does not count, at the placeholder's own height, inserted, committed and deleted through
/// the same animated updates as the data source's own changes. The table's geometry counts
/// them; the data source is asked only for its own rows, at its own index paths.
extension UITableView: ListPlaceholderHost {
    func insertPlaceholder(_ placeholder: ListPlaceholder) {
        let path = placeholder.indexPath
        let sections = geometry.numberOfSections
        guard path.count == 2, (0..<sections).contains(path.section) else {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is not in the table's \(sections) sections; no placeholder is shown")
            return
        }
        let available = geometry.numberOfRows(inSection: path.section)
        if path.row < 0 || path.row > available {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is past the \(available) rows of its section; it is placed at the end")
            placeholder.indexPath = IndexPath(row: path.row < 0 ? 0 : available, section: path.section)
        }
        performBatchUpdates({
            self.placeholders.insert(placeholder)
            self.insertRows(at: [placeholder.indexPath], with: .automatic)
        })
    }

    func commitPlaceholder(_ placeholder: ListPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        // The row stays where it was shown: the data source gains it as the placeholder goes,
        // so the counts do not change and the cell is made again from the data source.
        beginUpdates()
        _ = placeholders.detach(placeholder)
        dataSourceUpdates(path)
        reloadRows(at: [path], with: .automatic)
        endUpdates()
        return true
    }

    func deletePlaceholder(_ placeholder: ListPlaceholder) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        performBatchUpdates({
            _ = self.placeholders.remove(placeholder)
            self.deleteRows(at: [path], with: .automatic)
        })
        return true
    }

    func updatePlaceholderCell(_ placeholder: ListPlaceholder) {
        guard placeholders.contains(placeholder), let cell = cellForRow(at: placeholder.indexPath) else { return }
        placeholder.updateCell(cell)
    }

    /// A placeholder's cell: dequeued with its identifier, then given to its update handler.
    func makePlaceholderCell(_ placeholder: ListPlaceholder) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: placeholder.reuseIdentifier, for: placeholder.indexPath)
        placeholder.updateCell(cell)
        return cell
    }

    /// `rows` (the data source's rows of `section`) with the section's placeholder rows put
    /// in at their places.
    func placeholderRows(in section: Int, splicedInto rows: TableRowGeometry.RowHeights) -> TableRowGeometry.RowHeights {
        let here = placeholders.entries.filter { $0.indexPath.section == section }.sorted { $0.indexPath.row < $1.indexPath.row }
        guard !here.isEmpty else { return rows }
        var heights: [CGFloat]
        switch rows {
        case .uniform(let height, let count): heights = Array(repeating: height, count: count)
        case .each(let each): heights = each
        }
        for placeholder in here {
            let height = placeholder.rowHeight.isUsableRowHeight ? placeholder.rowHeight : Self.defaultEstimatedRowHeight
            heights.insert(height, at: Swift.min(placeholder.indexPath.row, heights.count))
        }
        return .each(heights)
    }

    /// A shown row's exact height: a placeholder's own (nil when automatic, so its cell is
    /// measured), else the delegate's or the table's for the data source's row.
    func presentedExactHeight(ofRowAt path: IndexPath) -> CGFloat? {
        if let placeholder = placeholders.placeholder(at: path) {
            return placeholder.rowHeight.isUsableRowHeight ? placeholder.rowHeight : nil
        }
        return exactHeight(ofRowAt: placeholders.dataSourceIndexPath(for: path), delegate: tableDelegate)
    }
}
