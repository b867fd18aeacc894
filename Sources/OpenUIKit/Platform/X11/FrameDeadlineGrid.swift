import Foundation

/// When a window's frames start while something animates, and how many refreshes they
/// missed: arithmetic on seconds of the window's clock, which `X11FrameClock` feeds with
/// times and whose deadlines it arms its timer for.
///
/// **A grid, not a chain.** A plain Xlib client gets no vertical-sync signal, so frames keep
/// to a grid of the refresh interval: each next frame is due one interval after the previous
/// frame's *scheduled* start, not after it actually ran. A timer that wakes half a
/// millisecond late therefore never pushes the following frames later, and the cadence an
/// animation sees stays the refresh rate instead of drifting below it.
///
/// **Restarting.** The grid holds only while frames follow each other. A frame asked for
/// after the app was idle starts at once (there is no vsync phase to wait for), and the grid
/// is anchored there.
///
/// **Missed deadlines** are refreshes at which an animating window had no new frame ready:
/// a frame meant for the refresh at `target` that finished presenting later (one per
/// refresh that passed), and grid points skipped because a timer fired more than a whole
/// refresh late (the main thread was busy). A frame finishing within
/// `toleranceMilliseconds` of its refresh still counts as on time.
struct FrameDeadlineGrid {
    /// Lateness forgiven when deciding a frame missed its refresh: the timer's own wake-up
    /// error on a loaded machine is about this large, and without a vsync signal the refresh
    /// instant itself is only an estimate.
    static let toleranceMilliseconds = 2.0
    private static var tolerance: TimeInterval { toleranceMilliseconds / 1000 }

    /// One frame on the grid: when it was due to start, and the refresh it is meant for.
    struct Frame: Equatable {
        var start: TimeInterval
        var target: TimeInterval
    }

    /// Seconds between refreshes; may change between frames (the window moved to another
    /// monitor), and the grid continues from the last frame with the new interval.
    var interval: TimeInterval
    /// The scheduled start of the last frame; nil before the first.
    private(set) var lastStart: TimeInterval?
    /// Refreshes missed so far (see the type's documentation).
    private(set) var missedDeadlines = 0

    init(interval: TimeInterval) {
        self.interval = interval
    }

    /// When a frame asked for at `now` should start. `continuing`: asked for by the frame
    /// that just ran (an animation going on), so the grid is kept even when the frame ran so
    /// long that its successor's grid point has passed: that one is skipped (the late present
    /// already counted the miss). A start in the past means at once. Otherwise a frame starts at once, unless the last frame
    /// started less than an interval ago: no two frames within one refresh.
    func nextStart(requestedAt now: TimeInterval, continuing: Bool) -> TimeInterval {
        guard let lastStart else { return now }
        let next = lastStart + interval
        // Within the tolerance a grid point still counts as met: start it now, late.
        if next + FrameDeadlineGrid.tolerance >= now { return next }
        guard continuing else { return now }
        let intervalsPassed = ((now - lastStart) / interval).rounded(.up)
        return lastStart + intervalsPassed * interval
    }

    /// Starts the frame that was due at `scheduledStart`, its timer having fired at `now`.
    /// More than a whole interval late, the grid points passed are counted as missed and
    /// the frame takes the latest of them as its start.
    mutating func begin(scheduledStart: TimeInterval, at now: TimeInterval) -> Frame {
        var start = scheduledStart
        let lateness = now - scheduledStart - FrameDeadlineGrid.tolerance
        if lateness >= interval {
            let skipped = (lateness / interval).rounded(.down)
            missedDeadlines += Int(skipped)
            start += skipped * interval
        }
        lastStart = start
        return Frame(start: start, target: start + interval)
    }

    /// Records that `frame` finished presenting at `now`, counting the refreshes it missed.
    mutating func finish(_ frame: Frame, at now: TimeInterval) {
        let lateness = now - frame.target - FrameDeadlineGrid.tolerance
        guard lateness > 0 else { return }
        missedDeadlines += 1 + Int((lateness / interval).rounded(.down))
    }
}
