import Foundation

/// What runs a window's frames at the display's refresh rate while something animates: the
/// X11 host on a screen, `HeadlessFrameClock` in tests and snapshots.
///
/// The window asks for one frame at a time (`requestFrame()`), at the end of every frame in
/// which an animation or an unpaused display link is still running; when nothing runs it asks
/// for nothing, and an idle app gets no ticks at all.
@preconcurrency @MainActor
public protocol FrameScheduler: AnyObject {
    /// Seconds between two refreshes of the display the window is on (1/60 when unknown).
    var refreshInterval: TimeInterval { get }
    /// Asks for the window's `renderIfNeeded()` (and a present, on a screen) at the next
    /// refresh. Several requests before that frame make one frame.
    func requestFrame()
}

/// Something the window calls at the start of each frame: display links.
@MainActor
protocol FrameObserver: AnyObject {
    /// Whether it still wants frames (a paused display link does not).
    var wantsFrames: Bool { get }
    /// The frame starting at `timestamp` will be shown at `targetTimestamp` (both on the
    /// window's clock, in seconds).
    func frameWillBegin(timestamp: TimeInterval, targetTimestamp: TimeInterval, duration: TimeInterval)
}
