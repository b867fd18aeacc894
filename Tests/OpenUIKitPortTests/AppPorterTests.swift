import Foundation
import Testing
@testable import OpenUIKitPort

@Suite("Porting a whole app into a package")
struct AppPorterTests {
    /// A small app folder: a delegate, a controller with a gap, Info.plist, an asset catalog.
    static func makeApp(in folder: TemporaryFolder, name: String = "My App") throws -> String {
        try folder.write("\(name)/AppDelegate.swift", "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try folder.write("\(name)/Controllers/ViewController.swift", "import UIKit\nimport SpriteKit\n\nclass ViewController: UIViewController {}\n")
        try folder.write("\(name)/Info.plist", "<plist><dict/></plist>\n")
        try folder.write("\(name)/Assets.xcassets/Contents.json", "{}\n")
        try folder.write("\(name)/Bridge.m", "// Objective-C\n")
        try folder.write("\(name)/App.entitlements", "<plist/>\n")
        return folder.path + "/" + name
    }

    @Test func thePackageHoldsPortedSourcesAndResources() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        let output = folder.path + "/Out"
        let porter = AppPorter(sourcePath: app, outputPath: output, openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.problems.isEmpty)
        #expect(porter.name == "My_App")
        #expect(porter.write().isEmpty)
        let files = AppPorter.files(under: output)
        #expect(files == [
            "Package.swift",
            "Sources/My_App/App/Assets.xcassets/Contents.json",
            "Sources/My_App/App/Info.plist",
            "Sources/My_App/AppDelegate.swift",
            "Sources/My_App/Controllers/ViewController.swift",
        ])
        #expect(try String(contentsOfFile: output + "/Sources/My_App/AppDelegate.swift", encoding: .utf8)
            == "import OpenUIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        let manifest = try String(contentsOfFile: output + "/Package.swift", encoding: .utf8)
        for part in [".package(path: \"/opt/OpenUIKit\")", ".product(name: \"OpenUIKit\", package: \"openuikit\")",
                     ".executableTarget(", "name: \"My_App\"", "path: \"Sources/My_App\"", "resources: [.copy(\"App\")]",
                     "swiftLanguageModes: [.v5]"] {
            #expect(manifest.contains(part), "\(part)")
        }
        let list = try #require(try GeneratedFileList.read(inPackage: output))
        #expect(list.files == files)
        #expect(AppPorter.files(under: app).contains("Bridge.m"))  // SRC is never written or moved
    }

    @Test func gapsAreListedWithFileAndLine() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        try folder.write("My App/Broken.swift", "class {\n")
        let porter = AppPorter(sourcePath: app, outputPath: folder.path + "/Out", openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.gaps.map(\.description) == [
            "Bridge.m: not Swift: Objective-C and C sources are not ported; rewrite it in Swift or leave it out",
            "Broken.swift:1: does not parse (expected identifier in class); copied unported",
            "Controllers/ViewController.swift:2: import SpriteKit: OpenUIKit has no SpriteKit on Linux; replace what this file uses from it; fix by hand",
        ])
        // Still written, so every gap shows at once.
        #expect(porter.write().isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Out/Sources/My_App/Broken.swift"))
    }

    @Test func aSecondRunUpdatesWhatItGeneratedAndNothingElse() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        let output = folder.path + "/Out"
        #expect(AppPorter(sourcePath: app, outputPath: output, openUIKitPath: "/opt/OpenUIKit").write().isEmpty)
        try folder.write("Out/Sources/My_App/Mine.swift", "// a person's file\n")
        try folder.write("Out/README.md", "mine\n")
        try FileManager.default.removeItem(atPath: app + "/Controllers/ViewController.swift")
        try folder.write("My App/AppDelegate.swift", "import UIKit\n// changed\n")
        try folder.write("My App/en.lproj/Main.strings", "\"a\" = \"b\";\n")
        #expect(AppPorter(sourcePath: app, outputPath: output, openUIKitPath: "/opt/OpenUIKit").write().isEmpty)
        let files = AppPorter.files(under: output)
        #expect(!files.contains("Sources/My_App/Controllers/ViewController.swift"))
        #expect(!FileManager.default.fileExists(atPath: output + "/Sources/My_App/Controllers"))  // emptied folder goes
        #expect(files.contains("Sources/My_App/Mine.swift"))
        #expect(files.contains("README.md"))
        #expect(files.contains("Sources/My_App/App/en.lproj/Main.strings"))
        #expect(try String(contentsOfFile: output + "/Sources/My_App/AppDelegate.swift", encoding: .utf8) == "import OpenUIKit\n// changed\n")
        let list = try #require(try GeneratedFileList.read(inPackage: output))
        #expect(!list.files.contains("Sources/My_App/Mine.swift"))
        #expect(!list.files.contains("Sources/My_App/Controllers/ViewController.swift"))
    }

    @Test func aPackageItDidNotGenerateIsLeftAlone() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        try folder.write("Theirs/Package.swift", "// someone's package\n")
        let failures = AppPorter(sourcePath: app, outputPath: folder.path + "/Theirs", openUIKitPath: "/opt/OpenUIKit").write()
        #expect(failures.map(\.reason) == ["holds a package openuikit-port did not generate (no .openuikit-port.json); choose another --output"])
        #expect(try folder.names(in: "Theirs") == ["Package.swift"])
    }

    @Test func aHandEditedListCannotRemoveFilesOutsideThePackage() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        let outside = try folder.write("Outside.txt", "keep\n")
        try folder.write("Out/.openuikit-port.json", GeneratedFileList(source: app, files: ["../Outside.txt", outside]).json)
        #expect(AppPorter(sourcePath: app, outputPath: folder.path + "/Out", openUIKitPath: "/opt/OpenUIKit").write().isEmpty)
        #expect(FileManager.default.fileExists(atPath: outside))
    }

    @Test func sourceProblemsWriteNothing() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeApp(in: folder)
        try folder.write("Empty/readme.txt", "")
        let cases: [(source: String, output: String, problem: String)] = [
            (folder.path + "/Missing", folder.path + "/Out", "\(folder.path)/Missing: no such folder"),
            (folder.path + "/Empty", folder.path + "/Out", "\(folder.path)/Empty: not an app folder: it has neither an Info.plist nor an .xcodeproj"),
            (app, app + "/Out", "\(app)/Out: the package cannot be inside the app's folder, which is never written"),
        ]
        for (source, output, problem) in cases {
            let porter = AppPorter(sourcePath: source, outputPath: output, openUIKitPath: "/opt/OpenUIKit")
            #expect(porter.problems == [problem])
            #expect(porter.write().isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Out"))
        #expect(!FileManager.default.fileExists(atPath: app + "/Out"))
    }

    @Test func moduleNames() {
        #expect(AppPorter.moduleName(for: "FaceIt") == "FaceIt")
        #expect(AppPorter.moduleName(for: "My App-2") == "My_App_2")
        #expect(AppPorter.moduleName(for: "2048") == "_2048")
        #expect(AppPorter.moduleName(for: "Café") == "Caf_")
        #expect(AppPorter.moduleName(for: "OpenUIKit") == "OpenUIKitApp")
    }

    @Test func theDependencyIsNamedByThePackageFoldersIdentity() {
        let template = PackageManifestTemplate(name: "A", openUIKitPath: "/src/Open-UIKit/", resourceFolder: nil, source: "/a")
        #expect(template.openUIKitIdentity == "open-uikit")
        #expect(!template.text.contains("resources:"))
    }
}
