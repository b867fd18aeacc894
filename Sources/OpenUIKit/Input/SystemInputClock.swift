import Dispatch
import Foundation

/// The real clock: `now` is the monotonic uptime, timers are dispatch timers on the main queue,
/// so they fire while the run loop serves the main queue and cost nothing while idle.
@preconcurrency @MainActor
public final class SystemInputClock: InputClock {
    /// The clock a window uses unless given another.
    public static let shared = SystemInputClock()

    /// A system clock; every instance reads the same uptime.
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Runs before each timer fires; the platform reads its pending input here, so input that
    /// happened before a deadline reaches the recognizers before the deadline's timer does,
    /// even when the process was too busy to read it in time. A timer the input cancels does
    /// not fire.
    package var willFireTimer: (() -> Void)?

    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> InputTimer {
        DispatchInputTimer(delay: delay.isFinite ? max(0, delay) : 0, clock: self, action: action)
    }
}

/// A one-shot `DispatchSourceTimer` on the main queue.
@MainActor
final class DispatchInputTimer: InputTimer {
    private var source: DispatchSourceTimer?

    init(delay: TimeInterval, clock: SystemInputClock, action: @escaping @MainActor () -> Void) {
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + delay, leeway: .milliseconds(1))
        // The handler holds the timer until it fires or is cancelled, so callers may keep the
        // returned object only when they want to cancel it.
        source.setEventHandler { [weak clock] in
            MainActor.assumeIsolated {
                clock?.willFireTimer?()
                guard self.source != nil else { return }
                self.cancel()
                action()
            }
        }
        self.source = source
        source.resume()
    }

    func cancel() {
        source?.cancel()
        source = nil
    }
}
