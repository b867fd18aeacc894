import Foundation

/// A placeholder a drop put into a table or a collection view: a row or item that the data
/// source does not have, shown in a cell of its own until the drop delegate commits the
/// real content in its place or deletes it (`UITableViewDropPlaceholder`,
/// `UICollectionViewDropPlaceholder`).
@MainActor
final class ListPlaceholder {
    /// Where the placeholder is shown (the list's presentation, which counts placeholders),
    /// moved as placeholders before it in its section come and go.
    var indexPath: IndexPath
    /// The cell it is shown in is dequeued with this identifier.
    let reuseIdentifier: String
    /// A table row's height, in points; a collection's layout sizes its items itself.
    let rowHeight: CGFloat
    /// Configures the placeholder's cell each time it is dequeued or updated (the
    /// placeholder's `cellUpdateHandler`).
    let updateCell: (UIView) -> Void
    /// The drop preview's parameters for the cell (`previewParametersProvider`), if given.
    let previewParameters: ((UIView) -> UIDragPreviewParameters?)?

    init(indexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat = 0, updateCell: @escaping (UIView) -> Void,
         previewParameters: ((UIView) -> UIDragPreviewParameters?)?) {
        self.indexPath = indexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        self.updateCell = updateCell
        self.previewParameters = previewParameters
    }
}

/// A list's placeholders, and the map between its presentation (data source rows and
/// placeholders together) and its data source's index paths, as UIKit keeps it while a
/// drop's placeholders wait: the data source is asked for its own rows at their own index
/// paths, and never hears of the placeholders.
@MainActor
struct ListPlaceholders {
    private(set) var entries: [ListPlaceholder] = []
    /// How many `performUsingPresentationValues(_:)` blocks are running: inside one, the
    /// list's index-path API speaks in presentation index paths.
    var presentationValuesDepth = 0

    var isEmpty: Bool { entries.isEmpty }

    /// Where the data source's row at `path` is shown: its row plus the placeholders shown
    /// at or before the place it lands in its section.
    func presentationIndexPath(forDataSource path: IndexPath) -> IndexPath {
        guard !entries.isEmpty, path.count == 2 else { return path }
        var item = path.item
        for shown in entries.filter({ $0.indexPath.section == path.section }).map(\.indexPath.item).sorted() where shown <= item {
            item += 1
        }
        return IndexPath(item: item, section: path.section)
    }

    /// The data source's index path of the row shown at `path`; nil for a placeholder.
    func dataSourceIndexPath(forPresented path: IndexPath) -> IndexPath? {
        placeholder(at: path) == nil ? dataSourceIndexPath(for: path) : nil
    }

    /// Where an index path the app gave is shown: the app speaks in the data source's index
    /// paths, or in the presentation's inside `performUsingPresentationValues(_:)`.
    func shownIndexPath(fromApp path: IndexPath) -> IndexPath {
        presentationValuesDepth > 0 ? path : presentationIndexPath(forDataSource: path)
    }

    /// A shown index path as the app reads it (see `shownIndexPath(fromApp:)`); nil for a
    /// placeholder outside `performUsingPresentationValues(_:)`.
    func appIndexPath(fromShown path: IndexPath) -> IndexPath? {
        presentationValuesDepth > 0 ? path : dataSourceIndexPath(forPresented: path)
    }

    /// A drop's destination as the app reads it: the data source's index path a row would be
    /// inserted at, so a placeholder's place reads as the data source's row after it (the
    /// presentation's inside `performUsingPresentationValues(_:)`).
    func appInsertionIndexPath(fromShown path: IndexPath?) -> IndexPath? {
        guard let path else { return nil }
        return presentationValuesDepth > 0 ? path : dataSourceIndexPath(for: path)
    }

    /// How many placeholders `section` shows.
    func count(inSection section: Int) -> Int {
        entries.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    /// The placeholder shown at `indexPath`, if one is.
    func placeholder(at indexPath: IndexPath) -> ListPlaceholder? {
        entries.first { $0.indexPath == indexPath }
    }

    /// The data source's index path of the row shown at `indexPath` (not a placeholder's):
    /// its row less the placeholders before it in its section.
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard !entries.isEmpty, indexPath.count == 2 else { return indexPath }
        let before = entries.reduce(0) { $0 + ($1.indexPath.section == indexPath.section && $1.indexPath.item < indexPath.item ? 1 : 0) }
        return IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// Shows `placeholder` at its index path; the placeholders at or after it in its section
    /// move down by one.
    mutating func insert(_ placeholder: ListPlaceholder) {
        for entry in entries where entry.indexPath.section == placeholder.indexPath.section && entry.indexPath.item >= placeholder.indexPath.item {
            entry.indexPath.item += 1
        }
        entries.append(placeholder)
    }

    /// Takes `placeholder` away with its row; the placeholders after it in its section move
    /// up by one. False when it was not shown any more.
    mutating func remove(_ placeholder: ListPlaceholder) -> Bool {
        guard detach(placeholder) else { return false }
        for entry in entries where entry.indexPath.section == placeholder.indexPath.section && entry.indexPath.item > placeholder.indexPath.item {
            entry.indexPath.item -= 1
        }
        return true
    }

    /// Takes `placeholder` away leaving its row, which the data source now has (a commit).
    /// False when it was not shown any more.
    mutating func detach(_ placeholder: ListPlaceholder) -> Bool {
        guard let index = entries.firstIndex(where: { $0 === placeholder }) else { return false }
        entries.remove(at: index)
        return true
    }

    /// Whether `placeholder` is still shown.
    func contains(_ placeholder: ListPlaceholder) -> Bool {
        entries.contains { $0 === placeholder }
    }
}

/// A table or a collection view that shows a drop's placeholders: what differs between the
/// two (their counts, their animated updates, their cells). The placeholders' life (insert,
/// commit, delete, update) is the same for both, below.
@MainActor
protocol ListPlaceholderHost: AnyObject {
    /// The placeholders shown.
    var placeholders: ListPlaceholders { get set }
    /// How many rows or items each section shows, placeholders included.
    var presentedCounts: [Int] { get }
    /// What the list calls itself and its rows in messages ("table", "rows").
    var placeholderListNames: (list: String, rows: String) { get }
    /// Runs `change` (which changes the placeholders, and maybe the data source) as one
    /// animated update of the list with these rows inserted, deleted and made again.
    func updateRows(_ change: () -> Void, inserting: [IndexPath], deleting: [IndexPath], reloading: [IndexPath])
    /// The cell in sight at `indexPath`, if there is one.
    func placeholderCellInSight(at indexPath: IndexPath) -> UIView?
}

extension ListPlaceholderHost {
    /// Inserts `placeholder`'s row, animated as an insertion (at the end of its section when
    /// its index path is past it).
    func insertPlaceholder(_ placeholder: ListPlaceholder) {
        // The app names the insertion by its data source's index path.
        placeholder.indexPath = placeholders.shownIndexPath(fromApp: placeholder.indexPath)
        let path = placeholder.indexPath
        let counts = presentedCounts
        let names = placeholderListNames
        guard path.count == 2, counts.indices.contains(path.section) else {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is not in the \(names.list)'s \(counts.count) sections; no placeholder is shown")
            return
        }
        let available = counts[path.section]
        if path.item < 0 || path.item > available {
            Diagnostics.warn("a drop placeholder's insertion index path \(path) is past the \(available) \(names.rows) of its section; it is placed at the end")
            placeholder.indexPath = IndexPath(item: path.item < 0 ? 0 : available, section: path.section)
        }
        updateRows({ placeholders.insert(placeholder) }, inserting: [placeholder.indexPath], deleting: [], reloading: [])
    }

    /// Runs `dataSourceUpdates` with the placeholder's index path and shows the data source's
    /// new row there in its place; false (nothing run) when the placeholder is gone.
    func commitPlaceholder(_ placeholder: ListPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        // The data source numbers its rows without the placeholders, so the row goes in after
        // its rows before the placeholder: other placeholders before it are not counted.
        let dataSourcePath = placeholders.dataSourceIndexPath(for: path)
        // The row stays where it was shown: the data source gains it as the placeholder goes,
        // so the counts do not change and the cell is made again from the data source.
        updateRows({
            _ = placeholders.detach(placeholder)
            dataSourceUpdates(dataSourcePath)
        }, inserting: [], deleting: [], reloading: [path])
        return true
    }

    /// Deletes the placeholder's row, animated; false when it is gone.
    func deletePlaceholder(_ placeholder: ListPlaceholder) -> Bool {
        guard placeholders.contains(placeholder) else { return false }
        let path = placeholder.indexPath
        updateRows({ _ = placeholders.remove(placeholder) }, inserting: [], deleting: [path], reloading: [])
        return true
    }

    /// Runs the placeholder's cell update handler again on its cell, if the cell is in sight.
    func updatePlaceholderCell(_ placeholder: ListPlaceholder) {
        guard placeholders.contains(placeholder), let cell = placeholderCellInSight(at: placeholder.indexPath) else { return }
        placeholder.updateCell(cell)
    }
}
