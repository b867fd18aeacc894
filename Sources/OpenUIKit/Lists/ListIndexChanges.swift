import Foundation

/// One batch update of a table or a collection view, as UIKit numbers it: deletions, reloads
/// and the sources of moves name the rows or items as they were before the batch; insertions
/// and the destinations of moves name them as they are after. Both lists' own batch records
/// (`TableUpdates`, `CollectionUpdateBatch`) convert to it, for what the two lists share:
/// translating an app's batch between data source and presentation index paths while a
/// drop's placeholders wait.
struct ListIndexChanges {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moved: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty
    }

    /// Where the old section `section` is after the batch; nil when it was deleted. A section
    /// inserted or moved in at or before a section's place pushes it down, as in UIKit's
    /// numbering of a batch.
    func newSection(ofOld section: Int) -> Int? {
        if deletedSections.contains(section) { return nil }
        if let move = movedSections.first(where: { $0.from == section }) { return move.to }
        let leaving = deletedSections.union(IndexSet(movedSections.map(\.from)))
        var index = section - leaving.count(in: 0..<section)
        for arriving in insertedSections.union(IndexSet(movedSections.map(\.to))) {
            guard arriving <= index else { break }
            index += 1
        }
        return index
    }

    /// Whether the old section `section` moves whole, its rows travelling with it.
    func movesWhole(_ section: Int) -> Bool {
        movedSections.contains { $0.from == section }
    }
}
