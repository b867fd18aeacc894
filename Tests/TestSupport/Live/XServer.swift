import CX11
import Foundation
import Synchronization

/// An X server this test process started and owns: Xvfb, or Xorg with the dummy video driver
/// and the inputtest input driver.
///
/// The server runs on a display number no one else is using, in a private temporary
/// directory that holds its log (and, for Xorg, its config and device sockets). `stop()` ends
/// exactly the process this object started, by PID, and removes the directory; deinit does
/// the same for a server a test forgot to stop. Nothing is ever killed by name.
///
///     let server = try await XServer.startXvfb()
///     defer { server.stop() }
///     let display = XOpenDisplay(server.displayName)  // or a child's DISPLAY
public final class XServer: Sendable {
    /// Which server binary, and how it is configured.
    public enum Kind: Sendable, CustomStringConvertible {
        /// `Xvfb :N -screen 0 1280x1024x24 -nolisten tcp -noreset`, plus `extraArguments`, for
        /// example `["-extension", "MIT-SHM"]` to take shared-memory images away. (Xvfb 21.1
        /// cannot disable XInputExtension: it prints "can not be disabled" and keeps XI2.)
        case xvfb(extraArguments: [String])
        /// Xorg with `XorgInputTestConfiguration`: a touchscreen, a touchpad and a keyboard
        /// driven through Unix sockets in `directory`. Needs root.
        case xorgInputTest

        public var description: String {
            switch self {
            case .xvfb: "Xvfb"
            case .xorgInputTest: "Xorg (dummy video, inputtest input)"
            }
        }
    }

    /// The screen every server here is configured with, in pixels.
    public static let screenWidth = 1280
    public static let screenHeight = 1024

    public let kind: Kind
    public let displayNumber: Int
    /// `":N"`, for `XOpenDisplay` and a child's `DISPLAY`.
    public var displayName: String { ":\(displayNumber)" }
    /// The server's PID: the process this object started, and the only one it ever signals.
    public let processIdentifier: Int32
    /// The private temporary directory: logs, and Xorg's config and device sockets.
    public let directory: URL

    private struct ProcessState {
        /// Kept for as long as the server runs, with the log file handle it writes to.
        var process: Process?
        /// Set once the server has exited and been reaped; from then on its PID is never
        /// signalled again, since it may belong to another process.
        var hasExited = false
        /// Whether `stop()` has released the display number and removed the files.
        var isCleanedUp = false

        mutating func refresh(pid: Int32) {
            if !hasExited, ChildLifecycle.check(pid) != .running { hasExited = true }
        }
    }

    private let state: Mutex<ProcessState>

    private init(kind: Kind, displayNumber: Int, process: sending Process, directory: URL) {
        self.kind = kind
        self.displayNumber = displayNumber
        self.processIdentifier = process.processIdentifier
        self.directory = directory
        self.state = Mutex(ProcessState(process: process))
    }

    deinit {
        stop()
    }

    // MARK: Starting

    /// Starts Xvfb and returns once it accepts connections.
    public static func startXvfb(extraArguments: [String] = []) async throws -> XServer {
        try await start(.xvfb(extraArguments: extraArguments))
    }

    /// Starts Xorg with the dummy video driver and the inputtest devices, and returns once it
    /// accepts connections. Throws, quoting the end of Xorg.log, if Xorg cannot start (it
    /// needs root).
    public static func startXorgInputTest() async throws -> XServer {
        try await start(.xorgInputTest)
    }

    /// Another process may take a display number between our check and the server creating
    /// its lock file; the server then exits at once and the next free number is tried.
    private static let maximumStartAttempts = 5

    public static func start(_ kind: Kind) async throws -> XServer {
        var lastFailure = LiveTestError("\(kind) was not started")
        for _ in 0..<maximumStartAttempts {
            let number = DisplayNumberReservations.reserveFreeNumber()
            let directory: URL
            do {
                directory = try makePrivateDirectory()
            } catch {
                DisplayNumberReservations.release(number)
                throw error
            }
            let process = Process()
            do {
                try configure(process, kind: kind, displayNumber: number, directory: directory)
                try ChildLifecycle.launch(process)
            } catch {
                DisplayNumberReservations.release(number)
                try? FileManager.default.removeItem(at: directory)
                throw LiveTestError("cannot launch \(kind): \(error)")
            }
            let server = XServer(kind: kind, displayNumber: number, process: process, directory: directory)
            let ready = await LiveTiming.waitUntil(timeout: LiveTiming.serverStartTimeout) {
                !server.isRunning || canConnect(to: server.displayName)
            }
            if ready, server.isRunning {
                return server
            }
            let log = server.logTail()
            let exitedEarly = !server.isRunning
            server.stop()
            lastFailure = LiveTestError(
                exitedEarly
                    ? "\(kind) on \(server.displayName) exited during start-up. End of its log:\n\(log)"
                    : "\(kind) on \(server.displayName) did not accept connections within "
                        + "\(LiveTiming.serverStartTimeout). End of its log:\n\(log)")
            // Only a lost race for the display number is worth another attempt.
            guard exitedEarly, log.contains("already active") else { throw lastFailure }
        }
        throw lastFailure
    }

    private static func configure(_ process: Process, kind: Kind, displayNumber: Int, directory: URL) throws {
        let display = ":\(displayNumber)"
        let output = directory.appendingPathComponent(serverOutputName)
        guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
            throw LiveTestError("cannot create \(output.path)")
        }
        let outputHandle = try FileHandle(forWritingTo: output)
        process.standardOutput = outputHandle
        process.standardError = outputHandle
        process.standardInput = FileHandle.nullDevice
        switch kind {
        case .xvfb(let extraArguments):
            process.executableURL = try executable(named: "Xvfb")
            // -noreset: by default a server resets when its last client disconnects, and
            // refuses connections for the ~50 ms that takes; the readiness probe below would be
            // that last client, so the test's first XOpenDisplay could fail.
            process.arguments = [
                display, "-screen", "0", "\(screenWidth)x\(screenHeight)x24", "-nolisten", "tcp", "-noreset",
            ] + extraArguments
        case .xorgInputTest:
            let config = directory.appendingPathComponent("xorg.conf")
            try XorgInputTestConfiguration.text(directory: directory.path)
                .write(to: config, atomically: true, encoding: .utf8)
            // An empty folder in place of /etc/X11/xorg.conf.d keeps the machine's own
            // snippets out (Xorg logs "(EE) Unable to locate/open config directory" because it
            // holds no .conf file; harmless). The packaged ones in /usr/share/X11/xorg.conf.d
            // still load, and with hot-plugging off their InputClass sections match nothing.
            let configDirectory = directory.appendingPathComponent("xorg.conf.d")
            try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: false)
            process.executableURL = try executable(named: "Xorg")
            process.arguments = [
                display, "-config", config.path, "-configdir", configDirectory.path,
                "-novtswitch", "-sharevts", "-noreset", "-nolisten", "tcp",
                "-logfile", directory.appendingPathComponent(xorgLogName).path,
            ]
        }
    }

    private static func executable(named name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LiveTestError("\(name) is not on PATH; run scripts/setup.sh --test")
    }

    /// Unix socket paths are limited to 108 bytes, and the inputtest sockets live in this
    /// directory, so a long TMPDIR falls back to /tmp.
    private static let longestTemporaryBase = 60

    private static func makePrivateDirectory() throws -> URL {
        var base = NSTemporaryDirectory()
        if base.utf8.count > longestTemporaryBase { base = "/tmp/" }
        if !base.hasSuffix("/") { base += "/" }
        var template = Array((base + "openuikit-x-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw LiveTestError("mkdtemp in \(base) failed: errno \(errno)")
        }
        return URL(fileURLWithPath: String(cString: created), isDirectory: true)
    }

    /// Whether an X server accepts a connection on `displayName` right now.
    public static func canConnect(to displayName: String) -> Bool {
        guard let display = XOpenDisplay(displayName) else { return false }
        XCloseDisplay(display)
        return true
    }

    // MARK: Running

    /// Whether the server process is still alive.
    public var isRunning: Bool {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            return !state.hasExited
        }
    }

    private static let serverOutputName = "server-output.log"
    private static let xorgLogName = "Xorg.log"
    public static let logTailLineCount = 25

    /// The last lines of the server's log (Xorg.log for Xorg, stdout+stderr for Xvfb), for
    /// error messages.
    public func logTail(lines: Int = logTailLineCount) -> String {
        let name: String
        switch kind {
        case .xvfb: name = Self.serverOutputName
        case .xorgInputTest: name = Self.xorgLogName
        }
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "(no \(name))"
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).suffix(lines).joined(separator: "\n")
    }

    // MARK: Stopping

    /// Ends the server (SIGTERM, then SIGKILL if it has not exited within
    /// `LiveTiming.serverStopTimeout`), waits for it, and removes its directory. Idempotent.
    public func stop() {
        end(firstSignal: SIGTERM)
        state.withLock { state in
            guard !state.isCleanedUp else { return }
            state.isCleanedUp = true
            state.process = nil
            removeStaleDisplayFiles()
            DisplayNumberReservations.release(displayNumber)
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// Kills the server at once with SIGKILL, as a crash would, and waits for it to be gone.
    /// The lock file and socket it leaves behind are removed; its directory and display
    /// number stay reserved until `stop()` (or deinit), so its log can still be read.
    public func killAbruptly() {
        end(firstSignal: SIGKILL)
        state.withLock { _ in removeStaleDisplayFiles() }
    }

    private func end(firstSignal: Int32) {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            guard !state.hasExited else { return }
            kill(processIdentifier, firstSignal)
            let exited = LiveTiming.pollBlocking(timeout: LiveTiming.serverStopTimeout) {
                state.refresh(pid: processIdentifier)
                return state.hasExited
            }
            if !exited {
                kill(processIdentifier, SIGKILL)
                _ = LiveTiming.pollBlocking(timeout: LiveTiming.serverStopTimeout) {
                    state.refresh(pid: processIdentifier)
                    return state.hasExited
                }
            }
        }
    }

    /// A server that was killed leaves its lock file and socket behind; remove them, but only
    /// if the lock names our PID.
    private func removeStaleDisplayFiles() {
        let lockPath = DisplayNumberReservations.lockFilePath(displayNumber)
        guard let data = FileManager.default.contents(atPath: lockPath),
            let owner = Int32(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)),
            owner == processIdentifier
        else { return }
        try? FileManager.default.removeItem(atPath: DisplayNumberReservations.socketPath(displayNumber))
        try? FileManager.default.removeItem(atPath: lockPath)
    }
}

/// The display numbers this process has handed out, so two tests starting servers at the same
/// time never pick the same number.
private enum DisplayNumberReservations {
    /// High enough to stay clear of displays people and other tools usually use (:0, :1, :99).
    static let firstCandidate = 40
    static let lastCandidate = 999

    private static let reserved = Mutex<Set<Int>>([])

    static func reserveFreeNumber() -> Int {
        reserved.withLock { taken in
            var number = firstCandidate
            while number < lastCandidate {
                if !taken.contains(number),
                    !FileManager.default.fileExists(atPath: socketPath(number)),
                    !FileManager.default.fileExists(atPath: lockFilePath(number))
                {
                    break
                }
                number += 1
            }
            taken.insert(number)
            return number
        }
    }

    static func release(_ number: Int) {
        _ = reserved.withLock { $0.remove(number) }
    }

    static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }
    static func lockFilePath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }
}

extension XServer {
    /// Runs `body` with a fresh Xvfb and stops it afterwards, once everything `body` opened
    /// on it (apps, inspectors, XTest connections) has been released: Xlib ends a process
    /// whose connection's server went away, so nothing may outlive the server.
    public static func withXvfb(_ body: (XServer) async throws -> Void) async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        try await body(server)
    }
}
