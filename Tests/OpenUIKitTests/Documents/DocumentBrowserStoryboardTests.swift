import Foundation
import Testing
@testable import OpenUIKit

/// The browser subclass of Xcode's Document Based App template, made by its storyboard
/// (a top-level class, so the storyboard can find it by name).
final class TemplateDocumentBrowserViewController: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        allowsDocumentCreation = true
        allowsPickingMultipleItems = false
    }
}

/// A storyboard whose initial scene is the template's browser: the scene makes the subclass
/// through `init?(coder:)`, which takes its types from the `Info.plist`, and the browser
/// shows its own view, not the scene's empty one.
@Suite(.serialized)
@MainActor
struct DocumentBrowserStoryboardTests {
    static let document = IBFixtures.storyboard(initial: "BYZ-38-t0r", """
        <scene sceneID="tne-QT-ifu"><objects>
            <viewController id="BYZ-38-t0r" customClass="TemplateDocumentBrowserViewController" customModule="App" \
        customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
            </viewController>
        </objects></scene>
        """)

    @Test func theTemplatesInitialSceneIsTheBrowserSubclassWithItsOwnView() throws {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let application = UIApplication.shared
        let saved = application.launchContext
        defer { application.launchContext = saved }
        application.launchContext = ApplicationLaunchContext(
            infoPlist: InfoPlist(values: ["CFBundleDocumentTypes": [["CFBundleTypeName": "Text", "LSItemContentTypes": ["public.plain-text"]]]],
                                 buildSettings: BuildSettings(productName: "App", moduleName: "OpenUIKitTests")),
            arguments: LaunchArguments(), moduleName: "OpenUIKitTests")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("browser-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document.write(to: directory.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Main", bundle: Bundle(path: directory.path))
        let browser = try #require(board.instantiateInitialViewController() as? TemplateDocumentBrowserViewController)
        #expect(browser.allowedContentTypes == ["public.plain-text"])
        browser.folder = DocumentFolder(url: directory.appendingPathComponent("Documents", isDirectory: true))
        browser.loadViewIfNeeded()
        #expect(browser.view is DocumentBrowserView, "the browser's own grid, not the scene's placeholder view")
        #expect(browser.delegate === browser)
        #expect(!browser.allowsPickingMultipleItems)
    }
}
