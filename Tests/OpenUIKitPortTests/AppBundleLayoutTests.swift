import Foundation
import Testing
@testable import OpenUIKitPort

/// Apps whose files are sorted into group folders (`Supporting Files`, `Storyboards`,
/// `Models`) port whole, and their resources land where Xcode's bundle would hold them, so
/// that `UIMainStoryboardFile` and `UIStoryboard(name:bundle:)` find them by name.
@Suite("Laying out a tidied app as Xcode's bundle")
struct AppBundleLayoutTests {
    /// An app as many course projects tidy it: the plist and the delegate in a supporting
    /// folder, storyboards in their own, sources in model and controller folders.
    static func makeTidiedApp(in folder: TemporaryFolder, name: String = "Memory") throws -> String {
        try folder.write("\(name)/Support/Info.plist", "<plist><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>\n")
        try folder.write("\(name)/Support/AppDelegate.swift", "import UIKit\n\n@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")
        try folder.write("\(name)/Support/Assets.xcassets/Contents.json", "{}\n")
        try folder.write("\(name)/Models/Tile.swift", "struct Tile {}\n")
        try folder.write("\(name)/Screens/BoardController.swift", "import UIKit\n\nclass BoardController: UIViewController {}\n")
        try folder.write("\(name)/Screens/Base.lproj/Main.storyboard", "<document/>\n")
        try folder.write("\(name)/Screens/TileCell.xib", "<document/>\n")
        try folder.write("\(name)/Screens/fr.lproj/Main.strings", "\"a\" = \"b\";\n")
        try folder.write("\(name)/Support/Settings.bundle/en.lproj/Root.strings", "\"c\" = \"d\";\n")
        try folder.write("\(name)/Support/Settings.bundle/Info.plist", "<plist><dict/></plist>\n")
        try folder.write("\(name)/Data/levels.json", "[]\n")
        return folder.path + "/" + name
    }

    /// What the package's resource folder holds for the tidied app.
    static let expectedResources = [
        "Sources/Memory/App/Base.lproj/Main.storyboard",
        "Sources/Memory/App/Data/levels.json",
        "Sources/Memory/App/Info.plist",
        "Sources/Memory/App/Support/Assets.xcassets/Contents.json",
        "Sources/Memory/App/Support/Settings.bundle/Info.plist",
        "Sources/Memory/App/Support/Settings.bundle/en.lproj/Root.strings",
        "Sources/Memory/App/TileCell.xib",
        "Sources/Memory/App/fr.lproj/Main.strings",
    ]

    @Test func anInfoPlistInASubfolderMakesSRCTheAppsFolder() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeTidiedApp(in: folder)
        let output = folder.path + "/Out"
        let porter = AppPorter(sourcePath: app, outputPath: output, openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.problems.isEmpty)
        #expect(porter.gaps.isEmpty)
        #expect(porter.write().isEmpty)
        let files = AppPorter.files(under: output).filter { $0.hasPrefix("Sources/Memory/App/") }
        #expect(files == Self.expectedResources)
        #expect(try String(contentsOfFile: output + "/Sources/Memory/App/Info.plist", encoding: .utf8).contains("UIMainStoryboardFile"),
                "the app's plist, not the settings bundle's, is at the top")
        let sources = AppPorter.files(under: output + "/Sources/Memory").filter { $0.hasSuffix(".swift") }
        #expect(sources == ["Models/Tile.swift", "Screens/BoardController.swift", "Support/AppDelegate.swift"])
    }

    @Test func aProjectWhosePlistIsInASubfolderPortsTheTargetsWholeGroup() throws {
        let folder = try TemporaryFolder()
        _ = try Self.makeTidiedApp(in: folder, name: "Repo/Memory")
        try folder.write("Repo/Memory.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
                objects = {
                    P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
                    G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (); path = Memory; sourceTree = "<group>"; };
                    T1 = {isa = PBXNativeTarget; name = Memory; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Memory/Support/Info.plist"; }; name = Debug; };
                };
                rootObject = P1;
            }
            """)
        let output = folder.path + "/Out"
        let porter = AppPorter(sourcePath: folder.path + "/Repo", outputPath: output, openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.problems.isEmpty)
        #expect(porter.appFolder.hasSuffix("/Repo/Memory"), "the target's group, not the plist's folder")
        #expect(porter.write().isEmpty)
        let files = AppPorter.files(under: output).filter { $0.hasPrefix("Sources/Repo/App/") }
        #expect(files == Self.expectedResources.map { $0.replacingOccurrences(of: "Sources/Memory/", with: "Sources/Repo/") })
        #expect(FileManager.default.fileExists(atPath: output + "/Sources/Repo/Models/Tile.swift"))
    }

    @Test func severalPlistsOutsideBundlesNeedTheAppsFolderNamed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Both/App/Info.plist", "<plist><dict/></plist>\n")
        try folder.write("Both/App/AppDelegate.swift", "import UIKit\n")
        try folder.write("Both/AppTests/Info.plist", "<plist><dict/></plist>\n")
        let porter = AppPorter(sourcePath: folder.path + "/Both", outputPath: folder.path + "/Out", openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.problems == ["\(folder.path)/Both: holds 2 Info.plist files (App/Info.plist, AppTests/Info.plist) and no .xcodeproj; pass the app target's folder instead"])
        // Deeper than the search goes: not taken for the app's.
        try folder.write("Deep/a/b/c/Info.plist", "<plist><dict/></plist>\n")
        #expect(AppPorter.infoPlists(under: folder.path + "/Deep").isEmpty)
    }

    @Test func twoStoryboardsOfOneNameAreAGapAsInXcode() throws {
        let folder = try TemporaryFolder()
        let app = try Self.makeTidiedApp(in: folder)
        try folder.write("Memory/Old/Base.lproj/Main.storyboard", "<document old=\"YES\"/>\n")
        let porter = AppPorter(sourcePath: app, outputPath: folder.path + "/Out", openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.gaps.map(\.description) == [
            "Screens/Base.lproj/Main.storyboard: goes to Base.lproj/Main.storyboard in the app's bundle, as Old/Base.lproj/Main.storyboard does; Xcode refuses two files there too; not copied",
        ])
    }

    @Test func bundlePlaces() {
        #expect(AppPorter.bundlePlace(of: "Supporting Files/Info.plist", infoPlist: "Supporting Files/Info.plist") == "Info.plist")
        #expect(AppPorter.bundlePlace(of: "Views/Base.lproj/Main.storyboard", infoPlist: nil) == "Base.lproj/Main.storyboard")
        #expect(AppPorter.bundlePlace(of: "Views/Card.XIB", infoPlist: nil) == "Card.XIB")
        #expect(AppPorter.bundlePlace(of: "Main.storyboard", infoPlist: nil) == "Main.storyboard")
        #expect(AppPorter.bundlePlace(of: "Images/star.png", infoPlist: nil) == "Images/star.png")
        #expect(AppPorter.bundlePlace(of: "Kit.framework/en.lproj/A.strings", infoPlist: nil) == "Kit.framework/en.lproj/A.strings")
    }
}
