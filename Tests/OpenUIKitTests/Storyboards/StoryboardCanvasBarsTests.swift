import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view the canvas tests put in a xib: blue from the inspector, green once
/// `prepareForInterfaceBuilder()` ran (as the canvas calls it after the inspector's values).
final class CanvasSwatchView: UIView {
    var swatch: UIColor = .black {
        didSet { backgroundColor = swatch }
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        backgroundColor = .green
    }
}

extension CanvasSwatchView: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(for: CanvasSwatchView.self, inspectables: [.inspectable("swatch", \.swatch)])
    }
}

extension CanvasSwatchView: InterfaceBuilderDesignable {}

/// The canvas's simulated bars (status bar, navigation bar, tab bar, toolbar) as the
/// documents record them or the containers infer them, and xibs drawn beside the scenes.
@Suite("Canvas bars and xibs", .serialized)
@MainActor
struct StoryboardCanvasBarsTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static func document(_ scenes: String, device: String = #"<device id="retina4_7" orientation="portrait"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch">
            \(device)
            <scenes>\(scenes)</scenes>
        </document>
        """
    }

    static func scene(_ id: String, _ controller: String) -> String {
        "<scene sceneID=\"\(id)\"><objects>\(controller)</objects></scene>"
    }

    static let whiteView = """
        <view key="view" contentMode="scaleToFill" id="VIEWID"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>\
        <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view>
        """

    static func white(_ id: String) -> String { whiteView.replacingOccurrences(of: "VIEWID", with: id) }

    /// A navigation controller around "Cards" (a title and an add button), a tab bar
    /// controller around "Scores", and a plain scene with a toolbar and no status bar.
    static let appStoryboard = document([
        scene("s1", """
            <navigationController storyboardIdentifier="Nav" id="nav" sceneMemberID="viewController">
                <connections><segue destination="cards" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """),
        scene("s2", """
            <viewController storyboardIdentifier="Cards" id="cards" sceneMemberID="viewController">
                \(white("v2"))
                <navigationItem key="navigationItem" title="Cards" id="ni2">
                    <barButtonItem key="rightBarButtonItem" systemItem="add" id="add2"/>
                </navigationItem>
            </viewController>
            """),
        scene("s3", """
            <tabBarController storyboardIdentifier="Tabs" id="tabs" sceneMemberID="viewController">
                <connections><segue destination="scores" kind="relationship" relationship="viewControllers" id="r3"/></connections>
            </tabBarController>
            """),
        scene("s4", """
            <viewController storyboardIdentifier="Scores" id="scores" sceneMemberID="viewController">
                \(white("v4"))
                <tabBarItem key="tabBarItem" title="Scores" systemItem="favorites" id="ti4"/>
            </viewController>
            """),
        scene("s5", """
            <viewController storyboardIdentifier="Tools" id="tools" sceneMemberID="viewController">
                \(white("v5"))
                <nil key="simulatedStatusBarMetrics"/>
                <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
            </viewController>
            """),
    ].joined())

    @Test func barsAreInferredFromTheContainersAndTheMetricsOverrideThem() throws {
        let extra = Self.scene("s6", """
            <viewController storyboardIdentifier="Bare" id="bare" sceneMemberID="viewController">
                <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="lightContent"/>
                <nil key="simulatedTopBarMetrics"/>
                <simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>
            </viewController>
            """)
        let text = Self.appStoryboard.replacingOccurrences(of: "</scenes>", with: extra + "</scenes>")
        let document = try IBDocument(data: Data(text.utf8), file: "Main.storyboard")
        let scenes = StoryboardCanvasScene.scenes(of: document, storyboardName: "Main")
        let bars = Dictionary(uniqueKeysWithValues: scenes.map { ($0.label, $0.bars) })
        #expect(bars["Nav"] == CanvasSimulatedBars(statusBar: true, lightStatusBar: false, navigationBar: false, tabBar: false, toolbar: false))
        #expect(bars["Cards"] == CanvasSimulatedBars(statusBar: true, lightStatusBar: false, navigationBar: true, tabBar: false, toolbar: false))
        #expect(bars["Tabs"]?.tabBar == false, "a tab bar controller draws its own bar")
        #expect(bars["Scores"] == CanvasSimulatedBars(statusBar: true, lightStatusBar: false, navigationBar: false, tabBar: true, toolbar: false))
        #expect(bars["Tools"] == CanvasSimulatedBars(statusBar: false, lightStatusBar: false, navigationBar: false, tabBar: false, toolbar: true))
        #expect(bars["Bare"] == CanvasSimulatedBars(statusBar: true, lightStatusBar: true, navigationBar: false, tabBar: true, toolbar: false))
        #expect(scenes.allSatisfy { $0.statusBarHeight == 20 }, "an iPhone 8's status bar")
    }

    @Test func theStatusBarHeightIsTheDevicesAndAPhoneInLandscapeHasNone() throws {
        func height(_ device: String) throws -> CGFloat? {
            let text = Self.document(Self.scene("s1", #"<viewController id="c1" sceneMemberID="viewController"/>"#), device: device)
            let document = try IBDocument(data: Data(text.utf8), file: "Main.storyboard")
            return StoryboardCanvasScene.scenes(of: document, storyboardName: "Main").first?.statusBarHeight
        }
        #expect(try height(#"<device id="retina4_7" orientation="portrait"/>"#) == 20)
        #expect(try height(#"<device id="retina5_9" orientation="portrait"/>"#) == 44)
        #expect(try height(#"<device id="retina6_12" orientation="portrait"/>"#) == 47)
        #expect(try height(#"<device id="retina6_1" orientation="landscape"/>"#) == 0)
        #expect(try height(#"<device id="ipad11" orientation="landscape"/>"#) == 24)
        #expect(try height("") == 20)
    }

    /// An app folder with `files` (name → text).
    func app(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-bars-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    func render(_ app: URL) -> (code: Int32, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-out-\(UUID().uuidString)")
        let renderer = StoryboardCanvasRenderer(outputFolder: folder.path, scale: nil, moduleName: "OpenUIKitTests",
                                                appName: "Bars", appFolder: app)
        return (renderer.run(), folder)
    }

    /// Whether a pixel is dark (text and glyphs in black).
    static func isDark(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.r < 110 && pixel.g < 110 && pixel.b < 110
    }

    @Test func aNavigationRootIsDrawnUnderTheStatusBarAndItsNavigationBar() throws {
        let app = try app(["Main.storyboard": Self.appStoryboard])
        defer { try? FileManager.default.removeItem(at: app) }
        let (code, folder) = render(app)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(code == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["Main-Cards.png", "Main-Nav.png", "Main-Scores.png", "Main-Tabs.png", "Main-Tools.png"])
        let cards = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Main-Cards.png").path))
        #expect((cards.pixelWidth, cards.pixelHeight) == (375, 667))
        // The status bar: "9:41 AM" in black in the middle of the top 20 points, over the
        // navigation bar's grey, which iOS extends up behind it.
        let statusRow = (150..<225).map { cards.pixel(x: $0, y: 10) }
        #expect(statusRow.contains(where: Self.isDark), "no time in the status bar")
        #expect(cards.pixel(x: 100, y: 3).r < 252, "the status bar is not the navigation bar's grey")
        // The navigation bar below it (20 to 64): its grey at the left, the title in black.
        #expect((240...252).contains(Int(cards.pixel(x: 10, y: 40).r)))
        let titleRow = (150..<225).map { cards.pixel(x: $0, y: 42) }
        #expect(titleRow.contains(where: Self.isDark), "no title in the navigation bar")
        // The add button in the tint colour at the right.
        let addRow = (330..<375).map { cards.pixel(x: $0, y: 42) }
        #expect(addRow.contains { $0.b > 200 && $0.r < 60 }, "no blue add button")
        // The scene's white view below the bar.
        #expect(cards.pixel(x: 10, y: 300) == (255, 255, 255, 255))
        ReferenceImage.assertMatches(cards, named: "canvas-navigation-bars", tolerance: 40)

        let scores = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Main-Scores.png").path))
        // A tab bar controller's child: the tab bar's grey along the bottom 49 points, the
        // status bar's time over the white view.
        #expect((240...252).contains(Int(scores.pixel(x: 10, y: 660).r)))
        #expect((150..<225).map { scores.pixel(x: $0, y: 10) }.contains(where: Self.isDark))
        #expect(scores.pixel(x: 10, y: 3) == (255, 255, 255, 255), "over a plain scene the status bar is clear")

        let tools = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Main-Tools.png").path))
        // No status bar ("None"), a toolbar along the bottom.
        #expect(!(0..<375).map { tools.pixel(x: $0, y: 10) }.contains(where: Self.isDark))
        #expect((240...252).contains(Int(tools.pixel(x: 10, y: 660).r)))
    }

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="NoSuchOwner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" userLabel="Back" id="back">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="80"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="swatch" customClass="CanvasSwatchView" customModule="App">
                            <rect key="frame" x="10" y="10" width="40" height="40"/>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="color" keyPath="swatch">
                                    <color key="value" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </userDefinedRuntimeAttribute>
                            </userDefinedRuntimeAttributes>
                        </view>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="abc-12-xyz">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <color key="backgroundColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                </view>
                <tapGestureRecognizer id="tap"/>
            </objects>
        </document>
        """

    @Test func everyTopLevelViewOfAXibIsDrawnWithItsDesignablesPrepared() throws {
        let app = try app(["CardBack.xib": Self.xib])
        defer { try? FileManager.default.removeItem(at: app) }
        let (code, folder) = render(app)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(code == 0)
        // Named by the label, else the object's ID; the recognizer is not a view.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["CardBack-Back.png", "CardBack-abc-12-xyz.png"])
        let back = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("CardBack-Back.png").path))
        #expect((back.pixelWidth, back.pixelHeight) == (120, 80))
        #expect(back.pixel(x: 100, y: 60) == (255, 0, 0, 255))
        // The designable swatch: green, since prepareForInterfaceBuilder() ran after the
        // inspector made it blue. No status bar: the view's metrics name none.
        #expect(back.pixel(x: 30, y: 30) == (0, 255, 0, 255))
        #expect(back.pixel(x: 60, y: 5) == (255, 0, 0, 255))
        let bar = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("CardBack-abc-12-xyz.png").path))
        #expect((bar.pixelWidth, bar.pixelHeight) == (375, 200))
        #expect((150..<225).map { bar.pixel(x: $0, y: 10) }.contains(where: Self.isDark), "the simulated status bar")
    }

    /// An iOS 6 era xib: no `<device>`, a red view that Interface Builder placed at `y="64"`
    /// under a status and a navigation bar, 372 points tall above a toolbar on a 480-point
    /// phone.
    static let opaqueBarsXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="4514" targetRuntime="iOS.CocoaTouch">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" userLabel="List" id="list">
                    <rect key="frame" x="0.0" y="64" width="320" height="372"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                </view>
                <view contentMode="scaleToFill" userLabel="Modern" id="modern">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                </view>
            </objects>
        </document>
        """

    @Test func aViewPlacedUnderOpaqueBarsIsDrawnBelowThemNotUnderThem() throws {
        let app = try app(["Old.xib": Self.opaqueBarsXib])
        defer { try? FileManager.default.removeItem(at: app) }
        let (code, folder) = render(app)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(code == 0)
        let list = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Old-List.png").path))
        // The whole phone: 20 + 44 points of bars, the view's 372, the toolbar's 44.
        #expect((list.pixelWidth, list.pixelHeight) == (320, 480))
        #expect(list.pixel(x: 10, y: 66) == (255, 0, 0, 255), "the view's top row shows below the navigation bar")
        #expect(list.pixel(x: 10, y: 434) == (255, 0, 0, 255), "and its foot above the toolbar")
        #expect(list.pixel(x: 10, y: 40) != (255, 0, 0, 255), "the navigation bar")
        #expect(list.pixel(x: 10, y: 470) != (255, 0, 0, 255), "the toolbar")
        // A view recorded at the top keeps the canvas Interface Builder gives translucent bars:
        // the bar is drawn over it.
        let modern = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Old-Modern.png").path))
        #expect((modern.pixelWidth, modern.pixelHeight) == (320, 480))
        #expect(modern.pixel(x: 10, y: 100) == (255, 0, 0, 255))
        #expect(modern.pixel(x: 10, y: 20) != (255, 0, 0, 255))
    }

    @Test func placementUnderBarsFollowsTheRecordedFrame() {
        let bars = CanvasSimulatedBars(statusBar: true, lightStatusBar: false, navigationBar: true, tabBar: true, toolbar: false)
        // Under the bars and above the tab bar of a 667-point phone.
        let placed = XibCanvasItem.placement(
            recorded: CGRect(x: 0, y: 64, width: 375, height: 554), designedSize: CGSize(width: 375, height: 554),
            bars: bars, statusBarHeight: 20, screenHeights: [667])
        #expect(placed.canvas == CGSize(width: 375, height: 667))
        #expect(placed.viewFrame == CGRect(x: 0, y: 64, width: 375, height: 554))
        // An offset the bars don't explain is not a placement under them.
        let stray = XibCanvasItem.placement(
            recorded: CGRect(x: 0, y: 200, width: 375, height: 300), designedSize: CGSize(width: 375, height: 300),
            bars: bars, statusBarHeight: 20, screenHeights: [667])
        #expect(stray.viewFrame.origin == .zero)
        #expect(stray.canvas == CGSize(width: 375, height: 300))
        // No bars: the recorded origin is ignored.
        let none = CanvasSimulatedBars(statusBar: false, lightStatusBar: false, navigationBar: false, tabBar: false, toolbar: false)
        let plain = XibCanvasItem.placement(
            recorded: CGRect(x: 0, y: 20, width: 100, height: 100), designedSize: CGSize(width: 100, height: 100),
            bars: none, statusBarHeight: 20, screenHeights: [667])
        #expect(plain.viewFrame.origin == .zero)
    }
}
