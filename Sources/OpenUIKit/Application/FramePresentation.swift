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
    public var presentSeconds: TimeInterval
    /// Input events delivered since the previous frame (after coalescing).
    public var inputEvents: Int = 0
    /// Seconds from reading the earliest of those events off the X connection to the end of
    /// presenting this frame: what a user waits between moving a finger and seeing it.
    /// `nil` when the frame was caused by something other than input (a timer, an expose).
    public var inputLatencySeconds: TimeInterval?
}
