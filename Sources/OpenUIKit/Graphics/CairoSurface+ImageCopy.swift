import CCairo
import Foundation

extension CairoSurface {
    /// A new image surface with the same format, size and pixels, and a device scale of 1.
    func copyOfImage() -> CairoSurface? {
        cairo_surface_flush(pointer)
        let format = cairo_image_surface_get_format(pointer)
        let width = cairo_image_surface_get_width(pointer), height = cairo_image_surface_get_height(pointer)
        guard let source = cairo_image_surface_get_data(pointer),
              let raw = cairo_image_surface_create(format, width, height)
        else { return nil }
        let copy = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS, let destination = cairo_image_surface_get_data(raw) else {
            return nil
        }
        let sourceStride = Int(cairo_image_surface_get_stride(pointer))
        let destinationStride = Int(cairo_image_surface_get_stride(raw))
        let rowBytes = min(sourceStride, destinationStride)
        for row in 0..<Int(height) {
            (destination + row * destinationStride).update(from: source + row * sourceStride, count: rowBytes)
        }
        cairo_surface_mark_dirty(raw)
        return copy
    }
}
