import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Drop placeholders (iOS 11's `UICollectionViewDropPlaceholder` and
/// `UITableViewDropPlaceholder`), as CS193p's EmojiArt (2017, lecture 14) drops text from
/// elsewhere into its palette: `coordinator.drop(_:to:)` inserts a placeholder cell at once,
/// the item provider loads the text, and the context commits it in the placeholder's place
/// (or deletes the placeholder when nothing loads). UIKit's documentation: the data source
/// is not updated for the placeholder; `commitInsertion(dataSourceUpdates:)` hands the index
/// path to insert at and answers whether the placeholder was still there.
@Suite(.serialized)
@MainActor
struct DropPlaceholderTests {
    /// A drag source beside the list: a square that offers one string.
    final class Source: NSObject, UIDragInteractionDelegate {
        var text = "🦊"
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
        }
    }

    /// The palette's data source and drop delegate; it keeps each placeholder's context so the
    /// test decides when the content arrives, unless `commitsWhenLoaded` (the lecture's way).
    final class Palette: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate {
        var emojis = ["😀", "🎃", "🌲"]
        var contexts: [any UICollectionViewDropPlaceholderContext] = []
        var askedForItems: [Int] = []
        var placeholderUpdates = 0
        var commitsWhenLoaded = false

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { emojis.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            askedForItems.append(indexPath.item)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Emoji", for: indexPath)
            cell.accessibilityLabel = emojis.indices.contains(indexPath.item) ? emojis[indexPath.item] : "out of range"
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: NSString.self)
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
            for item in coordinator.items {
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Placeholder")
                placeholder.cellUpdateHandler = { [weak self] cell in
                    self?.placeholderUpdates += 1
                    cell.accessibilityLabel = "placeholder"
                }
                let context = coordinator.drop(item.dragItem, to: placeholder)
                contexts.append(context)
                guard commitsWhenLoaded else { continue }
                item.dragItem.itemProvider.loadObject(ofClass: NSString.self) { provider, _ in
                    let text = (provider as? NSString).map { String($0) }
                    DispatchQueue.main.async {
                        if let text {
                            context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
                                self.emojis.insert(text, at: insertionIndexPath.item)
                            })
                        } else {
                            context.deletePlaceholder()
                        }
                    }
                }
            }
        }
    }

    let harness = GestureHarness(size: CGSize(width: 480, height: 300))
    let frames: HeadlessFrameClock
    let palette = Palette()
    let source = Source()
    let collection: UICollectionView

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 64, height: 64)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        layout.sectionInset = .zero
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 480, height: 64), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Emoji")
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Placeholder")
        collection.dataSource = palette
        collection.dropDelegate = palette
        harness.window.addSubview(collection)
        let square = UIView(frame: CGRect(x: 200, y: 200, width: 60, height: 60))
        square.backgroundColor = .systemOrange
        square.addInteraction(UIDragInteraction(delegate: source))
        harness.window.addSubview(square)
        harness.window.renderIfNeeded()
    }

    /// Drags the square's string onto the palette at `x` (window points) and drops it.
    func dropOnPalette(at x: CGFloat) {
        drop(at: CGPoint(x: x, y: 32))
    }

    /// Lifts the square's string with a long press, carries it to `point` (window points)
    /// and drops it there.
    func drop(at point: CGPoint) {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 230, y: 230))
        harness.send(script)
        frames.advance(by: 0.8)
        script = harness.script()
        script.move(1, to: point, duration: 0.4, steps: 10)
        harness.send(script)
        frames.advance(by: 0.3)
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
    }

    func labels() -> [String] {
        collection.visibleCells.sorted { $0.frame.minX < $1.frame.minX }.compactMap(\.accessibilityLabel)
    }

    @Test func aPlaceholderStandsInUntilItsContentIsCommitted() throws {
        dropOnPalette(at: 64 + 20)
        #expect(palette.contexts.count == 1)
        // The placeholder is an item the data source does not count.
        #expect(palette.emojis.count == 3)
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(labels() == ["😀", "placeholder", "🎃", "🌲"])
        #expect(palette.placeholderUpdates >= 1)
        #expect(palette.askedForItems.allSatisfy { $0 < 3 }, "the data source was asked only for its own items: \(palette.askedForItems)")
        let context = try #require(palette.contexts.first)
        #expect(context.dragItem.itemProvider.canLoadObject(ofClass: NSString.self))
        let updates = palette.placeholderUpdates
        context.setNeedsCellUpdate()
        #expect(palette.placeholderUpdates == updates + 1)

        var handedPath: IndexPath?
        #expect(context.commitInsertion(dataSourceUpdates: { path in
            handedPath = path
            self.palette.emojis.insert("🦊", at: path.item)
        }))
        frames.advance(by: 0.5)
        #expect(handedPath == IndexPath(item: 1, section: 0))
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(labels() == ["😀", "🦊", "🎃", "🌲"])
        // Gone now: a second commit or a delete finds nothing.
        #expect(!context.commitInsertion(dataSourceUpdates: { _ in Issue.record("run for a placeholder that is gone") }))
        #expect(!context.deletePlaceholder())
    }

    @Test func aDeletedPlaceholderLeavesTheItemsAsTheyWere() throws {
        #expect(!collection.hasUncommittedUpdates)
        dropOnPalette(at: 2 * 64 + 20)
        let context = try #require(palette.contexts.first)
        #expect(labels() == ["😀", "🎃", "placeholder", "🌲"])
        #expect(collection.hasUncommittedUpdates, "a placeholder waits")
        #expect(context.deletePlaceholder())
        frames.advance(by: 0.5)
        #expect(!collection.hasUncommittedUpdates)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(labels() == ["😀", "🎃", "🌲"])
        #expect(!context.deletePlaceholder())
    }

    @Test func theLecturesDropLoadsTheTextAndCommitsIt() async {
        palette.commitsWhenLoaded = true
        dropOnPalette(at: 20)
        for _ in 0..<50 where palette.emojis.count == 3 {
            await Task.yield()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        frames.advance(by: 0.5)
        #expect(palette.emojis == ["🦊", "😀", "🎃", "🌲"])
        #expect(labels() == ["🦊", "😀", "🎃", "🌲"])
    }

    @Test func aPlaceholderPastTheEndGoesAtTheEnd() throws {
        let coordinator = ListDropCoordinator<any UICollectionViewDropItem, UICollectionViewDropProposal>(
            items: [], destinationIndexPath: nil, proposal: UICollectionViewDropProposal(operation: .copy),
            session: DropSessionStandIn(), placeholderHost: collection)
        let item = UIDragItem(itemProvider: NSItemProvider(object: "🦊" as NSString))
        let context = coordinator.drop(item, to: UICollectionViewDropPlaceholder(insertionIndexPath: IndexPath(item: 9, section: 0),
                                                                                  reuseIdentifier: "Placeholder"))
        frames.advance(by: 0.5)
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(context.commitInsertion(dataSourceUpdates: { self.palette.emojis.insert("🦊", at: $0.item) }))
        #expect(palette.emojis == ["😀", "🎃", "🌲", "🦊"])
    }

    @Test func theAppsBatchUpdatesAreNumberedByItsDataSourceWhileAPlaceholderWaits() throws {
        dropOnPalette(at: 64 + 20)
        let context = try #require(palette.contexts.first)
        // The layout's attributes are asked for by the data source's index paths too: 🎃 is
        // shown third, behind the placeholder.
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 128)
        // The app adds an item at its data source's start, numbered as its data source is.
        collection.performBatchUpdates {
            palette.emojis.insert("🍎", at: 0)
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        frames.advance(by: 0.5)
        #expect(collection.numberOfItems(inSection: 0) == 5)
        #expect(labels() == ["🍎", "😀", "placeholder", "🎃", "🌲"])
        #expect(palette.askedForItems.allSatisfy { $0 < 4 }, "\(palette.askedForItems)")
        // …and deletes 🌲, its last.
        palette.emojis.removeLast()
        collection.deleteItems(at: [IndexPath(item: 3, section: 0)])
        frames.advance(by: 0.5)
        #expect(labels() == ["🍎", "😀", "placeholder", "🎃"])
        // The content goes in where the placeholder is now.
        #expect(context.commitInsertion(dataSourceUpdates: { palette.emojis.insert("🦊", at: $0.item) }))
        frames.advance(by: 0.5)
        #expect(palette.emojis == ["🍎", "😀", "🦊", "🎃"])
        #expect(labels() == ["🍎", "😀", "🦊", "🎃"])
    }

    @Test func aSecondDropIsNumberedByTheDataSourceWhileTheFirstPlaceholderWaits() throws {
        dropOnPalette(at: 64 + 20)
        // Shown: 😀, the placeholder, 🎃, 🌲. A drop onto 🌲, shown fourth, is a drop at the
        // data source's third item; the new placeholder goes before 🌲.
        dropOnPalette(at: 3 * 64 + 20)
        #expect(palette.contexts.count == 2)
        #expect(labels() == ["😀", "placeholder", "🎃", "placeholder", "🌲"])
        let second = try #require(palette.contexts.last)
        // Committing the second hands the data source its own index path: 2, not 3.
        #expect(second.commitInsertion(dataSourceUpdates: { palette.emojis.insert("🦊", at: $0.item) }))
        frames.advance(by: 0.5)
        #expect(palette.emojis == ["😀", "🎃", "🦊", "🌲"])
        #expect(labels() == ["😀", "placeholder", "🎃", "🦊", "🌲"])
    }

    @Test func reloadingTheDataDiscardsThePlaceholders() throws {
        dropOnPalette(at: 64 + 20)
        let context = try #require(palette.contexts.first)
        #expect(collection.hasUncommittedUpdates)
        // UIKit: reloading discards the visible items, placeholders included, and makes the
        // items again from the data source.
        collection.reloadData()
        harness.window.renderIfNeeded()
        #expect(!collection.hasUncommittedUpdates)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        #expect(labels() == ["😀", "🎃", "🌲"])
        #expect(!context.commitInsertion(dataSourceUpdates: { palette.emojis.insert("🦊", at: $0.item) }))
        #expect(palette.emojis == ["😀", "🎃", "🌲"])
    }

    // MARK: Tables

    final class Rows: NSObject, UITableViewDataSource, UITableViewDropDelegate {
        var names = ["Ann", "Bob", "Cy"]
        var contexts: [any UITableViewDropPlaceholderContext] = []
        var askedForRows: [Int] = []
        var askedToEdit: [IndexPath] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            askedToEdit.append(indexPath)
            return true
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            askedForRows.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
            cell.textLabel?.text = names.indices.contains(indexPath.row) ? names[indexPath.row] : "out of range"
            return cell
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
            for item in coordinator.items {
                let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Loading", rowHeight: 30)
                placeholder.cellUpdateHandler = { $0.textLabel?.text = "Loading…" }
                contexts.append(coordinator.drop(item.dragItem, to: placeholder))
            }
        }

        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }
    }

    @Test func aTablesPlaceholderRowHasItsOwnHeightUntilCommitted() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 480, height: 180), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        table.dataSource = rows
        table.dropDelegate = rows
        collection.removeFromSuperview()
        harness.window.addSubview(table)
        harness.window.renderIfNeeded()
        // Onto the second row's upper half: inserted before Bob.
        drop(at: CGPoint(x: 100, y: 44 + 10))
        let context = try #require(rows.contexts.first)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(rows.names.count == 3)
        #expect(rows.askedForRows.allSatisfy { $0 < 3 }, "\(rows.askedForRows)")
        // The placeholder's cell is reached in presentation index paths; outside, row 1 is
        // the data source's second row, Bob, below it.
        var shown: UITableViewCell?
        table.performUsingPresentationValues { shown = table.cellForRow(at: IndexPath(row: 1, section: 0)) }
        let placeholderCell = try #require(shown)
        #expect(placeholderCell.textLabel?.text == "Loading…")
        #expect(placeholderCell.frame.height == 30)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 74)
        #expect(table.hasUncommittedUpdates)
        #expect(context.commitInsertion(dataSourceUpdates: { rows.names.insert("Dee", at: $0.row) }))
        #expect(!table.hasUncommittedUpdates)
        frames.advance(by: 0.5)
        #expect(rows.names == ["Ann", "Dee", "Bob", "Cy"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Dee")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 44)
        #expect(!context.deletePlaceholder())
    }

    @Test func aTablesRowsDeletedBeforeAPlaceholderMoveItUp() throws {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 480, height: 180), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        table.dataSource = rows
        table.dropDelegate = rows
        collection.removeFromSuperview()
        harness.window.addSubview(table)
        harness.window.renderIfNeeded()
        drop(at: CGPoint(x: 100, y: 44 + 10))
        let context = try #require(rows.contexts.first)
        // Shown: Ann, the placeholder, Bob, Cy. The app deletes Ann, its row 0.
        rows.names.removeFirst()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        frames.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.performUsingPresentationValues {
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Loading…")
        }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Bob")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        #expect(context.commitInsertion(dataSourceUpdates: { rows.names.insert("Dee", at: $0.row) }))
        frames.advance(by: 0.5)
        #expect(rows.names == ["Dee", "Bob", "Cy"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Dee")
    }

    // MARK: Data source index paths while placeholders wait (UIDataSourceTranslating)

    /// Records what the collection's delegate hears.
    final class PaletteDelegate: NSObject, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        var highlighted: [IndexPath] = []
        var displayed: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            highlighted.append(indexPath)
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    func tap(at point: CGPoint) {
        var script = harness.script()
        script.tap(1, at: point)
        harness.send(script)
        frames.advance(by: 0.1)
    }

    /// UIKit: while placeholders wait, the collection's index-path API and its delegate speak
    /// in the data source's index paths (a placeholder has none); inside
    /// `performUsingPresentationValues(_:)` the API speaks in the presentation's.
    @Test func aCollectionSpeaksInDataSourceIndexPathsWhilePlaceholdersWait() throws {
        let delegate = PaletteDelegate()
        collection.delegate = delegate
        dropOnPalette(at: 64 + 20)
        #expect(labels() == ["😀", "placeholder", "🎃", "🌲"])
        #expect(collection.hasUncommittedUpdates)
        let second = IndexPath(item: 1, section: 0)
        #expect(collection.cellForItem(at: second)?.accessibilityLabel == "🎃")
        var shown: UICollectionViewCell?
        collection.performUsingPresentationValues { shown = collection.cellForItem(at: second) }
        let placeholderCell = try #require(shown)
        #expect(placeholderCell.accessibilityLabel == "placeholder")
        #expect(collection.indexPath(for: placeholderCell) == nil, "a placeholder is not in the data source")
        collection.performUsingPresentationValues { #expect(collection.indexPath(for: placeholderCell) == second) }
        let pumpkin = try #require(collection.cellForItem(at: second))
        #expect(collection.indexPath(for: pumpkin) == second)
        collection.performUsingPresentationValues { #expect(collection.indexPath(for: pumpkin) == IndexPath(item: 2, section: 0)) }
        #expect(collection.indexPathsForVisibleItems.sorted() == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(collection.presentationIndexPath(forDataSourceIndexPath: second) == IndexPath(item: 2, section: 0))
        #expect(collection.dataSourceIndexPath(forPresentationIndexPath: second) == nil)
        #expect(collection.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 3, section: 0)) == IndexPath(item: 2, section: 0))
        #expect(collection.presentationSectionIndex(forDataSourceSectionIndex: 0) == 0)

        // A tap on the pumpkin (shown third) selects the data source's second item.
        tap(at: CGPoint(x: 2 * 64 + 32, y: 32))
        #expect(delegate.selected == [second])
        #expect(delegate.highlighted == [second])
        #expect(collection.indexPathsForSelectedItems == [second])
        collection.performUsingPresentationValues { #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)]) }
        // The placeholder neither highlights nor selects.
        tap(at: CGPoint(x: 64 + 32, y: 32))
        #expect(delegate.selected == [second])
        #expect(delegate.highlighted == [second])
        #expect(delegate.displayed.allSatisfy { $0.item < 3 }, "the delegate heard of the data source's items only: \(delegate.displayed)")
        // Selected from code in the data source's index paths: the fir, shown fourth.
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        collection.performUsingPresentationValues {
            #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        }
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityLabel == "🌲")

        // Committed, the two kinds of index path are one again.
        let context = try #require(palette.contexts.first)
        #expect(context.commitInsertion(dataSourceUpdates: { self.palette.emojis.insert("🦊", at: $0.item) }))
        frames.advance(by: 0.5)
        #expect(!collection.hasUncommittedUpdates)
        #expect(collection.cellForItem(at: second)?.accessibilityLabel == "🦊")
        #expect(collection.dataSourceIndexPath(forPresentationIndexPath: second) == second)
    }

    /// A table's rows the same way: its delegate's selection and display messages and its
    /// data source's editing questions come in the data source's index paths.
    final class RowsDelegate: NSObject, UITableViewDelegate {
        var selected: [IndexPath] = []
        var highlighted: [IndexPath] = []
        var displayed: [IndexPath] = []
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            highlighted.append(indexPath)
            return true
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            displayed.append(indexPath)
        }
    }

    @Test func aTableSpeaksInDataSourceIndexPathsWhilePlaceholdersWait() throws {
        let rows = Rows()
        let delegate = RowsDelegate()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 480, height: 180), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Name")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Loading")
        table.dataSource = rows
        table.dropDelegate = rows
        table.delegate = delegate
        collection.removeFromSuperview()
        harness.window.addSubview(table)
        harness.window.renderIfNeeded()
        drop(at: CGPoint(x: 100, y: 44 + 10))
        #expect(table.numberOfRows(inSection: 0) == 4)
        let second = IndexPath(row: 1, section: 0)
        #expect(table.cellForRow(at: second)?.textLabel?.text == "Bob")
        table.performUsingPresentationValues { #expect(table.cellForRow(at: second)?.textLabel?.text == "Loading…") }
        #expect(table.indexPathsForVisibleRows == [0, 1, 2].map { IndexPath(row: $0, section: 0) })
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 + 10)) == nil, "the placeholder row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 44 + 30 + 10)) == second, "Bob, below the placeholder")
        #expect(table.rectForRow(at: second).minY == 74)
        delegate.displayed.removeAll()
        delegate.highlighted.removeAll()

        // A tap on Cy (shown fourth, at y 118…162) selects the data source's third row.
        tap(at: CGPoint(x: 100, y: 130))
        #expect(delegate.selected == [IndexPath(row: 2, section: 0)])
        #expect(delegate.highlighted == [IndexPath(row: 2, section: 0)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        table.performUsingPresentationValues { #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0)) }
        tap(at: CGPoint(x: 100, y: 44 + 15))
        #expect(delegate.selected.count == 1, "the placeholder row is not selected")
        table.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)

        // Editing asks the data source about its own rows only.
        table.isEditing = true
        harness.window.renderIfNeeded()
        #expect(!rows.askedToEdit.isEmpty)
        #expect(rows.askedToEdit.allSatisfy { $0.row < 3 }, "asked about \(rows.askedToEdit)")
        #expect(delegate.displayed.allSatisfy { $0.row < 3 }, "displayed \(delegate.displayed)")
    }
}

/// A drop session for coordinators made directly in a test: no items, a location at zero.
@MainActor
final class DropSessionStandIn: NSObject, UIDropSession {
    var items: [UIDragItem] { [] }
    var localDragSession: (any UIDragSession)? { nil }
    var progress: Progress { Progress(totalUnitCount: 0) }
    var allowsMoveOperation: Bool { false }
    var isRestrictedToDraggingApplication: Bool { false }
    func location(in view: UIView) -> CGPoint { .zero }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { false }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }
}
