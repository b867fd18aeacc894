import Foundation

/// An app's batch updates while a drop's placeholders wait. The app numbers its changes by
/// its data source, which does not count the placeholders; the list animates what it shows,
/// which does. UIKit translates the one into the other, and so does this: the placeholders
/// keep their places among the data source's rows, and the batch is renumbered around them.
extension ListPlaceholders {
    /// Moves the placeholders to where `changes` (numbered by the data source) leave them and
    /// returns the same changes numbered by the presentation, for the list's own batch.
    ///
    /// A placeholder stays just before the row that followed it; a row inserted into its gap
    /// goes before it, as a placeholder inserted at a row's index path goes before that row.
    /// A placeholder in a deleted section goes with it: its context's commit and delete
    /// then return false.
    mutating func translateAppChanges(_ changes: ListIndexChanges) -> ListIndexChanges {
        var shown = ListIndexChanges()
        shown.deletedSections = changes.deletedSections
        shown.insertedSections = changes.insertedSections
        shown.reloadedSections = changes.reloadedSections
        shown.movedSections = changes.movedSections
        // The old side is numbered by where the placeholders are now…
        shown.deleted = Set(changes.deleted.map(presentationIndexPath(forDataSource:)))
        shown.reloaded = Set(changes.reloaded.map(presentationIndexPath(forDataSource:)))
        let movedFrom = changes.moved.map { presentationIndexPath(forDataSource: $0.from) }
        reposition(after: changes)
        // … the new side by where they are after the batch.
        shown.inserted = Set(changes.inserted.map(presentationIndexPath(forDataSource:)))
        shown.moved = zip(movedFrom, changes.moved.map { presentationIndexPath(forDataSource: $0.to) }).map { ($0, $1) }
        return shown
    }

    /// Gives each placeholder its index path after `changes`.
    private mutating func reposition(after changes: ListIndexChanges) {
        let leavingRows = changes.deleted.union(changes.moved.map(\.from))
        let arrivingRows = changes.inserted.union(changes.moved.map(\.to))
        var placed: [(placeholder: ListPlaceholder, section: Int, anchor: Int, order: Int)] = []
        var gone: [ListPlaceholder] = []
        let bySection = Dictionary(grouping: entries) { $0.indexPath.section }
        for (section, here) in bySection {
            guard let newSection = changes.newSection(ofOld: section) else {
                gone.append(contentsOf: here)
                continue
            }
            let arriving = arrivingRows.filter { $0.section == newSection }.map(\.item).sorted()
            for (rank, placeholder) in here.sorted(by: { $0.indexPath.item < $1.indexPath.item }).enumerated() {
                // The data source's rows before the placeholder, before and after the batch.
                var anchor = placeholder.indexPath.item - rank
                if !changes.movesWhole(section) {
                    anchor -= leavingRows.reduce(0) { $0 + ($1.section == section && $1.item < anchor ? 1 : 0) }
                    for item in arriving {
                        guard item <= anchor else { break }
                        anchor += 1
                    }
                }
                placed.append((placeholder, newSection, anchor, placeholder.indexPath.item))
            }
        }
        var rankInSection: [Int: Int] = [:]
        for entry in placed.sorted(by: { ($0.section, $0.anchor, $0.order) < ($1.section, $1.anchor, $1.order) }) {
            let rank = rankInSection[entry.section, default: 0]
            rankInSection[entry.section] = rank + 1
            entry.placeholder.indexPath = IndexPath(item: entry.anchor + rank, section: entry.section)
        }
        for placeholder in gone { _ = detach(placeholder) }
    }

    /// Forgets every placeholder: `reloadData()` makes the list again from its data source,
    /// which has none (UIKit's documented behaviour). Their contexts' commit and delete then
    /// return false.
    mutating func removeAll() {
        for placeholder in entries { _ = detach(placeholder) }
    }
}
