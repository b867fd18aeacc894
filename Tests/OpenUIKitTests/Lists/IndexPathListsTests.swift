import Foundation
@testable import OpenUIKit
import Testing

/// UIKit's `IndexPath` extension: `section` is the first index, `row` and `item` the second
/// (UIKit's "NSIndexPath UIKit Additions": `init(row:section:)` makes [section, row]).
@Suite struct IndexPathListsTests {
    @Test func rowAndSectionNameTheTwoIndexes() {
        let path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3])
        #expect(path.section == 1)
        #expect(path.row == 3)
        #expect(path.item == 3)
        #expect(IndexPath(item: 3, section: 1) == path)
    }

    @Test func settersChangeOneIndex() {
        var path = IndexPath(item: 0, section: 0)
        path.row = 7
        path.section = 2
        #expect(Array(path) == [2, 7])
        path.item = 4
        #expect(path.row == 4)
    }

    @Test @MainActor func aPathOfOtherLengthWarnsInsteadOfStopping() {
        let path = IndexPath(index: 5)
        #expect(path.section == 5)
        #expect(path.row == 0)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("IndexPath.row needs an index path of exactly two indexes, not 1") })
    }

    @Test func sortsSectionFirst() {
        let paths = [IndexPath(row: 0, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 0)]
        #expect(paths.sorted() == [IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1)])
    }
}
