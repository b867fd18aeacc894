import Foundation
import CCairo
import OpenUIKit

/// Stands in for the screen in the headless cases: "presenting" copies a frame's damaged
/// rectangles out of the window's back buffer into this image, the same memory traffic an
/// MIT-SHM present costs without the X server in the measurement.
///
/// The image has the back buffer's device scale, so that each pixel is copied one for one:
/// Cairo applies a source's device scale, and a 2× buffer painted into a 1× image would be
/// resampled to half its size (several times the cost of the copy, and not what a present
/// does).
@MainActor
final class ScreenImage {
    private let surface: CairoSurface
    private let context: OpaquePointer
    /// Pixels per unit of the image and of the back buffer.
    private let scale: CGFloat

    init?(matching window: UIWindow) {
        window.renderIfNeeded()
        guard let buffer = window.backBuffer,
              let surface = CairoSurface.makeImage(pixelWidth: buffer.pixelWidth, pixelHeight: buffer.pixelHeight,
                                                   scale: buffer.deviceScale, opaque: true)
        else { return nil }
        self.surface = surface
        scale = buffer.deviceScale
        context = cairo_create(surface.pointer)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    }

    isolated deinit { cairo_destroy(context) }

    /// Copies `rects` (window pixels) from `window`'s back buffer.
    func present(_ rects: [CGRect], from window: UIWindow) {
        guard let buffer = window.backBuffer, !rects.isEmpty else { return }
        cairo_surface_flush(buffer.pointer)
        // The rects are pixels; the context's units are the device scale's.
        for rect in rects {
            cairo_rectangle(context, Double(rect.minX / scale), Double(rect.minY / scale), Double(rect.width / scale), Double(rect.height / scale))
        }
        cairo_set_source_surface(context, buffer.pointer, 0, 0)
        cairo_fill(context)
        cairo_surface_flush(surface.pointer)
    }

    /// One whole update pass and its present: what a frame costs the app.
    @discardableResult
    func renderAndPresent(_ window: UIWindow) -> RenderStatistics? {
        let statistics = window.renderIfNeeded()
        if let statistics { present(statistics.damageInWindowPixels, from: window) }
        return statistics
    }
}
