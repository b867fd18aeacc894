import Foundation
@testable import OpenUIKit
import Testing

// Collection code shaped as UIKit projects write it: cells overriding `isSelected` with a
// `didSet`, a flow layout subclass adjusting super's attributes (the "left-aligned layout"
// found in many apps), and a delegate with only the methods it needs. That this compiles
// is half the test; the other half checks that the overrides are called.

/// A cell that dims its content when highlighted and outlines itself when selected.
final class ShapeCheckCell: UICollectionViewCell {
    var selectionChanges = 0

    override var isSelected: Bool {
        didSet {
            selectionChanges += 1
            contentView.layer.borderWidth = isSelected ? 2 : 0
        }
    }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.5 : 1 }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentView.backgroundColor = nil
    }
}

/// Items placed from the left with the minimum spacing, the well-known subclass.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
        var left = sectionInset.left
        var maxY: CGFloat = -1
        for item in attributes ?? [] where item.representedElementCategory == .cell {
            if item.frame.origin.y >= maxY { left = sectionInset.left }
            item.frame.origin.x = left
            left += item.frame.width + minimumInteritemSpacing
            maxY = max(item.frame.maxY, maxY)
        }
        return attributes
    }
}

@MainActor
@Suite struct CollectionDeclarationShapeTests {
    @Test func overridesOfUIKitsOpenMembersAreCalled() {
        let layout = LeftAlignedFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(ShapeCheckCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CollectionTestDataSource(counts: [8])
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // Five to a line; the subclass packs the full line from the left with 10-point gaps.
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ShapeCheckCell
        #expect(second?.frame.origin == CGPoint(x: 60, y: 0))
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(second?.selectionChanges ?? 0 >= 1)
        #expect(second?.contentView.layer.borderWidth == 2)
        second?.isHighlighted = true
        #expect(second?.contentView.alpha == 0.5)
    }
}
