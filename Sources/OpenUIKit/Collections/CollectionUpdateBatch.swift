import Foundation

/// The changes recorded during one `performBatchUpdates(_:completion:)`, and what they mean
/// for each old index path.
///
/// UIKit's numbering: deletions, reloads and the sources of moves name the data as it was
/// before the batch; insertions and the destinations of moves name it as it is after.
struct CollectionUpdateBatch {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// The batch in the form both lists share.
    var indexChanges: ListIndexChanges {
        ListIndexChanges(deletedSections: deletedSections, insertedSections: insertedSections, reloadedSections: reloadedSections,
                         movedSections: movedSections, deleted: deletedItems, inserted: insertedItems, reloaded: reloadedItems,
                         moved: movedItems)
    }

    /// Adds `changes` to the batch.
    mutating func formUnion(_ changes: ListIndexChanges) {
        deletedSections.formUnion(changes.deletedSections)
        insertedSections.formUnion(changes.insertedSections)
        reloadedSections.formUnion(changes.reloadedSections)
        movedSections += changes.movedSections
        deletedItems.formUnion(changes.deleted)
        insertedItems.formUnion(changes.inserted)
        reloadedItems.formUnion(changes.reloaded)
        movedItems += changes.moved
    }

    /// Where each old item goes: the new index path of every item that survives the batch
    /// (reloaded items included), or why the counts do not add up.
    func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<[IndexPath: IndexPath], CountMismatch> {
        // Sections: the old ones that stay, in order, with the inserted and moved-in ones
        // placed at their new indices.
        let movedFrom = Set(movedSections.map(\.from))
        var newSectionSources: [Int?] = oldCounts.indices.filter { !deletedSections.contains($0) && !movedFrom.contains($0) }
        let arriving = insertedSections.map { ($0, Int?.none) } + movedSections.map { ($0.to, Int?($0.from)) }
        for (index, source) in arriving.sorted(by: { $0.0 < $1.0 }) {
            guard index <= newSectionSources.count else {
                return .failure(CountMismatch(message: "a section is inserted or moved to \(index), past the end"))
            }
            newSectionSources.insert(source, at: index)
        }
        guard newSectionSources.count == newCounts.count else {
            return .failure(CountMismatch(message: "there were \(oldCounts.count) sections; with the batch applied there should be \(newSectionSources.count), but the data source says \(newCounts.count)"))
        }
        // Items of moved sections travel whole; the others lose their deleted and moved-out
        // items and gain the inserted and moved-in ones.
        let movedItemSources = Set(movedItems.map(\.from))
        var result: [IndexPath: IndexPath] = [:]
        for (newSection, source) in newSectionSources.enumerated() {
            var slots: [IndexPath?] = []
            if let old = source {
                let wholeSectionMoved = movedFrom.contains(old)
                for item in 0..<oldCounts[old] {
                    let path = IndexPath(item: item, section: old)
                    if !wholeSectionMoved && (deletedItems.contains(path) || movedItemSources.contains(path)) { continue }
                    slots.append(path)
                }
            }
            let isNewSection = source == nil
            if !isNewSection {
                let arrivingItems = insertedItems.filter { $0.section == newSection }.map { ($0.item, IndexPath?.none) }
                    + movedItems.filter { $0.to.section == newSection }.map { ($0.to.item, IndexPath?($0.from)) }
                for (item, from) in arrivingItems.sorted(by: { $0.0 < $1.0 }) {
                    guard item <= slots.count else {
                        return .failure(CountMismatch(message: "an item is inserted or moved to \(IndexPath(item: item, section: newSection)), past the end of its section"))
                    }
                    slots.insert(from, at: item)
                }
            } else {
                slots = Array(repeating: nil, count: newCounts[newSection])
            }
            guard slots.count == newCounts[newSection] else {
                let before = source.map { "\(oldCounts[$0])" } ?? "0"
                return .failure(CountMismatch(message: "section \(newSection) had \(before) items; after the batch's inserts, deletes and moves it should have \(slots.count), but the data source says \(newCounts[newSection])"))
            }
            for (item, from) in slots.enumerated() {
                if let from { result[from] = IndexPath(item: item, section: newSection) }
            }
        }
        return .success(result)
    }

    /// Why a batch cannot be applied: what UIKit's NSInternalInconsistencyException says.
    struct CountMismatch: Error {
        var message: String
    }
}
