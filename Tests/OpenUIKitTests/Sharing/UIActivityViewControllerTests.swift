import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The share sheet as UIKit documents it: the activities listed for the items (an item
/// source's placeholder decides), the app's own activities first, `excludedActivityTypes`
/// left out, the chosen activity prepared with its items for its type, and
/// `completionWithItemsHandler` run once, after the sheet is dismissed: with the activity and
/// whether it completed, or with no activity when the sheet is closed.
@MainActor
@Suite("UIActivityViewController", .serialized)
struct UIActivityViewControllerTests {
    /// An app's own activity, as apps write them: it records what it was prepared with.
    final class PinActivity: UIActivity {
        var prepared: [Any] = []
        static let pin = UIActivity.ActivityType("org.example.pin")
        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { Self.pin }
        override var activityTitle: String? { "Pin" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    /// An item source whose item depends on the activity.
    final class Source: NSObject, UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController,
                                    itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            activityType == .copyToPasteboard ? "for the clipboard" : "for \(activityType?.rawValue ?? "nothing")"
        }
    }

    let harness = GestureHarness(size: CGSize(width: 390, height: 700))
    let frames: HeadlessFrameClock
    let root = UIViewController()

    init() {
        harness.window.rootViewController = root
        harness.window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: harness.window)
        frames.advance(by: 0.1)
    }

    func titles(_ sheet: UIActivityViewController) -> [String] {
        sheet.listedActivities.compactMap(\.activityTitle)
    }

    func image(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 6))
        }
    }

    @Test func theDeclarationsAreUIKits() {
        #expect(UIActivity.Category.action.rawValue == 0 && UIActivity.Category.share.rawValue == 1)
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        #expect(UIActivity.ActivityType.saveToCameraRoll.rawValue == "com.apple.UIKit.activity.SaveToCameraRoll")
        #expect(UIActivity.activityCategory == .action)
        let plain = UIActivity()
        #expect(plain.activityType == nil && plain.activityTitle == nil && plain.activityImage == nil)
        #expect(!plain.canPerform(withActivityItems: ["text"]))
        #expect(plain.activityViewController == nil)
        let sheet: UIViewController = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        #expect(sheet is UIActivityViewController)
        #expect(UIActivityViewController(coder: NSCoder()) == nil)
    }

    @Test func theActivitiesListedFollowTheItems() {
        #expect(titles(UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)) == ["Copy"])
        #expect(titles(UIActivityViewController(activityItems: [URL(string: "https://example.org/a")!], applicationActivities: nil)) == ["Copy"])
        #expect(titles(UIActivityViewController(activityItems: [image(.red)], applicationActivities: nil)) == ["Save Image"])
        #expect(titles(UIActivityViewController(activityItems: [image(.red), image(.blue)], applicationActivities: nil)) == ["Save 2 Images"])
        #expect(titles(UIActivityViewController(activityItems: ["Hi", image(.red)], applicationActivities: [PinActivity()]))
                == ["Pin", "Copy", "Save Image"])
        let excluding = UIActivityViewController(activityItems: ["Hi", image(.red)], applicationActivities: nil)
        excluding.excludedActivityTypes = [.copyToPasteboard]
        #expect(titles(excluding) == ["Save Image"])
        // Nothing the desktop can do with a number: no rows.
        #expect(titles(UIActivityViewController(activityItems: [42], applicationActivities: nil)).isEmpty)
    }

    @Test func choosingCopyPutsTheTextOnTheClipboardThenCompletes() throws {
        let sheet = UIActivityViewController(activityItems: ["Two of hearts", URL(string: "https://example.org/card")!],
                                             applicationActivities: nil)
        var heard: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            heard.append((type, completed))
            #expect(returned == nil && error == nil)
        }
        root.present(sheet, animated: true)
        frames.advance(by: 0.6)
        let row = try #require((sheet.view as? ActivitySheetView)?.rows.first)
        #expect(row.activity.activityTitle == "Copy")
        let center = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: harness.window)
        var script = harness.script()
        script.tap(at: center)
        harness.send(script)
        #expect(UIPasteboard.general.string == "Two of hearts\nhttps://example.org/card")
        #expect(heard.isEmpty, "the handler runs after the dismissal")
        frames.advance(by: 0.6)
        #expect(heard.count == 1)
        #expect(heard.first?.0 == .copyToPasteboard && heard.first?.1 == true)
        #expect(root.presentedViewController == nil)
    }

    @Test func anItemSourceDecidesTheItemForTheActivityChosen() {
        let pin = PinActivity()
        let sheet = UIActivityViewController(activityItems: [Source(), "plain"], applicationActivities: [pin])
        #expect(titles(sheet) == ["Pin", "Copy"])
        var heard: UIActivity.ActivityType?
        sheet.completionWithItemsHandler = { type, completed, _, _ in heard = completed ? type : nil }
        sheet.choose(pin)
        #expect(pin.prepared.compactMap { $0 as? String } == ["for org.example.pin", "plain"])
        #expect(heard == PinActivity.pin)
    }

    @Test func saveImageWritesPNGsIntoThePictureLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("share-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        setenv("XDG_PICTURES_DIR", folder.path, 1)
        defer { unsetenv("XDG_PICTURES_DIR") }
        let sheet = UIActivityViewController(activityItems: [image(.red), image(.blue)], applicationActivities: nil)
        var completed = false
        sheet.completionWithItemsHandler = { type, done, _, _ in completed = done && type == .saveToCameraRoll }
        let save = try #require(sheet.listedActivities.first)
        sheet.choose(save)
        #expect(completed)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files.count == 2)
        #expect(files.allSatisfy { $0.hasPrefix("Image ") && $0.hasSuffix(".png") })
        let saved = try #require(UIImage(contentsOfFile: folder.appendingPathComponent(files[0]).path))
        #expect(saved.size == CGSize(width: 8, height: 6))
    }

    @Test func closingRunsTheHandlerWithNoActivity() throws {
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        var heard: [String] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append("\(type?.rawValue ?? "none") \(completed)") }
        root.present(sheet, animated: false)
        frames.advance(by: 0.1)
        sheet.close()
        frames.advance(by: 0.6)
        #expect(heard == ["none false"])
        #expect(root.presentedViewController == nil)
    }

    @Test func theCompactSheetLooksAsIOSDrawsIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let page = UIViewController()
        page.view.backgroundColor = .white
        window.rootViewController = page
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        let sheet = UIActivityViewController(activityItems: ["Two of hearts", image(.red)], applicationActivities: [PinActivity()])
        page.present(sheet, animated: false)
        window.renderIfNeeded()
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "share-sheet-compact", tolerance: 3)
    }
}
