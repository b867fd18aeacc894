import Foundation

/// The desktop's accessibility stack for one test: a private D-Bus session bus and AT-SPI's
/// bus launcher on it (which starts the accessibility bus and, on first use, the registry),
/// with Debian's Python and its AT-SPI bindings to read apps through it.
///
/// Everything lives in a temporary folder of its own (the session bus socket, and the
/// launcher's runtime folder, where it puts the accessibility bus socket), and `stop()` ends
/// the launcher (which ends its bus and the registry with it) and the session bus, by PID.
public final class AccessibilityBusSession {
    /// Where `scripts/setup.sh --test` installs them (dbus-daemon, at-spi2-core, python3-pyatspi).
    public static let busExecutable = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    public static let launcherExecutable = URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher")
    /// Debian's Python, which has the `pyatspi` module (a Python on PATH may be another build).
    public static let pythonExecutable = URL(fileURLWithPath: "/usr/bin/python3")

    public let directory: URL
    private let bus: ChildProcess
    private let launcher: ChildProcess
    /// The environment a client (the app, the reader) needs to find this session.
    public let environment: [String: String]

    /// Starts the bus and the launcher for apps on `displayName`; throws, naming what failed,
    /// when a part is not installed or does not come up.
    public init(displayName: String) async throws {
        for tool in [Self.busExecutable, Self.launcherExecutable, Self.pythonExecutable]
        where !FileManager.default.isExecutableFile(atPath: tool.path) {
            throw LiveTestError("\(tool.path) is missing: run scripts/setup.sh --test (it installs dbus-daemon, at-spi2-core and python3-pyatspi)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-atspi-\(UUID().uuidString)")
        let runtime = directory.appendingPathComponent("runtime")
        // The launcher keeps its socket in XDG_RUNTIME_DIR, which must be private to the user.
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        self.directory = directory
        let socket = directory.appendingPathComponent("bus").path
        let address = "unix:path=\(socket)"
        let bus = try ChildProcess(executable: Self.busExecutable,
                                   arguments: ["--session", "--nofork", "--nopidfile", "--address=\(address)"])
        guard await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout, { FileManager.default.fileExists(atPath: socket) }) else {
            throw LiveTestError("dbus-daemon did not make its socket:\n\(bus.transcript)")
        }
        self.bus = bus
        let environment = [
            "DISPLAY": displayName,
            "DBUS_SESSION_BUS_ADDRESS": address,
            "HOME": directory.path,
            "XDG_RUNTIME_DIR": runtime.path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        ]
        self.environment = environment
        launcher = try ChildProcess(executable: Self.launcherExecutable, arguments: ["--launch-immediately"],
                                    environment: environment, removingEnvironment: ["AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"])
        // The launcher owns org.a11y.Bus once the accessibility bus runs.
        let owned = await LiveTiming.waitUntil(timeout: LiveTiming.serverStartTimeout) {
            self.python(["-c", "from gi.repository import Gio; Gio.bus_get_sync(Gio.BusType.SESSION).call_sync("
                         + "'org.a11y.Bus', '/org/a11y/bus', 'org.a11y.Bus', 'GetAddress', None, None, 0, 1000, None)"]) == 0
        }
        guard owned else {
            stop()
            throw LiveTestError("at-spi-bus-launcher did not come up:\n\(launcher.transcript)")
        }
    }

    deinit { stop() }

    /// Ends the launcher and the bus, and removes the folder.
    public func stop() {
        launcher.terminate()
        bus.terminate()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs Debian's Python with `arguments` in this session and waits for it; its exit status.
    public func python(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = Self.pythonExecutable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs the Python `script` (with `arguments` in `sys.argv[1...]`) in this session,
    /// returning its process so the test can read its output lines and wait for it.
    public func runPython(script: String, arguments: [String] = []) throws -> ChildProcess {
        let file = directory.appendingPathComponent("reader-\(UUID().uuidString).py")
        try Data(script.utf8).write(to: file)
        return try ChildProcess(executable: Self.pythonExecutable, arguments: [file.path] + arguments,
                                environment: environment, removingEnvironment: ["AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"])
    }
}
