import Foundation

/// A drop's placeholder rows in a table (`UITableViewDropPlaceholder`): rows the data source
/// does not count, at the placeholder's own height, inserted, committed and deleted through
/// the same animated updates as the data source's own changes. The table's geometry counts
/// them; the data source is asked only for its own rows, at its own index paths.
extension UITableView: ListPlaceholderHost, UIDataSourceTranslating {
    var presentedCounts: [Int] { (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) } }

    var placeholderListNames: (list: String, rows: String) { ("table", "rows") }

    func updateRows(_ change: () -> Void, inserting: [IndexPath], deleting: [IndexPath], reloading: [IndexPath]) {
        beginUpdates()
        change()
        // The placeholders' rows are numbered by the presentation: recorded as they are.
        collect(.automatic, numberedByPresentation: true) { updates in
            updates.insertedRows.formUnion(inserting)
            updates.deletedRows.formUnion(deleting)
            updates.reloadedRows.formUnion(reloading)
        }
        endUpdates()
    }

    func placeholderCellInSight(at indexPath: IndexPath) -> UIView? {
        visibleCellsByPath[indexPath]
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
