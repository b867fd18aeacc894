import CCairo
import CX11
import Foundation

/// `_NET_WM_ICON`: the window's icon at several sizes, which task bars, docks and Alt-Tab
/// switchers show when they cannot find the app's desktop entry (or prefer the window's own).
///
/// The property is a CARDINAL array: for each image its width, its height, then its pixels
/// row by row, one 0xAARRGGBB value each, not premultiplied (EWMH). Cairo's ARGB32 is
/// premultiplied, so colours are divided by alpha on the way.
package enum X11WindowIcon {
    /// Icons beyond this many pixels a side are left out: a property is sent in one request,
    /// and a 256² icon alone is a quarter of a megabyte. Window managers scale down, not up.
    package static let largestSide = 128

    /// The property's values for `images`, in their order; images that are empty, not square
    /// or larger than `largestSide` are skipped. Each value is one C long, as Xlib takes
    /// format-32 data.
    package static func cardinals(for images: [UIImage]) -> [CLong] {
        var values: [CLong] = []
        for image in images {
            let surface = image.cairoSurface
            let width = surface.pixelWidth, height = surface.pixelHeight
            guard width > 0, width == height, width <= largestSide else { continue }
            cairo_surface_flush(surface.pointer)
            guard let data = cairo_image_surface_get_data(surface.pointer) else { continue }
            let stride = Int(cairo_image_surface_get_stride(surface.pointer))
            let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
            values.reserveCapacity(values.count + 2 + width * height)
            values += [CLong(width), CLong(height)]
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    values.append(CLong(opaque ? word | 0xFF00_0000 : unpremultiplied(word)))
                }
            }
        }
        return values
    }

    /// A premultiplied 0xAARRGGBB value as a straight one.
    package static func unpremultiplied(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        guard alpha != 0 else { return 0 }
        guard alpha != 255 else { return word }
        func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((word >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
