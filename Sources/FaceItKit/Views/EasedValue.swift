import Foundation

/// A number as drawn, easing toward the value last asked for along an ease-in-out curve, one
/// frame at a time.
///
/// The time an ease starts is the first frame after the change, read from the display link:
/// a change is made between frames, and the link's clock is the only one the frames share
/// (a test's simulated clock included). Each frame shows the value due when it reaches the
/// screen (the link's `targetTimestamp`), so the last frame of an ease shows its end.
struct EasedValue: Sendable {
    /// The value to draw now.
    private(set) var value: Double
    /// Where the current ease started and where it is going.
    private var from: Double
    private var to: Double
    private var duration: TimeInterval = 0
    /// Nil until the first frame of the current ease.
    private var start: TimeInterval?
    /// Whether an ease is under way.
    private(set) var isMoving = false

    init(_ value: Double) {
        self.value = value
        from = value
        to = value
    }

    /// Where it is going: the value asked for last.
    var target: Double { isMoving ? to : value }

    /// Draws `newValue` from now on, stopping any ease.
    mutating func jump(to newValue: Double) {
        value = newValue
        isMoving = false
    }

    /// Sets off from the value drawn now toward `newValue`, taking `duration` seconds from
    /// the next frame. Asking again for where it is already going changes nothing; a new
    /// value mid-way starts a new ease from wherever the drawing has got to.
    mutating func ease(to newValue: Double, over duration: TimeInterval) {
        guard newValue != target else { return }
        guard duration > 0, duration.isFinite else { return jump(to: newValue) }
        from = value
        to = newValue
        self.duration = duration
        start = nil
        isMoving = true
    }

    /// Moves on to the frame that begins at `timestamp` and is shown at `targetTimestamp`.
    mutating func step(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
        guard isMoving else { return }
        let begin = start ?? timestamp
        start = begin
        let progress = min(max((targetTimestamp - begin) / duration, 0), 1)
        if progress >= 1 {
            finish()
        } else {
            value = from + (to - from) * EasedValue.easeInOut(progress)
        }
    }

    /// Jumps to where it was going.
    mutating func finish() {
        jump(to: target)
    }

    /// A sine ease-in-out: still at both ends, fastest half-way, and symmetric, so half the
    /// time is half the way.
    static func easeInOut(_ progress: Double) -> Double {
        (1 - cos(.pi * progress)) / 2
    }
}
