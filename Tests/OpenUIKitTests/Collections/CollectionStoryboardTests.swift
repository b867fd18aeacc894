import Foundation
@testable import OpenUIKit
import Testing

/// A prototype cell class with an outlet, as `openuikit-port` writes its keys.
final class EmojiPrototypeCell: UICollectionViewCell {
    weak var emojiLabel: UILabel!
}

extension EmojiPrototypeCell: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: EmojiPrototypeCell.self, outlets: [.outlet("emojiLabel", \.emojiLabel)])
    }
}

/// A collection view controller as a storyboard scene's custom class.
final class EmojiGridController: UICollectionViewController {
    let emojis = ["🍎", "🍌", "🍒", "🥝", "🍇"]

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        emojis.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EmojiCell", for: indexPath)
        (cell as? EmojiPrototypeCell)?.emojiLabel.text = emojis[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// `<collectionViewController>` scenes with `<collectionView>`, `<collectionViewFlowLayout>`
/// and prototype `<collectionViewCell>`s, in the XML Xcode writes (see STORYBOARDS.md's
/// collection view rows: a flow layout with `<size key="itemSize">` and `<inset
/// key="sectionInset">`, cells with `<view key="contentView">`).
@Suite(.serialized)
@MainActor
struct CollectionStoryboardTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let scene = IBFixtures.storyboard(initial: "cvc", """
        <scene sceneID="s1"><objects>
            <collectionViewController id="cvc" customClass="EmojiGridController" customModule="App" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="400"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="4" minimumInteritemSpacing="6" scrollDirection="horizontal" id="fl">
                        <size key="itemSize" width="60" height="70"/>
                        <size key="headerReferenceSize" width="20" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="8" minY="5" maxX="9" maxY="3"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="EmojiCell" id="cell" customClass="EmojiPrototypeCell" customModule="App">
                            <rect key="frame" x="0.0" y="0.0" width="60" height="70"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="60" height="70"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="?" textAlignment="center" id="lbl">
                                        <rect key="frame" x="0.0" y="0.0" width="60" height="70"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="40"/>
                                    </label>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="emojiLabel" destination="lbl" id="o1"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr">
                        <rect key="frame" x="0.0" y="0.0" width="20" height="400"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </collectionReusableView>
                    <connections>
                        <outlet property="dataSource" destination="cvc" id="ds"/>
                        <outlet property="delegate" destination="cvc" id="dl"/>
                    </connections>
                </collectionView>
            </collectionViewController>
        </objects></scene>
        """)

    @Test func aCollectionViewControllerSceneLoadsItsLayoutAndPrototypes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("collection-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.scene.write(to: directory.appendingPathComponent("Grid.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Grid", bundle: Bundle(path: directory.path))
        let before = Diagnostics.warningCount()
        let controller = try #require(board.instantiateInitialViewController() as? EmojiGridController)
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.delegate === controller)
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == CGSize(width: 60, height: 70))
        #expect(layout.minimumLineSpacing == 4)
        #expect(layout.minimumInteritemSpacing == 6)
        #expect(layout.headerReferenceSize == CGSize(width: 20, height: 0))
        #expect(layout.sectionInset == UIEdgeInsets(top: 5, left: 8, bottom: 3, right: 9))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.layoutIfNeeded()
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(3))")
        // Horizontal: the header is 20 wide; the column starts 8 later at x 28 (the left
        // inset) and 5 down; the 392 points between the insets hold five 70-point cells with 6
        // between (374), one column, the last: not justified.
        let cells = (0..<5).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? EmojiPrototypeCell }
        try #require(cells.count == 5)
        #expect(cells[0].frame == CGRect(x: 28, y: 5, width: 60, height: 70))
        #expect(cells.map { $0.emojiLabel.text } == controller.emojis)
        #expect(cells[0].reuseIdentifier == "EmojiCell")
        #expect(cells[0].emojiLabel.superview === cells[0].contentView)
        #expect(cells[0] !== cells[1] && cells[0].emojiLabel !== cells[1].emojiLabel, "each dequeue makes the prototype anew")
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.reuseIdentifier == "Header")
    }
}
