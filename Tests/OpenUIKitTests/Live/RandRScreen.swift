import CX11
import Foundation
import TestSupport

/// The test's own view of XRandR on a server: the modes, the lit CRTC's mode, and switching
/// it (to a mode of the same size, so other tests sharing the server see the same screen).
final class RandRScreen {
    struct Mode: CustomStringConvertible {
        let id: RRMode
        let width: UInt32
        let height: UInt32
        let hertz: Double
        var description: String { "\(width)×\(height) at \(String(format: "%.2f", hertz)) Hz (mode \(id))" }
    }

    private let display: OpaquePointer
    private let root: Window
    let modes: [Mode]

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        self.display = display
        root = XDefaultRootWindow(display)
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else {
            XCloseDisplay(display)
            throw LiveTestError("no XRandR screen resources on \(displayName)")
        }
        defer { XRRFreeScreenResources(resources) }
        modes = (0..<Int(resources.pointee.nmode)).compactMap { index in
            let m = resources.pointee.modes[index]
            guard m.dotClock > 0, m.hTotal > 0, m.vTotal > 0 else { return nil }
            return Mode(id: m.id, width: m.width, height: m.height, hertz: Double(m.dotClock) / (Double(m.hTotal) * Double(m.vTotal)))
        }
    }

    deinit { XCloseDisplay(display) }

    /// The mode of the first lit CRTC.
    func currentMode() -> Mode? {
        withFirstLitCrtc { _, _, crtc in modes.first { $0.id == crtc.pointee.mode } } ?? nil
    }

    /// Switches the first lit CRTC to `mode`, keeping its position, rotation and outputs.
    @discardableResult
    func setMode(_ mode: Mode) -> Bool {
        let status = withFirstLitCrtc { resources, id, crtc in
            XRRSetCrtcConfig(display, resources, id, Time(CurrentTime), crtc.pointee.x, crtc.pointee.y, mode.id,
                             crtc.pointee.rotation, crtc.pointee.outputs, crtc.pointee.noutput)
        }
        XSync(display, False)
        return status == Success
    }

    private func withFirstLitCrtc<T>(_ body: (UnsafeMutablePointer<XRRScreenResources>, RRCrtc, UnsafeMutablePointer<XRRCrtcInfo>) -> T) -> T? {
        guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        for index in 0..<Int(resources.pointee.ncrtc) {
            let id = resources.pointee.crtcs[index]
            guard let crtc = XRRGetCrtcInfo(display, resources, id) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            if crtc.pointee.mode != 0, crtc.pointee.noutput > 0 { return body(resources, id, crtc) }
        }
        return nil
    }
}
