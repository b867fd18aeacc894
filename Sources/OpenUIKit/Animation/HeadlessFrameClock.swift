import Foundation

/// Frames for a window with no screen: each `advance` moves the window's manual input clock
/// on by whole refresh intervals and runs the frames a display would have run, so tests and
/// `--snapshot` see animations exactly where they would be at that time.
@preconcurrency @MainActor
public final class HeadlessFrameClock: FrameScheduler {
    public let refreshInterval: TimeInterval
    /// The window's clock, which this frame clock moves on.
    public let clock: ManualInputClock
    private weak var window: UIWindow?
    /// Whether the window asked for a frame since the last one ran.
    package private(set) var frameRequested = false
    /// Frames run so far.
    package private(set) var framesRun = 0

    /// Becomes `window`'s frame scheduler, on its clock: the manual clock its host gave it
    /// (`HeadlessHost`) or a test put there. A window on any other clock is given a manual
    /// one, for good, from its current time: a window whose frames run headless lives in
    /// simulated time. `refreshInterval` defaults to a 60 Hz display.
    public init(window: UIWindow, refreshInterval: TimeInterval = 1.0 / 60) {
        self.refreshInterval = refreshInterval > 0 && refreshInterval.isFinite ? refreshInterval : 1.0 / 60
        if let manual = window.inputClock as? ManualInputClock {
            clock = manual
        } else {
            clock = ManualInputClock(now: window.inputClock.now)
            window.inputClock = clock
        }
        self.window = window
        window.frameScheduler = self
    }

    public func requestFrame() {
        frameRequested = true
    }

    /// Moves time on by `seconds`, running a frame at every refresh on the way for as long as
    /// the window asks for frames (and one at the end, for whatever changed meanwhile).
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let end = clock.now + seconds
        while frameRequested, clock.now + refreshInterval <= end {
            runFrame(at: clock.now + refreshInterval)
        }
        // The rest of the time, and a frame for whatever changed in it (none when the last
        // frame fell exactly at the end).
        guard clock.now < end else { return }
        clock.advance(to: end)
        window?.renderIfNeeded()
    }

    /// Runs frames until nothing animates any more, up to `limit` seconds of simulated time
    /// (a repeating animation never ends); returns whether everything finished.
    @discardableResult
    public func runUntilIdle(limit: TimeInterval = 60) -> Bool {
        let end = clock.now + limit
        window?.renderIfNeeded()
        while frameRequested {
            guard clock.now + refreshInterval <= end else { return false }
            runFrame(at: clock.now + refreshInterval)
        }
        return true
    }

    private func runFrame(at time: TimeInterval) {
        frameRequested = false
        clock.advance(to: time)
        framesRun += 1
        window?.renderIfNeeded()
    }
}
