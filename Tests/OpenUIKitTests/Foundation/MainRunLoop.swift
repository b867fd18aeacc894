import Foundation

/// Runs the main run loop (default mode) in short turns until `condition` holds or `timeout`
/// seconds pass; returns whether it held. Timers and delayed performs fire only while the
/// run loop runs, as on iOS.
@MainActor
func runMainRunLoop(timeout: TimeInterval, until condition: () -> Bool = { false }) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.005)))
    }
    return true
}
