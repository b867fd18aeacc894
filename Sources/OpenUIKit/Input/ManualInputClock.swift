import Foundation

/// A clock that moves only when told to, firing due timers in deadline order.
///
/// Gesture tests and headless `--replay` runs put one in `UIWindow.inputClock`, so a 0.35 s
/// double-tap interval or a 0.5 s long press passes in microseconds and always the same way.
/// Each timer runs with `now` set to its deadline, as a real clock would show it; timers a
/// firing timer schedules run in the same advance if they fall due before its end.
///
/// `willFireTimer` stands in for input that has happened but not been read yet, as
/// `SystemInputClock.willFireTimer` does for a platform: it runs before each timer fires,
/// with `now` at the timer's deadline, so a test can model an app that was busy while a
/// finger lifted and a deadline passed.
@preconcurrency @MainActor
public final class ManualInputClock: InputClock {
    /// The clock's time, in seconds. Public computed over private storage: read before every
    /// event, and the optimizer drops runtime exclusivity checks only on internal storage.
    public var now: TimeInterval { currentTime }
    private var currentTime: TimeInterval
    private var timers: [ManualInputTimer] = []
    private var nextSequence = 0

    /// Runs before each timer fires, with `now` at its deadline: delivers input that is
    /// waiting, so that it reaches the recognizers before the deadline's timer does. A timer
    /// that input cancels does not fire; one it schedules that falls due first fires first.
    public var willFireTimer: (() -> Void)?

    /// A clock stopped at `now` seconds until advanced.
    public init(now: TimeInterval = 0) {
        self.currentTime = now
    }

    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> InputTimer {
        let deadline = now + (delay.isFinite ? max(0, delay) : 0)
        let timer = ManualInputTimer(deadline: deadline, sequence: nextSequence, action: action)
        nextSequence += 1
        // Through a local copy (`detached()`), as every change to `timers`: it is read before
        // every event, and a mutating call on it would keep runtime exclusivity checks there.
        var all = timers.detached()
        all.append(timer)
        timers = all
        return timer
    }

    /// Timers scheduled and neither fired nor cancelled.
    package var pendingTimerCount: Int { timers.filter { !$0.isCancelled }.count }

    /// Moves time forward by `interval` seconds, firing what falls due.
    public func advance(by interval: TimeInterval) {
        advance(to: now + interval)
    }

    /// Moves time forward to `time` (never backwards), firing what falls due on the way.
    ///
    /// Called before every event of a replay or benchmark, so the common case (nothing due)
    /// is a plain scan that allocates nothing.
    public func advance(to time: TimeInterval) {
        var anyCancelled = false
        for timer in timers where timer.isCancelled { anyCancelled = true }
        if anyCancelled {
            var live = timers.detached()
            live.removeAll(where: \.isCancelled)
            timers = live
        }
        // The timer the hook last ran for: it fires once the hook has run and it is still
        // the first due.
        var announced: ManualInputTimer?
        while let due = earliestTimer(dueBy: time) {
            if let willFireTimer, announced !== due {
                announced = due
                currentTime = max(currentTime, due.deadline)
                willFireTimer()
                continue
            }
            var rest = timers.detached()
            rest.removeAll { $0 === due }
            timers = rest
            currentTime = max(currentTime, due.deadline)
            due.fire()
        }
        currentTime = max(currentTime, time)
    }

    /// The live timer due by `time` that fires first: earliest deadline, then earliest
    /// scheduled.
    private func earliestTimer(dueBy time: TimeInterval) -> ManualInputTimer? {
        var earliest: ManualInputTimer?
        for timer in timers where !timer.isCancelled && timer.deadline <= time {
            if let current = earliest,
               (current.deadline, current.sequence) <= (timer.deadline, timer.sequence) { continue }
            earliest = timer
        }
        return earliest
    }
}

/// A timer of `ManualInputClock`.
@MainActor
final class ManualInputTimer: InputTimer {
    let deadline: TimeInterval
    let sequence: Int
    private var action: (@MainActor () -> Void)?

    init(deadline: TimeInterval, sequence: Int, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
    }

    var isCancelled: Bool { action == nil }

    func cancel() {
        action = nil
    }

    func fire() {
        let action = self.action
        self.action = nil
        action?()
    }
}
