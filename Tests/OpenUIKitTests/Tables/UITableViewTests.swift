import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// The table's conversation with its data source and delegate, as UIKit documents it
/// ("UITableViewDataSource", "UITableViewDelegate", "Filling a table with data"): counts
/// first, then cells only for the rows on screen, reused by identifier; selection messages
/// only for the user's selections; batch updates asking only for the new rows' cells.
@MainActor
@Suite struct UITableViewTests {
    func makeTable(_ source: RecordingTableSource, height: CGFloat = 200) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func firstLayoutAsksCountsThenOnlyTheVisibleCells() {
        let source = RecordingTableSource(count: 100)
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(source.take() == ["sections", "rows 0", "cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3", "cell 0.4"])
        #expect(table.visibleCells.count == 5)
        #expect(table.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.contentSize.height == 4400)
    }

    @Test func scrollingReusesCellsAndKeepsOnlyTheVisibleOnesAlive() {
        let source = RecordingTableSource(count: 100_000)
        let table = makeTable(source)
        table.layoutIfNeeded()
        let first = Set(table.visibleCells.map(ObjectIdentifier.init))
        table.contentOffset = CGPoint(x: 0, y: 44 * 50_000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (50_000..<50_005).map { IndexPath(row: $0, section: 0) })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.cellForRow(at: IndexPath(row: 50_002, section: 0))?.textLabel?.text == "Row 50002")
        // The new rows got the old rows' cells back.
        #expect(!first.isDisjoint(with: table.visibleCells.map(ObjectIdentifier.init)))
        let alive = table.subviews.filter { $0 is UITableViewCell }.count
        #expect(alive <= table.visibleCells.count + 4)
    }

    @Test func rowGeometryQueries() {
        let source = RecordingTableSource(rows: [["a", "b"], ["c", "d", "e"]])
        source.headerTitles = ["One", "Two"]
        let table = makeTable(source, height: 400)
        table.layoutIfNeeded()
        // Plain headers with titles are 28 points; rows 44.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 72, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 320, height: 44))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 28 + 3 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 150)) == IndexPath(row: 0, section: 1))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 30, width: 10, height: 100)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 1))
        #expect(cell.map { table.indexPath(for: $0) } == IndexPath(row: 2, section: 1))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "One")
    }

    @Test func plainHeadersStickWhileTheirSectionShows() {
        let source = RecordingTableSource(rows: [(0..<10).map { "\($0)" }, ["x"]])
        source.headerTitles = ["One", "Two"]
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 100)
        // Near the section's end the next section's header pushes it up.
        table.contentOffset = CGPoint(x: 0, y: 28 + 440 - 10)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.maxY == 468)
    }

    @Test func scrollToRowPlacesTheRow() {
        let source = RecordingTableSource(count: 100)
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 440)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 724)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4200)
    }

    @Test func programmaticSelectionDoesNotTellTheDelegate() {
        let source = RecordingTableSource(count: 10)
        let table = makeTable(source)
        table.layoutIfNeeded()
        _ = source.take()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.take().isEmpty)
    }

    @Test func aTapHighlightsThenSelectsWithTheDelegateTold() {
        let harness = GestureHarness(size: CGSize(width: 320, height: 200))
        let source = RecordingTableSource(count: 10)
        let table = makeTable(source)
        harness.window.addSubview(table)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        harness.window.layoutIfNeeded()
        _ = source.take()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 44 + 20))
        harness.send(script)
        // Inside a scroll view the touch reaches the row after the content-touch delay.
        harness.advance(by: 0.2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isHighlighted == true)
        script = harness.script()
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        #expect(source.take().filter { !$0.hasPrefix("cell") } == ["highlight 0.1", "unhighlight 0.1", "willSelect 0.1", "didDeselect 0.0", "didSelect 0.1"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesRows() {
        let source = RecordingTableSource(count: 10)
        let table = makeTable(source)
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        table.userTapped(IndexPath(row: 1, section: 0))
        table.userTapped(IndexPath(row: 3, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        table.userTapped(IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(source.take().filter { $0.hasPrefix("did") } == ["didSelect 0.1", "didSelect 0.3", "didDeselect 0.1"])
    }

    @Test func insertingARowAsksOnlyForItsCell() {
        let source = RecordingTableSource(count: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        _ = source.take()
        source.rows[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(source.take("cell") == ["cell 0.0"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "new")
        // The selection moved with its row.
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func batchUpdatesDeleteInsertAndMove() {
        let source = RecordingTableSource(rows: [["a", "b", "c", "d"]])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let c = table.cellForRow(at: IndexPath(row: 2, section: 0))
        var completed = false
        table.performBatchUpdates({
            source.rows[0] = ["c", "a", "x", "d"]
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        }, completion: { completed = $0 })
        #expect(completed)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["c", "a", "x", "d"])
    }

    @Test func anUpdateWhoseCountsDoNotAddUpReloadsWithAWarning() {
        let source = RecordingTableSource(count: 3)
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.rows[0].append(contentsOf: ["p", "q"])
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("invalid update: section 0 has 5 rows after the update but had 3 before, with 1 inserted and 0 deleted") })
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test func registeredSubclassesAreMadeThroughTheirStyleInitializer() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(RegisteredTestCell.self, forCellReuseIdentifier: "custom")
        let cell = table.dequeueReusableCell(withIdentifier: "custom", for: IndexPath(row: 0, section: 0))
        #expect((cell as? RegisteredTestCell)?.madeByStyleInitializer == true)
        #expect(cell.reuseIdentifier == "custom")
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }

    @Test func automaticHeightsComeFromTheCellsConstraints() {
        final class TallSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                    box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                    box.heightAnchor.constraint(equalToConstant: CGFloat(60 + 20 * indexPath.row)),
                ])
                return cell
            }
        }
        let source = TallSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 50
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 180, width: 320, height: 120))
        #expect(table.contentSize.height == 300)
    }

    @Test func standardCellsSizeToAStandardRow() {
        let source = RecordingTableSource(count: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    }
}
