import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

// What a collection view asks its data source and when, reuse, batch updates and selection,
// as UIKit documents them (UICollectionView, UICollectionViewDataSource,
// UICollectionViewDelegate, "Performing batch updates").
@MainActor
@Suite struct UICollectionViewTests {
    @Test func theDataSourceIsAskedForCountsThenForTheVisibleCellsOnly() {
        // 320 × 200, 50-point items 10 apart: five to a line (290), lines at y 0, 60, 120, 180.
        // Four lines meet the 200-point-high bounds: 20 cells of the 100 items.
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [100])
        #expect(dataSource.calls.prefix(2) == ["numberOfSections", "numberOfItems(0)"])
        let cellCalls = dataSource.calls.filter { $0.hasPrefix("cellForItem") }
        #expect(cellCalls.count == 20)
        #expect(Set(cellCalls) == Set((0..<20).map { "cellForItem(0,\($0))" }))
        #expect(collectionView.visibleCells.count == 20)
        #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 20)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 1190))
        #expect(collectionView.numberOfItems(inSection: 0) == 100)
    }

    @Test func scrollingReusesTheCellsThatLeft() {
        CountingCollectionCell.made = 0
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [100])
        #expect(CountingCollectionCell.made == 20)
        dataSource.calls.removeAll()
        // At y 300 the lines starting at 300, 360, 420 and 480 show: items 25 to 44.
        collectionView.contentOffset = CGPoint(x: 0, y: 300)
        collectionView.layoutIfNeeded()
        #expect(Set(collectionView.indexPathsForVisibleItems) == Set((25..<45).map { IndexPath(item: $0, section: 0) }))
        #expect(dataSource.calls.filter { $0.hasPrefix("cellForItem") }.count == 20)
        #expect(CountingCollectionCell.made == 20, "every new cell reused one that left")
        let cell = collectionView.cellForItem(at: IndexPath(item: 25, section: 0)) as? CountingCollectionCell
        #expect(cell?.reuseCount == 1)
        #expect(cell?.frame == CGRect(x: 0, y: 300, width: 50, height: 50))
        #expect(collectionView.indexPath(for: cell!) == IndexPath(item: 25, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func indexPathForItemAtAPointFindsTheCellUnderIt() {
        let (collectionView, _, _) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [100])
        // Five items in 320 are justified: gaps of (320 − 250) / 4 = 17.5, so item 1 spans x 67.5–117.5.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 10)) == nil, "between items")
    }

    @Test func anUnregisteredIdentifierIsReportedAndAPlainCellShown() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let dataSource = CollectionTestDataSource(counts: [1])
        collectionView.dataSource = dataSource
        let before = Diagnostics.warningCount()
        collectionView.layoutIfNeeded()
        #expect(Diagnostics.warningCount() > before)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("could not dequeue a cell with identifier cell") })
        #expect(collectionView.visibleCells.count == 1)
    }

    // MARK: Batch updates

    @Test func insertingAnItemAsksOnlyForTheNewCellAndMovesTheOthers() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [3])
        let oldFirst = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        dataSource.calls.removeAll()
        var completed: Bool?
        collectionView.performBatchUpdates({
            dataSource.counts = [4]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(completed == true)
        #expect(dataSource.calls.contains("numberOfItems(0)"))
        #expect(dataSource.calls.filter { $0.hasPrefix("cellForItem") } == ["cellForItem(0,0)"])
        // The old first item is now the second, and its cell went with it.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === oldFirst)
        #expect(oldFirst?.frame.origin.x == 60, "the only line is the last: minimum spacing")
        #expect(collectionView.visibleCells.count == 4)
    }

    @Test func deletingAndMovingKeepsTheSurvivorsCells() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [4])
        let cells = (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
        dataSource.calls.removeAll()
        collectionView.performBatchUpdates({
            dataSource.counts = [3]
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        })
        #expect(dataSource.calls.filter { $0.hasPrefix("cellForItem") }.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cells[3])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cells[0])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cells[2])
        #expect(cells[1]?.superview == nil, "the deleted item's cell left (no window: no animation)")
    }

    @Test func reloadingAnItemAsksForItsCellAgain() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [3])
        dataSource.calls.removeAll()
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        #expect(dataSource.calls.filter { $0.hasPrefix("cellForItem") } == ["cellForItem(0,2)"])
    }

    @Test func sectionsCanBeInsertedAndDeleted() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 400), counts: [2, 2])
        let secondSectionCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 1))
        collectionView.performBatchUpdates({
            dataSource.counts = [3, 2]
            collectionView.deleteSections(IndexSet(integer: 0))
            collectionView.insertSections(IndexSet(integer: 0))
        })
        // Old section 0 went, a new one of three items took its place, old section 1 stayed.
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === secondSectionCell)
        #expect(collectionView.visibleCells.count == 5)
    }

    @Test func countsThatDoNotAddUpAreReportedAndTheDataReloaded() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [3])
        var completed: Bool?
        let before = Diagnostics.warningCount()
        collectionView.performBatchUpdates({
            dataSource.counts = [5]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(Diagnostics.warningCount() > before)
        #expect(Diagnostics.recentWarnings().last?.contains("invalid batch update") == true)
        #expect(completed == false)
        #expect(collectionView.visibleCells.count == 5)
    }

    @Test func theLayoutHearsTheUpdatesAndPlacesAppearingItems() {
        final class RecordingLayout: UICollectionViewFlowLayout {
            var updates: [UICollectionViewUpdateItem] = []
            var finalized = 0
            var appearing: [IndexPath] = []
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                updates = updateItems
            }
            override func finalizeCollectionViewUpdates() { finalized += 1 }
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                appearing.append(itemIndexPath)
                return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            }
        }
        let layout = RecordingLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionTestDataSource(counts: [2])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        collectionView.performBatchUpdates({
            dataSource.counts = [2, 1]
            collectionView.insertSections(IndexSet(integer: 1))
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        })
        #expect(layout.updates.map(\.updateAction) == [.delete, .insert, .insert])
        #expect(layout.updates[0].indexPathBeforeUpdate == IndexPath(item: 0, section: 0))
        #expect(layout.updates[1].indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 1))
        #expect(layout.finalized == 1)
        #expect(Set(layout.appearing) == [IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1)])
    }

    // MARK: Selection

    @Test func aTapSelectsAskingTheDelegateAndDeselectsTheOtherItem() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [5])
        collectionView.selectByTap(IndexPath(item: 1, section: 0))
        collectionView.selectByTap(IndexPath(item: 3, section: 0))
        #expect(dataSource.selectionCalls == ["shouldSelect(1)", "didSelect(1)", "shouldSelect(3)", "didDeselect(1)", "didSelect(3)"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesAndTheDelegateMayRefuse() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [5])
        collectionView.allowsMultipleSelection = true
        dataSource.refuseSelection = [IndexPath(item: 4, section: 0)]
        collectionView.selectByTap(IndexPath(item: 0, section: 0))
        collectionView.selectByTap(IndexPath(item: 2, section: 0))
        collectionView.selectByTap(IndexPath(item: 4, section: 0))
        collectionView.selectByTap(IndexPath(item: 0, section: 0))
        #expect(dataSource.selectionCalls == ["shouldSelect(0)", "didSelect(0)", "shouldSelect(2)", "didSelect(2)",
                                              "shouldSelect(4)", "shouldDeselect(0)", "didDeselect(0)"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func selectingInCodeDoesNotTellTheDelegateAndSurvivesScrollingAway() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [100])
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(dataSource.selectionCalls.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 600)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.allowsSelection = false
        collectionView.selectByTap(IndexPath(item: 2, section: 0))
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func scrollToItemPutsItWhereAsked() {
        let (collectionView, _, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [100])
        // The data source is weak, as in UIKit: the test keeps it.
        defer { withExtendedLifetime(dataSource) {} }
        // Item 50 is on line 10, y 600–650.
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 600))
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 525))
        collectionView.scrollToItem(at: IndexPath(item: 50, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 450))
        // The last line cannot come to the top: the offset stops at the content's end, 1190 − 200.
        collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 990))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 99, section: 0)) != nil,
                "visible: \(collectionView.indexPathsForVisibleItems.map(\.item).sorted()), bounds \(collectionView.bounds), size \(collectionView.contentSize)")
    }

    // MARK: Cells

    @Test func aCellShowsItsSelectedBackgroundOnlyWhileSelectedOrHighlighted() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        let selectedBackground = UIView()
        cell.selectedBackgroundView = selectedBackground
        cell.backgroundView = UIView()
        #expect(cell.subviews.first === cell.backgroundView)
        #expect(cell.subviews.last === cell.contentView)
        #expect(selectedBackground.isHidden)
        cell.isHighlighted = true
        #expect(!selectedBackground.isHidden)
        cell.isHighlighted = false
        cell.isSelected = true
        #expect(!selectedBackground.isHidden)
        cell.prepareForReuse()
        #expect(!cell.isSelected && selectedBackground.isHidden)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    }

    @Test func aCustomLayoutIsPreparedOnceAndAskedForTheVisibleArea() {
        /// One column of 100-point rows, each 40 high, 4 apart.
        final class ColumnLayout: UICollectionViewLayout {
            var prepared = 0
            var askedRects: [CGRect] = []
            var frames: [CGRect] = []
            override func prepare() {
                prepared += 1
                let count = collectionView?.numberOfItems(inSection: 0) ?? 0
                frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 100, height: 40) }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: frames.last?.maxY ?? 0) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                askedRects.append(rect)
                return frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
                    layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
                }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frames[indexPath.item]
                return attributes
            }
        }
        let layout = ColumnLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionTestDataSource(counts: [10])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == 1)
        #expect(layout.askedRects.last == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 100, height: 436))
        #expect(collectionView.visibleCells.count == 3)
        // Scrolling asks again without preparing again (the layout does not invalidate on bounds changes).
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == 1)
        #expect(layout.askedRects.last == CGRect(x: 0, y: 200, width: 100, height: 100))
        #expect(Set(collectionView.indexPathsForVisibleItems.map(\.item)) == [4, 5, 6])
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == 2)
    }

    @Test func layoutAttributesCopyAndCompareByValue() {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.zIndex = 3
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        #expect(copy == attributes)
        #expect(copy.center == CGPoint(x: 25, y: 40))
        #expect(copy.representedElementCategory == .supplementaryView)
        #expect(copy.representedElementKind == "badge")
        copy.alpha = 0.5
        #expect(copy != attributes)
    }
}
