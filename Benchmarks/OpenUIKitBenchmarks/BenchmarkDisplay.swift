import CX11
import Foundation

/// The X display the X11 benchmarks use: `$DISPLAY` when set, else a private Xvfb this
/// process starts (and ends, by its PID) when Xvfb is installed.
final class BenchmarkDisplay {
    let name: String
    private var server: Process?

    /// How long a fresh Xvfb may take to accept connections.
    private static let startTimeout: TimeInterval = 10

    init?() {
        if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
            name = display
            return
        }
        guard let xvfb = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        // A display number nobody uses: no socket and no lock file.
        guard let number = (90..<190).first(where: { n in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") && !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
        }) else { return nil }
        name = ":\(number)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [name, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        server = process
        let deadline = Date().addingTimeInterval(BenchmarkDisplay.startTimeout)
        while Date() < deadline {
            if let display = XOpenDisplay(name) {
                XCloseDisplay(display)
                return
            }
            usleep(20_000)
        }
        stop()
        return nil
    }

    var isPrivate: Bool { server != nil }

    func stop() {
        guard let server, server.isRunning else { return }
        kill(server.processIdentifier, SIGTERM)
        server.waitUntilExit()
        self.server = nil
    }

    deinit { stop() }
}
