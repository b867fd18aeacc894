import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The document browser as CS193p's EmojiArt (2017) and Xcode's Document Based App template
/// use it: a subclass that is its own delegate, makes a blank template file and hands it to
/// the creation handler, and presents a document controller for the document picked or
/// created. The browser lists a temporary folder.
@MainActor
@Suite(.serialized)
struct UIDocumentBrowserViewControllerTests {
    /// The app's browser, written as EmojiArt writes it.
    final class DocumentBrowserViewController: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
        var template: URL?
        var mode: ImportMode = .copy
        var presented: [URL] = []
        var imports: [(URL, URL)] = []
        var failures: [(URL, String)] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            delegate = self
            allowsPickingMultipleItems = false
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController,
                             didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
            importHandler(template, mode)
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
            guard let sourceURL = documentURLs.first else { return }
            presented.append(sourceURL)
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
            imports.append((sourceURL, destinationURL))
            presented.append(destinationURL)
        }

        func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {
            failures.append((documentURL, error?.localizedDescription ?? ""))
        }
    }

    /// A delegate of iOS 11's time, answering only the deprecated pick.
    final class OldDelegate: NSObject, UIDocumentBrowserViewControllerDelegate {
        var picked: [URL] = []
        func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {
            picked += documentURLs
        }
    }

    let harness = GestureHarness(size: CGSize(width: 600, height: 520))
    let frames: HeadlessFrameClock
    let root: URL
    let folder: URL
    let browser: DocumentBrowserViewController

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("browser-\(UUID().uuidString)", isDirectory: true)
        folder = root.appendingPathComponent("EmojiArt/Documents", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        browser = DocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.json", "public.image"])
        browser.folder = DocumentFolder(url: folder)
        let template = root.appendingPathComponent("Untitled.json")
        try Data().write(to: template)
        browser.template = template
        frames = HeadlessFrameClock(window: harness.window)
    }

    func write(_ name: String, _ data: Data) throws {
        try data.write(to: folder.appendingPathComponent(name))
    }

    func show() {
        harness.window.rootViewController = browser
        harness.window.makeKeyAndVisible()
        frames.advance(by: 0.1)
    }

    var collectionView: UICollectionView {
        get throws { try #require((browser.view as? DocumentBrowserView)?.collectionView) }
    }

    func tap(item: Int) throws {
        let cell = try #require(try collectionView.cellForItem(at: IndexPath(item: item, section: 0)))
        var script = harness.script()
        script.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: 50), to: nil))
        harness.send(script)
        frames.advance(by: 0.1)
    }

    /// Lets the main queue run what the browser queued (imports, reveals).
    func settle() async {
        for _ in 0..<5 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(20))
        frames.advance(by: 0.05)
    }

    // MARK: UIKit's values

    @Test func modesStylesAndDefaultsAreUIKits() {
        #expect([UIDocumentBrowserViewController.ImportMode.none, .copy, .move].map(\.rawValue) == [0, 1, 2])
        #expect([UIDocumentBrowserViewController.BrowserUserInterfaceStyle.white, .light, .dark].map(\.rawValue) == [0, 1, 2])
        let plain = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.png"])
        #expect(plain.allowsDocumentCreation)
        #expect(plain.allowsPickingMultipleItems)
        #expect(plain.browserUserInterfaceStyle == .white)
        #expect(plain.allowedContentTypes == ["public.png"])
        #expect(plain.folder.url.path.hasSuffix("/Documents"))
    }

    @Test func withoutTypesTheInfoPlistsDocumentTypesAreUsed() throws {
        let application = UIApplication.shared
        let saved = application.launchContext
        defer { application.launchContext = saved }
        let settings = BuildSettings(productName: "EmojiArt", moduleName: "OpenUIKitTests")
        application.launchContext = ApplicationLaunchContext(
            infoPlist: InfoPlist(values: [
                "CFBundleDisplayName": "EmojiArt",
                "CFBundleDocumentTypes": [["CFBundleTypeName": "JSON", "LSItemContentTypes": ["public.json"]]],
            ], buildSettings: settings),
            arguments: LaunchArguments(), moduleName: "OpenUIKitTests")
        let fromCode = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
        #expect(fromCode.allowedContentTypes == ["public.json"])
        #expect(fromCode.folder.url.deletingLastPathComponent().lastPathComponent == "EmojiArt")
        let fromStoryboard = try #require(UIDocumentBrowserViewController(coder: ClassLookup.emptyCoder()))
        #expect(fromStoryboard.allowedContentTypes == ["public.json"])
    }

    // MARK: The listing

    @Test func theGridListsTheFoldersDocumentsOfTheAllowedTypesByName() throws {
        try write("b.json", Data("{}".utf8))
        try write("A.json", Data("{}".utf8))
        try write("notes.txt", Data("text".utf8))
        try write(".hidden.json", Data("{}".utf8))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        show()
        #expect(browser.grid.documents.map(\.lastPathComponent) == ["A.json", "b.json"])
        #expect(try collectionView.numberOfItems(inSection: 0) == 3, "the Create Document tile, then the two documents")
        browser.allowsDocumentCreation = false
        #expect(try collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test func theGridIsListedAgainWhenTheBrowserReappears() throws {
        show()
        #expect(browser.grid.documents.isEmpty)
        try write("Later.json", Data("{}".utf8))
        browser.beginAppearanceTransition(false, animated: false)
        browser.endAppearanceTransition()
        browser.beginAppearanceTransition(true, animated: false)
        browser.endAppearanceTransition()
        #expect(browser.grid.documents.map(\.lastPathComponent) == ["Later.json"])
    }

    // MARK: Picking

    @Test func clickingADocumentPicksIt() throws {
        try write("Art.json", Data("{}".utf8))
        show()
        try tap(item: 1)
        #expect(browser.presented.map(\.lastPathComponent) == ["Art.json"])
        #expect(browser.imports.isEmpty)
    }

    @Test func aDelegateOfIOS11HearsThePickThroughTheDeprecatedMethod() throws {
        try write("Art.json", Data("{}".utf8))
        let old = OldDelegate()
        show()
        browser.delegate = old
        try tap(item: 1)
        #expect(old.picked.map(\.lastPathComponent) == ["Art.json"])
    }

    // MARK: Creating

    @Test func theCreateTileCopiesTheTemplateAsUntitledThenUntitled2() async throws {
        show()
        try tap(item: 0)
        await settle()
        try tap(item: 0)
        await settle()
        #expect(browser.imports.map(\.1.lastPathComponent) == ["Untitled.json", "Untitled 2.json"])
        #expect(browser.imports.allSatisfy { $0.0 == browser.template })
        #expect(FileManager.default.fileExists(atPath: try #require(browser.template).path), "a copy leaves the template")
        #expect(browser.presented.map(\.lastPathComponent) == ["Untitled.json", "Untitled 2.json"])
        #expect(browser.grid.documents.map(\.lastPathComponent) == ["Untitled 2.json", "Untitled.json"].sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        #expect(try collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func aMoveTakesTheTemplateAway() async throws {
        browser.mode = .move
        show()
        try tap(item: 0)
        await settle()
        #expect(browser.imports.map(\.1.lastPathComponent) == ["Untitled.json"])
        #expect(!FileManager.default.fileExists(atPath: try #require(browser.template).path))
    }

    @Test func modeNoneOrNoTemplateCancelsQuietly() async throws {
        browser.mode = .none
        show()
        try tap(item: 0)
        await settle()
        browser.mode = .copy
        browser.template = nil
        try tap(item: 0)
        await settle()
        #expect(browser.imports.isEmpty && browser.failures.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aMissingTemplateFailsTheImportWithAClearError() async throws {
        browser.template = root.appendingPathComponent("Gone.json")
        show()
        try tap(item: 0)
        await settle()
        #expect(browser.imports.isEmpty)
        #expect(browser.failures.map(\.0.lastPathComponent) == ["Gone.json"])
        #expect(browser.failures.first?.1.contains("no file") == true)
    }

    // MARK: Importing and revealing

    @Test func importDocumentCopiesNextToItsNeighbourUnderAFreeName() async throws {
        try write("Art.json", Data("{}".utf8))
        let outside = root.appendingPathComponent("Art.json")
        try Data("{\"x\":1}".utf8).write(to: outside)
        let result: (URL?, String?) = await withCheckedContinuation { continuation in
            browser.importDocument(at: outside, nextToDocumentAt: folder.appendingPathComponent("Art.json"), mode: .copy) { url, error in
                continuation.resume(returning: (url, error?.localizedDescription))
            }
        }
        #expect(result.0?.lastPathComponent == "Art 2.json")
        #expect(result.1 == nil)
        let none: String? = await withCheckedContinuation { continuation in
            browser.importDocument(at: outside, nextToDocumentAt: folder.appendingPathComponent("Art.json"), mode: .none) { _, error in
                continuation.resume(returning: error?.localizedDescription)
            }
        }
        #expect(none?.contains(".none") == true)
    }

    @Test func revealingAFileOutsideTheFolderImportsItWhenAsked() async throws {
        show()
        let outside = root.appendingPathComponent("Found.json")
        try Data("{}".utf8).write(to: outside)
        let refused: URL? = await withCheckedContinuation { continuation in
            browser.revealDocument(at: outside, importIfNeeded: false) { url, _ in continuation.resume(returning: url) }
        }
        #expect(refused == nil)
        let revealed: URL? = await withCheckedContinuation { continuation in
            browser.revealDocument(at: outside, importIfNeeded: true) { url, _ in continuation.resume(returning: url) }
        }
        #expect(revealed?.deletingLastPathComponent().lastPathComponent == "Documents")
        #expect(browser.grid.documents.map(\.lastPathComponent) == ["Found.json"])
        #expect(try collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    // MARK: The picture

    @Test func theBrowserLooksLikeFiles() throws {
        try write("Holiday.json", Data(repeating: 32, count: 2400))
        try write("My first emoji drawing.json", Data("{}".utf8))
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
            UIColor.systemYellow.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 40, y: 20, width: 40, height: 40))
        }
        try write("Sunset.png", picture)
        browser.additionalTrailingNavigationBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        show()
        browser.view.window?.renderIfNeeded()
        ReferenceImage.assertMatches(try #require(harness.window.backBuffer), named: "document-browser", tolerance: 3)
    }
}
