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

    // MARK: Tables

    final class Rows: NSObject, UITableViewDataSource, UITableViewDropDelegate {
        var names = ["Ann", "Bob", "Cy"]
        var contexts: [any UITableViewDropPlaceholderContext] = []
        var askedForRows: [Int] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

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
        let placeholderCell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(placeholderCell.textLabel?.text == "Loading…")
        #expect(placeholderCell.frame.height == 30)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 74)
        #expect(table.hasUncommittedUpdates)
        #expect(context.commitInsertion(dataSourceUpdates: { rows.names.insert("Dee", at: $0.row) }))
        #expect(!table.hasUncommittedUpdates)
        frames.advance(by: 0.5)
        #expect(rows.names == ["Ann", "Dee", "Bob", "Cy"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Dee")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 44)
        #expect(!context.deletePlaceholder())
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
