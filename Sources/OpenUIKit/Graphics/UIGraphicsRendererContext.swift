import Foundation

/// What image and PDF renderers hand to their drawing closures: the `CGContext` to draw into,
/// plus a few shortcuts. The same context is also current (`UIGraphicsGetCurrentContext()`)
/// while the closure runs, so `UIBezierPath`, `UIColor.set()` and `UIImage.draw` work too.
///
/// An `NSObject`, as UIKit's is; it belongs to the thread running the renderer's actions.
public class UIGraphicsRendererContext: NSObject {
    /// The context to draw into, in points.
    public let cgContext: CGContext

    init(cgContext: CGContext) {
        self.cgContext = cgContext
        super.init()
    }

    /// Fills `rect` with the current fill colour and blend mode.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills `rect` with the current fill colour, composited with `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes the outline of `rect` with `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Runs `body` with `blendMode` in force, leaving the graphics state as it was.
    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}
