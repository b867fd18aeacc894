import Foundation
@testable import OpenUIKit
import Testing
import TestSupport

/// Two fingers moving sideways on a touchpad over a row with swipe actions uncover them, as
/// on iPadOS: the row follows the scroll and settles open or closed when the fingers lift
/// (the scroll sequence's end); vertical touchpad scrolls still scroll the table, and a
/// sideways scroll over a row without actions on that side does not move the row.
@Suite(.serialized)
@MainActor
struct TableTouchpadSwipeTests {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 320

    func makeTable(_ source: EditableListSource, in harness: GestureHarness) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: Self.width, height: 400), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = Self.rowHeight
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = source
        table.delegate = source
        harness.window.addSubview(table)
        harness.window.layoutIfNeeded()
        return table
    }

    func rowCenter(_ row: Int) -> CGPoint {
        CGPoint(x: Self.width / 2, y: Self.rowHeight * (CGFloat(row) + 0.5))
    }

    /// A touchpad scroll of `steps` events of `delta` each (X11's smooth-scroll units), the
    /// pointer held at `location`, then the quiet time that ends the sequence.
    func touchpadScroll(_ harness: GestureHarness, at location: CGPoint, delta: CGVector, steps: Int) {
        let start = harness.clock.now
        var events: [InputEvent] = []
        for index in 0..<steps {
            events.append(.scroll(ScrollInput(delta: delta, location: location, modifiers: [], timestamp: start + Double(index) * 0.01,
                                              deviceID: 11, scrollType: .continuous)))
        }
        harness.send(events)
        harness.advance(by: 0.6)
        harness.window.layoutIfNeeded()
    }

    func makeSource() -> EditableListSource {
        let source = EditableListSource(count: 12)
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in done(true) }
        source.trailing = UISwipeActionsConfiguration(actions: [archive])
        source.trailing?.performsFirstActionWithFullSwipe = false
        return source
    }

    @Test func aSidewaysTouchpadScrollUncoversTheRowsTrailingActions() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = makeSource()
        let table = makeTable(source, in: harness)
        // Fingers moving left: the content follows them, uncovering the trailing side.
        touchpadScroll(harness, at: rowCenter(2), delta: CGVector(dx: 0.5, dy: 0), steps: 14)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let actions = try #require(cell.swipeActionsView)
        #expect(cell.swipeOffset == actions.preferredWidth, "settled open when the fingers lifted")
        #expect(table.contentOffset == .zero, "the table did not scroll")
        // Scrolling back the other way closes it.
        touchpadScroll(harness, at: rowCenter(2), delta: CGVector(dx: -0.5, dy: 0), steps: 14)
        #expect(cell.swipeOffset == 0)
    }

    @Test func aShortSidewaysScrollSettlesClosed() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = makeSource()
        let table = makeTable(source, in: harness)
        // 1.5 points in all, slowly: short of half the button.
        let start = harness.clock.now
        harness.send([0, 1, 2].map { index in
            .scroll(ScrollInput(delta: CGVector(dx: 0.0333, dy: 0), location: rowCenter(3), modifiers: [],
                                timestamp: start + Double(index) * 0.05, deviceID: 11, scrollType: .continuous))
        })
        harness.advance(by: 0.6)
        harness.window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.swipeOffset == 0)
    }

    @Test func verticalTouchpadScrollsStillScrollTheTable() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = makeSource()
        let table = makeTable(source, in: harness)
        touchpadScroll(harness, at: rowCenter(2), delta: CGVector(dx: 0.05, dy: 0.5), steps: 10)
        #expect(table.contentOffset.y > 0)
        let cells = table.visibleCells
        #expect(cells.allSatisfy { $0.swipeOffset == 0 && $0.swipeActionsView == nil })
    }

    @Test func aRowWithoutActionsOnThatSideDoesNotMove() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = makeSource()
        let table = makeTable(source, in: harness)
        // Fingers moving right would uncover leading actions, and there are none.
        touchpadScroll(harness, at: rowCenter(1), delta: CGVector(dx: -0.5, dy: 0), steps: 10)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.swipeOffset == 0 && cell.swipeActionsView == nil)
    }

    @Test func aMouseWheelTiltDoesNotSwipe() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = makeSource()
        let table = makeTable(source, in: harness)
        let start = harness.clock.now
        harness.send((0..<6).map { index in
            .scroll(ScrollInput(delta: CGVector(dx: 1, dy: 0), location: rowCenter(2), modifiers: [],
                                timestamp: start + Double(index) * 0.02, deviceID: 11, scrollType: .discrete))
        })
        harness.advance(by: 0.6)
        harness.window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.swipeOffset == 0)
    }
}
