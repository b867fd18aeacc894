import CCairo
import CPixelKernels
import Foundation

/// What the pixel kernels (`CPixelKernels`) need of Cairo's images: their pixels, and a
/// context's clip as whole target pixels.
enum PixelKernelImage {
    /// An image surface's pixels as the kernels read and write them, when they are 32-bit
    /// ones (ARGB32, or RGB24 whose top byte reads as opaque).
    static func pixels(of surface: OpaquePointer) -> openuikit_pixels? {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        return openuikit_pixels(pixels: data, width: cairo_image_surface_get_width(surface),
                                height: cairo_image_surface_get_height(surface),
                                stride: cairo_image_surface_get_stride(surface), opaque: format == CAIRO_FORMAT_RGB24)
    }

    /// The clip of `cairo` in its target's pixels (user space times `scale`, plus the
    /// target's device offset), when it is whole-pixel rectangles; nil otherwise.
    static func clipInPixels(of cairo: OpaquePointer, scale: CGFloat, offsetX: CGFloat = 0, offsetY: CGFloat = 0) -> [CGRect]? {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let list = cairo_copy_clip_rectangle_list(cairo)
        cairo_restore(cairo)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var rects: [CGRect] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let r = list.pointee.rectangles[index]
            let pixels = [r.x * scale + offsetX, r.y * scale + offsetY, r.width * scale, r.height * scale]
            guard pixels.allSatisfy({ abs($0 - $0.rounded()) < pixelTolerance }) else { return nil }
            rects.append(CGRect(x: pixels[0].rounded(), y: pixels[1].rounded(), width: pixels[2].rounded(), height: pixels[3].rounded()))
        }
        return rects
    }

    /// How far from a whole pixel a clip's side may be and still count as on it (the
    /// damage's sides are whole pixels divided by the scale and multiplied back).
    private static let pixelTolerance: CGFloat = 1e-6
}
