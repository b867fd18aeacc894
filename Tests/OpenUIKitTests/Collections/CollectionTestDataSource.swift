import Foundation
@testable import OpenUIKit

/// A cell that counts how many were ever made, to show reuse.
final class CountingCollectionCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        CountingCollectionCell.made += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and flow-layout delegate that records every call the collection view makes,
/// with sizes per item when given.
final class CollectionTestDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var calls: [String] = []
    var headerKinds: [String] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        calls.append("numberOfSections")
        return counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        calls.append("numberOfItems(\(section))")
        return counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        calls.append("cellForItem(\(indexPath.section),\(indexPath.item))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        headerKinds.append(kind)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    /// Selection calls, in order.
    var selectionCalls: [String] = []
    var refuseSelection: Set<IndexPath> = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        selectionCalls.append("shouldSelect(\(indexPath.item))")
        return !refuseSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectionCalls.append("didSelect(\(indexPath.item))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        selectionCalls.append("shouldDeselect(\(indexPath.item))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        selectionCalls.append("didDeselect(\(indexPath.item))")
    }
}

/// A collection view of `size` with a flow layout, a recording data source and delegate, and
/// the test cell and supplementary classes registered, laid out once.
@MainActor
func makeTestCollectionView(size: CGSize, counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in })
    -> (UICollectionView, UICollectionViewFlowLayout, CollectionTestDataSource) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "supplementary")
    collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "supplementary")
    let dataSource = CollectionTestDataSource(counts: counts)
    collectionView.dataSource = dataSource
    collectionView.delegate = dataSource
    collectionView.layoutIfNeeded()
    return (collectionView, layout, dataSource)
}

extension UICollectionViewFlowLayout {
    /// The frame of every item, section by section, as the layout answers them.
    func itemFrames(_ counts: [Int]) -> [[CGRect]] {
        counts.enumerated().map { section, count in
            (0..<count).map { layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
        }
    }
}
