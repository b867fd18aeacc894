import Foundation
@testable import OpenUIKit
import Testing

/// A collection view controller whose prototype cell triggers a segue, recording the calls
/// around a selection.
final class PaletteController: UICollectionViewController {
    let colours = ["red", "green", "blue"]
    var events: [String] = []
    var allowsSegue = true

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colours.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0)?.item }
        events.append("should \(identifier) item=\(item.map(String.init) ?? "-")")
        return allowsSegue
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0)?.item }
        events.append("prepare \(segue.identifier ?? "") \(type(of: segue.destination)) item=\(item.map(String.init) ?? "-")")
    }
}

/// The destination of the swatch segue.
final class SwatchDetailController: UIViewController {}

/// A segue from a prototype `<collectionViewCell>`'s `<connections>` runs when the user
/// selects its item, with the cell as sender, between the selection and `didSelectItemAt`,
/// as a table cell's does (see `TableStoryboardTests`).
@Suite(.serialized)
@MainActor
struct CollectionCellSegueTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let scenes = IBFixtures.storyboard(initial: "nav", """
        <scene sceneID="s0"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                </navigationBar>
                <connections>
                    <segue destination="cvc" kind="relationship" relationship="rootViewController" id="root"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s1"><objects>
            <collectionViewController id="cvc" customClass="PaletteController" customModule="App" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                        <size key="itemSize" width="100" height="100"/>
                        <size key="headerReferenceSize" width="0.0" height="0.0"/>
                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                        <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Swatch" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </view>
                            <connections>
                                <segue destination="detail" kind="show" identifier="ShowSwatch" id="sg"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                    <connections>
                        <outlet property="dataSource" destination="cvc" id="ds"/>
                        <outlet property="delegate" destination="cvc" id="dl"/>
                    </connections>
                </collectionView>
            </collectionViewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="detail" customClass="SwatchDetailController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="dv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    @Test func selectingAPrototypeItemPerformsItsSegueWithTheCellAsSender() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("collection-segue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.scenes.write(to: directory.appendingPathComponent("Palette.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Palette", bundle: Bundle(path: directory.path))
        let before = Diagnostics.warningCount()
        let navigation = try #require(board.instantiateInitialViewController() as? UINavigationController)
        let palette = try #require(navigation.topViewController as? PaletteController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(palette.collectionView)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) != nil)

        collectionView.selectByTap(IndexPath(item: 1, section: 0))
        #expect(palette.events == ["should ShowSwatch item=1", "prepare ShowSwatch SwatchDetailController item=1", "didSelect 1"])
        #expect(navigation.topViewController is SwatchDetailController, "a show segue pushes in a navigation controller")

        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        palette.events = []
        palette.allowsSegue = false
        collectionView.selectByTap(IndexPath(item: 2, section: 0))
        #expect(palette.events == ["should ShowSwatch item=2", "didSelect 2"], "a false shouldPerformSegue cancels only the segue")
        #expect(navigation.topViewController === palette)
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(3))")
    }
}
