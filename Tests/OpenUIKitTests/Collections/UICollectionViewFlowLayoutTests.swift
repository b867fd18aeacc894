import Foundation
@testable import OpenUIKit
import Testing

// Expected frames are worked out by hand from UIKit's documented flow-layout rules
// (developer.apple.com, "Using the Flow Layout" and UICollectionViewFlowLayout): lines are
// filled with as many items as fit with at least minimumInteritemSpacing between them, lines
// are minimumLineSpacing apart, sectionInset surrounds the items, headers and footers span
// the content's width (vertical scrolling) taking only their reference height, and the
// default itemSize is 50 × 50 with both spacings 10.
//
// How the leftover space of a line is shared: full lines are justified (UIKit's
// "UIFlowLayoutCommonRowHorizontalAlignmentKey" is justify); the section's last line is not
// (openradar rdar://20825965, Peter Steinberger: "UICollectionViewFlowLayout's last row is
// left-aligned by default if items have a non-uniform height", while with equal items it keeps
// the grid of the lines above); a line holding one item that is not the last centres it (the
// well-known "single cell is centred" behaviour of cells wider than half the view). So a
// single-item last line sits at the leading inset, not centred.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    @Test func defaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(UICollectionViewFlowLayout.automaticSize != .zero)
    }

    @Test func fullLinesAreJustifiedAndASingleItemLastLineStartsAtTheLeadingEdge() {
        // 320 wide, 90-point items: three fit (90·3 + 10·2 = 290), four would need 390.
        // Leftover in a full line: 320 − 270 = 50, two gaps of 25: x = 0, 115, 230.
        let (_, layout, _) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [7]) {
            $0.itemSize = CGSize(width: 90, height: 50)
        }
        let frames = layout.itemFrames([7])[0]
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 90, height: 50))
        #expect(frames[1] == CGRect(x: 115, y: 0, width: 90, height: 50))
        #expect(frames[2] == CGRect(x: 230, y: 0, width: 90, height: 50))
        #expect(frames[3] == CGRect(x: 0, y: 60, width: 90, height: 50))
        #expect(frames[5] == CGRect(x: 230, y: 60, width: 90, height: 50))
        // The last line holds one item: at the leading edge, not centred.
        #expect(frames[6] == CGRect(x: 0, y: 120, width: 90, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test func aLastLineOfEqualItemsKeepsTheGridOfTheLinesAbove() {
        let (_, layout, _) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [8]) {
            $0.itemSize = CGSize(width: 90, height: 50)
        }
        let frames = layout.itemFrames([8])[0]
        #expect(frames[6].origin == CGPoint(x: 0, y: 120))
        #expect(frames[7].origin == CGPoint(x: 115, y: 120))
    }

    @Test func itemsOfDifferentSizesCentreAcrossTheirLineAndTheLastLineUsesTheMinimumSpacing() {
        // Insets 10 top, 20 left, 10 bottom, 20 right: 280 points for the lines.
        // Line 1: 100 + 10 + 150 = 260 fits, + 10 + 60 = 330 does not. Justified: the leftover
        // 280 − 250 = 30 is the one gap: x = 20 and 150. Height 60; the 40-high item centres: y 20.
        // Line 2 (last): 60, 80, 40 with gaps of 10 from x = 20: 20, 90, 180; it starts at
        // 10 + 60 + 15 = 85 and is 50 high.
        let (collectionView, layout, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [0]) {
            $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.minimumLineSpacing = 15
        }
        let sizes = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 60, height: 30),
                     CGSize(width: 80, height: 50), CGSize(width: 40, height: 20)]
        for (item, size) in sizes.enumerated() { dataSource.sizes[IndexPath(item: item, section: 0)] = size }
        dataSource.counts = [5]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        let frames = layout.itemFrames([5])[0]
        #expect(frames == [
            CGRect(x: 20, y: 20, width: 100, height: 40),
            CGRect(x: 150, y: 10, width: 150, height: 60),
            CGRect(x: 20, y: 95, width: 60, height: 30),
            CGRect(x: 90, y: 85, width: 80, height: 50),
            CGRect(x: 180, y: 100, width: 40, height: 20),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 145))
    }

    @Test func aLoneItemOnALineThatIsNotTheLastIsCentred() {
        // 200 + 10 + 200 > 320: the first item is alone on its line, centred: (320 − 200) / 2 = 60.
        let (collectionView, layout, dataSource) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [0])
        dataSource.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 200, height: 40),
                            IndexPath(item: 1, section: 0): CGSize(width: 200, height: 40),
                            IndexPath(item: 2, section: 0): CGSize(width: 50, height: 40)]
        dataSource.counts = [3]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(layout.itemFrames([3])[0] == [
            CGRect(x: 60, y: 0, width: 200, height: 40),
            CGRect(x: 0, y: 50, width: 200, height: 40),
            CGRect(x: 210, y: 50, width: 50, height: 40),
        ])
    }

    @Test func headersAndFootersSpanTheWidthAroundTheInsetItems() {
        // Header 30 high (its reference width is ignored), inset 5 all round, footer 20.
        // Section 0: header 0–30, items at y 35 (x 5 and 65), bottom inset to 90, footer 90–110.
        // Section 1 starts at 110: header 110–140, items at 145, footer 200–220.
        let (collectionView, layout, dataSource) = makeTestCollectionView(size: CGSize(width: 200, height: 400), counts: [2, 2]) {
            $0.headerReferenceSize = CGSize(width: 999, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        }
        let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(layout.itemFrames([2, 2]) == [
            [CGRect(x: 5, y: 35, width: 50, height: 50), CGRect(x: 65, y: 35, width: 50, height: 50)],
            [CGRect(x: 5, y: 145, width: 50, height: 50), CGRect(x: 65, y: 145, width: 50, height: 50)],
        ])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 90, width: 200, height: 20))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 110, width: 200, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 200, width: 200, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 220))
        // The collection view asked its data source for the four supplementary views it shows.
        #expect(dataSource.headerKinds.filter { $0 == header }.count == 2)
        #expect(dataSource.headerKinds.filter { $0 == footer }.count == 2)
        #expect(collectionView.visibleSupplementaryViews(ofKind: header).count == 2)
    }

    @Test func aZeroHeaderSizeMeansNoHeader() {
        let (_, layout, _) = makeTestCollectionView(size: CGSize(width: 200, height: 400), counts: [2])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 0)) == nil)
        let all = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 400)) ?? []
        #expect(all.count == 2)
        #expect(all.allSatisfy { $0.representedElementCategory == .cell })
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        // 200 high; 50 × 60 items: three fit in a column (60·3 + 10·2 = 200). Columns are
        // 20 apart (minimumLineSpacing). A header 40 wide comes first and spans the height.
        let (_, layout, _) = makeTestCollectionView(size: CGSize(width: 320, height: 200), counts: [5]) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 50, height: 60)
            $0.minimumLineSpacing = 20
            $0.headerReferenceSize = CGSize(width: 40, height: 999)
        }
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                            at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 40, height: 200))
        #expect(layout.itemFrames([5])[0] == [
            CGRect(x: 40, y: 0, width: 50, height: 60),
            CGRect(x: 40, y: 70, width: 50, height: 60),
            CGRect(x: 40, y: 140, width: 50, height: 60),
            CGRect(x: 110, y: 0, width: 50, height: 60),
            CGRect(x: 110, y: 70, width: 50, height: 60),
        ])
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 200))
    }

    @Test func theDelegateIsAskedForEachSectionsMetrics() {
        final class Delegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                UIEdgeInsets(top: CGFloat(section) * 7, left: 3, bottom: 0, right: 0)
            }
        }
        let delegate = Delegate()
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = delegate
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        // Section 0: item at (3, 0); section 1 starts at 50 (no line spacing between sections),
        // inset 7 on top.
        #expect(layout.itemFrames([1, 1]) == [[CGRect(x: 3, y: 0, width: 50, height: 50)],
                                               [CGRect(x: 3, y: 57, width: 50, height: 50)]])
    }

    @Test func selfSizingCellsGiveTheirOwnSizes() {
        final class SizedCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
                attributes.size = CGSize(width: 80, height: 30)
                return attributes
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 40, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(SizedCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionTestDataSource(counts: [3])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // 80 + 10 + 80 = 170 fits in 200: two on the first line (justified: x 0 and 120), the
        // third alone on the last line.
        #expect(layout.itemFrames([3])[0] == [
            CGRect(x: 0, y: 0, width: 80, height: 30),
            CGRect(x: 120, y: 0, width: 80, height: 30),
            CGRect(x: 0, y: 40, width: 80, height: 30),
        ])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 0, width: 80, height: 30))
    }

    @Test func changingAPropertyInvalidatesTheLayout() {
        let (collectionView, layout, _) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [2])
        layout.itemSize = CGSize(width: 100, height: 20)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 100, height: 20))
    }

    @Test func aWidthChangeReflowsTheLines() {
        let (collectionView, layout, _) = makeTestCollectionView(size: CGSize(width: 320, height: 480), counts: [6])
        #expect(layout.itemFrames([6])[0][5].minY == 60, "five to a line in 320")
        collectionView.frame = CGRect(x: 0, y: 0, width: 120, height: 480)
        collectionView.layoutIfNeeded()
        // Two 50-point items fit in 120 (50 + 10 + 50); item 5 is on the third line.
        #expect(layout.itemFrames([6])[0][5].minY == 120)
    }

    @Test func lineBreakerRefusesNothingAndPlacesAnOverlongItemAlone() {
        let placed = FlowLineBreaker.place(lengths: [500, 20], depths: [10, 10], available: 100,
                                           interitemSpacing: 10, lineSpacing: 5)
        #expect(placed.frames[0] == FlowLineBreaker.Placement(lineStart: 0, lineLength: 500, depthStart: 0, depth: 10))
        #expect(placed.frames[1] == FlowLineBreaker.Placement(lineStart: 0, lineLength: 20, depthStart: 15, depth: 10))
        #expect(placed.totalDepth == 25)
    }
}
