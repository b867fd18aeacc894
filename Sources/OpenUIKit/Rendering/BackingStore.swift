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

    /// The most pixels one store holds: 8192×8192, 256 MiB of 32-bit pixels, the limit
    /// decoded images have too. A side may still reach `CairoSurface.maximumPixelDimension`.
    static let maximumPixelCount = 8_192 * 8_192

    /// The pixel scale for a store of `size` points at the wanted `scale`, lowered when the
    /// store would exceed the largest surface we allocate or `maximumPixelCount`, so an
    /// absurdly large view (or content scale factor) still draws, at a lower resolution,
    /// instead of failing or taking gigabytes.
    static func effectiveScale(for size: CGSize, wanted scale: CGFloat) -> CGFloat {
        let largestSide = Swift.max(size.width, size.height)
        guard largestSide > 0 else { return scale }
        var limit = CGFloat(CairoSurface.maximumPixelDimension) / largestSide
        if size.width > 0, size.height > 0 {
            // Square roots first: the area of an absurd view overflows to infinity.
            limit = Swift.min(limit, CGFloat(maximumPixelCount).squareRoot() / (size.width.squareRoot() * size.height.squareRoot()))
        }
        return Swift.min(scale, limit)
    }

    /// A length in pixels, rounded up, as an `Int` that an absurd (finite or not) length cannot
    /// trap in the conversion: clamped to 0…`Int32.max`, which every surface size check refuses
    /// beyond its own, much smaller, limit.
    static func pixelLength(_ pixels: CGFloat) -> Int {
        guard !pixels.isNaN else { return 0 }
        return Int(Swift.min(Swift.max(pixels.rounded(.up), 0), CGFloat(Int32.max)))
    }

    /// Bytes of pixel memory held.
    var byteCount: Int { surface.pixelWidth * surface.pixelHeight * 4 }
}
