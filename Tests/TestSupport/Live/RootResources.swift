import CX11
import Foundation

/// The root window's `RESOURCE_MANAGER` string, set as `xrdb` sets it, for tests of apps
/// that read `Xft.dpi` from it.
public enum RootResources {
    /// Sets the string to `resources` ("Xft.dpi:\t192\n"), or deletes it for nil (as
    /// `xrdb -load` and `xrdb -remove` do), on a connection of its own that is closed after.
    public static func set(_ resources: String?, on displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        XErrorRecorder.track(display)
        defer {
            XErrorRecorder.untrack(display)
            XCloseDisplay(display)
        }
        let root = XDefaultRootWindow(display)
        if let resources {
            let bytes = Array(resources.utf8)
            XChangeProperty(display, root, Atom(XA_RESOURCE_MANAGER), Atom(XA_STRING), 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
            XDeleteProperty(display, root, Atom(XA_RESOURCE_MANAGER))
        }
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else { throw LiveTestError("setting RESOURCE_MANAGER: \(errors)") }
    }
}
