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
}
