import Foundation
@testable import OpenUIKit
import Testing

/// The snapshot's documented operations (Apple's "NSDiffableDataSourceSnapshot" reference):
/// identifiers in order, items appended to the last section by default, inserts and moves
/// relative to an anchor, deletions taking a section's items with it.
@Suite struct NSDiffableDataSourceSnapshotTests {
    enum Section: Hashable, Sendable { case main, more, extra }

    func twoSections() -> NSDiffableDataSourceSnapshot<Section, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["c", "d", "e"])
        return snapshot
    }

    @Test func startsEmpty() {
        let snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.itemIdentifiers.isEmpty)
    }

    @Test func appendsToTheNamedOrTheLastSection() {
        let snapshot = twoSections()
        #expect(snapshot.sectionIdentifiers == [.main, .more])
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfItems(inSection: .more) == 3)
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["a", "b"])
        #expect(snapshot.sectionIdentifier(containingItem: "d") == .more)
        #expect(snapshot.sectionIdentifier(containingItem: "z") == nil)
        #expect(snapshot.indexOfItem("d") == 3)
        #expect(snapshot.indexOfItem("z") == nil)
        #expect(snapshot.indexOfSection(.more) == 1)
        #expect(snapshot.indexOfSection(.extra) == nil)
    }

    @Test func insertsBeforeAndAfterAnItem() {
        var snapshot = twoSections()
        snapshot.insertItems(["x"], beforeItem: "a")
        snapshot.insertItems(["y", "z"], afterItem: "d")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["x", "a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["c", "d", "y", "z", "e"])
        #expect(snapshot.sectionIdentifier(containingItem: "y") == .more)
    }

    @Test func deletesItemsAndSections() {
        var snapshot = twoSections()
        snapshot.deleteItems(["b", "d", "not there"])
        #expect(snapshot.itemIdentifiers == ["a", "c", "e"])
        snapshot.deleteSections([.main])
        #expect(snapshot.sectionIdentifiers == [.more])
        #expect(snapshot.itemIdentifiers == ["c", "e"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func movesItemsAcrossSections() {
        var snapshot = twoSections()
        snapshot.moveItem("a", afterItem: "e")
        #expect(snapshot.itemIdentifiers(inSection: .main) == ["b"])
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["c", "d", "e", "a"])
        snapshot.moveItem("e", beforeItem: "c")
        #expect(snapshot.itemIdentifiers(inSection: .more) == ["e", "c", "d", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: "a") == .more)
    }

    @Test func insertsAndMovesSections() {
        var snapshot = twoSections()
        snapshot.insertSections([.extra], beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.extra, .main, .more])
        snapshot.moveSection(.extra, afterSection: .more)
        #expect(snapshot.sectionIdentifiers == [.main, .more, .extra])
        snapshot.moveSection(.more, beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.more, .main, .extra])
        #expect(snapshot.itemIdentifiers == ["c", "d", "e", "a", "b"])
        #expect(snapshot.indexOfItem("a") == 3)
    }

    @Test func reloadsAndReconfiguresAreRecorded() {
        var snapshot = twoSections()
        snapshot.reloadItems(["b"])
        snapshot.reconfigureItems(["c", "c"])
        snapshot.reloadSections([.more])
        #expect(snapshot.reloadedItemIdentifiers == ["b"])
        #expect(snapshot.reconfiguredItemIdentifiers == ["c"])
        #expect(snapshot.reloadedSectionIdentifiers == [.more])
        snapshot.deleteItems(["b"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    }

    @Test @MainActor func duplicatesAndUnknownIdentifiersAreRefusedWithAWarning() {
        var snapshot = twoSections()
        snapshot.appendItems(["a"], toSection: .more)
        #expect(snapshot.itemIdentifiers == ["a", "b", "c", "d", "e"])
        #expect(Diagnostics.recentWarnings().contains { $0.contains("item a would appear twice") })
        snapshot.appendItems(["q"], toSection: .extra)
        #expect(snapshot.numberOfItems == 5)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("appendItems(_:toSection:): the snapshot has no section extra") })
        var empty = NSDiffableDataSourceSnapshot<Section, String>()
        empty.appendItems(["a"])
        #expect(empty.numberOfItems == 0)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("append sections first") })
        snapshot.appendSections([.main])
        #expect(snapshot.numberOfSections == 2)
    }

    @Test func equalSnapshotsDiffToNothing() {
        #expect(ListSnapshotDifference(from: twoSections(), to: twoSections()).isEmpty)
    }

    @Test func differenceListsDeletesInsertsAndMoves() {
        let old = twoSections()
        var new = old
        new.deleteItems(["b"])
        new.appendItems(["f"], toSection: .main)
        new.moveItem("e", beforeItem: "c")
        let difference = ListSnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 1, section: 0)])
        // Only e moves: c and d keep their order.
        #expect(difference.movedItems.map(\.from) == [IndexPath(item: 2, section: 1)])
        #expect(difference.movedItems.map(\.to) == [IndexPath(item: 0, section: 1)])
    }

    @Test func differenceOfSections() {
        let old = twoSections()
        var new = old
        new.deleteSections([.main])
        new.appendSections([.extra])
        new.appendItems(["z"], toSection: .extra)
        let difference = ListSnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([0]))
        #expect(difference.insertedSections == IndexSet([1]))
        #expect(difference.deletedItems.isEmpty)
        #expect(difference.insertedItems.isEmpty)
        // c, d, e moved from section 1 to section 0 only because section 0 went away: the
        // section itself stayed, so they are not moves.
        #expect(difference.movedItems.isEmpty)
    }
}
