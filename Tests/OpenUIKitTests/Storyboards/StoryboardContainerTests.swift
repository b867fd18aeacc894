import Foundation
import Testing
@testable import OpenUIKit

/// A navigation controller subclass a storyboard names, recording what it sees.
class RecordingNavigationController: UINavigationController {
    var rootAtInit: UIViewController?

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        // UIKit decodes the relationship children in init(coder:): a subclass sees them here.
        rootAtInit = viewControllers.first
    }
}

/// A controller with bar button items whose actions come from the storyboard.
class BarItemsController: UIViewController {
    var adds = 0

    func add(_ sender: UIBarButtonItem) {
        adds += 1
    }
}

extension BarItemsController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: BarItemsController.self, actions: ["add:": Selector(BarItemsController.add(_:))])
    }
}

/// Container scenes (navigation, tab bar and split view controllers with their relationship
/// segues), the bars' attributes, and navigation, bar button and tab bar items, as UIKit
/// decodes them. Expected values are UIKit's documented ones.
@Suite(.serialized)
@MainActor
struct StoryboardContainerTests {
    static let document = IBFixtures.storyboard(initial: "nav", """
        <scene sceneID="s1"><objects>
            <navigationController id="nav" customClass="RecordingNavigationController" customModule="App" toolbarHidden="NO" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" prefersLargeTitles="YES" id="bar">
                    <rect key="frame" x="0.0" y="20" width="375" height="96"/>
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <color key="barTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <textAttributes key="titleTextAttributes">
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                        <color key="textColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </textAttributes>
                </navigationBar>
                <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" id="tb">
                    <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                </toolbar>
                <connections>
                    <segue destination="items" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="items" customClass="BarItemsController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="iv">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="more">
                            <rect key="frame" x="20" y="200" width="100" height="40"/>
                            <connections>
                                <segue destination="other" kind="show" identifier="showOther" id="so"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <toolbarItems>
                    <barButtonItem systemItem="flexibleSpace" id="flex"/>
                    <barButtonItem title="Shuffle" id="shuffle"/>
                </toolbarItems>
                <navigationItem key="navigationItem" title="Items" prompt="Pick one" largeTitleDisplayMode="never" id="ni">
                    <barButtonItem key="backBarButtonItem" title="Back to items" id="back"/>
                    <leftBarButtonItems>
                        <barButtonItem title="Edit" style="plain" id="left1"/>
                        <barButtonItem enabled="NO" title="Off" width="60" id="left2"/>
                    </leftBarButtonItems>
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="plus">
                        <color key="tintColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <connections>
                            <action selector="add:" destination="items" id="a1"/>
                        </connections>
                    </barButtonItem>
                </navigationItem>
                <connections>
                    <segue destination="other" kind="popoverPresentation" identifier="pop" popoverAnchorBarButtonItem="left1" id="p0"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <tabBarController storyboardIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tbar">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </tabBar>
                <connections>
                    <segue destination="first" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="second" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <viewController title="First" id="first" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="fv"/>
                <tabBarItem key="tabBarItem" title="One" badgeValue="3" tag="7" id="ti1"/>
            </viewController>
        </objects></scene>
        <scene sceneID="s5"><objects>
            <viewController id="second" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="sv">
                    <subviews>
                        <toolbar opaque="NO" contentMode="scaleToFill" id="inner">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <items>
                                <barButtonItem systemItem="trash" id="trash">
                                    <connections>
                                        <segue destination="other" kind="popoverPresentation" identifier="fromTrash" id="p1"/>
                                    </connections>
                                </barButtonItem>
                            </items>
                        </toolbar>
                    </subviews>
                </view>
                <tabBarItem key="tabBarItem" systemItem="favorites" id="ti2"/>
            </viewController>
        </objects></scene>
        <scene sceneID="s6"><objects>
            <viewController id="other" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="ov"/>
            </viewController>
        </objects></scene>
        <scene sceneID="s7"><objects>
            <tabBarController storyboardIdentifier="loopA" id="loopA" sceneMemberID="viewController">
                <connections>
                    <segue destination="loopB" kind="relationship" relationship="viewControllers" id="l1"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s8"><objects>
            <navigationController id="loopB" sceneMemberID="viewController">
                <connections>
                    <segue destination="loopA" kind="relationship" relationship="rootViewController" id="l2"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s9"><objects>
            <splitViewController storyboardIdentifier="split" id="split" sceneMemberID="viewController">
                <connections>
                    <segue destination="first" kind="relationship" relationship="masterViewController" id="m1"/>
                    <segue destination="nowhere" kind="relationship" relationship="detailViewController" id="m2"/>
                </connections>
            </splitViewController>
        </objects></scene>
        """)

    func storyboard() throws -> UIStoryboard {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("container-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document.write(to: directory.appendingPathComponent("Containers.storyboard"), atomically: true, encoding: .utf8)
        return UIStoryboard(name: "Containers", bundle: Bundle(path: directory.path))
    }

    func newWarnings(since count: Int) -> [String] {
        Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - count))
    }

    @Test func aNavigationControllerSceneIsItsSubclassWithItsRootAndBars() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? RecordingNavigationController)
        let root = try #require(navigation.viewControllers.first as? BarItemsController)
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.rootAtInit === root, "the root is set up inside UINavigationController's init(coder:)")
        #expect(root.navigationController === navigation)
        #expect(!navigation.isViewLoaded && !root.isViewLoaded)
        let bar = navigation.navigationBar
        #expect(!bar.isTranslucent && bar.prefersLargeTitles)
        #expect(bar.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(bar.barTintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect((bar.titleTextAttributes?[.font] as? UIFont)?.pointSize == 20)
        #expect(!navigation.isToolbarHidden, "toolbarHidden=\"NO\" shows the toolbar (hidden by default)")
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.toolbar.isTranslucent)
    }

    @Test func theNavigationItemAndItsBarButtonItemsAreDecoded() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController as? BarItemsController)
        let item = root.navigationItem
        #expect(item.title == "Items" && item.prompt == "Pick one")
        #expect(item.largeTitleDisplayMode == .never)
        #expect(item.backBarButtonItem?.title == "Back to items")
        let left = item.leftBarButtonItems ?? []
        #expect(left.map(\.title) == ["Edit", "Off"], "a keyless list keeps document order")
        #expect(left.first?.style == .plain && left.last?.isEnabled == false && left.last?.width == 60)
        let plus = try #require(item.rightBarButtonItem)
        // UIKit: the add system item is plain (only done and save are bold).
        #expect(plus.systemItem == .add && plus.style == .plain)
        #expect(plus.tintColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(plus.target === root && plus.action != nil, "the action is connected through the controller's table")
        #expect(root.toolbarItems?.map(\.systemItem) == [.flexibleSpace, nil])
        #expect(root.toolbarItems?.last?.title == "Shuffle")
        navigation.loadViewIfNeeded()
        #expect(navigation.toolbar.items?.count == 2, "the top controller's toolbar items are the toolbar's")
    }

    @Test func aBarButtonItemsActionReachesItsTargetWhenTapped() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController as? BarItemsController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        let plus = try #require(root.navigationItem.rightBarButtonItem)
        let itemView = try #require(plus.anchorView)
        #expect(itemView.window === window)
        let center = itemView.convert(CGPoint(x: itemView.bounds.midX, y: itemView.bounds.midY), to: window)
        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: center) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        #expect(root.adds == 1)
    }

    @Test func aShowSegueFromInsideANavigationControllerPushes() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController as? BarItemsController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        let button = try #require(root.view.subviews.compactMap { $0 as? UIButton }.first)
        button.sendActions(for: .touchUpInside)
        #expect(navigation.viewControllers.count == 2 && navigation.viewControllers.first === root)
        #expect(root.presentedViewController == nil, "show pushes inside a navigation controller; it does not present")
    }

    @Test func aControllersPopoverSeguePointsAtTheBarButtonItemTheStoryboardAnchorsItTo() throws {
        let navigation = try #require(try storyboard().instantiateInitialViewController() as? UINavigationController)
        let root = try #require(navigation.topViewController as? BarItemsController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        root.performSegue(withIdentifier: "pop", sender: nil)
        let presented = try #require(root.presentedViewController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.barButtonItem === root.navigationItem.leftBarButtonItems?.first)
    }

    @Test func aTabBarControllerSceneHasItsTabsInDocumentOrderAndTheirItems() throws {
        let tabs = try #require(try storyboard().instantiateViewController(withIdentifier: "tabs") as? UITabBarController)
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.count == 2 && tabs.selectedIndex == 0)
        let first = controllers[0], second = controllers[1]
        #expect(first.tabBarItem.title == "One" && first.tabBarItem.badgeValue == "3" && first.tabBarItem.tag == 7)
        #expect(second.tabBarItem.systemItem == .favorites && second.tabBarItem.displayedTitle == "Favorites")
        #expect(!tabs.tabBar.isTranslucent && tabs.tabBar.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(tabs.tabBar.items?.count == 2)
        // A toolbar placed in a view gets its items, and a segue from a bar button item
        // presents a popover anchored to the item.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        window.renderIfNeeded()
        let toolbar = try #require(second.view.subviews.first as? UIToolbar)
        let trash = try #require(toolbar.items?.first)
        #expect(trash.systemItem == .trash)
        trash.sendTapAction(from: nil, event: nil)
        let presented = try #require(second.presentedViewController)
        #expect(presented.modalPresentationStyle == .popover)
        #expect(presented.popoverPresentationController?.barButtonItem === trash)
    }

    @Test func aRelationshipCycleAndAMissingDestinationAreReportedWithFileSceneAndID() throws {
        let board = try storyboard()
        var before = Diagnostics.warningCount()
        let loop = try #require(board.instantiateViewController(withIdentifier: "loopA") as? UITabBarController)
        let inner = try #require(loop.viewControllers?.first as? UINavigationController)
        #expect(inner.viewControllers.isEmpty, "the repeated controller is left out")
        var messages = newWarnings(since: before)
        #expect(messages.contains { $0.contains("Containers.storyboard: scene s7, object loopA") && $0.contains("cycle")
            && $0.contains("<tabBarController id=\"loopA\"> → <navigationController id=\"loopB\"> → <tabBarController id=\"loopA\">") }, "\(messages)")
        before = Diagnostics.warningCount()
        let split = try #require(board.instantiateViewController(withIdentifier: "split") as? UISplitViewController)
        #expect(split.viewControllers.count == 1 && split.viewControllers.first?.title == "First")
        messages = newWarnings(since: before)
        #expect(messages.contains {
            $0.contains("Containers.storyboard: scene s9, <splitViewController id=\"split\">") && $0.contains("\"nowhere\"")
        }, "\(messages)")
    }
}
