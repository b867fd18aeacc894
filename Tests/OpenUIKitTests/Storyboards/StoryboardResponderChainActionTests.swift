import Foundation
import Testing
@testable import OpenUIKit

/// A palette controller as the lectures' EmojiArt has it: its "+" button lives in a
/// prototype cell and sends `addEmoji` to the scene's controller, and a toolbar button sends
/// `shout:` to the First Responder.
final class ResponderChainPaletteController: UIViewController, UICollectionViewDataSource {
    weak var palette: UICollectionView!
    var added = 0
    var shoutSenders: [UIButton] = []

    func addEmoji() { added += 1 }
    func shout(_ sender: UIButton) { shoutSenders.append(sender) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "AddEmojiButtonCell", for: indexPath)
    }
}

extension ResponderChainPaletteController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: ResponderChainPaletteController.self,
                             outlets: [.outlet("palette", \.palette)],
                             actions: ["addEmoji": Selector(ResponderChainPaletteController.addEmoji),
                                       "shout:": Selector(ResponderChainPaletteController.shout(_:))])
    }
}

/// A view that can be first responder and catches one action, off the sender's chain.
final class ActionCatchingField: UIView {
    var caught: [Any?] = []
    override var canBecomeFirstResponder: Bool { true }
    func catchIt(_ sender: Any?) { caught.append(sender) }
}

/// Storyboard actions UIKit's compiled nibs send to nil, up the responder chain: one from a
/// prototype cell's button to the scene's controller (outside the cell's nib), and one to the
/// First Responder placeholder. And nil-targeted actions start at the first responder.
@Suite(.serialized)
@MainActor
struct StoryboardResponderChainActionTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let storyboardText = IBFixtures.storyboard(initial: "vc", """
        <scene sceneID="s1"><objects>
            <viewController id="vc" customClass="ResponderChainPaletteController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                            <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="10" minimumInteritemSpacing="10" id="fl">
                                <size key="itemSize" width="80" height="80"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="AddEmojiButtonCell" id="addCell">
                                    <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                                        <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="plus">
                                                <rect key="frame" x="0.0" y="0.0" width="80" height="80"/>
                                                <state key="normal" title="+"/>
                                                <connections>
                                                    <action selector="addEmoji" destination="vc" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                </collectionViewCell>
                            </cells>
                            <connections>
                                <outlet property="dataSource" destination="vc" id="ds"/>
                            </connections>
                        </collectionView>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="shoutButton">
                            <rect key="frame" x="20" y="200" width="100" height="44"/>
                            <state key="normal" title="Shout"/>
                            <connections>
                                <action selector="shout:" destination="fr" eventType="touchUpInside" id="a2"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="palette" destination="cv" id="o1"/>
                </connections>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
        </objects></scene>
        """)

    func loadPalette() throws -> (ResponderChainPaletteController, UIWindow) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("responder-chain-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.storyboardText.write(to: directory.appendingPathComponent("Palette.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Palette", bundle: Bundle(path: directory.path))
        let controller = try #require(board.instantiateInitialViewController() as? ResponderChainPaletteController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (controller, window)
    }

    @Test func aPrototypeCellsButtonReachesTheScenesController() throws {
        let before = Diagnostics.warningCount()
        let (controller, window) = try loadPalette()
        _ = window
        let cell = try #require(controller.palette.cellForItem(at: IndexPath(item: 0, section: 0)))
        let plus = try #require(cell.contentView.subviews.first as? UIButton)
        #expect(Diagnostics.warningCount() == before, "\(Diagnostics.recentWarnings().suffix(2))")
        plus.sendActions(for: .touchUpInside)
        #expect(controller.added == 1)
    }

    @Test func anActionToTheFirstResponderGoesUpTheChain() throws {
        let (controller, window) = try loadPalette()
        _ = window
        let shout = try #require(controller.view.subviews.compactMap { $0 as? UIButton }.first)
        shout.sendActions(for: .touchUpInside)
        #expect(controller.shoutSenders.count == 1)
        #expect(controller.shoutSenders.first === shout)
    }

    @Test func aNilTargetedActionStartsAtTheFirstResponder() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = ActionCatchingField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let button = UIButton(type: .system)
        window.addSubview(field)
        window.addSubview(button)
        button.addTarget(nil, action: Selector(ActionCatchingField.catchIt(_:)), for: .touchUpInside)
        // Not first responder yet: the chain from the button never meets the field.
        button.sendActions(for: .touchUpInside)
        #expect(field.caught.isEmpty)
        #expect(field.becomeFirstResponder())
        button.sendActions(for: .touchUpInside)
        #expect(field.caught.count == 1)
        #expect(field.caught.first as? UIButton === button)
        #expect(field.resignFirstResponder())
    }
}
