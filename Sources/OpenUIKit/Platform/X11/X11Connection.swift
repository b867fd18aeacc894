import CX11
import Foundation

/// One open connection to an X server: the `Display*`, the screen, the atoms and extensions
/// the host uses, and the process-wide error handlers.
///
/// Opening fails with a one-line message naming the display. A lost connection later ends the
/// process with exit code 1 and a message (Xlib cannot continue after an I/O error); protocol
/// errors (BadWindow, BadMatch …) are logged once each and the app continues.
@MainActor
package final class X11Connection {
    /// Why a display could not be used.
    package struct OpenError: Error, CustomStringConvertible {
        package let description: String
    }

    package let display: OpaquePointer
    /// The display's name as Xlib resolved it (`:0`, `host:1.0`).
    let name: String
    package let screen: Int32
    package let root: Window
    /// The server's XInput extension opcode and negotiated version, nil without XI2.
    private(set) var xinput: (opcode: Int32, major: Int32, minor: Int32)?
    /// Whether MIT-SHM is offered (local connections only, checked again when attaching).
    let hasSharedMemoryExtension: Bool
    let atoms: X11Atoms

    /// Opens `name` (nil: `$DISPLAY`).
    package init(name requested: String?) throws(OpenError) {
        // XDisplayName returns its argument when that names a display, and a Swift string
        // passed as `const char *` is a temporary freed when the call returns: reading the
        // result afterwards read freed memory (found by valgrind). Only the fallback
        // ($DISPLAY, or "") is Xlib's own string.
        let resolved = requested.flatMap { $0.isEmpty ? nil : $0 } ?? String(cString: XDisplayName(nil))
        guard let display = XOpenDisplay(requested) else {
            throw OpenError(description: "cannot open X display \"\(resolved)\": no server answered there, or it refused the connection (check DISPLAY and xauth)")
        }
        self.display = display
        self.name = resolved
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        X11ErrorHandlers.install(displayName: resolved)
        hasSharedMemoryExtension = XShmQueryExtension(display) != 0
        atoms = X11Atoms(display: display)
        xinput = X11Connection.negotiateXInput(display)
    }

    /// The file descriptor the run loop watches for incoming events.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    /// Asks for XI 2.4 (touchpad gestures); a 2.2 or 2.3 server still gives touches; older or
    /// absent XI2 leaves `xinput` nil and the host uses core events.
    private static func negotiateXInput(_ display: OpaquePointer) -> (opcode: Int32, major: Int32, minor: Int32)? {
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else { return nil }
        var major: Int32 = 2, minor: Int32 = 4
        let status = XIQueryVersion(display, &major, &minor)
        // On BadRequest the server writes back the highest version it supports.
        guard status == Success || status == BadRequest else { return nil }
        if status == BadRequest {
            guard major == 2, minor >= 2 else { return nil }
            major = 2
            minor = min(minor, 4)
            guard XIQueryVersion(display, &major, &minor) == Success else { return nil }
        }
        guard major > 2 || (major == 2 && minor >= 2) else { return nil }
        return (opcode, major, minor)
    }

    /// Whether touchpad gesture events (XI 2.4) can be selected.
    var supportsTouchpadGestures: Bool {
        guard let xinput else { return false }
        return xinput.major > 2 || xinput.minor >= 4
    }

    /// The `RESOURCE_MANAGER` string (xrdb) on the root window now, where `Xft.dpi` lives;
    /// nil when none is set. Read from the server each time: Xlib's `XResourceManagerString`
    /// is a copy taken when the connection opened, which never sees a later `xrdb -merge`.
    var resourceManagerString: String? {
        readProperty(of: root, Atom(XA_RESOURCE_MANAGER), type: Atom(XA_STRING))
            .map { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The selection an XSETTINGS manager owns on this screen (`_XSETTINGS_S<screen>`).
    var xsettingsSelection: Atom {
        XInternAtom(display, "_XSETTINGS_S\(screen)", False)
    }

    /// The XSETTINGS manager's settings blob (`_XSETTINGS_SETTINGS` on the owner of
    /// `_XSETTINGS_S<screen>`), nil when no settings daemon runs.
    package func xsettingsBlob() -> [UInt8]? {
        let owner = XGetSelectionOwner(display, xsettingsSelection)
        guard owner != 0 else { return nil }
        return xsettingsBlob(owner: owner)
    }

    /// The settings blob on `owner`, the manager's window. The manager may quit between our
    /// asking who owns the selection and reading its window, which then no longer exists
    /// (BadWindow); that is trapped and reported as one warning, and nil means no settings.
    package func xsettingsBlob(owner: Window) -> [UInt8]? {
        var blob: [UInt8]?
        let errors = X11ErrorHandlers.trapping(display) {
            blob = readProperty(of: owner, atoms.xsettingsSettings, type: atoms.xsettingsSettings)
        }
        guard errors.isEmpty else {
            Diagnostics.warn("the XSETTINGS manager's window 0x\(String(owner, radix: 16)) went away while it was being read; using the other desktop settings",
                             once: "x11-xsettings-owner-gone")
            return nil
        }
        return blob
    }

    /// Reads a property as raw bytes (8-bit format), nil when absent or of another type.
    func readProperty(of window: Window, _ property: Atom, type: Atom) -> [UInt8]? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // 64 K 32-bit units is far more than any settings blob; a larger one is ignored.
        let status = XGetWindowProperty(display, window, property, 0, 65_536, False, type,
                                        &actualType, &actualFormat, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType == type, actualFormat == 8, let data else { return nil }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }

    /// Whether an EWMH window manager runs (it publishes `_NET_SUPPORTING_WM_CHECK`).
    var hasWindowManager: Bool {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, root, atoms.netSupportingWMCheck, 0, 1, False, Atom(XA_WINDOW),
                                        &actualType, &actualFormat, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        return status == Success && count == 1
    }

    /// The screen's size in pixels.
    var screenPixelSize: (width: Int, height: Int) {
        (Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    }

    func flush() { XFlush(display) }

    /// Closes the connection. Only for the end of a test or a clean exit.
    package func close() {
        XCloseDisplay(display)
    }
}
