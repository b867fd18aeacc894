import CCairo
import Foundation
@testable import OpenUIKit
import Testing

/// A turned view's content (a spinning card) is painted in one composite through its
/// coverage, straight into the back buffer and only inside the damage; these check that it
/// comes out as Cairo's row-by-row fill painted it into an image on the pixel grid, the way
/// the compositor drew turned stores before (within a level or two, in a few pixels), and that a frame whose damage cuts the
/// card paints it as a full recomposite does.
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

    /// How far a channel may be from the old fill's, in levels of 255.
    static let resamplingTolerance = 2
    /// What share of the card's pixels may differ at all, in percent.
    static let differingPercentAllowed = 2

    @Test(arguments: [(0.3, 1.0), (-1.1, 1.0), (2.5, 2.0), (0.0001, 1.0)])
    func aTurnedStoreIsPaintedAsTheRowByRowFillPaintedIt(angle: Double, scale: Double) throws {
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

        var differing = 0, largest = 0
        var covered = 0
        for y in 0..<buffer.pixelHeight {
            for x in 0..<buffer.pixelWidth {
                let a = buffer.pixel(x: x, y: y), b = expected.pixel(x: x, y: y)
                if a != b { differing += 1 }
                largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                if b.r > 0 || b.g > 0 || b.b > 0 { covered += 1 }
            }
        }
        #expect(covered > 5000 * Int(scale * scale), "the card was painted: \(covered) pixels")
        // The direct path places the resampling with a 16.16 transform of its own, which can
        // differ from Cairo's by a 65,536th of a pixel; pixman's bilinear weights have 7 bits,
        // so a sample near a 128th of a pixel boundary takes the next weight: a level or two
        // at a sharp edge, in a few pixels.
        #expect(largest <= Self.resamplingTolerance, "pixels differ by up to \(largest) at \(angle) rad, scale \(scale)")
        #expect(differing * 100 <= covered * Self.differingPercentAllowed,
                "\(differing) of \(covered) pixels differ at \(angle) rad, scale \(scale)")
    }

    /// A small view crossing part of a turned card, so that each frame's damage cuts the
    /// card's box: the pixels inside it must be the ones a full recomposite paints (the
    /// resampling is placed the same whatever part is painted). At two scales, on the window
    /// and inside a parent that clips along the axes (whose clip joins the damage's).
    @Test(arguments: [(1.0, false), (2.0, false), (1.0, true)])
    func aTurnedCardCutByTheDamagePaintsAsAFullRecomposite(scale: Double, clippingParent: Bool) throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screenScale = scale
        window.backgroundColor = .white
        let parent = UIView(frame: CGRect(x: 10.5, y: 8, width: 180, height: 170))
        parent.clipsToBounds = clippingParent
        if clippingParent { window.addSubview(parent) }
        let host: UIView = clippingParent ? parent : window
        let card = PictureView(frame: CGRect(x: 53.3, y: 31.7, width: 70, height: 100))
        card.backgroundColor = nil
        card.isOpaque = false
        card.transform = CGAffineTransform(rotationAngle: 0.37)
        host.addSubview(card)
        let crosser = UIView(frame: CGRect(x: 40, y: 70, width: 9, height: 7))
        crosser.backgroundColor = .green
        host.addSubview(crosser)
        window.renderIfNeeded()
        for step in 0..<12 {
            crosser.center.x += 7.25
            let statistics = try #require(window.renderIfNeeded())
            let damage = statistics.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
            #expect(damage.width < 40 * scale, "step \(step): the frame repainted only around the crossing view (\(damage))")
            let incremental = try #require(pixels(of: window))
            window.setNeedsFullRedisplay()
            window.renderIfNeeded()
            let full = try #require(pixels(of: window))
            let differing = stride(from: 0, to: full.count, by: 4).filter { incremental[$0..<$0 + 4] != full[$0..<$0 + 4] }.count
            #expect(differing == 0, "step \(step): \(differing) pixels differ from a full recomposite at scale \(scale)")
            if differing > 0 { return }
        }
    }

    private func pixels(of window: UIWindow) -> [UInt8]? {
        guard let buffer = window.backBuffer, let data = cairo_image_surface_get_data(buffer.pointer) else { return nil }
        cairo_surface_flush(buffer.pointer)
        return Array(UnsafeBufferPointer(start: data, count: Int(cairo_image_surface_get_stride(buffer.pointer)) * buffer.pixelHeight))
    }
}
