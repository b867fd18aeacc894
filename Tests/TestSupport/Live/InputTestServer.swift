import CX11
import Foundation
import Synchronization

/// One Xorg server with the inputtest devices connected, shared by every test in the process
/// that needs real XI2 touch or touchpad gesture input.
///
/// **Why shared.** The inputtest driver cannot take a second connection on a device socket
/// once a client has hung up (it spins at 100% CPU instead), so each device socket is opened
/// once per server and kept open. Starting a whole Xorg per test would work too, but costs up
/// to a couple of seconds each; one server started lazily on first use and stopped at
/// process exit (through `atexit`) costs that once.
///
/// **Serialisation rule.** Use the server only inside `withShared { server in … }`. It holds
/// a process-wide `AsyncLock` for the duration of the body, so tests that share the server
/// run one after another (whichever suites they are in) while all other tests stay parallel;
/// nested calls from inside a body are allowed and do not re-lock. Suites need no
/// `.serialized` trait for this. Do not keep the server, its devices or windows on it beyond
/// the body. When the body returns or throws, active touches and gestures are ended and
/// disabled devices are enabled (and reconnected) again.
///
///     try await InputTestServer.withShared { xorg in
///         let display = XOpenDisplay(xorg.displayName)
///         …
///         try xorg.touchscreen.touch(id: 1, phase: .begin, x: 100.5, y: 200.25)
///         try xorg.touchscreen.sync()
///     }
///
/// If Xorg cannot start (it needs root), every `withShared` call throws that error, quoting
/// the end of Xorg.log; the start is not retried.
public final class InputTestServer: Sendable {
    /// Device names, as the xorg.conf Identifiers and the XInput device names.
    public static let touchscreenName = "touchscreen"
    public static let touchpadName = "touchpad"
    public static let keyboardName = "keyboard"

    public let server: XServer
    /// A direct-touch device (XIDirectTouch) with up to 10 touches, spanning the whole screen.
    public let touchscreen: InputTestDevice
    /// A relative pointer with XI 2.4 pinch and swipe gestures.
    public let touchpad: InputTestDevice
    public let keyboard: InputTestDevice
    public var displayName: String { server.displayName }

    /// Names of devices a test disabled, to enable again when it is done.
    private let disabledDeviceNames = Mutex<Set<String>>([])

    private init(server: XServer) throws {
        self.server = server
        // Touch axes span the root window. Check it has the size the devices scale to: a
        // config whose mode differs would otherwise shift every touch without an error.
        guard let display = XOpenDisplay(server.displayName) else {
            throw LiveTestError("cannot open \(server.displayName)")
        }
        let screen = XDefaultScreen(display)
        let width = Int(XDisplayWidth(display, screen)), height = Int(XDisplayHeight(display, screen))
        XCloseDisplay(display)
        guard width == XServer.screenWidth, height == XServer.screenHeight else {
            throw LiveTestError("Xorg's screen is \(width)×\(height), not \(XServer.screenWidth)×\(XServer.screenHeight)")
        }
        func connect(_ name: String) throws -> InputTestDevice {
            try InputTestDevice(
                name: name, socketPath: server.directory.appendingPathComponent("\(name).sock").path,
                screenWidth: width, screenHeight: height)
        }
        touchscreen = try connect(Self.touchscreenName)
        touchpad = try connect(Self.touchpadName)
        keyboard = try connect(Self.keyboardName)
    }

    public var devices: [InputTestDevice] { [touchscreen, touchpad, keyboard] }

    // MARK: Sharing

    private enum SharedState {
        case notStarted
        case running(InputTestServer)
        case failed(LiveTestError)
    }

    private static let shared = Mutex(SharedState.notStarted)
    private static let sharedLock = AsyncLock()
    @TaskLocal private static var isHoldingSharedLock = false

    /// Runs `body` with exclusive use of the shared server, starting it on first use.
    public static func withShared<T>(_ body: (InputTestServer) async throws -> T) async throws -> T {
        if isHoldingSharedLock {
            return try await body(try await sharedServer())
        }
        await sharedLock.lock()
        do {
            let server = try await sharedServer()
            let result: T
            do {
                result = try await $isHoldingSharedLock.withValue(true) { try await body(server) }
            } catch {
                try? server.restoreDefaultState()
                throw error
            }
            try server.restoreDefaultState()
            await sharedLock.unlock()
            return result
        } catch {
            await sharedLock.unlock()
            throw error
        }
    }

    /// Called with the shared lock held, so at most one caller ever starts the server.
    private static func sharedServer() async throws -> InputTestServer {
        switch shared.withLock({ $0 }) {
        case .running(let server): return server
        case .failed(let error): throw error
        case .notStarted: break
        }
        do {
            let xorg = try await XServer.startXorgInputTest()
            let server: InputTestServer
            do {
                server = try InputTestServer(server: xorg)
            } catch {
                let failure = LiveTestError("\(error)\nEnd of Xorg.log:\n\(xorg.logTail())")
                xorg.stop()
                throw failure
            }
            shared.withLock { $0 = .running(server) }
            atexit { InputTestServer.stopSharedServer() }
            return server
        } catch {
            let failure = error as? LiveTestError ?? LiveTestError("\(error)")
            shared.withLock { $0 = .failed(failure) }
            throw failure
        }
    }

    /// Stops the shared server at process exit. The devices stay connected until then, so the
    /// driver never sees a client hang up.
    private static func stopSharedServer() {
        if case .running(let server) = shared.withLock({ $0 }) {
            server.server.stop()
        }
    }

    // MARK: Devices

    /// Enables or disables `device` through its XInput "Device Enabled" property.
    ///
    /// Disabling makes the server turn the device off, which ends its touches and makes the
    /// driver close the device's socket from its side; enabling makes the driver listen
    /// again, and the device is reconnected here before this returns.
    public func setEnabled(_ enabled: Bool, _ device: InputTestDevice) throws {
        let control = try XInputDeviceControl(displayName: displayName)
        try control.setEnabled(enabled, deviceNamed: device.name)
        if enabled {
            try device.reconnect()
            _ = disabledDeviceNames.withLock { $0.remove(device.name) }
        } else {
            device.serverClosedConnection()
            _ = disabledDeviceNames.withLock { $0.insert(device.name) }
        }
    }

    /// Ends leftover touches and gestures, and enables disabled devices again, so the next
    /// test finds the server as it started.
    private func restoreDefaultState() throws {
        let disabled = disabledDeviceNames.withLock { $0 }
        for device in devices {
            if disabled.contains(device.name) {
                try setEnabled(true, device)
            } else {
                try device.endActiveInput()
                try device.sync()
            }
        }
    }
}
