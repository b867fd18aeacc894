import Foundation

/// A table's data source driven by snapshots: the app describes its sections and rows by
/// identifiers in an `NSDiffableDataSourceSnapshot` and applies it; the data source works out
/// what changed since the last one and updates the table with animated inserts, deletes and
/// moves. Cells come from the cell provider, given each row's item identifier.
///
/// Creating one makes it the table's data source. The table holds its data source weakly, as
/// in UIKit, so the app keeps a strong reference to it.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    /// Makes the cell for a row from its item identifier (nil: the row shows an empty cell,
    /// with a warning).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How applied snapshots animate the rows they insert and delete.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the state the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: animating the difference from the current one (when
    /// `animatingDifferences`), or at once. `completion` runs when the table is updated.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        guard let tableView else {
            completion?()
            return
        }
        let difference = ListSnapshotDifference(from: old, to: snapshot)
        // A section that moved takes its rows with it: the batch update cannot also move
        // them one by one, so such a change reloads instead.
        guard !tableView.needsReload, difference.movedSections.isEmpty else {
            tableView.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else {
            completion?()
            return
        }
        let update = {
            let animation = animatingDifferences ? self.defaultRowAnimation : .none
            tableView.performBatchUpdates({
                tableView.deleteSections(difference.deletedSections, with: animation)
                tableView.insertSections(difference.insertedSections, with: animation)
                tableView.deleteRows(at: difference.deletedItems, with: animation)
                tableView.insertRows(at: difference.insertedItems, with: animation)
                for move in difference.movedItems { tableView.moveRow(at: move.from, to: move.to) }
                tableView.reloadSections(difference.reloadedSections, with: animation)
                tableView.reloadRows(at: self.oldPaths(of: difference.reloadedItems, old: old, new: snapshot), with: animation)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences {
            update()
        } else {
            UIView.performWithoutAnimation(update)
        }
    }

    /// Shows `snapshot` by reloading the table's data, without working out a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    /// Reloaded rows are named by their old index paths in a batch update.
    private func oldPaths(of newPaths: [IndexPath], old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                          new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> [IndexPath] {
        newPaths.compactMap { path in
            guard let item = Self.item(at: path, in: new), let section = old.sectionIdentifier(containingItem: item),
                  let sectionIndex = old.indexOfSection(section),
                  let row = old.itemIdentifiers(inSection: section).firstIndex(of: item) else { return nil }
            return IndexPath(row: row, section: sectionIndex)
        }
    }

    private static func item(at path: IndexPath, in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> ItemIdentifierType? {
        let sections = snapshot.sectionIdentifiers
        guard path.count == 2, sections.indices.contains(path.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sections[path.section])
        return items.indices.contains(path.row) ? items[path.row] : nil
    }

    // MARK: Identifiers and index paths

    /// The item shown at the index path, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        Self.item(at: indexPath, in: current)
    }

    /// Where the item is shown, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let sectionIndex = current.indexOfSection(section),
              let row = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// The section shown at the index, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where the section is shown, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    /// The section's items.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell provider's cell for the row's item.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        Diagnostics.warn("UITableViewDiffableDataSource: the cell provider gave no cell for \(indexPath); an empty cell is shown")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; subclasses override to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title; subclasses override to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited; subclasses override to allow deleting.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row moves; subclasses override to allow reordering.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Nothing is committed; subclasses override to delete.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Nothing moves; subclasses override to reorder.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The title's own position.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
