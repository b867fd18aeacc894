import Foundation
@testable import OpenUIKit
import Testing
import TestSupport

/// A data source that deletes, inserts and moves its rows as the user asks, recording the
/// calls, as an app's editable list does.
@MainActor
final class EditableListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var calls: [String] = []
    var movable = true
    var trailing: UISwipeActionsConfiguration?
    var leading: UISwipeActionsConfiguration?
    var insertRow: Int?

    init(count: Int) {
        items = (0..<count).map { "Item \($0)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        indexPath.row == insertRow ? .insert : .delete
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
}

/// Editing a table as UIKit documents it: editing mode's controls, the delete confirmation,
/// `commit editingStyle`, swipe actions (`UIContextualAction`, `UISwipeActionsConfiguration`,
/// the standard "Delete"), full swipes, and moving rows by the grip, driven by touch streams.
@Suite(.serialized)
@MainActor
struct TableEditingTests {
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

    /// A horizontal drag across a row by touch, released at the end.
    func drag(_ harness: GestureHarness, from start: CGPoint, by dx: CGFloat, duration: TimeInterval = 0.3) {
        var script = harness.script()
        script.down(1, at: start)
        script.move(1, to: CGPoint(x: start.x + dx, y: start.y), duration: duration, steps: 15)
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
    }

    @Test func editingModeShowsTheControlsAndIndentsTheContent() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 5)
        source.insertRow = 4
        let table = makeTable(source, in: harness)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.minX == 0)
        table.setEditing(true, animated: false)
        harness.window.layoutIfNeeded()
        #expect(table.isEditing && cell.isEditing)
        #expect(cell.editingStyle == .delete)
        #expect(!cell.editingControl.isHidden && cell.editingControl.style == .delete)
        // The content moves right by the control's 38 points; the grip takes the trailing 44.
        #expect(cell.contentView.frame.minX == CellEditingControl.indentWidth)
        #expect(!cell.reorderControl.isHidden)
        #expect(cell.reorderControl.frame == CGRect(x: Self.width - 44, y: 0, width: 44, height: Self.rowHeight))
        let insertCell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
        #expect(insertCell.editingControl.style == .insert)
        source.movable = false
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        harness.window.layoutIfNeeded()
        #expect(cell.reorderControl.isHidden, "canMoveRowAt false hides the grip")
        table.isEditing = false
        harness.window.layoutIfNeeded()
        #expect(cell.editingControl.isHidden && cell.contentView.frame.minX == 0)
    }

    @Test func aTableViewControllersEditButtonTurnsTheTablesEditingOnAndOff() throws {
        let controller = UITableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(item.title == "Done")
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }

    @Test func theRedControlAsksForConfirmationAndDeleteCommits() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 5)
        let table = makeTable(source, in: harness)
        table.setEditing(true, animated: false)
        harness.window.layoutIfNeeded()
        // A tap on the red control (16 points in, the disc's centre at 27).
        var script = harness.script()
        script.down(1, at: CGPoint(x: 27, y: rowCenter(1).y))
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let actions = try #require(cell.swipeActionsView)
        #expect(actions.buttons.map { $0.action.title } == ["Delete"])
        #expect(actions.buttons.first?.action.style == .destructive)
        #expect(cell.swipeOffset == actions.preferredWidth)
        #expect(actions.frame.maxX == Self.width && actions.frame.width == actions.preferredWidth)
        #expect(source.calls == ["willBeginEditing 1"])
        // A tap on Delete commits the deletion; the data source removes the row.
        let deletePoint = table.convert(CGPoint(x: actions.bounds.midX, y: actions.bounds.midY), from: actions)
        script = harness.script()
        script.down(1, at: deletePoint)
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
        #expect(source.calls.prefix(2) == ["willBeginEditing 1", "commit delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Item 2")
    }

    @Test func swipingLeftUncoversTheStandardDeleteAndATapElsewhereCoversIt() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 5)
        let table = makeTable(source, in: harness)
        drag(harness, from: rowCenter(2), by: -80)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let actions = try #require(cell.swipeActionsView, "a swipe left uncovers Delete when commit is implemented")
        #expect(actions.buttons.map { $0.action.title } == ["Delete"])
        #expect(cell.swipeOffset == actions.preferredWidth, "past half the button's width the row opens")
        #expect(cell.contentView.frame.minX == -actions.preferredWidth)
        #expect(table.contentOffset == .zero, "the table did not scroll")
        #expect(table.indexPathForSelectedRow == nil)
        // A tap on another row covers the actions and selects nothing.
        var script = harness.script()
        script.down(1, at: rowCenter(4))
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
        #expect(cell.swipeOffset == 0)
        #expect(table.editingController.swiped == nil)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.calls == ["willBeginEditing 2", "didEndEditing 2"])
    }

    @Test func scrollingCoversAnUncoveredRow() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 30)
        let table = makeTable(source, in: harness)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        table.editingController.showDeleteConfirmation(for: cell, animated: false)
        harness.window.layoutIfNeeded()
        #expect(cell.swipeOffset > 0)
        table.contentOffset = CGPoint(x: 0, y: 30)
        harness.window.layoutIfNeeded()
        #expect(cell.swipeOffset == 0)
        #expect(table.editingController.swiped == nil)
        #expect(source.calls == ["willBeginEditing 3", "didEndEditing 3"])
    }

    @Test func aShortSwipeSnapsBackAndAVerticalDragScrolls() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 30)
        let table = makeTable(source, in: harness)
        drag(harness, from: rowCenter(1), by: -25, duration: 0.5)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.swipeOffset == 0)
        var script = harness.script()
        script.down(1, at: rowCenter(6))
        script.move(1, to: CGPoint(x: rowCenter(6).x, y: rowCenter(1).y), duration: 0.3, steps: 15)
        script.wait(0.2)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.1)
        #expect(table.contentOffset.y > 100, "a vertical drag scrolls")
        #expect(table.visibleCells.allSatisfy { $0.swipeActionsView == nil })
    }

    @Test func contextualActionsRunTheirHandlersWithTheButtonAndCompletionCloses() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 5)
        var handled: [String] = []
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, completion in
            handled.append("\(action.title ?? "") \(type(of: view)) \(view.bounds.width > 0)")
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let archive = UIContextualAction(style: .destructive, title: "Archive") { _, _, completion in
            handled.append("archive")
            completion(false)
        }
        source.trailing = UISwipeActionsConfiguration(actions: [archive, flag])
        #expect(source.trailing?.performsFirstActionWithFullSwipe == true, "UIKit's default")
        #expect(archive.backgroundColor == .systemRed && UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
        let table = makeTable(source, in: harness)
        drag(harness, from: rowCenter(0), by: -150)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let actions = try #require(cell.swipeActionsView)
        #expect(cell.swipeOffset == actions.preferredWidth, "150 of 320 is short of a full swipe (60 %)")
        // The first action sits at the edge; the second inside it.
        let archiveButton = actions.buttons[0], flagButton = actions.buttons[1]
        #expect(archiveButton.frame.maxX == actions.bounds.maxX)
        #expect(flagButton.frame.maxX == archiveButton.frame.minX)
        #expect(flagButton.backgroundColor == .systemOrange)
        let flagPoint = table.convert(CGPoint(x: flagButton.bounds.midX, y: flagButton.bounds.midY), from: flagButton)
        var script = harness.script()
        script.down(1, at: flagPoint)
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
        #expect(handled == ["Flag SwipeActionButton true"])
        #expect(cell.swipeOffset == 0, "completion closes the row")
    }

    @Test func aFullSwipePerformsTheFirstActionAndLeadingActionsSwipeRight() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 5)
        let table = makeTable(source, in: harness)
        drag(harness, from: CGPoint(x: 300, y: rowCenter(3).y), by: -280)
        #expect(source.calls.contains("commit delete 3"), "a full swipe performs Delete")
        #expect(source.items == ["Item 0", "Item 1", "Item 2", "Item 4"])

        var read: [String] = []
        let unread = UIContextualAction(style: .normal, title: "Unread") { _, _, completion in
            read.append("unread")
            completion(true)
        }
        source.leading = UISwipeActionsConfiguration(actions: [unread])
        source.leading?.performsFirstActionWithFullSwipe = false
        drag(harness, from: CGPoint(x: 20, y: rowCenter(0).y), by: 290)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let actions = try #require(cell.swipeActionsView)
        #expect(!actions.isTrailing)
        #expect(read.isEmpty, "without full swipes the action waits for a tap")
        #expect(cell.swipeOffset == -actions.preferredWidth)
        #expect(actions.frame.minX == 0)
        #expect(cell.contentView.frame.minX == actions.preferredWidth)
    }

    @Test func aDragByTheGripMovesTheRowThroughTheDataSource() throws {
        let harness = GestureHarness(size: CGSize(width: Self.width, height: 400))
        let source = EditableListSource(count: 6)
        let table = makeTable(source, in: harness)
        table.setEditing(true, animated: false)
        harness.window.layoutIfNeeded()
        let grip = CGPoint(x: Self.width - 22, y: rowCenter(1).y)
        var script = harness.script()
        script.down(1, at: grip)
        script.move(1, to: CGPoint(x: grip.x, y: rowCenter(4).y), duration: 0.4, steps: 20)
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        harness.window.layoutIfNeeded()
        #expect(source.calls.contains("move 1 to 4"), "\(source.calls)")
        #expect(source.items == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 1", "Item 5"])
        #expect(table.contentOffset == .zero, "the grip's drag did not scroll")
        #expect((0..<6).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == source.items)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.frame.minY == 4 * Self.rowHeight)
    }
}

/// A table controller overriding the editing methods as UIKit projects write them.
final class SwipeShapeController: UITableViewController {
    var items = ["A", "B", "C"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        archive.image = UIImage(systemName: "archivebox")
        let configuration = UISwipeActionsConfiguration(actions: [archive])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                            toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        IndexPath(row: 0, section: 0)
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@Suite(.serialized)
@MainActor
struct TableEditingControllerShapeTests {
    @Test func aControllersOverridesGiveTheSwipeActionsAndTheMoveTarget() throws {
        let controller = SwipeShapeController(style: .plain)
        let harness = GestureHarness(size: CGSize(width: 320, height: 400))
        harness.window.rootViewController = controller
        harness.window.makeKeyAndVisible()
        let table = try #require(controller.tableView)
        table.contentInsetAdjustmentBehavior = .never
        table.rowHeight = 44
        harness.window.layoutIfNeeded()
        let configuration = try #require(table.swipeConfiguration(forRowAt: IndexPath(row: 1, section: 0), trailing: true))
        #expect(configuration.actions.map { $0.title } == ["Archive"])
        #expect(!configuration.performsFirstActionWithFullSwipe)
        controller.setEditing(true, animated: false)
        harness.window.layoutIfNeeded()
        // The delegate redirects every drop to the top.
        var script = harness.script()
        script.down(1, at: CGPoint(x: 320 - 22, y: 44 * 2.5))
        script.move(1, to: CGPoint(x: 320 - 22, y: 44 * 1.5), duration: 0.3, steps: 10)
        script.up(1)
        harness.send(script)
        harness.advance(by: 0.5)
        #expect(controller.items == ["C", "A", "B"])
    }
}
