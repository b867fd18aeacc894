import Foundation
import Testing
@testable import OpenUIKitPort

@Suite("Frameworks OpenUIKit provides beside UIKit (GameplayKit, OSLog, UniformTypeIdentifiers)")
struct ProvidedFrameworkTests {
    @Test func gameplayKitAndOSLogImportsStayAndAreRecorded() throws {
        let result = try SourcePorter().port("import UIKit\nimport GameplayKit\nimport OSLog\n")
        #expect(result.rewritten == "import OpenUIKit\nimport GameplayKit\nimport OSLog\n")
        #expect(result.handEdits == [])
        #expect(result.providedFrameworks == ["GameplayKit", "OSLog"])
    }

    @Test func osAndOSLogBecomeAnImportOfOSLog() throws {
        let result = try SourcePorter().port("import UIKit\nimport os.log\nimport os\nimport struct os.OSLog\n")
        #expect(result.rewritten == "import OpenUIKit\nimport OSLog\nimport OSLog\nimport struct OSLog.OSLog\n")
        #expect(result.edits.map(\.description).contains { $0.contains("import os.log → import OSLog") })
        #expect(result.handEdits == [])
        #expect(result.providedFrameworks == ["OSLog"])
    }

    @Test func uniformTypeIdentifiersStaysAndIsRecorded() throws {
        let result = try SourcePorter().port("import UIKit\nimport UniformTypeIdentifiers\n")
        #expect(result.rewritten == "import OpenUIKit\nimport UniformTypeIdentifiers\n")
        #expect(result.handEdits == [])
        #expect(result.providedFrameworks == ["UniformTypeIdentifiers"])
    }

    @Test func aFileWithoutThemRecordsNone() throws {
        let result = try SourcePorter().port("import UIKit\nimport Foundation\n")
        #expect(result.providedFrameworks == [])
    }

    @Test func theManifestDependsOnThemOnlyWhenImported() throws {
        let folder = try TemporaryFolder()
        let app = try AppPorterTests.makeApp(in: folder, name: "Dice")
        let plain = folder.path + "/Plain"
        #expect(AppPorter(sourcePath: app, outputPath: plain, openUIKitPath: "/opt/OpenUIKit").write().isEmpty)
        let plainManifest = try String(contentsOfFile: plain + "/Package.swift", encoding: .utf8)
        #expect(!plainManifest.contains("GameplayKit"))
        #expect(!plainManifest.contains("OSLog"))

        try folder.write("Dice/Roller.swift", "import GameplayKit\nimport os.log\n\nlet die = GKRandomDistribution.d6()\n")
        let ported = folder.path + "/Ported"
        let porter = AppPorter(sourcePath: app, outputPath: ported, openUIKitPath: "/opt/OpenUIKit")
        #expect(porter.gaps.allSatisfy { !$0.message.contains("GameplayKit") && !$0.message.contains("import os") })
        #expect(porter.write().isEmpty)
        let manifest = try String(contentsOfFile: ported + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("""
            dependencies: [.product(name: "OpenUIKit", package: "openuikit"), .product(name: "GameplayKit", package: "openuikit"), \
            .product(name: "OSLog", package: "openuikit")],
            """))
        #expect(try String(contentsOfFile: ported + "/Sources/Dice/Roller.swift", encoding: .utf8)
            == "import GameplayKit\nimport OSLog\n\nlet die = GKRandomDistribution.d6()\n")
    }

    @Test func theyAreNoLongerMissingFrameworks() {
        #expect(!MissingFrameworks.names.contains("GameplayKit"))
        #expect(!MissingFrameworks.names.contains("os"))
        #expect(Set(ProvidedFrameworks.modules.keys).isDisjoint(with: MissingFrameworks.names))
    }
}
