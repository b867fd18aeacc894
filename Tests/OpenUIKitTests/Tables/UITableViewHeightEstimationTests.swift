import Foundation
import Testing
@testable import OpenUIKit

/// When a table asks for its rows' heights. As on iOS 11 and later, heights are estimated
/// by default (`estimatedRowHeight` is `automaticDimension`): a reload asks nothing per row
/// and each row's real height is asked for when it is first shown. "Setting the value to 0
/// disables estimated heights, which causes the table view to request the actual height for
/// each cell" (UIKit's `estimatedRowHeight` documentation).
@MainActor
@Suite struct UITableViewHeightEstimationTests {
    /// A data source and delegate that count the height questions.
    final class CountingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        let count: Int
        let height: CGFloat
        var heightsAsked: [Int] = []

        init(count: Int, height: CGFloat) {
            self.count = count
            self.height = height
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heightsAsked.append(indexPath.row)
            return height
        }
    }

    /// The same, also answering estimates.
    final class EstimatingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        var estimatesAsked = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimatesAsked += 1
            return 70
        }
    }

    /// A delegate with no height methods at all.
    final class PlainDelegate: NSObject, UITableViewDelegate {}

    private func makeTable(_ source: UITableViewDataSource, delegate: UITableViewDelegate?) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = delegate
        return table
    }

    @Test func aDelegatesHeightsAreAskedOnlyForTheRowsShown() {
        let source = CountingSource(count: 100_000, height: 100)
        let table = makeTable(source, delegate: source)
        table.layoutIfNeeded()
        // At 44 pt estimates, rows 0 to 9 cover the 400 pt window: those are asked (row 0 once
        // more, to learn that the delegate implements the method), then four 100 pt rows fill it.
        #expect(Set(source.heightsAsked) == Set(0..<10))
        #expect(source.heightsAsked.count == 11)
        #expect(table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 300, width: 320, height: 100))
        // The rows not yet shown keep the estimate: 44 pt, a standard row.
        #expect(table.contentSize.height == CGFloat(10 * 100 + 99_990 * 44))
        #expect(table.rectForRow(at: IndexPath(row: 10, section: 0)).height == 44)
    }

    @Test func scrollingReplacesEachEstimateOnce() {
        let source = CountingSource(count: 1_000, height: 100)
        let table = makeTable(source, delegate: source)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        let asked = source.heightsAsked.dropFirst()   // the probe
        #expect(asked.count == Set(asked).count)
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)).height == 100)
    }

    @Test func estimatesOffAskEveryRowAtReload() {
        let source = CountingSource(count: 500, height: 30)
        let table = makeTable(source, delegate: source)
        table.estimatedRowHeight = 0
        table.layoutIfNeeded()
        #expect(Set(source.heightsAsked) == Set(0..<500))
        #expect(table.contentSize.height == CGFloat(500 * 30))
    }

    @Test func aFixedRowHeightWithoutTheDelegateMethodIsExactEverywhere() {
        let source = CountingSource(count: 100_000, height: 0)
        let table = makeTable(source, delegate: PlainDelegate())
        table.rowHeight = 60
        table.layoutIfNeeded()
        #expect(source.heightsAsked.isEmpty)
        #expect(table.contentSize.height == CGFloat(100_000 * 60))
        #expect(table.rectForRow(at: IndexPath(row: 99_999, section: 0)).minY == CGFloat(99_999 * 60))
    }

    @Test func anAutomaticEstimateFollowsAFixedRowHeight() {
        let source = CountingSource(count: 100, height: 90)
        let table = makeTable(source, delegate: source)
        table.rowHeight = 60
        table.layoutIfNeeded()
        // Estimated at the table's own 60 pt row height, rows 0 to 6 cover the 400 pt window
        // and are asked (90 pt each); the other 93 keep the estimate.
        #expect(table.contentSize.height == CGFloat(7 * 90 + 93 * 60))
    }

    @Test func theDelegatesEstimatesAreAskedForEveryRow() {
        let source = EstimatingSource()
        let table = makeTable(source, delegate: source)
        table.layoutIfNeeded()
        #expect(source.estimatesAsked >= 1_000)
        // At the 70 pt estimates rows 0 to 5 cover the 400 pt window and are asked (80 pt
        // each); 994 rows keep the estimate.
        #expect(table.contentSize.height == CGFloat(6 * 80 + 994 * 70))
    }
}
