import CCairo
import Foundation
@testable import OpenUIKit
import Testing

/// A turned view's content (a spinning card) is painted in one composite through its
/// coverage; these check that it comes out exactly as Cairo's row-by-row fill painted it,
/// the way the compositor drew turned stores before.
@MainActor
@Suite("Compositor turned stores")
struct CompositorTurnedStoreTests {
    /// Draws something with curves, edges and translucency, so resampling shows.
    final class PictureView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(roundedRect: bounds.insetBy(dx: 2, dy: 3), cornerRadius: 7).fill()
            UIColor(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.6).setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 12, dy: 20)).fill()
        }
    }

    @Test(arguments: [(0.3, 1.0), (-1.1, 1.0), (2.5, 2.0), (0.0001, 1.0)])
    func aTurnedStoreIsPaintedExactlyAsTheRowByRowFillPaintedIt(angle: Double, scale: Double) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screenScale = scale
        window.backgroundColor = nil
        let card = PictureView(frame: CGRect(x: 63.3, y: 41.7, width: 70, height: 100))
        card.backgroundColor = nil
        card.isOpaque = false
        card.transform = CGAffineTransform(rotationAngle: angle)
        window.addSubview(card)
        window.renderIfNeeded()
        let buffer = try #require(window.backBuffer)
        let store = try #require(card.layer.backingStore)

        // The old way: black, then the store filled under the card's matrix into an image
        // on the pixel grid, then that image over the black.
        let expected = try #require(CairoSurface.makeImage(pixelWidth: buffer.pixelWidth, pixelHeight: buffer.pixelHeight,
                                                           scale: scale, opaque: true))
        let m = card.layer.renderState.transformToSuperlayer
        let target = card.layer.renderState.bounds
        let inWindow = target.applying(m)
        let minX = (inWindow.minX * scale).rounded(.down), minY = (inWindow.minY * scale).rounded(.down)
        let box = CGRect(x: minX, y: minY, width: (inWindow.maxX * scale).rounded(.up) - minX,
                         height: (inWindow.maxY * scale).rounded(.up) - minY)
        let image = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(box.width), Int32(box.height)))
        defer { cairo_surface_destroy(image) }
        cairo_surface_set_device_scale(image, scale, scale)
        cairo_surface_set_device_offset(image, -box.minX, -box.minY)
        let cr = try #require(cairo_create(image))
        var matrix = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx, y0: m.ty)
        cairo_set_matrix(cr, &matrix)
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / store.pointSize.width, target.height / store.pointSize.height)
        cairo_set_source_surface(cr, store.surface.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, store.pointSize.width, store.pointSize.height)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(image)
        let out = try #require(cairo_create(expected.pointer))
        cairo_set_operator(out, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(out, 0, 0, 0)
        cairo_paint(out)
        cairo_set_operator(out, CAIRO_OPERATOR_OVER)
        cairo_identity_matrix(out)
        cairo_set_source_surface(out, image, 0, 0)
        cairo_paint(out)
        cairo_destroy(out)
        cairo_surface_flush(expected.pointer)

        var differing = 0
        var covered = 0
        for y in 0..<buffer.pixelHeight {
            for x in 0..<buffer.pixelWidth {
                let a = buffer.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                if a != b { differing += 1 }
                if b.r > 0 || b.g > 0 || b.b > 0 { covered += 1 }
            }
        }
        #expect(covered > 5000 * Int(scale * scale), "the card was painted: \(covered) pixels")
        #expect(differing == 0, "\(differing) pixels differ at \(angle) rad, scale \(scale)")
    }
}
