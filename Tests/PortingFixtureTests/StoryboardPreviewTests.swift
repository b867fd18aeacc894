import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `openuikit-port preview` on the FaceItEmotions fixture app's package, the one
/// `PortedApps` ports and builds (so nothing compiles twice): every scene of its storyboard
/// drawn at its designed size, its `@IBDesignable` face prepared for Interface Builder
/// (orange there, blue when the app runs).
@Suite("openuikit-port preview on a ported app", .serialized)
struct StoryboardPreviewTests {
    /// The fixture app, from `PortedApps.table`.
    static let folder = "FaceItEmotions"
    /// Tolerance 2 (of 255), as for the other references: Cairo draws deterministically.
    static let tolerance = 2

    @Test func everySceneIsDrawnWithTheDesignableFacePrepared() throws {
        _ = try PortedApps.shared.get()
        let package = PortedApps.packagesFolder.appendingPathComponent(Self.folder)
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try PortedFixture.run(try PortedFixture.portExecutable(),
                                        ["preview", package.path, "--output", output.path, "--scratch-path", PortedApps.scratch.path],
                                        in: package)
        #expect(run.status == 0, "preview exited with \(run.status): \(run.errors)")
        #expect(run.output.contains("FaceItEmotions: drew 5 scenes of 1 storyboard into \(output.path)"), "\(run.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["Main-Emotions.png", "Main-FaceViewController.png", "Main-UINavigationController-DNv-sc-001.png",
                          "Main-UINavigationController-MNv-sc-001.png", "Main-UISplitViewController.png"])
        let emotions = try #require(ReferenceImage.loadPNG(output.appendingPathComponent("Main-Emotions.png").path))
        #expect((emotions.pixelWidth, emotions.pixelHeight) == (320, 768))
        // The whole storyboard as Interface Builder's canvas shows its initial scene: the
        // emotions list beside the designable face, orange.
        let split = try #require(ReferenceImage.loadPNG(output.appendingPathComponent("Main-UISplitViewController.png").path))
        ReferenceImage.assertMatches(split, named: "preview-faceitemotions-split", tolerance: Self.tolerance)
        let face = try #require(ReferenceImage.loadPNG(output.appendingPathComponent("Main-FaceViewController.png").path))
        #expect(face.pixelHeight == 768)
        let row = (0..<face.pixelWidth).map { face.pixel(x: $0, y: face.pixelHeight / 2 + 35) }
        #expect(row.filter { $0.r > 220 && (100...160).contains($0.g) && $0.b < 40 }.count >= 8, "the face is not orange")
        #expect(!row.contains { $0.b > 220 && $0.r < 40 && $0.g < 40 }, "the face is still the inspector's blue")
    }

    @Test func anAppFolderIsPortedBuiltAndDrawn() throws {
        // After the shared build, so OpenUIKit is compiled in the scratch folder already.
        _ = try PortedApps.shared.get()
        let app = PortedFixture.repositoryRoot.appendingPathComponent("Tests/PortingFixtures/HelloApp")
        let package = PortedApps.packagesFolder.appendingPathComponent("HelloApp-preview")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try PortedFixture.run(try PortedFixture.portExecutable(),
                                        ["preview", app.path, "--output", output.path, "--package", package.path,
                                         "--scratch-path", PortedApps.scratch.path, "--openuikit", PortedFixture.repositoryRoot.path],
                                        in: app)
        #expect(run.status == 0, "preview exited with \(run.status): \(run.errors)")
        #expect(run.output.contains("openuikit-port: ported \(app.path) into \(package.path)"))
        // The launch storyboard's one scene, a plain white view on an iPhone 8's canvas.
        let launch = try #require(ReferenceImage.loadPNG(output.appendingPathComponent("LaunchScreen-UIViewController.png").path))
        #expect((launch.pixelWidth, launch.pixelHeight) == (375, 667))
        #expect(launch.pixel(x: 187, y: 333) == (255, 255, 255, 255))
    }
}
