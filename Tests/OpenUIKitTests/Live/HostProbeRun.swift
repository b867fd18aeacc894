import CX11
import Foundation
import Testing
import TestSupport

/// The probe app (Tests/HostProbe) running under a test X server: its process, its window,
/// and parsers for the lines it prints.
final class HostProbeRun {
    let child: ChildProcess
    let inspector: WindowInspector
    let window: Window

    /// The probe binary, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("HostProbe")
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        // `swift test` may run the tests through a helper; fall back to the build folder.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/HostProbe")
    }

    /// Launches the probe on `displayName` and waits for its first presented frame and window.
    init(displayName: String, arguments: [String] = [], environment: [String: String] = [:]) async throws {
        child = try ChildProcess(executable: HostProbeRun.executable, arguments: arguments,
                                 environment: environment.merging(["DISPLAY": displayName]) { a, _ in a })
        guard await child.waitForLine(containing: "frame 1 ") != nil else {
            throw LiveTestError("the probe showed no first frame:\n\(child.transcript)")
        }
        inspector = try WindowInspector(displayName: displayName)
        window = try await inspector.findWindow(pid: child.processIdentifier)
    }

    deinit { child.terminate() }

    /// Runs `body` with a fresh Xvfb (see `XServer.withXvfb`).
    static func withXvfb(_ body: (XServer) async throws -> Void) async throws {
        try await XServer.withXvfb(body)
    }

    /// Lines beginning with `prefix` ("input touch", "frame"), in order.
    func lines(startingWith prefix: String) -> [String] {
        child.standardOutputLines.filter { $0.hasPrefix(prefix) }
    }

    /// Waits until at least `count` lines start with `prefix`.
    @discardableResult
    func waitForLines(startingWith prefix: String, count: Int, timeout: Duration = LiveTiming.eventTimeout) async -> [String] {
        _ = await LiveTiming.waitUntil(timeout: timeout) { self.lines(startingWith: prefix).count >= count }
        return lines(startingWith: prefix)
    }

    /// The `key=value` fields of a probe line.
    static func fields(_ line: String) -> [String: String] {
        var result: [String: String] = [:]
        for part in line.split(separator: " ") {
            let pair = part.split(separator: "=", maxSplits: 1)
            if pair.count == 2 { result[String(pair[0])] = String(pair[1]) }
        }
        return result
    }

    static func number(_ line: String, _ key: String) -> Double? {
        fields(line)[key].flatMap(Double.init)
    }
}
