import CCairo
import Foundation
import OpenUIKit

/// An offscreen ARGB surface with a `CGContext` pushed as current while drawing, for tests
/// that exercise the drawing layer directly.
@MainActor
public struct Canvas {
    public let surface: CairoSurface
    public let context: CGContext

    /// A transparent canvas of `size` points at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        let surface = CairoSurface.makeImage(
            pixelWidth: Int((size.width * scale).rounded(.up)), pixelHeight: Int((size.height * scale).rounded(.up)), scale: scale)!
        self.surface = surface
        self.context = CGContext(surface: surface)
    }

    /// Runs `body` with the canvas' context current, as the system does around `draw(_:)`.
    public func draw(_ body: (CGContext) -> Void) {
        UIGraphicsPushContext(context)
        body(context)
        UIGraphicsPopContext()
        cairo_surface_flush(surface.pointer)
    }

    /// The straight (un-premultiplied) RGBA of the pixel under the point `p`.
    public func pixel(atPoint p: CGPoint) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let scale = surface.deviceScale
        return surface.pixel(x: Int(p.x * scale), y: Int(p.y * scale))
    }
}
