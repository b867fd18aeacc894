import Foundation

/// The changes collected by one batch update, in UIKit's numbering: deletions and reloads by
/// the old index paths, insertions by the new ones, moves from old to new.
struct TableUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows = Set<IndexPath>()
    var insertedRows = Set<IndexPath>()
    var reloadedRows = Set<IndexPath>()
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// The animation asked for each inserted and deleted row (the last one asked wins).
    var animation: UITableView.RowAnimation = .automatic

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    /// The batch in the form both lists share.
    var indexChanges: ListIndexChanges {
        ListIndexChanges(deletedSections: deletedSections, insertedSections: insertedSections, reloadedSections: reloadedSections,
                         movedSections: movedSections, deleted: deletedRows, inserted: insertedRows, reloaded: reloadedRows,
                         moved: movedRows)
    }

    /// Adds `changes` to the batch.
    mutating func formUnion(_ changes: ListIndexChanges) {
        deletedSections.formUnion(changes.deletedSections)
        insertedSections.formUnion(changes.insertedSections)
        reloadedSections.formUnion(changes.reloadedSections)
        movedSections += changes.movedSections
        deletedRows.formUnion(changes.deleted)
        insertedRows.formUnion(changes.inserted)
        reloadedRows.formUnion(changes.reloaded)
        movedRows += changes.moved
    }

    /// Where each old row goes: its new index path, or nil when it was deleted (or its section
    /// was). Returns nil, with the reason, when the counts before and after do not add up.
    func rowMap(oldCounts: [Int], newCounts: [Int]) -> Result<[IndexPath: IndexPath], TableUpdateMismatch> {
        guard let sectionMap = sectionMap(oldCount: oldCounts.count, newCount: newCounts.count) else {
            return .failure(TableUpdateMismatch(message: "the number of sections changed from \(oldCounts.count) to \(newCounts.count), which the \(insertedSections.count) inserted and \(deletedSections.count) deleted sections do not account for"))
        }
        var map: [IndexPath: IndexPath] = [:]
        let movedFrom = Set(movedRows.map(\.from))
        let movedTo = Set(movedRows.map(\.to))
        for (from, to) in movedRows { map[from] = to }
        for (oldSection, newSection) in sectionMap {
            guard let newSection else { continue }
            if movedSections.contains(where: { $0.from == oldSection }) {
                // A moved section keeps its rows in order.
                for row in 0..<oldCounts[oldSection] {
                    map[IndexPath(row: row, section: oldSection)] = IndexPath(row: row, section: newSection)
                }
                continue
            }
            let survivors = (0..<oldCounts[oldSection]).map { IndexPath(row: $0, section: oldSection) }
                .filter { !deletedRows.contains($0) && !movedFrom.contains($0) }
            let slots = (0..<newCounts[newSection]).map { IndexPath(row: $0, section: newSection) }
                .filter { !insertedRows.contains($0) && !movedTo.contains($0) }
            guard survivors.count == slots.count else {
                let inserted = insertedRows.filter { $0.section == newSection }.count
                let deleted = deletedRows.filter { $0.section == oldSection }.count
                return .failure(TableUpdateMismatch(message: "section \(newSection) has \(newCounts[newSection]) rows after the update but had \(oldCounts[oldSection]) before, with \(inserted) inserted and \(deleted) deleted"))
            }
            for (old, new) in zip(survivors, slots) { map[old] = new }
        }
        return .success(map)
    }

    /// Where each old section goes (nil: deleted), or nil when the counts do not add up.
    func sectionMap(oldCount: Int, newCount: Int) -> [Int: Int?]? {
        let movedFrom = Set(movedSections.map(\.from))
        let movedTo = Set(movedSections.map(\.to))
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let slots = (0..<newCount).filter { !insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == slots.count else { return nil }
        var map: [Int: Int?] = [:]
        for section in deletedSections where section < oldCount { map[section] = .some(nil) }
        for (from, to) in movedSections { map[from] = to }
        for (old, new) in zip(survivors, slots) { map[old] = new }
        return map
    }
}

/// Why a batch update's counts did not add up (UIKit's "Invalid update" exception).
struct TableUpdateMismatch: Error {
    var message: String
}
