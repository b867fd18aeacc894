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
}
