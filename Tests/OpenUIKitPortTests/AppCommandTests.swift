import Foundation
import Testing

@Suite("openuikit-port app")
struct AppCommandTests {
    /// Tests/PortingFixtures/HelloApp: an Xcode project with an app delegate, a view
    /// controller in Swift 4 style, Info.plist, a launch storyboard and an asset catalog.
    static let helloApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PortingFixtures/HelloApp").path

    @Test func portsTheFixtureAppFromItsXcodeProject() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Hello"
        let run = try PortTool.run(["app", Self.helloApp, "--output", output, "--openuikit", "/opt/openuikit"], in: folder.path)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("wrote \(output) (HelloApp): 2 Swift files"))
        // GameplayKit, os.log and the selector-based Foundation calls need no hand edit.
        #expect(run.standardError == "")
        let package = output + "/Sources/HelloApp"
        #expect(try FileManager.default.contentsOfDirectory(atPath: package).sorted() == ["App", "AppDelegate.swift", "ViewController.swift"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: package + "/App").sorted() == ["Assets.xcassets", "Base.lproj", "Info.plist"])
        #expect(FileManager.default.fileExists(atPath: package + "/App/Assets.xcassets/Tint.colorset/Contents.json"))
        let delegate = try String(contentsOfFile: package + "/AppDelegate.swift", encoding: .utf8)
        #expect(delegate.contains("@main\nclass AppDelegate"))
        #expect(delegate.contains("[UIApplication.LaunchOptionsKey: Any]?"))
        #expect(delegate.contains("import OpenUIKit\nimport OSLog\n"))
        let controller = try String(contentsOfFile: package + "/ViewController.swift", encoding: .utf8)
        #expect(controller.contains("button.setTitle(\"Tap me\", for: UIControl.State.normal)"))
        #expect(controller.contains("button.frame = view.bounds.inset(by: UIEdgeInsets(top: 240, left: 20, bottom: 360, right: 20))"))
        #expect(controller.contains("NotificationCenter.default.addObserver(self, selector: Selector(ViewController.becameActive), name: UIApplication.didBecomeActiveNotification, object: nil)"))
        #expect(controller.contains("perform(Selector(ViewController.resetIfIdle), with: nil, afterDelay: 30)"))
        #expect(controller.contains("print(\"UIControlState.normal\")"))
        let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(path: \"/opt/openuikit\")"))
        #expect(manifest.contains(".product(name: \"GameplayKit\", package: \"openuikit\"), .product(name: \"OSLog\", package: \"openuikit\")"))

        // A second run changes nothing and says the same.
        let again = try PortTool.run(["app", Self.helloApp, "--output", output, "--openuikit", "/opt/openuikit"], in: folder.path)
        #expect(again.status == 0)
        #expect(again.standardOutput == run.standardOutput)
    }

    @Test func withoutOpenUIKitPathTheToolsOwnCheckoutIsUsed() throws {
        let folder = try TemporaryFolder()
        let run = try PortTool.run(["app", Self.helloApp + "/HelloApp", "--output", folder.path + "/Out"], in: folder.path)
        #expect(run.status == 0)
        let manifest = try String(contentsOfFile: folder.path + "/Out/Package.swift", encoding: .utf8)
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        #expect(manifest.contains(".package(path: \"\(checkout.standardizedFileURL.path)\")"))
    }

    @Test func nothingWrittenExitsWithOne() throws {
        let folder = try TemporaryFolder()
        let run = try PortTool.run(["app", folder.path, "--output", folder.path + "/Out"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError.contains("the package cannot be inside the app's folder"))
        #expect(try PortTool.run(["app", folder.path], in: folder.path).status == 64)
    }
}
