import Foundation
import Testing

/// Openbox, a small EWMH window manager Debian ships, managing a test's X server: for the
/// tests that need a real manager (fullscreen requests, iconifying, reparenting) rather than
/// the fallbacks the apps use without one.
public enum OpenboxWindowManager {
    /// Where `scripts/setup.sh --test` installs it.
    public static let executable = URL(fileURLWithPath: "/usr/bin/openbox")

    /// Runs `body` while Openbox manages `server`, once it has announced itself
    /// (`_NET_SUPPORTING_WM_CHECK` on the root window, which the apps look for); stops it after.
    public static func run<T>(on server: XServer, _ body: (WindowInspector) async throws -> T) async throws -> T {
        let manager = try ChildProcess(executable: executable, arguments: ["--sm-disable"],
                                       environment: ["DISPLAY": server.displayName])
        defer { manager.terminate() }
        let inspector = try WindowInspector(displayName: server.displayName)
        let ready = await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
            inspector.cardinalProperty("_NET_SUPPORTING_WM_CHECK", of: inspector.rootWindow) != nil
        }
        guard ready else { throw LiveTestError("Openbox did not start on \(server.displayName): \(manager.transcript)") }
        return try await body(inspector)
    }
}
