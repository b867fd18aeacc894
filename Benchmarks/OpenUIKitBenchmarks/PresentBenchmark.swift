import CCairo
import CCairoXlib
import CX11
import Foundation
import OpenUIKit

/// Presenting a window's pixels: our presenter (MIT-SHM and XPutImage, from the back buffer's
/// own memory) against cairo-xlib (painting the same image into an Xlib surface of the
/// window). Every variant ends with XSync, so the server's side of the work is counted.
@MainActor
func presentBenchmark(displayName: String) {
    let runner = BenchmarkRunner()
    let width = 1280, height = 800
    let connection: X11Connection
    do { connection = try X11Connection(name: displayName) } catch {
        print("Present: skipped (\(error))")
        return
    }
    defer { connection.close() }
    let window: X11Window
    do {
        window = try X11Window(connection: connection, title: "present benchmark", className: "OpenUIKitBenchmark",
                               pixelSize: (width, height), minimumPixelSize: (width, height))
    } catch {
        print("Present: skipped (\(error))")
        return
    }
    window.map()
    XSync(connection.display, False)

    let full = [CGRect(x: 0, y: 0, width: width, height: height)]
    let small = [CGRect(x: 600, y: 380, width: 64, height: 64)]
    print("Present: \(width)×\(height) window on \(displayName) (medians of \(runner.measuredRuns) runs, each ending in XSync)")

    // cairo-xlib, the baseline.
    guard let image = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, opaque: true) else { return }
    paintTestPattern(image.pointer, width: width, height: height)
    let xlibSurface = cairo_xlib_surface_create(connection.display, window.id, window.visual, Int32(width), Int32(height))
    let cr = cairo_create(xlibSurface)
    func cairoXlib(_ rects: [CGRect]) {
        for r in rects { cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)) }
        cairo_set_source_surface(cr, image.pointer, 0, 0)
        cairo_fill(cr)
        cairo_surface_flush(xlibSurface)
        XSync(connection.display, False)
    }
    let xlibFull = runner.measure { cairoXlib(full) }
    let xlibSmall = runner.measure { cairoXlib(small) }
    cairo_destroy(cr)
    cairo_surface_destroy(xlibSurface)
    printRow("cairo-xlib, full window", xlibFull)
    printRow("cairo-xlib, 64×64 damage", xlibSmall)

    for method in [X11Presenter.Method.sharedMemory, .putImage] {
        let presenter = X11Presenter(connection: connection, window: window.id, visual: window.visual, depth: window.depth, forceMethod: method)
        guard let buffer = presenter.makeBackBuffer(pixelWidth: width, pixelHeight: height, scale: 1) else { continue }
        paintTestPattern(buffer.pointer, width: width, height: height)
        // The MIT-SHM present already ends in XSync; XPutImage only flushes, so wait for the
        // server here, as the others do.
        let waits = presenter.method == .putImage
        let fullRun = runner.measure { presenter.present(full); if waits { XSync(connection.display, False) } }
        let smallRun = runner.measure { presenter.present(small); if waits { XSync(connection.display, False) } }
        printRow("\(presenter.method.rawValue), full window", fullRun, baseline: xlibFull)
        printRow("\(presenter.method.rawValue), 64×64 damage", smallRun, baseline: xlibSmall)
        presenter.close()
    }
    window.destroy()
}

/// Something other than a flat colour, so no path can shortcut the copy.
private func paintTestPattern(_ surface: OpaquePointer, width: Int, height: Int) {
    let cr = cairo_create(surface)
    let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))
    cairo_pattern_add_color_stop_rgb(gradient, 0, 0.1, 0.5, 0.2)
    cairo_pattern_add_color_stop_rgb(gradient, 1, 0.9, 0.8, 0.1)
    cairo_set_source(cr, gradient)
    cairo_paint(cr)
    cairo_pattern_destroy(gradient)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
}
