import Foundation
import Testing
@testable import OpenUIKit

/// An app's batch updates while a drop's placeholders wait: the app numbers its changes by its
/// data source, and the list renumbers them by what it shows, keeping each placeholder just
/// before the row that followed it.
@Suite
@MainActor
struct ListPlaceholdersTranslationTests {
    func placeholders(at paths: [IndexPath]) -> (ListPlaceholders, [ListPlaceholder]) {
        var list = ListPlaceholders()
        var made: [ListPlaceholder] = []
        for path in paths {
            let placeholder = ListPlaceholder(indexPath: path, reuseIdentifier: "P", updateCell: { _ in }, previewParameters: nil)
            list.insert(placeholder)
            made.append(placeholder)
        }
        return (list, made)
    }

    func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func rowsDeletedBeforeAPlaceholderMoveItUp() {
        // Shown: a, P, b, c. The app deletes its row 0 (a) and row 2 (c).
        var (list, made) = placeholders(at: [path(1)])
        var changes = ListIndexChanges()
        changes.deleted = [path(0), path(2)]
        let shown = list.translateAppChanges(changes)
        #expect(shown.deleted == [path(0), path(3)])
        #expect(made[0].indexPath == path(0))
    }

    @Test func aRowInsertedIntoThePlaceholdersGapGoesBeforeIt() {
        // Shown: a, P, b. The app inserts x at its row 1 (between a and b), and y at row 3
        // (after b), numbered as after the batch: a, x, b, y.
        var (list, made) = placeholders(at: [path(1)])
        var changes = ListIndexChanges()
        changes.inserted = [path(1), path(3)]
        let shown = list.translateAppChanges(changes)
        #expect(made[0].indexPath == path(2))
        // Shown after: a, x, P, b, y.
        #expect(shown.inserted == [path(1), path(4)])
    }

    @Test func twoPlaceholdersKeepTheirOrderAndPlaces() {
        // Shown: P, a, P, b. The app deletes a and inserts z at 0: z, b.
        var (list, made) = placeholders(at: [path(0), path(2)])
        #expect(made.map(\.indexPath) == [path(0), path(2)])
        var changes = ListIndexChanges()
        changes.deleted = [path(0)]
        changes.inserted = [path(0)]
        let shown = list.translateAppChanges(changes)
        #expect(shown.deleted == [path(1)])
        // The first placeholder stood before a (gone): z goes before it; the second stood
        // before b. Shown after: z, P, P, b.
        #expect(made.map(\.indexPath) == [path(1), path(2)])
        #expect(shown.inserted == [path(0)])
    }

    @Test func aMoveIsRenumberedOnBothSides() {
        // Shown: a, b, P, c. The app moves a to the end: b, c, a.
        var (list, made) = placeholders(at: [path(2)])
        var changes = ListIndexChanges()
        changes.moved = [(path(0), path(2))]
        let shown = list.translateAppChanges(changes)
        #expect(made[0].indexPath == path(1))
        // Shown after: b, P, c, a.
        #expect(shown.moved.count == 1)
        #expect(shown.moved.first?.from == path(0))
        #expect(shown.moved.first?.to == path(3))
    }

    @Test func sectionsMoveThePlaceholdersAndADeletedSectionTakesThem() {
        var (list, made) = placeholders(at: [path(1, 0), path(0, 1)])
        var changes = ListIndexChanges()
        changes.insertedSections = [0]
        changes.deletedSections = [1]
        let shown = list.translateAppChanges(changes)
        #expect(shown.insertedSections == [0])
        #expect(shown.deletedSections == [1])
        #expect(made[0].indexPath == path(1, 1))
        #expect(!list.contains(made[1]), "the placeholder of the deleted section went with it")
        #expect(list.entries.count == 1)
    }

    @Test func sectionNumberingFollowsUIKitsBatchOrder() {
        var changes = ListIndexChanges()
        changes.deletedSections = [0]
        changes.insertedSections = [2]
        changes.movedSections = [(from: 3, to: 0)]
        // Old 1 and 2 survive; new order: 3 (moved to 0), 1, inserted, 2.
        #expect(changes.newSection(ofOld: 0) == nil)
        #expect(changes.newSection(ofOld: 1) == 1)
        #expect(changes.newSection(ofOld: 2) == 3)
        #expect(changes.newSection(ofOld: 3) == 0)
    }
}
