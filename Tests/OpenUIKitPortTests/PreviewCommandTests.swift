import Foundation
import Testing
@testable import OpenUIKitPort

/// `openuikit-port preview SRC --output DIR`: which package it builds, and its messages when
/// there is nothing it can draw. `StoryboardPreviewTests` (PortingFixtureTests) draws an app.
@Suite("openuikit-port preview")
struct PreviewCommandTests {
    @Test func anAppFolderIsPortedIntoAStableTemporaryPackageNamedAfterIt() throws {
        let plan = try PreviewPackage(source: AppCommandTests.helloApp, package: nil)
        #expect(plan.appName == "HelloApp")
        #expect(plan.appSource == AppCommandTests.helloApp)
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        #expect(plan.packagePath.hasPrefix("\(temporary)/\(PreviewPackage.temporaryFolderName)/HelloApp-"))
        // The same app gets the same package on every run, so its build is reused.
        #expect(try PreviewPackage(source: AppCommandTests.helloApp + "/", package: nil) == plan)
        let chosen = try PreviewPackage(source: AppCommandTests.helloApp, package: "/opt/ported/Hello Package")
        #expect(chosen.packagePath == "/opt/ported/Hello Package")
    }

    @Test func aPortedPackageIsUsedAsItIs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        let list = GeneratedFileList(source: "/apps/Cards", files: ["Package.swift", "Sources/Cards/App/Info.plist", "Sources/Cards/main.swift"])
        try folder.write(GeneratedFileList.fileName, list.json)
        let plan = try PreviewPackage(source: folder.path, package: nil)
        #expect(plan.appName == "Cards")
        #expect(plan.appSource == nil)
        #expect(plan.packagePath == AppPorter.absolute(folder.path))
        #expect(throws: PortFileError.self) { try PreviewPackage(source: folder.path, package: folder.path + "/Other") }
    }

    @Test func missingFoldersAndForeignPackagesAreRefusedBeforeAnyWork() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Canvas"
        let missing = try PortTool.run(["preview", folder.path + "/Nowhere", "--output", output], in: folder.path)
        #expect(missing.status == 1)
        #expect(missing.standardError == "openuikit-port: \(folder.path)/Nowhere: no such folder\n")

        try folder.write("Notes/readme.txt", "not an app")
        let notApp = try PortTool.run(["preview", "Notes", "--output", output], in: folder.path)
        #expect(notApp.status == 1)
        #expect(notApp.standardError == "openuikit-port: \(AppPorter.absolute(folder.path + "/Notes")): not an app folder: it has neither an Info.plist nor an .xcodeproj\n")

        try folder.write("Theirs/Package.swift", "// swift-tools-version: 6.0\n")
        let foreign = try PortTool.run(["preview", "Theirs", "--output", output], in: folder.path)
        #expect(foreign.status == 1)
        #expect(foreign.standardError.contains("Theirs: is a Swift package openuikit-port did not write"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func usageErrorsExitWith64() throws {
        let folder = try TemporaryFolder()
        let noOutput = try PortTool.run(["preview", AppCommandTests.helloApp], in: folder.path)
        #expect(noOutput.status == 64)
        #expect(noOutput.standardError.contains("Missing expected argument '--output <DIR>'"))
        let badScale = try PortTool.run(["preview", AppCommandTests.helloApp, "--output", "x", "--scale", "9"], in: folder.path)
        #expect(badScale.status == 64)
        #expect(badScale.standardError.contains("--scale 9.0: the scale must be from 0.5 to 4"))
    }

    @Test func theHelpTellsWhatIsDrawnAndTheMainHelpMentionsIt() throws {
        let folder = try TemporaryFolder()
        let help = try PortTool.run(["preview", "--help"], in: folder.path)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: openuikit-port preview <SRC> --output <DIR>"))
        #expect(help.standardOutput.contains("prepareForInterfaceBuilder()"))
        let main = try PortTool.run(["--help"], in: folder.path)
        #expect(main.standardOutput.contains("openuikit-port preview SRC --output DIR"))
    }

    @Test func aBuildFailureShowsTheCompilersErrorsAndDrawsNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Broken/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Broken", targets: [.executableTarget(name: "Broken", path: "Sources/Broken")])

            """)
        try folder.write("Broken/Sources/Broken/main.swift", "let count: Int = \"seven\"\n")
        let list = GeneratedFileList(source: "/apps/Broken", files: ["Package.swift", "Sources/Broken/main.swift"])
        try folder.write("Broken/" + GeneratedFileList.fileName, list.json)
        let run = try PortTool.run(["preview", "Broken", "--output", "Canvas", "--scratch-path", folder.path + "/scratch"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.standardError.contains("main.swift:1:18: error: cannot convert value of type 'String' to specified type 'Int'"), "\(run.standardError)")
        #expect(run.standardError.contains("did not build, so nothing was drawn; the compiler's errors are above"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Canvas"))
    }
}
