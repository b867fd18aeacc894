import Foundation

/// Runs the current run loop (default mode) in short turns until `condition` holds or
/// `timeout` seconds pass; returns whether it held. Timers and delayed performs fire only
/// while the run loop runs, as on iOS. In an app the main actor is the main thread, whose
/// run loop is `RunLoop.main`; under the test runner the main queue's jobs run on another
/// thread, so the loop to run is that thread's, where `scheduledTimer` and
/// `perform(_:with:afterDelay:)` put their timers.
@MainActor
func runMainRunLoop(timeout: TimeInterval, until condition: () -> Bool = { false }) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
    }
    return true
}
