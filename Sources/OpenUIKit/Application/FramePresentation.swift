import Foundation

/// What one presented frame cost, reported through `UIApplication.didPresentFrame`.
public struct FramePresentation: Sendable {
    /// 1 for the first frame shown.
    public var frameNumber: Int
    /// Window pixels sent to the screen.
    public var presentedPixels: Int
    /// Rectangles sent.
    public var rectangleCount: Int
    /// How they were sent ("MIT-SHM" or "XPutImage").
    public var method: String
    /// Seconds spent compositing (the update pass) and presenting.
    public var renderSeconds: TimeInterval
    /// How long presenting the frame took, in seconds.
    public var presentSeconds: TimeInterval
    /// Input events delivered since the previous frame (after coalescing).
    public var inputEvents: Int = 0
    /// Seconds from reading the earliest of those events off the X connection to the end of
    /// presenting this frame: what a user waits between moving a finger and seeing it.
    /// `nil` when the frame was caused by something other than input (a timer, an expose).
    public var inputLatencySeconds: TimeInterval?
    /// When the frame is meant to be on screen: the refresh after its scheduled start, in
    /// seconds of the application's `inputClock` (the time base of display-link timestamps
    /// and event times). `nil` for a frame the frame clock did not schedule: one caused by
    /// input, an expose or a timer while nothing animates.
    public var targetTime: TimeInterval?
    /// Refreshes missed since the app started, this frame's included: frames that finished
    /// presenting after the refresh they were meant for (one per refresh passed, beyond a
    /// tolerance of 2 ms), and refreshes skipped because a frame started more than a whole
    /// refresh late.
    public var missedDeadlines: Int = 0
    /// Seconds from the start of the previous presented frame's update pass to this one's;
    /// `nil` for the first frame. While an animation runs, the refresh interval, give or take
    /// the timer's jitter.
    public var secondsSincePreviousFrame: TimeInterval?

    /// The frame as one line of the frame log (`OPENUIKIT_FRAME_LOG=1` in the demo apps):
    /// `frame N pixels=P rects=R method=M render=S present=S input=N latency=S|-
    /// target=S|- missed=N interval=S|-`, seconds with six decimals, `-` for nil.
    public var logLine: String {
        func seconds(_ value: TimeInterval?) -> String { value.map { String(format: "%.6f", $0) } ?? "-" }
        return "frame \(frameNumber) pixels=\(presentedPixels) rects=\(rectangleCount) method=\(method) "
            + "render=\(seconds(renderSeconds)) present=\(seconds(presentSeconds)) input=\(inputEvents) "
            + "latency=\(seconds(inputLatencySeconds)) target=\(seconds(targetTime)) missed=\(missedDeadlines) "
            + "interval=\(seconds(secondsSincePreviousFrame))"
    }
}
