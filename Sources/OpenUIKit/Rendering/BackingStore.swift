import Foundation

/// A view's cached content: what its `draw(_:)` produced, at pixel scale, like a CALayer's
/// contents.
final class BackingStore {
    let surface: CairoSurface
    /// The bounds size the content was drawn for, in points.
    let pointSize: CGSize
    /// Pixels per point the content was drawn at.
    let scale: CGFloat
    /// Whether the store has no alpha channel (the view promised opaque content).
    let isOpaque: Bool

    init(surface: CairoSurface, pointSize: CGSize, scale: CGFloat, isOpaque: Bool) {
        self.surface = surface
        self.pointSize = pointSize
        self.scale = scale
        self.isOpaque = isOpaque
    }

    /// The pixel scale for a store of `size` points at the wanted `scale`, lowered when the
    /// store would exceed the largest surface we allocate, so an absurdly large view still
    /// draws (at a lower resolution) instead of failing.
    static func effectiveScale(for size: CGSize, wanted scale: CGFloat) -> CGFloat {
        let largestSide = Swift.max(size.width, size.height)
        guard largestSide > 0 else { return scale }
        let limit = CGFloat(CairoSurface.maximumPixelDimension) / largestSide
        return Swift.min(scale, limit)
    }

    /// Bytes of pixel memory held.
    var byteCount: Int { surface.pixelWidth * surface.pixelHeight * 4 }
}
