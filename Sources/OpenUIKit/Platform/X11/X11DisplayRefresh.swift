import CX11
import Foundation

/// The refresh rates of the monitors, from XRandR: each lit CRTC's rectangle and the rate of
/// its mode, read at start and again whenever the server reports a change of configuration
/// (a mode switch, a monitor plugged in or moved).
///
/// The window's refresh interval is the rate of the output showing most of it; with no
/// XRandR (1.2 or later), no output under the window, or a mode without believable timings
/// (Xvfb's have none), it is `UIWindow.defaultRefreshInterval`, 60 Hz.
@MainActor
final class X11DisplayRefresh {
    private let display: OpaquePointer
    private let root: Window
    /// XRandR's first event code; nil without a usable XRandR.
    private let eventBase: Int32?
    /// Whether `XRRGetScreenResourcesCurrent` (1.3) exists: it reads the server's state
    /// without making it probe the monitors again, which can take a noticeable time.
    private let hasCurrentResources: Bool
    /// The lit outputs as last read.
    private(set) var outputs: [X11Output] = []

    init(connection: X11Connection) {
        display = connection.display
        root = connection.root
        var base: Int32 = 0, errorBase: Int32 = 0
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryExtension(display, &base, &errorBase) != 0, XRRQueryVersion(display, &major, &minor) != 0,
              major > 1 || (major == 1 && minor >= 2) else {
            eventBase = nil
            hasCurrentResources = false
            return
        }
        eventBase = base
        hasCurrentResources = major > 1 || minor >= 3
        XRRSelectInput(display, root, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        readOutputs()
    }

    /// Whether `event` is an XRandR configuration change; if so the outputs are read again.
    func handleConfigurationEvent(_ event: inout XEvent) -> Bool {
        guard let eventBase, event.type == eventBase + RRScreenChangeNotify || event.type == eventBase + RRNotify else { return false }
        // Keeps Xlib's idea of the screen size current, as XRandR asks of every client.
        XRRUpdateConfiguration(&event)
        readOutputs()
        return true
    }

    /// Seconds between refreshes for a window at (`x`, `y`) of `width`×`height` root pixels.
    func refreshInterval(forWindowAt x: Int, _ y: Int, _ width: Int, _ height: Int) -> TimeInterval {
        guard let rate = X11Output.showingMost(of: x, y, width, height, among: outputs)?.refreshRate else {
            return UIWindow.defaultRefreshInterval
        }
        return 1 / rate
    }

    private func readOutputs() {
        let resources = hasCurrentResources ? XRRGetScreenResourcesCurrent(display, root) : XRRGetScreenResources(display, root)
        guard let resources else {
            outputs = []
            return
        }
        defer { XRRFreeScreenResources(resources) }
        let info = resources.pointee
        var modes: [RRMode: Double?] = [:]
        for index in 0..<Int(info.nmode) {
            let mode = info.modes[index]
            modes[mode.id] = X11Output.refreshRate(dotClock: UInt64(mode.dotClock), horizontalTotal: mode.hTotal,
                                                   verticalTotal: mode.vTotal,
                                                   interlaced: mode.modeFlags & UInt(RR_Interlace) != 0,
                                                   doubleScan: mode.modeFlags & UInt(RR_DoubleScan) != 0)
        }
        var lit: [X11Output] = []
        for index in 0..<Int(info.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(display, resources, info.crtcs[index]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            let c = crtc.pointee
            // A CRTC without a mode or outputs is switched off.
            guard c.mode != 0, c.noutput > 0, c.width > 0, c.height > 0 else { continue }
            lit.append(X11Output(x: Int(c.x), y: Int(c.y), width: Int(c.width), height: Int(c.height),
                                 refreshRate: modes[c.mode] ?? nil))
        }
        outputs = lit
    }
}
