import Dispatch
import Foundation

/// Runs the X11 window's frames at the monitor's refresh rate while something animates.
///
/// Each `requestFrame()` arms one one-shot timer on the main queue for the next deadline of
/// a `FrameDeadlineGrid`; when it fires, the host runs the same turn input does (read and
/// deliver pending input, one update pass, present) as a frame on that grid. A frame that
/// asks for another (an animation or display link still running) gets the next grid point.
/// Nothing asks, nothing is armed: an idle window has no timer and costs no CPU.
///
/// Times are the window's input clock (`SystemInputClock`, monotonic uptime), the time base
/// of display-link timestamps and event times alike; the dispatch timer is armed with the
/// delay until the deadline measured on that clock.
@MainActor
final class X11FrameClock: FrameScheduler {
    /// The host's turn, run as `frame`.
    private let runFrame: @MainActor (FrameDeadlineGrid.Frame) -> Void
    private let now: @MainActor () -> TimeInterval
    private var grid: FrameDeadlineGrid
    /// Made on the first request and re-armed for each frame; never cancelled while the
    /// host runs, because a one-shot timer that has fired costs nothing.
    private var timer: DispatchSourceTimer?
    /// The start the armed timer is for; nil when none is armed.
    private(set) var scheduledStart: TimeInterval?
    private var isRunningFrame = false
    private var requestedDuringFrame = false

    /// How far past its deadline the kernel may fire the timer to save wake-ups: little
    /// against a 2 ms tolerance, so frames keep to the grid.
    static let timerLeewayMicroseconds = 50

    init(refreshInterval: TimeInterval, now: @escaping @MainActor () -> TimeInterval,
         runFrame: @escaping @MainActor (FrameDeadlineGrid.Frame) -> Void) {
        grid = FrameDeadlineGrid(interval: refreshInterval)
        self.now = now
        self.runFrame = runFrame
    }

    var refreshInterval: TimeInterval { grid.interval }

    /// Refreshes missed so far (see `FrameDeadlineGrid`).
    var missedDeadlines: Int { grid.missedDeadlines }

    /// Whether a frame is armed: the host leaves rendering to it, so a turn's input shows
    /// in the next frame rather than in an extra render between two refreshes.
    var isFrameScheduled: Bool { scheduledStart != nil }

    /// A new rate (the window moved to another monitor, or its mode changed); the grid
    /// continues from the last frame.
    func setRefreshInterval(_ interval: TimeInterval) {
        guard interval.isFinite, interval > 0 else { return }
        grid.interval = interval
    }

    func requestFrame() {
        if isRunningFrame {
            // Armed after the frame has presented, from the time it finished.
            requestedDuringFrame = true
            return
        }
        guard scheduledStart == nil else { return }
        arm(grid.nextStart(requestedAt: now(), continuing: false))
    }

    /// Records that `frame` finished presenting now, counting a missed refresh.
    func finish(_ frame: FrameDeadlineGrid.Frame) {
        grid.finish(frame, at: now())
    }

    private func arm(_ start: TimeInterval) {
        scheduledStart = start
        let timer = self.timer ?? makeTimer()
        let delay = max(0, start - now())
        timer.schedule(deadline: .now() + delay, repeating: .never, leeway: .microseconds(X11FrameClock.timerLeewayMicroseconds))
    }

    private func makeTimer() -> DispatchSourceTimer {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
        self.timer = timer
        timer.resume()
        return timer
    }

    private func fire() {
        guard let start = scheduledStart else { return }
        scheduledStart = nil
        let frame = grid.begin(scheduledStart: start, at: now())
        isRunningFrame = true
        requestedDuringFrame = false
        runFrame(frame)
        isRunningFrame = false
        if requestedDuringFrame, scheduledStart == nil {
            arm(grid.nextStart(requestedAt: now(), continuing: true))
        }
    }
}
