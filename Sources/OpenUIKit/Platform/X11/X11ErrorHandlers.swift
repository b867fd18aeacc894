import CX11
import Foundation
import Synchronization

/// Xlib's two process-wide error hooks.
///
/// - An I/O error means the connection is gone (the server quit or crashed). Xlib does not let
///   a client continue, so the handler prints one line naming the display and exits with
///   code 1, instead of Xlib's default multi-line abort.
/// - A protocol error (BadWindow, BadMatch …) is logged once per kind and the app continues;
///   while a caller traps errors (`trapping(_:)`), they are recorded for it instead.
/// - BadWindow or BadDrawable naming the app's own window (`watchedWindow`) is not logged: the
///   window was destroyed by another client, the server queued the DestroyNotify saying so
///   before it refused our request, and the host ends the app when it reads that event.
enum X11ErrorHandlers {
    private struct State {
        var displayName = ""
        var trapDepth = 0
        var trapped: [UInt8] = []
        var watchedWindow: UInt = 0
    }

    private static let state = Mutex(State())

    static func install(displayName: String) {
        state.withLock { $0.displayName = displayName }
        XSetIOErrorHandler { _ in
            let name = X11ErrorHandlers.state.withLock { $0.displayName }
            let message = "OpenUIKit: lost the connection to X display \"\(name)\" (the server closed it or went away); exiting.\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            exit(1)
        }
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            X11ErrorHandlers.handle(display: display, error: event.pointee)
            return 0
        }
    }

    /// The app's top-level window, whose disappearance the host handles itself.
    static func watch(window: UInt) {
        state.withLock { $0.watchedWindow = window }
    }

    private static func handle(display: OpaquePointer?, error: XErrorEvent) {
        let handled = state.withLock { s -> Bool in
            let code = Int32(error.error_code)
            if s.watchedWindow != 0, error.resourceid == s.watchedWindow, code == BadWindow || code == BadDrawable {
                return true
            }
            guard s.trapDepth > 0 else { return false }
            s.trapped.append(error.error_code)
            return true
        }
        guard !handled else { return }
        var text = [CChar](repeating: 0, count: 160)
        if let display { XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count)) }
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        Diagnostics.warn("X protocol error \(description) (code \(error.error_code)) in request \(error.request_code).\(error.minor_code) on resource 0x\(String(error.resourceid, radix: 16)); continuing",
                         once: "x11-error-\(error.error_code)-\(error.request_code)-\(error.minor_code)")
    }

    /// Runs `body`, then waits for the server to process it, and returns the protocol error
    /// codes it caused (empty on success) instead of logging them.
    static func trapping(_ display: OpaquePointer, _ body: () -> Void) -> [UInt8] {
        state.withLock { $0.trapDepth += 1 }
        body()
        XSync(display, False)
        return state.withLock { s in
            s.trapDepth -= 1
            defer { if s.trapDepth == 0 { s.trapped.removeAll() } }
            return s.trapped
        }
    }
}
