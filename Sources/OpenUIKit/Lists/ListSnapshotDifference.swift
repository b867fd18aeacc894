import Foundation

/// What changed between two snapshots, in the terms a list view's batch update takes: sections
/// and index paths to delete (in the old snapshot's numbering), to insert (in the new one's),
/// items that moved, and items to reload.
///
/// Items present in both snapshots keep their cells; those that changed order relative to
/// the others are reported as moves. Of the shared items, the longest run already in the new
/// order stays put and only the rest move, so swapping two neighbours moves one item, not all.
package struct ListSnapshotDifference: Equatable {
    /// Sections to delete, by their old index.
    package var deletedSections = IndexSet()
    /// Sections to insert, by their new index.
    package var insertedSections = IndexSet()
    /// Sections present in both snapshots but in another order: old index → new index.
    package var movedSections: [(from: Int, to: Int)] = []
    /// Items to delete, by their old index path (items of deleted sections are not listed).
    package var deletedItems: [IndexPath] = []
    /// Items to insert, by their new index path (items of inserted sections are not listed).
    package var insertedItems: [IndexPath] = []
    /// Items in both snapshots that moved: old index path → new index path.
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Items the new snapshot marks for reloading, by their new index path.
    package var reloadedItems: [IndexPath] = []
    /// Sections the new snapshot marks for reloading, by their new index.
    package var reloadedSections = IndexSet()

    /// Whether nothing changed at all.
    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.movedSections.map { [$0.from, $0.to] } == rhs.movedSections.map { [$0.from, $0.to] }
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.movedItems.map { [$0.from, $0.to] } == rhs.movedItems.map { [$0.from, $0.to] }
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reloadedSections == rhs.reloadedSections
    }

    /// The changes that turn `old` into `new`.
    package init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let newSectionSet = Set(newSections)
        let oldSectionSet = Set(oldSections)
        for (index, section) in oldSections.enumerated() where !newSectionSet.contains(section) {
            deletedSections.insert(index)
        }
        for (index, section) in newSections.enumerated() where !oldSectionSet.contains(section) {
            insertedSections.insert(index)
        }
        let sharedOldOrder = oldSections.filter(newSectionSet.contains)
        let sharedNewOrder = newSections.filter(oldSectionSet.contains)
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })
        let keptSections = Self.longestKeptRun(sharedNewOrder.map { sharedOldOrder.firstIndex(of: $0)! })
        for (position, section) in sharedNewOrder.enumerated() where !keptSections.contains(position) {
            movedSections.append((oldSectionIndex[section]!, newSectionIndex[section]!))
        }

        // Items: where each sits in each snapshot.
        var oldPaths: [I: IndexPath] = [:]
        for (sectionIndex, section) in oldSections.enumerated() {
            for (row, item) in old.itemIdentifiers(inSection: section).enumerated() {
                oldPaths[item] = IndexPath(item: row, section: sectionIndex)
            }
        }
        var newPaths: [I: IndexPath] = [:]
        var newOrder: [I] = []
        for (sectionIndex, section) in newSections.enumerated() {
            for (row, item) in new.itemIdentifiers(inSection: section).enumerated() {
                newPaths[item] = IndexPath(item: row, section: sectionIndex)
                newOrder.append(item)
            }
        }
        for (sectionIndex, section) in oldSections.enumerated() where !deletedSections.contains(sectionIndex) {
            for item in old.itemIdentifiers(inSection: section) where newPaths[item] == nil {
                deletedItems.append(oldPaths[item]!)
            }
        }
        for item in newOrder where oldPaths[item] == nil {
            let path = newPaths[item]!
            if !insertedSections.contains(path.section) { insertedItems.append(path) }
        }
        // Shared items, in the new order, numbered by their place in the old order: the
        // longest increasing run stays, the rest move. An item whose section moved or changed
        // also moves, so the list carries it across.
        let oldGlobal = Dictionary(uniqueKeysWithValues: old.itemIdentifiers.enumerated().map { ($1, $0) })
        let shared = newOrder.filter { oldPaths[$0] != nil }
        let kept = Self.longestKeptRun(shared.map { oldGlobal[$0]! })
        for (position, item) in shared.enumerated() {
            let from = oldPaths[item]!, to = newPaths[item]!
            let sectionStayed = oldSections[from.section] == newSections[to.section]
            if !kept.contains(position) || !sectionStayed {
                movedItems.append((from, to))
            }
        }
        for item in new.reloadedItemIdentifiers {
            if let path = newPaths[item] { reloadedItems.append(path) }
        }
        for section in new.reloadedSectionIdentifiers {
            if let index = newSectionIndex[section] { reloadedSections.insert(index) }
        }
    }

    /// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
    static func longestKeptRun(_ values: [Int]) -> Set<Int> {
        var tailPositions: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tailPositions.count
            while low < high {
                let middle = (low + high) / 2
                if values[tailPositions[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tailPositions[low - 1] }
            if low == tailPositions.count { tailPositions.append(position) } else { tailPositions[low] = position }
        }
        var kept = Set<Int>()
        var cursor = tailPositions.last ?? -1
        while cursor >= 0 {
            kept.insert(cursor)
            cursor = previous[cursor]
        }
        return kept
    }
}
