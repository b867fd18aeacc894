import CCairo
import Foundation

/// Draws offscreen into a bitmap and returns it as a `UIImage` or PNG data.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40))
/// let dot = renderer.image { context in
///     UIColor.red.setFill()
///     context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
/// }
/// ```
///
/// The bitmap is `bounds.size` points at `format.scale` pixels per point, with pixel sizes
/// rounded up. A size that is zero, negative, not finite, or larger than
/// `CairoSurface.maximumPixelDimension` pixels on a side cannot be rendered: the renderer
/// warns and produces a 1×1 transparent image instead, and the actions still run (drawing
/// into that pixel), so callers need no special case.
///
/// As in UIKit, a renderer is an `NSObject` that any thread may use: the actions run on the
/// calling thread with the bitmap's context current on that thread only.
public final class UIGraphicsImageRenderer: NSObject {
    /// A copy of the format given at creation; changing the original later has no effect.
    public let format: UIGraphicsImageRendererFormat

    /// The area drawn, in points; its origin is at the image's top-left corner.
    private let bounds: CGRect
    private let pixelWidth: Int
    private let pixelHeight: Int
    private let scale: CGFloat

    /// A renderer for an image of `size` points with the default format (scale 1).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for an image of `size` points.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for the area `bounds`: drawing at `bounds.origin` lands in the image's
    /// top-left corner.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format.copiedFormat()
        var scale = format.scale
        if !(scale.isFinite && scale > 0) {
            Diagnostics.warn("UIGraphicsImageRenderer used scale 1 instead of \(scale): a scale must be finite and positive",
                             once: "UIGraphicsImageRenderer.scale")
            scale = 1
        }
        let limit = CGFloat(CairoSurface.maximumPixelDimension)
        // The raw size, not the standardized `width`: a negative size is a mistake, not a flip.
        let width = (bounds.size.width * scale).rounded(.up), height = (bounds.size.height * scale).rounded(.up)
        if bounds.origin.x.isFinite, bounds.origin.y.isFinite, width.isFinite, height.isFinite,
           width >= 1, height >= 1, width <= limit, height <= limit {
            self.bounds = bounds
            self.pixelWidth = Int(width)
            self.pixelHeight = Int(height)
            self.scale = scale
        } else {
            Diagnostics.warn("UIGraphicsImageRenderer cannot render \(bounds) at scale \(scale) (each side must be 1…\(CairoSurface.maximumPixelDimension) pixels); it renders a 1×1 transparent image instead",
                             once: "UIGraphicsImageRenderer.size")
            self.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
            self.pixelWidth = 1
            self.pixelHeight = 1
            self.scale = 1
        }
        super.init()
    }

    /// Runs `actions` with a fresh bitmap as the current context and returns what they drew,
    /// at the format's scale.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let surface = render(actions)
        // Hand the bitmap over untouched unless a context escaped from the actions and could
        // still draw into it; an image's pixels must never change.
        if cairo_surface_get_reference_count(surface.pointer) == 1 {
            cairo_surface_set_device_scale(surface.pointer, 1, 1)
            return UIImage(surface: surface, scale: scale)
        }
        return UIImage(surface: surface.copyOfImage() ?? Self.transparentPixel(), scale: scale)
    }

    /// Runs `actions` with a fresh bitmap as the current context and returns it as PNG data.
    /// Encoding can only fail for lack of memory; that is reported, and the data is empty.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        PNGDecoder.encode(render(actions)) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CairoSurface {
        let surface = CairoSurface.makeImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, opaque: format.opaque)
            ?? Self.transparentPixel()
        let cgContext = CGContext(surface: surface)
        if bounds.origin != .zero {
            cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: cgContext, surface: surface, format: format, scale: scale)
        withCurrentGraphicsContext(cgContext) {
            actions(rendererContext)
        }
        cairo_surface_flush(surface.pointer)
        return surface
    }

    /// A 1×1 transparent bitmap, for when nothing larger can be made.
    static func transparentPixel() -> CairoSurface {
        // cairo returns an inert error surface rather than nil if even this cannot be allocated.
        CairoSurface(owning: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))
    }
}
