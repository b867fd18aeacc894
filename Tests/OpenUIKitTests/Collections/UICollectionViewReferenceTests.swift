import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// An emoji-art style palette: a collection view controller written as a UIKit app writes
/// one, emoji labels in cells, in sections with headers, one item selected, drawn at 2×.
///
/// Tolerance 6 (of 255): glyph edges may round differently across FreeType and Cairo builds,
/// as in the label references; a cell out of place changes pixels by far more.
@MainActor
@Suite struct UICollectionViewReferenceTests {
    static let tolerance = 6

    final class EmojiCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 34)
            label.textAlignment = .center
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
            contentView.backgroundColor = UIColor(white: 0.95, alpha: 1)
            contentView.layer.cornerRadius = 10
            let selection = UIView()
            selection.backgroundColor = .systemBlue
            selection.layer.cornerRadius = 12
            selectedBackgroundView = selection
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            // The content sits 3 points inside the cell so the selection shows as a ring.
            contentView.frame = bounds.insetBy(dx: 3, dy: 3)
            label.frame = contentView.bounds
        }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 17)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(label)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.inset(by: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))
        }
    }

    final class PaletteController: UICollectionViewController {
        let palettes: [(title: String, emojis: [String])] = [
            ("Faces", ["😀", "😎", "🥳", "😴", "🤔", "😇", "🤠"]),
            ("Food", ["🍎", "🍕", "🍩", "🥑", "🍉"]),
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .white
            collectionView.register(EmojiCell.self, forCellWithReuseIdentifier: "EmojiCell")
            collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "Header")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { palettes.count }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            palettes[section].emojis.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmojiCell", for: indexPath)
            (cell as? EmojiCell)?.label.text = palettes[indexPath.section].emojis[indexPath.item]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            (header as? HeaderView)?.label.text = palettes[indexPath.section].title
            return header
        }
    }

    @Test func anEmojiPaletteInAFlowLayout() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 4, left: 12, bottom: 12, right: 12)
        layout.headerReferenceSize = CGSize(width: 0, height: 32)
        let controller = PaletteController(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 240))
        window.screenScale = 2
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.contentInsetAdjustmentBehavior = .never
        window.renderIfNeeded()
        controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        window.renderIfNeeded()
        // 276 points between the insets hold four 60-point cells (264 with three gaps of 8):
        // full lines are justified, gaps of 12; the last lines start at the left inset.
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 84, y: 36))
        ReferenceImage.assertMatches(window.backBuffer!, named: "collection-emoji-palette@2x", tolerance: Self.tolerance)

        // Scrolled down by 100 points (the content is 352 high): the faces' first line has left and the food's cells show.
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        window.renderIfNeeded()
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 1)) != nil)
        ReferenceImage.assertMatches(window.backBuffer!, named: "collection-emoji-palette-scrolled@2x", tolerance: Self.tolerance)
    }
}
