import Foundation

/// A collection view data source driven by snapshots: apply a new
/// `NSDiffableDataSourceSnapshot` and the collection view animates the difference (inserts,
/// deletes, moves and reloads) from the one it shows.
///
/// As in UIKit, making one sets it as the collection view's data source (which holds it
/// weakly: keep it in a property), and cells come from the cell provider given the item's
/// identifier.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item, usually with `dequeueReusableCell(withReuseIdentifier:for:)`.
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view (a header, a footer) of a kind at an index path.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes supplementary views; without one, asking for a supplementary view is reported.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (it becomes its data source) whose cells
    /// `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: the differences from the one shown become a batch update, animated
    /// when `animatingDifferences` is true, and `completion` runs when it is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView else {
            current = snapshot
            completion?()
            return
        }
        let old = current
        let difference = ListSnapshotDifference(from: old, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.current = snapshot
                self.record(difference, old: old, new: snapshot, in: collectionView)
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Shows `snapshot` by reloading the collection view's data, without working out differences.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    private func record(_ difference: ListSnapshotDifference,
                        old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        new: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                        in collectionView: UICollectionView) {
        collectionView.deleteSections(difference.deletedSections)
        collectionView.insertSections(difference.insertedSections)
        for move in difference.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        collectionView.deleteItems(at: difference.deletedItems)
        collectionView.insertItems(at: difference.insertedItems)
        for move in difference.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        // Reloads are named in the old numbering in a batch; the difference gives new ones.
        let reloaded = difference.reloadedItems.compactMap { path -> IndexPath? in
            guard let identifier = Self.item(at: path, in: new) else { return nil }
            return Self.indexPath(of: identifier, in: old)
        }
        collectionView.reloadItems(at: reloaded)
        let reloadedSections = difference.reloadedSections.compactMap { index -> Int? in
            guard new.sectionIdentifiers.indices.contains(index) else { return nil }
            return old.indexOfSection(new.sectionIdentifiers[index])
        }
        collectionView.reloadSections(IndexSet(reloadedSections))
    }

    // MARK: Identifiers and index paths

    /// The identifier of the item at `indexPath`, or `nil`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        Self.item(at: indexPath, in: current)
    }

    /// The index path of the item `identifier`, or `nil`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        Self.indexPath(of: itemIdentifier, in: current)
    }

    /// The identifier of the section at `index`, or `nil`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of the section `identifier`, or `nil`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    private static func item(at indexPath: IndexPath,
                             in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let sections = snapshot.sectionIdentifiers
        guard sections.indices.contains(indexPath.section) else { return nil }
        let items = snapshot.itemIdentifiers(inSection: sections[indexPath.section])
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    private static func indexPath(of identifier: ItemIdentifierType,
                                  in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> IndexPath? {
        guard let section = snapshot.sectionIdentifier(containingItem: identifier),
              let sectionIndex = snapshot.indexOfSection(section),
              let item = snapshot.itemIdentifiers(inSection: section).firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    // MARK: UICollectionViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        current.numberOfSections
    }

    /// The snapshot's number of items in the section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: identifier)
    }

    /// The cell the cell provider makes for the item's identifier.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let identifier = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, identifier) {
            return cell
        }
        Diagnostics.warn("the cell provider of a UICollectionViewDiffableDataSource returned no cell for \(indexPath); a plain cell is shown",
                         once: "UICollectionViewDiffableDataSource.noCell")
        return UICollectionViewCell(frame: .zero)
    }

    /// The supplementary view the provider makes.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Diagnostics.warn("the layout asked a UICollectionViewDiffableDataSource for a supplementary view of kind \(MessageText.quoted(kind)), but its supplementaryViewProvider made none; an empty view is shown",
                         once: "UICollectionViewDiffableDataSource.supplementary.\(kind)")
        return UICollectionReusableView(frame: .zero)
    }
}
