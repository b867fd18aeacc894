import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A UIKit app launched from its folder, end to end: Tests/LaunchProbe (an `@main` delegate,
/// an `Info.plist` and an asset catalog in its resource bundle) run headless with `--snapshot`.
@MainActor
@Suite struct LaunchedAppTests {
    /// The probe binary, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("LaunchProbe")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/LaunchProbe")
    }

    /// Runs the probe with `arguments` and no display; its exit code and output.
    private func run(_ arguments: [String]) throws -> (code: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func theAppLaunchesFromItsDelegatePlistAndCatalogAndWritesItsSnapshot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let snapshot = folder.url.appendingPathComponent("probe.png").path
        let result = try run(["--snapshot", snapshot, "--scale", "2"])
        #expect(result.code == 0, "\(result.errors)")
        // The life cycle in order, with the delegate's own window shown.
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("probe:") } == [
            "probe: didFinishLaunching inactive",
            "probe: applicationDidBecomeActive, key window is mine: true",
            // Written, the app terminates: it leaves the foreground first.
            "probe: applicationWillResignActive",
            "probe: applicationDidEnterBackground",
            "probe: applicationWillTerminate",
        ])
        #expect(lines.contains { $0.hasPrefix("LaunchProbe: wrote the snapshot") })
        let image = try #require(UIImage(contentsOfFile: snapshot))
        // Info.plist launches it in landscape: the landscape default size, at --scale 2.
        #expect(image.cairoSurface.pixelWidth == 1_600 && image.cairoSurface.pixelHeight == 1_200)
        // The catalog's colour (0xF0, 200, 0.4 × 255) behind its image's 2x variant (blue).
        #expect(image.cairoSurface.pixel(x: 200, y: 200) == (240, 200, 102, 255))
        #expect(image.cairoSurface.pixel(x: 40, y: 40) == (0, 0, 220, 255))
    }

    @Test func aBadOptionIsAUsageErrorAndHelpListsTheOptions() throws {
        let bad = try run(["--size", "0x5"])
        #expect(bad.code == 64)
        #expect(bad.errors.contains("LaunchProbe: “0x5”: each side must be from 1 to 8192 points"))
        let help = try run(["--help"])
        #expect(help.code == 0)
        #expect(help.output.contains("--snapshot <PATH>") && help.output.contains("--show-touches"))
    }
}
