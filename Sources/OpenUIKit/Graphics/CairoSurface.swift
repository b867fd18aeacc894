import CCairo
import Foundation

/// Owns one reference to a `cairo_surface_t` and releases it when the last owner goes away.
///
/// Image surfaces hold pixels at device resolution; `deviceScale` maps points to pixels, so
/// code drawing into them works in points.
public final class CairoSurface: @unchecked Sendable {
    // Unchecked: the pointer is only released in deinit; cairo's reference counting is atomic,
    // and a surface's pixels are only written through a CGContext, which is not Sendable and so
    // stays on the thread drawing (a view's store on the main actor, a renderer's bitmap on
    // the renderer's caller); an image never shares a surface a context can still draw into.

    /// The wrapped `cairo_surface_t*`.
    package let pointer: OpaquePointer

    /// The largest side, in pixels, of an image surface we create. Cairo's own limit is
    /// 32767; past this a mistaken size would allocate gigabytes.
    public static let maximumPixelDimension = 16_384

    /// Surfaces alive in the process (backing stores, back buffers, images, renderers), for
    /// soak tests and leak hunts.
    package static let liveInstances = LiveInstanceCounter()

    /// Takes ownership of a surface reference (one created by a cairo `*_create` call).
    package init(owning pointer: OpaquePointer) {
        self.pointer = pointer
        CairoSurface.liveInstances.increment()
    }

    deinit {
        cairo_surface_destroy(pointer)
        CairoSurface.liveInstances.decrement()
    }

    /// A new ARGB32 (premultiplied) image surface of `pixelWidth`×`pixelHeight`, with a device
    /// scale so that one user unit is `scale` pixels. Nil, with a warning, for sizes that are
    /// not positive, too large, or when cairo cannot allocate it.
    public static func makeImage(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1, opaque: Bool = false) -> CairoSurface? {
        guard pixelWidth > 0, pixelHeight > 0,
              pixelWidth <= maximumPixelDimension, pixelHeight <= maximumPixelDimension
        else {
            Diagnostics.warn("refused an image surface of \(pixelWidth)×\(pixelHeight) pixels (each side must be 1…\(maximumPixelDimension))")
            return nil
        }
        let format = opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
        guard let raw = cairo_image_surface_create(format, Int32(pixelWidth), Int32(pixelHeight)) else { return nil }
        let surface = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else {
            Diagnostics.warn("cairo could not create a \(pixelWidth)×\(pixelHeight) image surface: \(CairoSurface.describe(cairo_surface_status(raw)))")
            return nil
        }
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        cairo_surface_set_device_scale(raw, Double(safeScale), Double(safeScale))
        return surface
    }

    /// Pixel width of an image surface (0 for other kinds).
    public var pixelWidth: Int { Int(cairo_image_surface_get_width(pointer)) }
    /// Pixel height of an image surface (0 for other kinds).
    public var pixelHeight: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// Points to pixels (the x and y device scale are kept equal).
    public var deviceScale: CGFloat {
        var sx: Double = 1, sy: Double = 1
        cairo_surface_get_device_scale(pointer, &sx, &sy)
        return CGFloat(sx)
    }

    /// Reads one pixel of an ARGB32 or RGB24 image surface as straight (un-premultiplied)
    /// 8-bit RGBA, for tests and diagnostics.
    package func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        cairo_surface_flush(pointer)
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(pointer) else {
            return (0, 0, 0, 0)
        }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let opaque = cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24
        let a = opaque ? 255 : UInt32((word >> 24) & 0xFF)
        func unpremultiply(_ c: UInt32) -> UInt8 {
            guard a > 0 else { return 0 }
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (unpremultiply((word >> 16) & 0xFF), unpremultiply((word >> 8) & 0xFF), unpremultiply(word & 0xFF), UInt8(a))
    }

    /// Writes the surface as a PNG file; false (with a warning) when cairo cannot.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        let status = cairo_surface_write_to_png(pointer, path)
        if status != CAIRO_STATUS_SUCCESS {
            Diagnostics.warn("could not write PNG \(path): \(CairoSurface.describe(status))")
            return false
        }
        return true
    }

    static func describe(_ status: cairo_status_t) -> String {
        guard let text = cairo_status_to_string(status) else { return "cairo status \(status.rawValue)" }
        return String(cString: text)
    }
}
