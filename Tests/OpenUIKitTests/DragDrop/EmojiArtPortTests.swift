import Foundation
import Testing
import TestSupport
import UniformTypeIdentifiers
@testable import OpenUIKit

/// The kind of app drag and drop is for, written as a UIKit app writes it (CS193p's
/// EmojiArt, 2017): a canvas that takes a dropped image as its background, and emoji
/// dragged onto it from a palette collection view. Everything under "The app" is plain
/// UIKit; the tests drive it with touches.
@Suite(.serialized)
@MainActor
struct EmojiArtPortTests {
    // MARK: The app

    final class EmojiArtView: UIView, UIDropInteractionDelegate {
        var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            addInteraction(UIDropInteraction(delegate: self))
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func draw(_ rect: CGRect) {
            backgroundImage?.draw(in: bounds)
        }

        /// Adds `emoji` as a label centered at `point`.
        func addLabel(with emoji: String, centeredAt point: CGPoint) {
            let label = UILabel()
            label.backgroundColor = .clear
            label.text = emoji
            label.font = .systemFont(ofSize: 48)
            label.sizeToFit()
            label.center = point
            addSubview(label)
        }

        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: UIImage.self) || session.canLoadObjects(ofClass: String.self)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            let point = session.location(in: self)
            if session.canLoadObjects(ofClass: UIImage.self) {
                session.loadObjects(ofClass: UIImage.self) { images in
                    self.backgroundImage = images.first as? UIImage
                }
            } else {
                session.loadObjects(ofClass: String.self) { strings in
                    for emoji in strings { self.addLabel(with: emoji, centeredAt: point) }
                }
            }
        }
    }

    final class EmojiCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 40)
            label.textAlignment = .center
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            label.frame = contentView.bounds
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class EmojiArtViewController: UIViewController, UICollectionViewDataSource, UIDragInteractionDelegate {
        let emojis = "😀🎃🌲🍎🐶🚗".map { String($0) }
        let emojiArtView = EmojiArtView()
        lazy var emojiCollectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 64, height: 64)
            return UICollectionView(frame: .zero, collectionViewLayout: layout)
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGray
            emojiCollectionView.dataSource = self
            emojiCollectionView.backgroundColor = .white
            emojiCollectionView.register(EmojiCell.self, forCellWithReuseIdentifier: "EmojiCell")
            emojiCollectionView.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(emojiCollectionView)
            view.addSubview(emojiArtView)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            emojiCollectionView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 80)
            emojiArtView.frame = CGRect(x: 0, y: 90, width: view.bounds.width, height: view.bounds.height - 90)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            emojis.count
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmojiCell", for: indexPath)
            (cell as? EmojiCell)?.label.text = emojis[indexPath.item]
            return cell
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            guard let indexPath = emojiCollectionView.indexPathForItem(at: session.location(in: emojiCollectionView)) else { return [] }
            let emoji = emojis[indexPath.item]
            let item = UIDragItem(itemProvider: NSItemProvider(object: emoji as NSString))
            item.localObject = emoji
            return [item]
        }

        func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                             session: any UIDragSession) -> UITargetedDragPreview? {
            guard let indexPath = emojiCollectionView.indexPathForItem(at: session.location(in: emojiCollectionView)),
                  let cell = emojiCollectionView.cellForItem(at: indexPath) else { return nil }
            return UITargetedDragPreview(view: cell)
        }
    }

    // MARK: The tests

    let harness = GestureHarness(size: CGSize(width: 400, height: 500))
    let frames: HeadlessFrameClock
    let controller = EmojiArtViewController()

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        harness.window.rootViewController = controller
        harness.window.makeKeyAndVisible()
        harness.window.renderIfNeeded()
    }

    /// Lets the item providers' main-queue completions run.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func anEmojiDraggedFromThePaletteLandsWhereItIsDropped() async throws {
        let art = controller.emojiArtView
        let cell = try #require(controller.emojiCollectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let start = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        var script = harness.script()
        script.down(1, at: start)
        harness.send(script)
        frames.advance(by: 0.8)
        script = harness.script()
        script.move(1, to: CGPoint(x: 200, y: 300), duration: 0.4, steps: 12)
        script.up(1)
        harness.send(script)
        frames.advance(by: 0.5)
        await settle()
        let labels = art.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["🍎"])
        let dropped = try #require(labels.first)
        // The drop point in the canvas: window (200, 300) is (200, 210) below the palette.
        #expect(abs(dropped.center.x - 200) < 0.5 && abs(dropped.center.y - 210) < 0.5, "\(dropped.center)")
        #expect(controller.emojiCollectionView.contentOffset == .zero, "the lift kept the palette from scrolling")
    }

    @Test func anImageDroppedFromAnotherProgramBecomesTheBackground() async throws {
        let image = try #require(UIImage(data: NSItemProviderTests.pngData()))
        let provider = NSItemProvider(object: image)
        // What X11's XDND hands the window for a drag from a file manager.
        let drop = ExternalDrop(window: harness.window, items: [UIDragItem(itemProvider: provider)])
        #expect(drop.move(to: CGPoint(x: 200, y: 40)) == nil, "the palette takes no drops")
        #expect(drop.move(to: CGPoint(x: 200, y: 300)) == .copy)
        #expect(drop.session.localDragSession == nil)
        var finished: UIDropOperation?
        drop.drop(replacingItems: nil) { finished = $0 }
        await settle()
        #expect(finished == .copy)
        #expect(controller.emojiArtView.backgroundImage?.size == CGSize(width: 4, height: 3))
    }
}
