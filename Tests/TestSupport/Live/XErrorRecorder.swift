import CX11
import Synchronization

/// A process-wide, non-fatal Xlib error handler that records errors for the connections the
/// live-test helpers own.
///
/// Xlib's default handler prints the error and exits the process, which would turn an
/// expected, retryable error (XGetImage on a window that is not viewable yet: BadMatch) into
/// a crashed test run. The handler is process-wide in Xlib, so this one records errors only
/// for displays registered with `track(_:)` and hands every other display's errors to the
/// handler that was installed before it.
public enum XErrorRecorder {
    /// One error the server reported on a tracked connection.
    public struct Record: Sendable, Equatable, CustomStringConvertible {
        public var errorCode: UInt8
        public var requestCode: UInt8
        public var minorCode: UInt8
        public var serial: UInt
        public var resourceID: UInt

        public var description: String {
            "X error \(errorCode) on request \(requestCode).\(minorCode) (serial \(serial), resource 0x\(String(resourceID, radix: 16)))"
        }
    }

    private struct State {
        var installed = false
        var previous: XErrorHandler?
        /// Errors by tracked display, keyed by the Display pointer's address.
        var errors: [UInt: [Record]] = [:]
    }

    private static let state = Mutex(State())

    /// Starts recording errors for `display` (installing the handler on first use).
    public static func track(_ display: OpaquePointer) {
        state.withLock { state in
            if !state.installed {
                state.previous = XSetErrorHandler(handleError)
                state.installed = true
            }
            state.errors[key(display)] = []
        }
    }

    /// Stops recording for `display`; call before XCloseDisplay, since a later connection
    /// may reuse the address.
    public static func untrack(_ display: OpaquePointer) {
        _ = state.withLock { $0.errors.removeValue(forKey: key(display)) }
    }

    /// The errors recorded for `display` since the last call, oldest first. Call XSync first
    /// to be sure the server has answered every request sent.
    public static func takeErrors(for display: OpaquePointer) -> [Record] {
        state.withLock { state in
            let errors = state.errors[key(display)] ?? []
            if state.errors[key(display)] != nil { state.errors[key(display)] = [] }
            return errors
        }
    }

    private static func key(_ display: OpaquePointer) -> UInt {
        UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display)))
    }

    private static let handleError: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XErrorEvent>?) -> Int32 = {
        display, event in
        guard let display, let event else { return 0 }
        let record = Record(
            errorCode: event.pointee.error_code, requestCode: event.pointee.request_code,
            minorCode: event.pointee.minor_code, serial: event.pointee.serial,
            resourceID: event.pointee.resourceid)
        let previous: XErrorHandler? = state.withLock { state in
            guard state.errors[key(display)] != nil else { return state.previous }
            state.errors[key(display), default: []].append(record)
            return nil
        }
        if let previous { return previous(display, event) }
        return 0
    }
}
