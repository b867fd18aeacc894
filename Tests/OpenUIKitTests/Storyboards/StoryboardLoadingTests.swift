import Foundation
import Testing
@testable import OpenUIKit

/// A view that loads its own xib as File's Owner, the common idiom for reusable views.
class CardBackView: UIView {
    weak var contentView: UIView!
    weak var backImageView: UIImageView!
}

extension CardBackView: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: CardBackView.self,
            outlets: [
                .outlet("contentView", \.contentView),
                .outlet("backImageView", \.backImageView),
            ])
    }
}

/// A controller whose view comes from a xib named after it.
class NibOwnedViewController: UIViewController {
    weak var titleLabel: UILabel!
    var buttons: [UIButton]!
    var pressed = 0

    func press(_ sender: UIButton) { pressed += 1 }
}

extension NibOwnedViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: NibOwnedViewController.self,
            outlets: [.outlet("titleLabel", \.titleLabel), .outletCollection("buttons", \.buttons)],
            actions: ["press:": Selector(NibOwnedViewController.press(_:))])
    }
}

/// UIStoryboard, UINib and the loader's handling of bad documents: each problem is one
/// message naming the file and the object, and loading goes on.
@Suite(.serialized)
@MainActor
struct StoryboardLoadingTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    /// A directory holding `files` (name → contents), as a bundle.
    func bundle(_ files: [String: String]) throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try #require(Bundle(path: directory.path))
    }

    func warnings(during body: () throws -> Void) rethrows -> [String] {
        let before = Diagnostics.warningCount()
        try body()
        return Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
    }

    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    @Test func theSwiftRuntimeFindsATestClassByItsQualifiedName() {
        // corelibs Foundation's NSClassFromString hands dotted names to `_typeByName`.
        #expect(NSClassFromString("OpenUIKitTests.PlayingCardView") == PlayingCardView.self)
        #expect(NibObjectKind.lookUp("PlayingCardView", module: "PlayingCard", usesTargetModule: true) == PlayingCardView.self)
        #expect(NibObjectKind.lookUp("UIButton", module: nil, usesTargetModule: false) == UIButton.self)
        #expect(NibObjectKind.lookUp("NoSuchClassAnywhere", module: "PlayingCard", usesTargetModule: true) == nil)
        #expect(NibObjectKind.isSubclass(PlayingCardView.self, of: UIView.self))
        #expect(!NibObjectKind.isSubclass(PlayingCardView.self, of: UIViewController.self))
    }

    /// A class looked up by name is remembered for the modules searched: changing the extra
    /// modules forgets what was found (or not) without them.
    @Test func changingTheExtraModulesForgetsTheClassesFound() {
        let saved = NibObjectKind.extraModuleNames
        defer { NibObjectKind.extraModuleNames = saved }
        NibObjectKind.extraModuleNames = []
        #expect(NibObjectKind.lookUp("PlayingCardView", module: nil, usesTargetModule: true) == nil)
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        #expect(NibObjectKind.lookUp("PlayingCardView", module: nil, usesTargetModule: true) == PlayingCardView.self)
        NibObjectKind.extraModuleNames = []
        #expect(NibObjectKind.lookUp("PlayingCardView", module: nil, usesTargetModule: true) == nil)
    }

    @Test func aXibLoadsWithItsFilesOwner() throws {
        let owner = CardBackView(frame: .zero)
        var objects: [Any]?
        let messages = warnings {
            objects = Bundle(path: IBFixtures.directory.path)?.loadNibNamed("CardBack", owner: owner, options: nil)
        }
        let top = try #require(objects)
        #expect(top.count == 1)
        let content = try #require(top.first as? UIView)
        #expect(owner.contentView === content)
        #expect(owner.backImageView === content.subviews.first)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 250, height: 400))
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(owner.backImageView.layer.cornerRadius == 16, "the layer.cornerRadius runtime attribute")
        #expect(owner.backImageView.clipsToBounds && owner.backImageView.contentMode == .scaleAspectFill)
        #expect(content.constraints.count == 4)
        // UIImageView has no contentsRect or pipOrigin: UIKit would raise "not key value
        // coding-compliant"; here each is one message naming the file and the object.
        #expect(messages.contains { $0.contains("CardBack.xib") && $0.contains("contentsRect") && $0.contains("Xb1-iv-A01") })
        #expect(messages.contains { $0.contains("pipOrigin") })
    }

    @Test func aControllerLoadsItsViewFromTheNibNamedAfterIt() throws {
        let xib = Self.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="NibOwnedViewController" customModule="App" customModuleProvider="target">
                <connections>
                    <outlet property="view" destination="v1" id="o1"/>
                    <outlet property="titleLabel" destination="l1" id="o2"/>
                    <outletCollection property="buttons" destination="b1" collectionClass="NSMutableArray" id="o3"/>
                    <outletCollection property="buttons" destination="b2" collectionClass="NSMutableArray" id="o4"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="v1">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <subviews>
                    <label opaque="NO" text="Hello" textAlignment="center" numberOfLines="2" id="l1">
                        <rect key="frame" x="10" y="10" width="280" height="40"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <color key="textColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                        <rect key="frame" x="10" y="100" width="100" height="40"/>
                        <state key="normal" title="Press"/>
                        <state key="disabled" title="Wait"/>
                        <connections>
                            <action selector="press:" destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" id="b2">
                        <rect key="frame" x="120" y="100" width="100" height="40"/>
                    </button>
                </subviews>
            </view>
            """)
        // UIKit's rule: "NibOwnedView" (the class name without "Controller") is looked for first.
        let controller = NibOwnedViewController(nibName: nil, bundle: try bundle(["NibOwnedView.xib": xib]))
        #expect(controller.titleLabel == nil, "outlets to views are nil until the view loads")
        let view = try #require(controller.view)
        #expect(view.frame.size == CGSize(width: 300, height: 200))
        let label = try #require(controller.titleLabel)
        #expect(label.text == "Hello" && label.textAlignment == .center && label.numberOfLines == 2)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        let button = try #require(view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.buttonType == .system)
        #expect(controller.buttons?.count == 2 && controller.buttons?.first === button, "the outlet collection, in document order")
        #expect(button.title(for: .normal) == "Press" && button.title(for: .disabled) == "Wait")
        button.sendActions(for: .touchUpInside)
        #expect(controller.pressed == 1, "the action goes to the File's Owner")
    }

    @Test func unknownClassesMissingItemsAndBadValuesAreReportedAndSkipped() throws {
        let storyboard = IBFixtures.storyboard(initial: "vc", """
            <scene sceneID="s1"><objects>
                <viewController id="vc" customClass="NoSuchController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="bad" customClass="PlayingCardView" customModule="App">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <color key="backgroundColor" red="nan" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                            <mapView opaque="NO" contentMode="scaleToFill" id="sl">
                                <rect key="frame" x="0.0" y="20" width="100" height="30"/>
                            </mapView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bad" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="c1"/>
                        </constraints>
                    </view>
                    <connections>
                        <outlet property="noSuchOutlet" destination="bad" id="o1"/>
                    </connections>
                </viewController>
            </objects></scene>
            """)
        let board = UIStoryboard(name: "Bad", bundle: try bundle(["Bad.storyboard": storyboard]))
        var controller: UIViewController?
        let messages = warnings {
            controller = board.instantiateInitialViewController()
            _ = controller?.view
        }
        let made = try #require(controller)
        #expect(type(of: made) == UIViewController.self)
        #expect(messages.contains { $0.contains("Unknown class NoSuchController in Interface Builder file") && $0.contains("Bad.storyboard") && $0.contains("vc") })
        let card = try #require(made.view.subviews.first as? PlayingCardView)
        #expect(card.backgroundColor == nil)
        #expect(messages.contains { $0.contains("Bad.storyboard") && $0.contains("nan") })
        #expect(messages.contains { $0.contains("<mapView> has no OpenUIKit class yet") && $0.contains("sl") })
        #expect(made.view.subviews.count == 2, "the text field loads as a plain view")
        #expect(messages.contains { $0.contains("c1") && $0.contains("nowhere") })
        #expect(messages.contains { $0.contains("not key value coding-compliant for the key \"noSuchOutlet\"") })
    }

    @Test func aWrongTypedOutletAndAnUndeclaredActionAreReported() throws {
        let storyboard = IBFixtures.storyboard(initial: "vc", """
            <scene sceneID="s1"><objects>
                <viewController id="vc" customClass="ViewController" customModule="App" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="b1">
                                <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                <connections>
                                    <action selector="noSuchAction:" destination="vc" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="playingCardView" destination="b1" id="o1"/>
                    </connections>
                </viewController>
            </objects></scene>
            """)
        let board = UIStoryboard(name: "Typed", bundle: try bundle(["Typed.storyboard": storyboard]))
        var controller: ViewController?
        let messages = warnings {
            controller = board.instantiateInitialViewController() as? ViewController
            _ = controller?.view
        }
        #expect(controller?.playingCardView == nil)
        #expect(messages.contains { $0.contains("playingCardView") && $0.contains("UIButton") && $0.contains("Typed.storyboard") })
        #expect(messages.contains { $0.contains("noSuchAction:") })
    }

    @Test func missingFilesAndIdentifiersAreReportedNotRaised() throws {
        var initial: UIViewController?
        var byIdentifier: UIViewController?
        let messages = warnings {
            let board = UIStoryboard(name: "NoSuchStoryboard", bundle: Bundle(path: IBFixtures.directory.path))
            initial = board.instantiateInitialViewController()
            byIdentifier = UIStoryboard(name: "PlayingCard", bundle: Bundle(path: IBFixtures.directory.path))
                .instantiateViewController(withIdentifier: "nobody")
        }
        #expect(initial == nil)
        #expect(byIdentifier != nil && type(of: byIdentifier!) == UIViewController.self)
        #expect(messages.contains { $0.contains("Could not find a storyboard named 'NoSuchStoryboard'") })
        #expect(messages.contains { $0.contains("doesn't contain a view controller with identifier 'nobody'") })
        #expect(UINib(nibName: "NoSuchNib", bundle: Bundle(path: IBFixtures.directory.path)).instantiate(withOwner: nil).isEmpty)
    }

    @Test func eachInstantiationIsANewController() throws {
        let board = UIStoryboard(name: "PlayingCard", bundle: Bundle(path: IBFixtures.directory.path))
        let first = board.instantiateInitialViewController()
        let second = board.instantiateInitialViewController { coder in ViewController(coder: coder) }
        #expect(first != nil && second != nil && first !== second)
        #expect(second?.storyboard === board)
    }
}
