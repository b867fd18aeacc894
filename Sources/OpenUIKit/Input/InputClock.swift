import Foundation

/// The time source for input and gestures: the current time, and one-shot timers.
///
/// Event timestamps are in this clock's domain, so a recognizer can compare an event's time
/// with `now` and schedule its own deadlines (double-tap interval, long-press duration).
/// The app uses `SystemInputClock`; tests inject a manual clock and advance it by hand, so no
/// real time passes and no real timer runs.
@preconcurrency @MainActor
public protocol InputClock: AnyObject {
    /// Seconds on a monotonic clock.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor once `delay` seconds have passed, unless cancelled.
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> InputTimer
}

/// A scheduled one-shot action that can be cancelled before it runs.
@preconcurrency @MainActor
public protocol InputTimer: AnyObject {
    /// Stops the timer's action from running; does nothing once it has run.
    func cancel()
}
