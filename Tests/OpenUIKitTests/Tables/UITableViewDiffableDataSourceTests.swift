import Foundation
@testable import OpenUIKit
import Testing

/// The diffable data source (Apple's "UITableViewDiffableDataSource"): it becomes the table's
/// data source, answers counts from the applied snapshot, asks the cell provider with each
/// row's item, and applies a new snapshot as the difference: only new rows' cells are made.
@MainActor
@Suite struct UITableViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main, extra }

    func make() -> (UITableView, UITableViewDiffableDataSource<Section, String>, () -> [String]) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        var provided: [String] = []
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            provided.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        return (table, source, { defer { provided.removeAll() }; return provided })
    }

    @Test func appliesASnapshotAndAnswersFromIt() {
        let (table, source, provided) = make()
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main, .extra])
        snapshot.appendItems(["a", "b"], toSection: .main)
        snapshot.appendItems(["c"], toSection: .extra)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(provided() == ["a", "b", "c"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "b")
        #expect(source.indexPath(for: "c") == IndexPath(row: 0, section: 1))
        #expect(source.sectionIdentifier(for: 1) == .extra)
        #expect(source.index(for: .main) == 0)
        #expect(source.snapshot().itemIdentifiers == ["a", "b", "c"])
    }

    @Test func aNewSnapshotUpdatesOnlyWhatChanged() {
        let (table, source, provided) = make()
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        _ = provided()
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["d"])
        source.apply(snapshot, animatingDifferences: true)
        #expect(provided() == ["d"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["b", "c", "d"])
    }
}
