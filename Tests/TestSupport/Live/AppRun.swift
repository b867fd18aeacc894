import CX11
import Foundation

/// One of the package's demo apps (an executable product) running under a test X server:
/// its process, its window, and the `frame N …` lines it prints with `OPENUIKIT_FRAME_LOG=1`.
///
/// Release it (let it go out of scope) before the server stops: Xlib ends a process whose
/// connection's server went away, and the inspector holds a connection.
public final class AppRun {
    public let child: ChildProcess
    public let inspector: WindowInspector
    public let window: Window

    /// The built executable `name`, beside the test bundle (as `swift build --build-tests`
    /// puts it) or in the package's `.build/debug`.
    public static func executable(named name: String) -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Launches `name` with `arguments` on `displayName` and waits for its first presented
    /// frame and its window. The app's environment is this process's with `environment` added
    /// and the names in `removingEnvironment` taken out.
    public init(_ name: String, displayName: String, arguments: [String] = [], environment: [String: String] = [:],
                removingEnvironment: Set<String> = []) async throws {
        child = try ChildProcess(executable: AppRun.executable(named: name), arguments: arguments,
                                 environment: environment.merging(["DISPLAY": displayName, "OPENUIKIT_FRAME_LOG": "1"]) { a, _ in a },
                                 removingEnvironment: removingEnvironment)
        guard await child.waitForLine(containing: "frame 1 ") != nil else {
            throw LiveTestError("\(name) showed no first frame:\n\(child.transcript)")
        }
        inspector = try WindowInspector(displayName: displayName)
        window = try await inspector.findWindow(pid: child.processIdentifier)
    }

    deinit { child.terminate() }

    /// How many frames the app has presented so far.
    public var framesPresented: Int {
        child.standardOutputLines.filter { $0.hasPrefix("frame ") }.count
    }

    /// Waits until the app has presented more than `count` frames and then stays quiet for
    /// `settle` (no newer frame), so a capture shows the end of what the input caused.
    @discardableResult
    public func waitForFrames(after count: Int, settle: Duration = .milliseconds(150),
                              timeout: Duration = LiveTiming.eventTimeout) async -> Bool {
        guard await LiveTiming.waitUntil(timeout: timeout, { self.framesPresented > count }) else { return false }
        var seen = framesPresented
        while true {
            try? await Task.sleep(for: settle)
            let now = framesPresented
            if now == seen { return true }
            seen = now
        }
    }

    /// The window's pixels now.
    public func capture() async throws -> PixelBuffer {
        try await inspector.capture(window)
    }

    /// The window's top-left corner on the screen, for input injected in screen coordinates.
    public func origin() throws -> (x: Int, y: Int) {
        let geometry = try inspector.geometry(of: window)
        return (geometry.x, geometry.y)
    }
}
