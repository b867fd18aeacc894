import CCairo
import Foundation

/// A layer's shadow, made once and kept: the shape that casts it (the shadow path, or the
/// alpha of everything the layer and its sublayers paint), blurred, as an alpha-only image
/// in the layer's bounds coordinates.
///
/// Blurring is the expensive part, so it happens only when what casts the shadow changes;
/// moving, turning or fading the layer reuses the mask, and compositing it is one masked
/// paint, so a shadowed card drags as cheaply as a plain one.
final class ShadowMask {
    /// Alpha only (Cairo's A8), `rect` at `scale` pixels per point.
    let surface: CairoSurface
    /// Where the mask lies, in the layer's bounds coordinates, before the shadow's offset.
    let rect: CGRect
    let scale: CGFloat

    private init(surface: CairoSurface, rect: CGRect, scale: CGFloat) {
        self.surface = surface
        self.rect = rect
        self.scale = scale
    }

    /// The Gaussian's standard deviation for a `shadowRadius`, in points (see
    /// `CALayer.shadowRadius`).
    static func standardDeviation(forRadius radius: CGFloat) -> CGFloat { radius }

    /// The most pixels a mask holds; a larger shadow is made at a lower scale (it is a blur,
    /// so the loss does not show).
    static let maximumPixelCount = 4_096 * 4_096

    /// Makes the mask of a shape covering `shapeRect` (bounds coordinates) that `paintShape`
    /// paints into a Cairo context set up in bounds coordinates; nil when there is nothing
    /// to shadow or no memory for it.
    static func make(shapeRect: CGRect, state: LayerState, scale wanted: CGFloat,
                     paintShape: (OpaquePointer) -> Void) -> ShadowMask? {
        guard shapeRect.isFinite, !shapeRect.isEmpty else { return nil }
        let reach = state.shadowBlurReach
        let rect = shapeRect.insetBy(dx: -reach, dy: -reach)
        var scale = wanted
        let pixels = rect.width * rect.height * scale * scale
        if pixels > CGFloat(maximumPixelCount) { scale *= (CGFloat(maximumPixelCount) / pixels).squareRoot() }
        let width = BackingStore.pixelLength(rect.width * scale), height = BackingStore.pixelLength(rect.height * scale)
        guard width > 0, height > 0,
              let raw = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        let surface = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(raw) else { return nil }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -rect.minX, -rect.minY)
        paintShape(cr)
        cairo_destroy(cr)
        cairo_surface_flush(raw)
        if let data = cairo_image_surface_get_data(raw) {
            let sigma = standardDeviation(forRadius: state.shadowRadius) * scale
            blur(data, width: width, height: height, stride: Int(cairo_image_surface_get_stride(raw)), sigma: sigma)
        }
        cairo_surface_mark_dirty(raw)
        return ShadowMask(surface: surface, rect: rect, scale: scale)
    }

    /// A Gaussian blur of standard deviation `sigma` pixels, as three box blurs each way
    /// (their convolution is within a few percent of the Gaussian), in place on 8-bit alpha.
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        // The box width whose three-fold convolution has the Gaussian's variance:
        // 3 · (w² − 1) / 12 = σ².
        let boxWidth = (4 * sigma * sigma + 1).squareRoot()
        let radius = Swift.max(1, Int(((boxWidth - 1) / 2).rounded()))
        var line = [Int](repeating: 0, count: Swift.max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                boxBlur(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                boxBlur(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One box blur along a line of `count` samples `step` bytes apart; outside is zero.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: inout [Int]) {
        for i in 0..<count { scratch[i] = Int(start[i * step]) }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<Swift.min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += scratch[entering] }
            if leaving >= 0 { sum -= scratch[leaving] }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
