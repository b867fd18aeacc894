import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Whole UIKit app folders, as Xcode has them, through `openuikit-port app` and nothing
/// else: each builds, launches headless and draws its first screen as iOS does.
///
/// The first test builds every app of `PortedApps.table` (minutes on a clean machine, where
/// OpenUIKit compiles once more for `.build/ported-apps`; seconds when nothing changed).
@MainActor
@Suite("Whole app folders ported and built", .serialized)
struct PortedAppTests {
    /// Tolerance 2 (of 255), as for the other references: Cairo draws deterministically.
    static let tolerance = 2
    /// The size the snapshots are taken at: an iPhone 8's screen, in points.
    static let screenSize = "375x667"

    func apps() throws -> PortedApps {
        try PortedApps.shared.get()
    }

    @Test func everyAppPortsWithoutHandEditsAndBuilds() throws {
        let apps = try apps()
        for app in PortedApps.table {
            #expect(!(apps.portErrors[app.folder] ?? "").contains("by hand"), "\(app.folder): \(apps.portErrors[app.folder] ?? "")")
        }
        let builds = apps.buildSeconds.sorted { $0.key < $1.key }.map { String(format: "%@ %.1f s", $0.key, $0.value) }
        print("ported apps: port \(String(format: "%.1f", apps.portSeconds)) s; build \(builds.joined(separator: ", "))")
    }

    @Test(arguments: PortedApps.table.map(\.folder))
    func theAppLaunchesAndDrawsItsFirstScreen(_ folder: String) throws {
        let apps = try apps()
        let app = try #require(PortedApps.table.first { $0.folder == folder })
        let runFolder = FileManager.default.temporaryDirectory.appendingPathComponent("\(app.executable)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runFolder) }
        let shot = runFolder.appendingPathComponent("shot.png")
        let run = try PortedFixture.run(apps.binFolder.appendingPathComponent(app.executable).path,
                                        ["--snapshot", shot.path, "--size", Self.screenSize], in: runFolder)
        #expect(run.status == 0, "\(app.executable) exited with \(run.status): \(run.errors)")
        if let line = app.launchLog {
            #expect(run.errors.contains(line), "\(app.executable) wrote: \(run.errors)")
        }
        let image = try #require(ReferenceImage.loadPNG(shot.path), "\(app.executable) wrote no snapshot")
        ReferenceImage.assertMatches(image, named: app.reference, tolerance: Self.tolerance)
    }
}
