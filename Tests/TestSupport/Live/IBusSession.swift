import CX11
import Foundation

/// IBus running headless for a test's X server: a private D-Bus session bus, `ibus-daemon`
/// with its XIM server (`ibus-x11`), and one engine chosen. Clients started with
/// `clientEnvironment` (`XMODIFIERS=@im=ibus`) reach it over XIM.
///
/// Everything lives in a temporary folder of its own (the bus socket, IBus's configuration
/// and cache), and `stop()` ends the daemon (which ends its XIM server and engines) and the
/// bus, by their PIDs.
public final class IBusSession {
    /// Where `scripts/setup.sh --test` installs them.
    public static let daemonExecutable = URL(fileURLWithPath: "/usr/bin/ibus-daemon")
    public static let busExecutable = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    public static let commandExecutable = URL(fileURLWithPath: "/usr/bin/ibus")
    /// IBus's own engine for the US layout, which composes dead keys and Compose sequences
    /// with a preedit: no engine package is needed.
    public static let simpleEngine = "xkb:us::eng"

    public let directory: URL
    private let bus: ChildProcess
    private let daemon: ChildProcess
    private let environment: [String: String]

    /// The environment a client needs to use this IBus over XIM.
    public var clientEnvironment: [String: String] { environment.merging(["XMODIFIERS": "@im=ibus"]) { _, new in new } }

    /// Starts the bus and the daemon on `displayName` and selects `engine`; throws, naming
    /// what failed, when IBus is not installed or does not come up.
    public init(displayName: String, engine: String = IBusSession.simpleEngine) async throws {
        for tool in [Self.daemonExecutable, Self.busExecutable, Self.commandExecutable]
        where !FileManager.default.isExecutableFile(atPath: tool.path) {
            throw LiveTestError("\(tool.path) is missing: run scripts/setup.sh --test (it installs ibus and dbus)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-ibus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        let socket = directory.appendingPathComponent("bus").path
        let address = "unix:path=\(socket)"
        // A child that is not kept ends with its deinit when a step below throws.
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
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
        ]
        self.environment = environment
        daemon = try ChildProcess(executable: Self.daemonExecutable,
                                  arguments: ["--xim", "--panel=disable", "--emoji-extension=disable", "--config=disable"],
                                  environment: environment)
        // The engine can be chosen once the daemon answers on the bus.
        let selected = await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) { self.runCommand(["engine", engine]) }
        guard selected, try await waitForXIMServer(displayName: displayName) else {
            stop()
            throw LiveTestError("IBus did not come up on \(displayName):\n\(daemon.transcript)")
        }
    }

    deinit { stop() }

    /// Ends the daemon and the bus, and removes the folder.
    public func stop() {
        daemon.terminate()
        bus.terminate()
        try? FileManager.default.removeItem(at: directory)
    }

    /// The process ID of the XIM server this session's daemon started (`ibus-x11`, not
    /// necessarily its direct child): the process of that name whose environment holds this
    /// session's bus address, found through `/proc`.
    public var ximServerProcessIdentifier: pid_t? {
        guard let address = environment["DBUS_SESSION_BUS_ADDRESS"] else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.first { pid in
            guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains("ibus-x11"),
                  let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return String(decoding: environ, as: UTF8.self).contains("DBUS_SESSION_BUS_ADDRESS=\(address)")
        }
    }

    /// Runs `ibus ARGUMENTS` against this session; whether it succeeded.
    private func runCommand(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = Self.commandExecutable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Waits until an XIM server named "ibus" is listed on the root window (`XIM_SERVERS`).
    private func waitForXIMServer(displayName: String) async throws -> Bool {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        defer { XCloseDisplay(display) }
        let servers = XInternAtom(display, "XIM_SERVERS", 0)
        let ibus = XInternAtom(display, "@server=ibus", 0)
        return await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(display, XDefaultRootWindow(display), servers, 0, 1024, 0, Atom(XA_ATOM),
                               &type, &format, &count, &remaining, &data)
            defer { if let data { XFree(data) } }
            guard let data, format == 32 else { return false }
            // Format-32 properties come back as C longs.
            return UnsafeRawPointer(data).withMemoryRebound(to: CLong.self, capacity: Int(count)) { atoms in
                (0..<Int(count)).contains { Atom(atoms[$0]) == ibus }
            }
        }
    }
}
