import Foundation
@testable import OpenUIKit
import Testing

/// Snapshots applied to a collection view: the cells follow the identifiers, and a new
/// snapshot becomes a batch update that keeps the cells of items still there (UIKit's
/// UICollectionViewDiffableDataSource documentation).
@MainActor
@Suite struct UICollectionViewDiffableDataSourceTests {
    final class LabelCell: UICollectionViewCell {
        var identifier = ""
    }

    @Test func applyingASnapshotShowsItsItemsAndAnotherAnimatesTheDifference() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "label")
        var asked: [String] = []
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, item in
            asked.append(item)
            let cell = view.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath) as? LabelCell
            cell?.identifier = item
            return cell
        }
        #expect(collectionView.dataSource === dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "pear", "plum"], toSection: "fruit")
        snapshot.appendItems(["leek"], toSection: "veg")
        var done = 0
        dataSource.apply(snapshot, animatingDifferences: false) { done += 1 }
        collectionView.layoutIfNeeded()
        #expect(done == 1)
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(Set(asked) == ["apple", "pear", "plum", "leek"])
        let pear = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? LabelCell
        #expect(pear?.identifier == "pear")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "leek")
        #expect(dataSource.indexPath(for: "plum") == IndexPath(item: 2, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == "veg")

        // Delete the apple, add a fig at the end, move the leek to the fruit: only the fig is
        // asked for, and the pear keeps its cell, now first.
        asked.removeAll()
        var next = dataSource.snapshot()
        next.deleteItems(["apple"])
        next.appendItems(["fig"], toSection: "fruit")
        next.deleteItems(["leek"])
        next.appendItems(["leek"], toSection: "fruit")
        dataSource.apply(next) { done += 1 }
        collectionView.layoutIfNeeded()
        #expect(done == 2)
        #expect(asked == ["fig"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === pear)
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? LabelCell)?.identifier == "leek")
        #expect(dataSource.snapshot().itemIdentifiers == ["pear", "plum", "fig", "leek"])
    }
}

/// `UICollectionViewController` made in code, as UIKit documents it.
@MainActor
@Suite struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    @Test func itMakesItsCollectionViewWithTheLayoutAndServesIt() {
        let layout = UICollectionViewFlowLayout()
        let controller = Grid(collectionViewLayout: layout)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let collectionView = controller.collectionView!
        #expect(controller.view === collectionView)
        #expect(collectionView.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 6)
        collectionView.selectByTap(IndexPath(item: 4, section: 0))
        #expect(controller.selected == [IndexPath(item: 4, section: 0)])
        controller.viewWillAppear(false)
        #expect(collectionView.indexPathsForSelectedItems == nil, "cleared on appearing")
    }
}
