import Foundation
import CCairo
import OpenUIKit

/// Stands in for the screen in the headless cases: "presenting" copies a frame's damaged
/// rectangles out of the window's back buffer into this image, the same memory traffic an
/// MIT-SHM present costs without the X server in the measurement.
@MainActor
final class ScreenImage {
    private let surface: CairoSurface
    private let context: OpaquePointer

    init?(matching window: UIWindow) {
        window.renderIfNeeded()
        guard let buffer = window.backBuffer,
              let surface = CairoSurface.makeImage(pixelWidth: buffer.pixelWidth, pixelHeight: buffer.pixelHeight, opaque: true)
        else { return nil }
        self.surface = surface
        context = cairo_create(surface.pointer)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
    }

    isolated deinit { cairo_destroy(context) }

    /// Copies `rects` (window pixels) from `window`'s back buffer.
    func present(_ rects: [CGRect], from window: UIWindow) {
        guard let buffer = window.backBuffer, !rects.isEmpty else { return }
        cairo_surface_flush(buffer.pointer)
        for rect in rects {
            cairo_rectangle(context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
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
