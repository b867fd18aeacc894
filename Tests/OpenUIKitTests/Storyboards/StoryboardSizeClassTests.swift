import Foundation
import Testing
@testable import OpenUIKit

/// A controller that records what its views look like when it hears of new traits.
class SizeClassRecordingController: UIViewController {
    var fontSizesSeen: [CGFloat] = []
    // Strong, as an outlet to a view a size class uninstalls must be (the view is out of
    // the hierarchy meanwhile).
    var titleLabel: UILabel!
    var box: UIView!
    var side: UIView!
    var stack: UIStackView!

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if let titleLabel { fontSizesSeen.append(titleLabel.font.pointSize) }
    }
}

extension SizeClassRecordingController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: SizeClassRecordingController.self,
            outlets: [
                .outlet("titleLabel", \.titleLabel),
                .outlet("box", \.box),
                .outlet("side", \.side),
                .outlet("stack", \.stack),
            ])
    }
}

/// Size-class variations in storyboards, resolved for the traits of the window the views are
/// in and again each time a resize moves the window across a size-class boundary, both ways.
///
/// UIKit's documented behaviour pinned here (Apple's Auto Layout Guide, "Size-Class-Specific
/// Layout", and Xcode's help, "Vary traits for size classes"): a value set for a size class
/// overrides the any-size value wherever that class holds; a view not installed for the
/// current size classes is still made but is not in the view hierarchy, and a constraint not
/// installed is inactive; UIKit re-applies the variations when the trait collection changes,
/// before `traitCollectionDidChange(_:)` is called. The window sizes come from
/// `UIWindow.minimumRegularWidthInPoints` (678) and `minimumRegularHeightInPoints` (480).
@Suite(.serialized)
@MainActor
struct StoryboardSizeClassTests {
    /// Regular in both directions.
    static let regular = CGRect(x: 0, y: 0, width: 1024, height: 768)
    /// Compact width, regular height.
    static let narrow = CGRect(x: 0, y: 0, width: 600, height: 768)
    /// Regular width, compact height (a phone on its side).
    static let short = CGRect(x: 0, y: 0, width: 1024, height: 400)

    static let document = IBFixtures.storyboard(initial: "vc", """
        <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="vc" id="vc" customClass="SizeClassRecordingController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                    <subviews>
                        <label opaque="NO" tag="1" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="300" y="20" width="60" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <variation key="widthClass=compact">
                                <fontDescription key="fontDescription" type="system" pointSize="30"/>
                            </variation>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="20" y="100" width="200" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="boxWidth">
                                    <variation key="widthClass=compact" constant="100"/>
                                </constraint>
                                <constraint firstAttribute="height" constant="50" id="boxHeight"/>
                            </constraints>
                            <variation key="heightClass=compact" hidden="YES"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="side">
                            <rect key="frame" x="904" y="100" width="100" height="100"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="sideWidth"/>
                                <constraint firstAttribute="height" constant="100" id="sideHeight"/>
                            </constraints>
                        </view>
                        <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="20" y="300" width="200" height="40"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="arranged1"/>
                                <view contentMode="scaleToFill" id="arranged2"/>
                            </subviews>
                            <variation key="heightClass=compact" axis="vertical"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="titleTop"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="titleNarrow"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="titleWide"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="boxTop"/>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="boxLeading"/>
                        <constraint firstItem="side" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="sideTop"/>
                        <constraint firstAttribute="trailing" secondItem="side" secondAttribute="trailing" constant="20" id="sideTrailing"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="300" id="stackTop"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="stackLeading"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="titleNarrow"/>
                        </mask>
                    </variation>
                    <variation key="widthClass=compact">
                        <mask key="subviews">
                            <exclude reference="side"/>
                        </mask>
                        <mask key="constraints">
                            <include reference="titleNarrow"/>
                            <exclude reference="titleWide"/>
                            <exclude reference="sideTop"/>
                            <exclude reference="sideTrailing"/>
                        </mask>
                    </variation>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="title" id="o1"/>
                    <outlet property="box" destination="box" id="o2"/>
                    <outlet property="side" destination="side" id="o3"/>
                    <outlet property="stack" destination="stack" id="o4"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController storyboardIdentifier="odd" id="odd" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="oddRoot">
                    <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="oddChild">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <variation key="widthClass=huge" hidden="YES"/>
                            <variation key="widthClass=compact" hidden="YES" semanticContentAttribute="forceRightToLeft"/>
                        </view>
                    </subviews>
                    <variation key="widthClass=compact" alpha="0.5"/>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <splitViewController storyboardIdentifier="three" style="tripleColumn" id="three" sceneMemberID="viewController">
                <connections>
                    <segue destination="primary" kind="relationship" relationship="masterViewController" id="r1"/>
                    <segue destination="middle" kind="relationship" relationship="supplementaryViewController" id="r2"/>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="r3"/>
                    <segue destination="phone" kind="relationship" relationship="compactViewController" id="r4"/>
                </connections>
            </splitViewController>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <splitViewController storyboardIdentifier="two" allowDoubleColumnStyle="YES" id="two" sceneMemberID="viewController">
                <connections>
                    <segue destination="primary" kind="relationship" relationship="masterViewController" id="r5"/>
                    <segue destination="middle" kind="relationship" relationship="supplementaryViewController" id="r6"/>
                    <segue destination="detail" kind="relationship" relationship="detailViewController" id="r7"/>
                </connections>
            </splitViewController>
        </objects></scene>
        <scene sceneID="s5"><objects><viewController title="Primary" id="primary" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s6"><objects><viewController title="Middle" id="middle" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s7"><objects><viewController title="Detail" id="detail" sceneMemberID="viewController"/></objects></scene>
        <scene sceneID="s8"><objects><viewController title="Phone" id="phone" sceneMemberID="viewController"/></objects></scene>
        """)

    func storyboard() throws -> UIStoryboard {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("size-class-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document.write(to: directory.appendingPathComponent("SizeClasses.storyboard"), atomically: true, encoding: .utf8)
        return UIStoryboard(name: "SizeClasses", bundle: Bundle(path: directory.path))
    }

    func newWarnings(since count: Int) -> [String] {
        Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - count))
    }

    func show(_ controller: UIViewController, in frame: CGRect) -> UIWindow {
        let window = UIWindow(frame: frame)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return window
    }

    /// The scene's views, found by their storyboard ids' roles.
    struct Scene {
        let root: UIView
        let title: UILabel
        let box: UIView
        let side: UIView
        let stack: UIStackView

        @MainActor init(_ controller: UIViewController) throws {
            let recording = try #require(controller as? SizeClassRecordingController)
            root = recording.view
            title = try #require(recording.titleLabel)
            box = try #require(recording.box)
            side = try #require(recording.side)
            stack = try #require(recording.stack)
        }
    }

    func expectRegular(_ scene: Scene, _ comment: Comment) {
        #expect(scene.title.font.pointSize == 17, comment)
        #expect(scene.title.frame.minX == 300, comment)
        #expect(scene.box.frame == CGRect(x: 20, y: 100, width: 200, height: 50), comment)
        #expect(!scene.box.isHidden, comment)
        #expect(scene.side.superview === scene.root, comment)
        #expect(scene.root.subviews.map { ObjectIdentifier($0) } == [scene.title, scene.box, scene.side, scene.stack].map { ObjectIdentifier($0) },
                "back in its place among its siblings; \(comment)")
        #expect(scene.side.frame == CGRect(x: 904, y: 100, width: 100, height: 100), comment)
        #expect(scene.stack.axis == .horizontal, comment)
    }

    @Test func resizingAcrossTheWidthBoundaryAppliesAndUndoesTheCompactWidthVariations() throws {
        let controller = try #require(try storyboard().instantiateViewController(withIdentifier: "vc") as? SizeClassRecordingController)
        let window = show(controller, in: Self.regular)
        let scene = try Scene(controller)
        expectRegular(scene, "in a regular window")
        let sideConstraints = scene.root.constraints.filter { $0.firstItem === scene.side || $0.secondItem === scene.side }
        #expect(sideConstraints.count == 2)

        window.frame = Self.narrow
        window.renderIfNeeded()
        #expect(window.traitCollection.horizontalSizeClass == .compact)
        #expect(scene.title.font.pointSize == 30, "the compact-width font")
        #expect(scene.title.frame.minX == 20, "the constraint the compact width includes, not the one it excludes")
        #expect(scene.box.frame.width == 100, "the compact-width constant")
        #expect(scene.side.superview == nil, "not installed for a compact width: out of the hierarchy")
        #expect(sideConstraints.allSatisfy { !$0.isActive })
        #expect(!scene.box.isHidden && scene.stack.axis == .horizontal, "the height is still regular")
        #expect(controller.fontSizesSeen.last == 30, "traitCollectionDidChange sees the variations already applied")

        window.frame = Self.regular
        window.renderIfNeeded()
        expectRegular(scene, "back in a regular window")
        #expect(sideConstraints.allSatisfy { $0.isActive })
        #expect(controller.fontSizesSeen.last == 17)
    }

    @Test func aCompactHeightHidesTheBoxAndTurnsTheStack() throws {
        let controller = try #require(try storyboard().instantiateViewController(withIdentifier: "vc") as? SizeClassRecordingController)
        let window = show(controller, in: Self.regular)
        let scene = try Scene(controller)
        window.frame = Self.short
        window.renderIfNeeded()
        #expect(window.traitCollection.verticalSizeClass == .compact)
        #expect(scene.box.isHidden)
        #expect(scene.stack.axis == .vertical)
        #expect(scene.title.font.pointSize == 17 && scene.side.superview === scene.root, "the width is still regular")
        window.frame = Self.regular
        window.renderIfNeeded()
        expectRegular(scene, "back from a compact height")
    }

    @Test func whatTheAppSetsStaysUntilTheSizeClassesChangeThatValue() throws {
        let controller = try #require(try storyboard().instantiateViewController(withIdentifier: "vc") as? SizeClassRecordingController)
        let window = show(controller, in: Self.regular)
        let scene = try Scene(controller)
        scene.title.font = .systemFont(ofSize: 12)
        window.frame = Self.short
        window.renderIfNeeded()
        #expect(scene.title.font.pointSize == 12, "no variation of the font changed with the height")
        window.frame = Self.narrow
        window.renderIfNeeded()
        #expect(scene.title.font.pointSize == 30)
    }

    @Test func aSceneLoadedBeforeItHasAWindowResolvesForTheKeyWindowThenForItsOwn() throws {
        // The app's key window (what a host sets; a test has none), compact in width.
        let keyWindow = UIWindow(frame: Self.narrow)
        let previousKeyWindow = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = keyWindow
        defer { UIApplication.shared.keyWindow = previousKeyWindow }
        let controller = try #require(try storyboard().instantiateViewController(withIdentifier: "vc") as? SizeClassRecordingController)
        let scene = try Scene(controller)
        #expect(scene.title.font.pointSize == 30, "predicted from the compact key window")
        #expect(scene.side.superview == nil)
        let window = show(controller, in: Self.regular)
        expectRegular(scene, "once in its own, regular, window")
        window.isHidden = true
    }

    @Test func anUnknownVariationKeyOrAttributeIsReportedAndTheRestApplies() throws {
        let before = Diagnostics.warningCount()
        let controller = try storyboard().instantiateViewController(withIdentifier: "odd")
        let window = show(controller, in: Self.narrow)
        let child = try #require(controller.view.subviews.first)
        #expect(child.isHidden, "the readable compact-width variation applies")
        let messages = newWarnings(since: before)
        #expect(messages.contains { $0.contains("SizeClasses.storyboard") && $0.contains("widthClass=huge") }, "\(messages)")
        #expect(messages.contains { $0.contains("semanticContentAttribute") && $0.contains("per size class") }, "\(messages)")
        #expect(controller.view.alpha == 0.5)
        window.frame = Self.regular
        window.renderIfNeeded()
        #expect(!child.isHidden && controller.view.alpha == 1)
        window.isHidden = true
    }

    @Test func theRecordKeptByTheTopLevelViewDoesNotKeepItAlive() throws {
        let board = try storyboard()
        weak var root: UIView?
        do {
            let controller = board.instantiateViewController(withIdentifier: "odd")
            root = controller.view
            #expect(root?.sizeClassVariations != nil, "the root's own alpha varies, so the record lists the root")
        }
        #expect(root == nil)
    }

    @Test func aColumnStyleSplitViewControllerGetsItsColumns() throws {
        let board = try storyboard()
        let three = try #require(board.instantiateViewController(withIdentifier: "three") as? UISplitViewController)
        #expect(three.style == .tripleColumn)
        #expect(three.viewController(for: .primary)?.title == "Primary")
        #expect(three.viewController(for: .supplementary)?.title == "Middle")
        #expect(three.viewController(for: .secondary)?.title == "Detail")
        #expect(three.viewController(for: .compact)?.title == "Phone")
        #expect(three.viewControllers.count == 3, "each column's navigation controller")

        let before = Diagnostics.warningCount()
        let two = try #require(board.instantiateViewController(withIdentifier: "two") as? UISplitViewController)
        #expect(two.style == .doubleColumn)
        #expect(two.viewController(for: .primary)?.title == "Primary" && two.viewController(for: .secondary)?.title == "Detail")
        let messages = newWarnings(since: before)
        #expect(messages.contains { $0.contains("supplementaryViewController") && $0.contains("splitViewController id=\"two\"") }, "\(messages)")

        let window = show(three, in: Self.regular)
        #expect(!three.isCollapsed)
        window.frame = Self.narrow
        window.renderIfNeeded()
        #expect(three.isCollapsed)
        window.isHidden = true
    }
}
