import Foundation

/// A property animator's own timeline: where it is (its fraction complete), whether it runs,
/// and which way. Its animations ask it for their progress instead of reading the clock, so
/// pausing, scrubbing and reversing move them all together.
@MainActor
final class AnimationDriver {
    /// Seconds the whole animation takes.
    var duration: TimeInterval
    /// The fraction complete when it last started, paused or was set.
    private var anchorFraction: Double = 0
    /// When it last started running (on the clock), nil while paused.
    private var runningSince: TimeInterval?
    /// Running backwards, towards the start.
    var isReversed = false
    /// While paused, scrubbed fractions apply linearly rather than through the curve
    /// (`scrubsLinearly`).
    var scrubsLinearly = true
    private(set) var isRunning = false
    /// Whether reaching the end pauses there instead of finishing (`pausesOnCompletion`).
    var pausesAtEnd = false

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// The fraction (0…1) at `time`.
    func fraction(at time: TimeInterval) -> Double {
        guard let runningSince, duration > 0 else { return anchorFraction }
        let moved = (time - runningSince) / duration
        return Swift.min(1, Swift.max(0, anchorFraction + (isReversed ? -moved : moved)))
    }

    /// The progress the animations show at `time`.
    func progress(at time: TimeInterval, timing: AnimationTiming) -> Double {
        let f = fraction(at: time)
        if !isRunning && scrubsLinearly { return f }
        return timing.progress(elapsed: f * duration, duration: duration)
    }

    /// Whether a running driver reached its end (the start, when reversed).
    func isFinished(at time: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let f = fraction(at: time)
        let atEnd = isReversed ? f <= 0 : f >= 1
        if atEnd && pausesAtEnd {
            pause(at: time)
            return false
        }
        return atEnd
    }

    func run(at time: TimeInterval) {
        guard !isRunning else { return }
        runningSince = time
        isRunning = true
    }

    func pause(at time: TimeInterval) {
        anchorFraction = fraction(at: time)
        runningSince = nil
        isRunning = false
    }

    /// Moves to `fraction` (while paused: scrubbing).
    func setFraction(_ fraction: Double, at time: TimeInterval) {
        anchorFraction = Swift.min(1, Swift.max(0, fraction))
        if isRunning { runningSince = time }
    }

    /// Turns round without a jump.
    func setReversed(_ reversed: Bool, at time: TimeInterval) {
        guard reversed != isReversed else { return }
        anchorFraction = fraction(at: time)
        if isRunning { runningSince = time }
        isReversed = reversed
    }
}
