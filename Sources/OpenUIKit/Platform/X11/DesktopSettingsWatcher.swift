import CX11
import Foundation

/// Follows the desktop's settings while the app runs: the XSETTINGS manager's settings and
/// the root window's `RESOURCE_MANAGER` string (where `xrdb` puts `Xft.dpi`).
///
/// As the XSETTINGS specification asks of a client: the manager is whoever owns
/// `_XSETTINGS_S<screen>`; its window is watched for `PropertyNotify` on
/// `_XSETTINGS_SETTINGS` (new settings) and `DestroyNotify` (the manager quit); the root
/// window for the `MANAGER` client message a new manager sends when it takes the selection.
/// The owner is asked for and its window selected with the server grabbed, so it cannot
/// vanish in between. The root window is also watched for `PropertyNotify` on
/// `RESOURCE_MANAGER`.
///
/// A manager that quits leaves its last settings in force until another one publishes: a
/// settings daemon restarting would otherwise flip the window to the defaults and back.
@MainActor
final class DesktopSettingsWatcher {
    private let connection: X11Connection
    private let selection: Atom
    /// The manager's window; 0 while no settings daemon runs.
    private(set) var managerWindow: Window = 0
    /// The settings the manager last published; nil if none ever was.
    private(set) var settings: XSettings?
    /// The root window's resource string as last read; nil when none is set.
    private(set) var resources: String?
    /// Whether `settings` or `resources` changed since `takeChanges()`.
    private(set) var hasChanges = false

    init(connection: X11Connection) {
        self.connection = connection
        selection = connection.xsettingsSelection
        // StructureNotify brings the MANAGER message, which a new manager sends to the root
        // window with that mask; PropertyChange brings RESOURCE_MANAGER edits.
        XSelectInput(connection.display, connection.root, PropertyChangeMask | StructureNotifyMask)
        acquireManager()
        resources = connection.resourceManagerString
        hasChanges = false
    }

    /// Returns whether something changed since the last call, and forgets it.
    func takeChanges() -> Bool {
        defer { hasChanges = false }
        return hasChanges
    }

    /// Handles an event on the root window or a settings manager's window (the current one
    /// or one that has been replaced); events it does not need are dropped.
    func handle(_ event: XEvent) {
        switch event.type {
        case PropertyNotify:
            let e = event.xproperty
            if e.window == managerWindow, managerWindow != 0, e.atom == connection.atoms.xsettingsSettings {
                readSettings()
            } else if e.window == connection.root, e.atom == Atom(XA_RESOURCE_MANAGER) {
                let now = connection.resourceManagerString
                if now != resources {
                    resources = now
                    hasChanges = true
                }
            }
        case ClientMessage:
            let e = event.xclient
            if e.window == connection.root, e.message_type == connection.atoms.manager, Atom(truncatingIfNeeded: e.data.l.1) == selection {
                acquireManager()
            }
        case DestroyNotify:
            if event.xdestroywindow.window == managerWindow, managerWindow != 0 {
                managerWindow = 0
                // A successor may already own the selection (its MANAGER message is queued
                // behind this); asking now costs one round trip and finds it either way.
                acquireManager()
            }
        default:
            break
        }
    }

    /// Finds the selection's owner, watches its window, and reads its settings.
    private func acquireManager() {
        let display = connection.display
        XGrabServer(display)
        let owner = XGetSelectionOwner(display, selection)
        if owner != 0, owner != managerWindow {
            XSelectInput(display, owner, StructureNotifyMask | PropertyChangeMask)
        }
        XUngrabServer(display)
        XFlush(display)
        managerWindow = owner
        if owner != 0 { readSettings() }
    }

    /// Reads the manager's blob; a missing, unreadable or malformed one changes nothing.
    private func readSettings() {
        guard let blob = connection.xsettingsBlob(owner: managerWindow), let parsed = XSettings(bytes: blob),
              parsed != settings else { return }
        settings = parsed
        hasChanges = true
    }
}
