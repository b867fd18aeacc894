import CX11
import Foundation

/// The atoms the host uses, interned in one round trip at connection time.
struct X11Atoms {
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let netWMPID: Atom
    let netWMState: Atom
    let netWMStateFullscreen: Atom
    let netSupportingWMCheck: Atom
    let utf8String: Atom
    let xsettingsSettings: Atom
    /// The client message announcing a new owner of a manager selection (ICCCM 2.8), such as
    /// a settings daemon taking `_XSETTINGS_S0`.
    let manager: Atom
    /// The window's icons, ARGB at several sizes (EWMH).
    let netWMIcon: Atom
    /// The launch a window belongs to, and the two message types that end one (the
    /// freedesktop startup-notification protocol).
    let netStartupID: Atom
    let netStartupInfoBegin: Atom
    let netStartupInfo: Atom

    init(display: OpaquePointer) {
        let names = ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "_NET_WM_PID", "_NET_WM_STATE",
                     "_NET_WM_STATE_FULLSCREEN", "_NET_SUPPORTING_WM_CHECK", "UTF8_STRING", "_XSETTINGS_SETTINGS", "MANAGER",
                     "_NET_WM_ICON", "_NET_STARTUP_ID", "_NET_STARTUP_INFO_BEGIN", "_NET_STARTUP_INFO"]
        var atoms = [Atom](repeating: 0, count: names.count)
        var cNames = names.map { strdup($0) }
        defer { cNames.forEach { free($0) } }
        _ = XInternAtoms(display, &cNames, Int32(names.count), False, &atoms)
        wmProtocols = atoms[0]
        wmDeleteWindow = atoms[1]
        netWMName = atoms[2]
        netWMPID = atoms[3]
        netWMState = atoms[4]
        netWMStateFullscreen = atoms[5]
        netSupportingWMCheck = atoms[6]
        utf8String = atoms[7]
        xsettingsSettings = atoms[8]
        manager = atoms[9]
        netWMIcon = atoms[10]
        netStartupID = atoms[11]
        netStartupInfoBegin = atoms[12]
        netStartupInfo = atoms[13]
    }
}
