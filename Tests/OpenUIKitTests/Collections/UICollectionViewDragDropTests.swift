import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A collection view as a drag source and drop destination (iOS 11's
/// `UICollectionViewDragDelegate` and `UICollectionViewDropDelegate`), as CS193p's EmojiArt
/// (2017, lecture 14) writes its emoji palette: the palette's own drag is a move that
/// reorders it (`performBatchUpdates` with a delete and an insert, then
/// `coordinator.drop(_:toItemAt:)`), and text from elsewhere is a copy inserted there.
@Suite(.serialized)
@MainActor
struct UICollectionViewDragDropTests {
    final class Palette: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        var emojis = "😀🎃🌲🍎🐶🚗".map { String($0) }
        var log: [String] = []

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { emojis.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Emoji", for: indexPath)
            cell.backgroundColor = .systemYellow
            cell.accessibilityLabel = emojis[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                            at indexPath: IndexPath) -> [UIDragItem] {
            log.append("itemsForBeginning \(indexPath.item)")
            session.localContext = collectionView
            let item = UIDragItem(itemProvider: NSItemProvider(object: emojis[indexPath.item] as NSString))
            item.localObject = emojis[indexPath.item]
            return [item]
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
            log.append("dragSessionWillBegin")
        }

        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
            log.append("dragSessionDidEnd")
        }

        func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: NSString.self)
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            let isSelf = (session.localDragSession?.localContext as? UICollectionView) == collectionView
            return UICollectionViewDropProposal(operation: isSelf ? .move : .copy, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
            log.append("performDrop")
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
            for item in coordinator.items {
                if let source = item.sourceIndexPath, let emoji = item.dragItem.localObject as? String {
                    collectionView.performBatchUpdates({
                        self.emojis.remove(at: source.item)
                        self.emojis.insert(emoji, at: destination.item)
                        collectionView.deleteItems(at: [source])
                        collectionView.insertItems(at: [destination])
                    })
                    coordinator.drop(item.dragItem, toItemAt: destination)
                }
            }
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
            log.append("dropSessionDidEnd")
        }
    }

    let harness = GestureHarness(size: CGSize(width: 480, height: 200))
    let frames: HeadlessFrameClock
    let palette = Palette()
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
        collection.dataSource = palette
        collection.dragDelegate = palette
        collection.dropDelegate = palette
        harness.window.addSubview(collection)
        harness.window.renderIfNeeded()
    }

    func cellX(_ emoji: String) -> CGFloat? {
        collection.visibleCells.first { $0.accessibilityLabel == emoji && $0.alpha > 0 }?.frame.minX
    }

    @Test func thePaletteReordersByDragAndDropMakingRoomUnderTheDrag() {
        #expect(collection.dragInteractionEnabled)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 32, y: 32))
        harness.send(script)
        frames.advance(by: 0.9)
        #expect(collection.hasActiveDrag)
        script = harness.script()
        script.move(1, to: CGPoint(x: 3 * 64 + 32, y: 32), duration: 0.3, steps: 6)
        harness.send(script)
        frames.advance(by: 0.5)
        #expect(collection.hasActiveDrop)
        // 😀's place closed: 🎃, 🌲 and 🍎 moved one place left; 🐶 stays.
        #expect(cellX("🎃") == 0 && cellX("🌲") == 64 && cellX("🍎") == 128 && cellX("🐶") == 256)
        #expect(cellX("😀") == nil, "the lifted item is hidden while its place is closed")
        script = harness.script()
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(palette.emojis == "🎃🌲🍎😀🐶🚗".map { String($0) })
        #expect(palette.log == ["itemsForBeginning 0", "dragSessionWillBegin", "performDrop", "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(!collection.hasActiveDrag && !collection.hasActiveDrop)
        #expect(cellX("😀") == 192 && cellX("🎃") == 0)
    }

    @Test func dropProposalsKeepTheirIntent() {
        #expect(UICollectionViewDropProposal(operation: .copy).intent == .unspecified)
        #expect(UICollectionViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath).intent.rawValue == 2)
        collection.dragInteractionEnabled = false
        #expect(!collection.interactions.contains { $0 is UIDragInteraction })
        #expect(collection.interactions.contains { $0 is UIDropInteraction })
    }
}
