import CX11
import Foundation

/// A tiny XSETTINGS manager, for tests of how apps follow the desktop's settings: it does what
/// a settings daemon (gnome-settings-daemon, xfsettingsd) does, on its own connection.
///
/// - It creates a small unmapped window, puts the settings on it as `_XSETTINGS_SETTINGS` in
///   the XSETTINGS wire format, takes the `_XSETTINGS_S<screen>` selection with it and sends
///   the `MANAGER` client message to the root window, as the specification and ICCCM 2.8 ask
///   of a new manager.
/// - `publish(_:)` replaces the settings (with a new serial): clients hear a PropertyNotify.
/// - `restart(with:)` is a daemon restarting: a new window takes the selection and announces
///   itself, and the old window goes away.
/// - `quit()` destroys the window, which ends the ownership.
public final class XSettingsManager {
    /// One setting's value.
    public enum Value: Sendable, Equatable {
        case integer(Int32)
        case string(String)
        case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
    }

    public let display: OpaquePointer
    public let screen: Int32
    /// The window that owns the selection now; 0 after `quit()`.
    public private(set) var window: Window = 0
    private var serial: UInt32 = 0
    private let selection: Atom
    private let settingsAtom: Atom

    /// Connects to `displayName` and becomes the manager with `settings`.
    public init(displayName: String, settings: [(String, Value)]) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        XErrorRecorder.track(display)
        self.display = display
        screen = XDefaultScreen(display)
        selection = XInternAtom(display, "_XSETTINGS_S\(screen)", 0)
        settingsAtom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        do {
            try takeOver(with: settings)
        } catch {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
            throw error
        }
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    /// Publishes new settings on the current window (clients see a PropertyNotify).
    public func publish(_ settings: [(String, Value)]) throws {
        guard window != 0 else { throw LiveTestError("the XSETTINGS manager has quit") }
        serial &+= 1
        let blob = XSettingsManager.encode(settings, serial: serial)
        XChangeProperty(display, window, settingsAtom, settingsAtom, 8, PropModeReplace, blob, Int32(blob.count))
        try sync("publishing XSETTINGS")
    }

    /// A restart: a new window takes the selection with `settings` and announces itself;
    /// then the old one is destroyed.
    public func restart(with settings: [(String, Value)]) throws {
        let old = window
        try takeOver(with: settings)
        if old != 0 {
            XDestroyWindow(display, old)
            try sync("destroying the old XSETTINGS window")
        }
    }

    /// The manager goes away: its window is destroyed and the selection has no owner.
    public func quit() throws {
        guard window != 0 else { return }
        XDestroyWindow(display, window)
        window = 0
        try sync("destroying the XSETTINGS window")
    }

    // MARK: Taking the selection

    private func takeOver(with settings: [(String, Value)]) throws {
        let root = XRootWindow(display, screen)
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = 1
        let newWindow = XCreateWindow(display, root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, UInt(CWOverrideRedirect), &attributes)
        window = newWindow
        try publish(settings)
        // A real timestamp, as ICCCM asks: a PropertyNotify from a zero-length append.
        let timestamp = try serverTime(on: newWindow)
        XSetSelectionOwner(display, selection, newWindow, timestamp)
        guard XGetSelectionOwner(display, selection) == newWindow else {
            throw LiveTestError("could not take \(String(cString: XGetAtomName(display, selection)))")
        }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = root
        event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = CLong(timestamp)
        event.xclient.data.l.1 = CLong(selection)
        event.xclient.data.l.2 = CLong(newWindow)
        XSendEvent(display, root, 0, StructureNotifyMask, &event)
        try sync("announcing the XSETTINGS manager")
    }

    private func serverTime(on window: Window) throws -> Time {
        XSelectInput(display, window, PropertyChangeMask)
        let property = XInternAtom(display, "OPENUIKIT_TEST_TIMESTAMP", 0)
        XChangeProperty(display, window, property, Atom(XA_STRING), 8, PropModeAppend, [], 0)
        XSync(display, 0)
        var event = XEvent()
        let deadline = ContinuousClock.now + LiveTiming.eventTimeout
        while ContinuousClock.now < deadline {
            if XCheckTypedWindowEvent(display, window, PropertyNotify, &event) != 0 { return event.xproperty.time }
            usleep(1_000)
        }
        throw LiveTestError("no PropertyNotify for the timestamp")
    }

    private func sync(_ what: String) throws {
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else { throw LiveTestError("\(what): \(errors)") }
    }

    // MARK: The wire format

    /// The settings as the XSETTINGS specification lays them out: byte order, serial, count,
    /// then per setting its type, name (padded to 4 bytes), last-change serial and value.
    public static func encode(_ settings: [(String, Value)], serial: UInt32 = 0, bigEndian: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0]
        func card32(_ v: UInt32) {
            bytes += bigEndian ? [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
                               : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
        }
        func card16(_ v: UInt16) { bytes += bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func padded(_ s: [UInt8]) { bytes += s + [UInt8](repeating: 0, count: (4 - s.count % 4) % 4) }
        card32(serial)
        card32(UInt32(settings.count))
        for (name, value) in settings {
            switch value {
            case .integer: bytes.append(0)
            case .string: bytes.append(1)
            case .color: bytes.append(2)
            }
            bytes.append(0)
            card16(UInt16(name.utf8.count))
            padded(Array(name.utf8))
            card32(serial)
            switch value {
            case .integer(let v): card32(UInt32(bitPattern: v))
            case .string(let s): card32(UInt32(s.utf8.count)); padded(Array(s.utf8))
            case .color(let r, let g, let b, let a): [r, g, b, a].forEach(card16)
            }
        }
        return bytes
    }
}
