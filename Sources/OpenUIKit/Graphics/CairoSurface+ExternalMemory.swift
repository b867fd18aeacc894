import CCairo
import Foundation

extension CairoSurface {
    /// The cairo row stride (bytes per row) of an opaque xRGB image `pixelWidth` wide.
    static func opaqueStride(pixelWidth: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(pixelWidth)))
    }

    /// An opaque (xRGB, native-endian 32-bit) image surface over memory someone else owns, such
    /// as a shared-memory segment the X server reads from. The owner must keep the memory alive
    /// until it calls `finish()` on the surface.
    static func wrappingOpaquePixels(_ data: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int,
                                     stride: Int, scale: CGFloat) -> CairoSurface? {
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= maximumPixelDimension, pixelHeight <= maximumPixelDimension,
              stride >= opaqueStride(pixelWidth: pixelWidth) else { return nil }
        guard let raw = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                            Int32(pixelWidth), Int32(pixelHeight), Int32(stride)) else { return nil }
        let surface = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else { return nil }
        let safeScale = scale.isFinite && scale > 0 ? scale : 1
        cairo_surface_set_device_scale(raw, Double(safeScale), Double(safeScale))
        return surface
    }

    /// The first pixel of an image surface's memory.
    var imageData: UnsafeMutableRawPointer? {
        cairo_image_surface_get_data(pointer).map(UnsafeMutableRawPointer.init)
    }

    /// Bytes per row of an image surface.
    var imageStride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Makes cairo write out pending drawing, so another reader sees every pixel.
    func flush() { cairo_surface_flush(pointer) }

    /// Detaches the surface from its memory: later drawing into it is refused by cairo
    /// rather than writing to memory that may be gone.
    func finish() { cairo_surface_finish(pointer) }
}
