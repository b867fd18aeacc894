import Foundation

/// Every timeout and polling interval of the live X11 helpers, in one place.
///
/// Timeouts are generous upper bounds for a loaded 2-core CI machine; a passing run finishes
/// far below them, so they only decide how long a broken run takes to fail.
public enum LiveTiming {
    /// Upper bound on an X server becoming ready to accept connections. Xvfb takes about
    /// 20 ms; Xorg with the dummy driver 0.1–2 s (initialising GLX dominates).
    public static let serverStartTimeout: Duration = .seconds(10)
    /// How long a server gets to exit after SIGTERM before it is sent SIGKILL. Xorg takes
    /// up to about a second to shut its drivers down.
    public static let serverStopTimeout: Duration = .seconds(5)
    /// Upper bound on a window appearing, becoming viewable, or showing expected pixels.
    public static let windowTimeout: Duration = .seconds(5)
    /// Upper bound on an event the server has been told to deliver reaching a client.
    public static let eventTimeout: Duration = .seconds(5)
    /// Upper bound on the inputtest driver answering a version or sync request.
    public static let inputDriverReplyTimeout: Duration = .seconds(5)
    /// Upper bound on a child process printing an expected line or exiting.
    public static let childProcessTimeout: Duration = .seconds(10)
    /// How long a child gets to exit after SIGTERM before it is sent SIGKILL.
    public static let childStopTimeout: Duration = .seconds(3)
    /// Polling interval for all of the above: short against every timeout, long enough not to
    /// burn a core while waiting.
    public static let pollInterval: Duration = .milliseconds(20)

    /// Calls `condition` every `pollInterval` until it returns a value or `timeout` passes,
    /// sleeping (not blocking a thread) in between. Returns nil on timeout; `condition` is
    /// always called at least once.
    public static func poll<T>(timeout: Duration, _ condition: () throws -> T?) async rethrows -> T? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let value = try condition() { return value }
            if ContinuousClock.now >= deadline { return nil }
            try? await Task.sleep(for: pollInterval)
        }
    }

    /// Waits until `condition` holds or `timeout` passes; returns whether it held.
    public static func waitUntil(timeout: Duration, _ condition: () throws -> Bool) async rethrows -> Bool {
        try await poll(timeout: timeout) { try condition() ? true : nil } ?? false
    }

    /// The blocking form of `poll`, for clean-up paths that cannot suspend (deinit, atexit).
    public static func pollBlocking(timeout: Duration, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while true {
            if condition() { return true }
            if ContinuousClock.now >= deadline { return false }
            Thread.sleep(forTimeInterval: pollIntervalSeconds)
        }
    }

    static var pollIntervalSeconds: TimeInterval {
        let parts = pollInterval.components
        return TimeInterval(parts.seconds) + TimeInterval(parts.attoseconds) / 1e18
    }
}
