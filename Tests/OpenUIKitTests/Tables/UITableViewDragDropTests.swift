import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A table as a drag source and drop destination (iOS 11's `UITableViewDragDelegate` and
/// `UITableViewDropDelegate`): a reorderable list as apps write it, and the rows' gap.
///
/// The reorder is the pattern of Apple's "Adopting drag and drop in a table view" sample
/// and of the apps that copy it: `dropSessionDidUpdate` proposes `.move` with
/// `.insertAtDestinationIndexPath` for the table's own drag, and `performDropWith` moves the
/// model, moves the row and places the item with `coordinator.drop(_:toRowAt:)`.
/// `dragInteractionEnabled` is true by default on an iPad, false on an iPhone (UIKit's
/// documentation of the property); OpenUIKit is an iPad.
@Suite(.serialized)
@MainActor
struct UITableViewDragDropTests {
    /// A list of letters that reorders by drag and drop and takes text dropped from
    /// elsewhere, logging its delegates' calls.
    final class ReorderableList: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
        var letters = ["A", "B", "C", "D", "E", "F", "G", "H"]
        var log: [String] = []
        var sourceOfDrop: IndexPath?
        var destinationOfDrop: IndexPath?
        /// The intent and precision proposed for a drag from elsewhere.
        var intent = UITableViewDropIntent.insertAtDestinationIndexPath
        var precise = false
        /// The destination of each update.
        var updateDestinations: [IndexPath?] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { letters.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = letters[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            log.append("itemsForBeginning \(indexPath.row)")
            let item = UIDragItem(itemProvider: NSItemProvider(object: letters[indexPath.row] as NSString))
            item.localObject = letters[indexPath.row]
            return [item]
        }

        func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
            log.append("dragPreviewParameters \(indexPath.row)")
            return nil
        }

        func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
            log.append("dragSessionWillBegin active=\(tableView.hasActiveDrag)")
        }

        func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
            log.append("dragSessionDidEnd")
        }

        func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
            log.append("canHandle")
            return session.canLoadObjects(ofClass: NSString.self)
        }

        func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
            log.append("dropSessionDidEnter")
        }

        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            log.append("dropSessionDidUpdate")
            updateDestinations.append(destinationIndexPath)
            if tableView.hasActiveDrag { return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath) }
            let proposal = UITableViewDropProposal(operation: .copy, intent: intent)
            proposal.isPrecise = precise
            return proposal
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            log.append("performDrop")
            guard let item = coordinator.items.first else { return }
            sourceOfDrop = item.sourceIndexPath
            destinationOfDrop = coordinator.destinationIndexPath
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: letters.count, section: 0)
            if let source = item.sourceIndexPath, let letter = item.dragItem.localObject as? String {
                letters.remove(at: source.row)
                letters.insert(letter, at: destination.row)
                tableView.moveRow(at: source, to: destination)
                coordinator.drop(item.dragItem, toRowAt: destination)
            } else {
                coordinator.session.loadObjects(ofClass: String.self) { strings in
                    self.letters.insert(contentsOf: strings, at: destination.row)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
            }
        }

        func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
            log.append("dropSessionDidExit")
        }

        func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
            log.append("dropSessionDidEnd")
        }
    }

    let harness = GestureHarness(size: CGSize(width: 600, height: 500))
    let frames: HeadlessFrameClock
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: .plain)
    let list = ReorderableList()

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        table.rowHeight = 44
        table.dataSource = list
        table.dragDelegate = list
        table.dropDelegate = list
        harness.window.addSubview(table)
        harness.window.renderIfNeeded()
    }

    /// The centre of row `row`, in the window (the table is at its origin, unscrolled).
    func center(ofRow row: Int) -> CGPoint { CGPoint(x: 160, y: CGFloat(row) * 44 + 22) }

    func cellTop(_ letter: String) -> CGFloat? {
        table.visibleCells.first { $0.textLabel?.text == letter && $0.alpha > 0 }?.frame.minY
    }

    @Test func dragInteractionIsEnabledByDefaultAsOnAnIPadAndTurnsOff() {
        #expect(table.dragInteractionEnabled)
        #expect(table.interactions.contains { $0 is UIDragInteraction })
        #expect(table.interactions.contains { $0 is UIDropInteraction })
        table.dragInteractionEnabled = false
        #expect(!table.interactions.contains { $0 is UIDragInteraction })
        #expect(table.interactions.contains { $0 is UIDropInteraction }, "drops do not depend on it")
        table.dragDelegate = nil
        table.dragInteractionEnabled = true
        #expect(!table.interactions.contains { $0 is UIDragInteraction }, "no drag delegate, no drag")
        #expect(UITableViewDropProposal(operation: .copy).intent == .unspecified)
        #expect(UITableViewDropIntent.automatic.rawValue == 3)
    }

    /// UIKit declares the delegates and `dragInteractionEnabled` as `open` properties of
    /// the class: a subclass can override them, as an iPhone-style table that never lifts.
    @Test func aSubclassOverridesDragInteractionEnabled() {
        final class NeverLifting: UITableView {
            override var dragInteractionEnabled: Bool {
                get { false }
                set { super.dragInteractionEnabled = newValue }
            }
        }
        let phone = NeverLifting(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        phone.dragDelegate = list
        phone.dropDelegate = list
        #expect(phone.dragDelegate === list && phone.dropDelegate === list)
        #expect(!phone.interactions.contains { $0 is UIDragInteraction })
        #expect(phone.interactions.contains { $0 is UIDropInteraction })
    }

    /// Starts a drag of the text "Z" from a view beside the table and carries it to `point`.
    func dragTextFromOutside(to point: CGPoint) -> AnyObject {
        let source = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 100))
        final class TextSource: NSObject, UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
                [UIDragItem(itemProvider: NSItemProvider(object: "Z" as NSString))]
            }
        }
        let delegate = TextSource()
        source.addInteraction(UIDragInteraction(delegate: delegate))
        harness.window.addSubview(source)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 450, y: 150))
        harness.send(script)
        frames.advance(by: 0.9)
        script = harness.script()
        script.move(1, to: point, duration: 0.3, steps: 6)
        harness.send(script)
        frames.advance(by: 0.5)
        return delegate
    }

    /// UIKit's `.insertIntoDestinationIndexPath`: the row the items would go into is
    /// highlighted, and no gap opens.
    @Test func aDropIntoARowHighlightsItWithoutAGap() throws {
        list.intent = .insertIntoDestinationIndexPath
        let source = dragTextFromOutside(to: center(ofRow: 2))
        let row2 = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(row2.isHighlighted)
        #expect(cellTop("C") == 88 && cellTop("D") == 132, "no gap")
        #expect(table.visibleCells.filter(\.isHighlighted).count == 1)
        var script = harness.script()
        script.move(1, to: center(ofRow: 3), duration: 0.1, steps: 2)
        harness.send(script)
        #expect(!row2.isHighlighted && table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == true)
        script = harness.script()
        script.move(1, to: CGPoint(x: 500, y: 400), duration: 0.1, steps: 2)
        harness.send(script)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted }, "leaving takes the highlight off")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        _ = source
    }

    /// UIKit's `isPrecise`: the drop location is offset from the touch, so the row a
    /// precise drop goes to is the one above the fingertip, not under it.
    @Test func aPreciseProposalFindsTheRowAboveTheFinger() {
        list.precise = true
        // 10 points into row 2: the precise location is 24 points higher, in row 1.
        let source = dragTextFromOutside(to: CGPoint(x: 160, y: 2 * 44 + 10))
        #expect(list.updateDestinations.last == IndexPath(row: 1, section: 0), "\(list.updateDestinations)")
        #expect(cellTop("A") == 0 && cellTop("B") == 88, "the gap opens at row 1")
        list.precise = false
        var script = harness.script()
        script.move(1, to: CGPoint(x: 160, y: 2 * 44 + 12), duration: 0.1, steps: 2)
        harness.send(script)
        // The first update after the proposal stops being precise still used it.
        script = harness.script()
        script.move(1, to: CGPoint(x: 160, y: 2 * 44 + 10), duration: 0.1, steps: 2)
        harness.send(script)
        #expect(list.updateDestinations.last == IndexPath(row: 2, section: 0))
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        _ = source
    }

    @Test func aRowReorderedByDragAndDropOpensAGapUnderTheDragAndMovesTheModel() throws {
        var script = harness.script()
        script.down(1, at: center(ofRow: 1))
        harness.send(script)
        frames.advance(by: 0.9)
        #expect(table.hasActiveDrag)
        #expect(list.log == ["itemsForBeginning 1", "dragPreviewParameters 1"])
        script = harness.script()
        script.move(1, to: center(ofRow: 4), duration: 0.3, steps: 6)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(table.hasActiveDrop)
        // B's place closed: C, D and E moved up a row, and the gap is at row 4, above F.
        #expect(cellTop("C") == 44 && cellTop("D") == 88 && cellTop("E") == 132)
        #expect(cellTop("F") == 220)
        #expect(cellTop("B") == nil, "the lifted row is hidden while its place is closed")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(list.letters == ["A", "C", "D", "E", "B", "F", "G", "H"])
        #expect(list.sourceOfDrop == IndexPath(row: 1, section: 0))
        #expect(list.destinationOfDrop == IndexPath(row: 4, section: 0))
        var collapsed: [String] = []
        for entry in list.log where entry != collapsed.last { collapsed.append(entry) }
        #expect(collapsed == [
            "itemsForBeginning 1", "dragPreviewParameters 1", "dragSessionWillBegin active=true", "canHandle",
            "dropSessionDidEnter", "dropSessionDidUpdate", "performDrop", "dragSessionDidEnd", "dropSessionDidEnd",
        ])
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(harness.window.activeDrag == nil)
        #expect(cellTop("B") == 176, "the moved row shows at its new place once the preview has landed")
        #expect(cellTop("F") == 220)
    }

    @Test func textDroppedFromOutsideOpensAGapAndIsInserted() async throws {
        let source = dragTextFromOutside(to: center(ofRow: 2))
        #expect(!table.hasActiveDrag && table.hasActiveDrop)
        #expect(cellTop("B") == 44 && cellTop("C") == 132 && cellTop("D") == 176, "rows from 2 on stand a row lower")
        var script = harness.script()
        script.up(1)
        harness.send(script)
        // The text loads on the main queue.
        for _ in 0..<20 where list.letters.count == 8 { try await Task.sleep(for: .milliseconds(10)) }
        frames.advance(by: 0.6)
        #expect(list.sourceOfDrop == nil && list.destinationOfDrop == IndexPath(row: 2, section: 0))
        #expect(list.letters == ["A", "B", "Z", "C", "D", "E", "F", "G", "H"])
        table.layoutIfNeeded()
        #expect(cellTop("C") == 132 && cellTop("Z") == 88)
        _ = source
    }
}
