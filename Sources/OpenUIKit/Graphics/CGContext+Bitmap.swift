import CCairo
import Foundation

/// Bitmap contexts: drawing into memory in a layout the caller chooses, and images made
/// from it.
extension CGContext {
    /// A context drawing into a `width`×`height` bitmap, as Core Graphics'
    /// `CGBitmapContextCreate`.
    ///
    /// - `data`: the caller's memory, at least `bytesPerRow × height` bytes, which must stay
    ///   alive while the context does; nil lets the context allocate (zeroed) memory of its own,
    ///   which ``data`` returns.
    /// - `bytesPerRow`: 0 lets the context choose (rows packed: `width` × bytes per pixel).
    /// - `bitmapInfo`: a ``CGImageAlphaInfo`` raw value or'd with a ``CGBitmapInfo`` byte order.
    ///   RGB spaces take 8 bits per component, 32 bits per pixel, alpha premultiplied first or
    ///   last or a padding byte (`noneSkipFirst`/`noneSkipLast`), either byte order; gray
    ///   spaces take 8 bits per pixel and no alpha. Drawing goes on top of what the memory
    ///   holds.
    ///
    /// User space is Core Graphics': the origin is at the bottom-left corner and y points up
    /// (the first row in memory is the top of the image), one unit per pixel.
    ///
    /// When the layout is Cairo's own (`premultipliedFirst` with `byteOrder32Little`, BGRA in
    /// memory, or `noneSkipFirst` little-endian) and rows are a multiple of 4 bytes, drawing
    /// lands in the memory at once. Other layouts are drawn in a bitmap of the context's own and
    /// converted into the memory by ``makeImage()``, ``flush()``, reading ``data``, each
    /// ``draw(_:in:)`` of an image, and when the context is released: read the memory after one
    /// of those.
    ///
    /// Nil, with a warning saying why, for sizes that are not positive or too large, rows too
    /// short for their pixels, and layouts OpenUIKit does not draw (16-bit or float components,
    /// non-premultiplied alpha, CMYK, …).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: UInt32) {
        let storage: BitmapContextStorage
        do throws(BitmapContextStorage.Refusal) {
            storage = try BitmapContextStorage(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                                               bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        } catch {
            Diagnostics.warn("CGContext(data:width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), bytesPerRow: \(bytesPerRow), bitmapInfo: \(bitmapInfo)) is nil: \(error.reason)",
                             once: "CGContext.bitmap.\(error.reason.prefix(24))")
            return nil
        }
        self.init(surface: storage.surface)
        bitmap = storage
        hasYUpBaseSpace = true
        // Core Graphics' y-up user space over Cairo's y-down pixels.
        cairo_translate(cairo, 0, Double(height))
        cairo_scale(cairo, 1, -1)
    }

    /// A bitmap context's width in pixels; 0 for other contexts.
    public var width: Int { bitmap?.width ?? 0 }

    /// A bitmap context's height in pixels; 0 for other contexts.
    public var height: Int { bitmap?.height ?? 0 }

    /// Bytes between rows of a bitmap context's memory; 0 for other contexts.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    /// Bits of each component of a bitmap context's pixels (8); 0 for other contexts.
    public var bitsPerComponent: Int { bitmap?.format.bitsPerComponent ?? 0 }

    /// Bits of each pixel of a bitmap context (32, or 8 for gray); 0 for other contexts.
    public var bitsPerPixel: Int { bitmap?.format.bitsPerPixel ?? 0 }

    /// The alpha placement and byte order of a bitmap context's memory; empty for others.
    public var bitmapInfo: CGBitmapInfo { bitmap?.format.bitmapInfo ?? [] }

    /// The alpha placement of a bitmap context's memory; `.none` for other contexts.
    public var alphaInfo: CGImageAlphaInfo { bitmap?.format.alphaInfo ?? .none }

    /// A bitmap context's colour space; nil for other contexts.
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace }

    /// A bitmap context's memory, brought up to date with everything drawn so far; nil for
    /// other contexts.
    public var data: UnsafeMutableRawPointer? {
        guard let bitmap else { return nil }
        bitmap.synchronize()
        return bitmap.memory
    }

    /// An image of what a bitmap context holds now (a copy: later drawing does not change it),
    /// in the context's layout; nil for other contexts. Also brings the memory up to date.
    public func makeImage() -> CGImage? {
        guard let bitmap else {
            Diagnostics.warn("CGContext.makeImage() is nil: only bitmap contexts (CGContext(data:width:…)) make images", once: "CGContext.makeImage.notBitmap")
            return nil
        }
        bitmap.synchronize()
        guard let copy = bitmap.surface.copyOfImage() else { return nil }
        return CGImage(surface: copy, format: bitmap.format, bytesPerRow: bitmap.format.minimumBytesPerRow(width: bitmap.width),
                       colorSpace: bitmap.colorSpace, provider: nil)
    }

    /// Finishes pending drawing; a bitmap context's memory is then up to date.
    public func flush() {
        if let bitmap {
            bitmap.synchronize()
        } else {
            cairo_surface_flush(cairo_get_target(cairo))
        }
    }

    /// Draws `image` scaled into `rect`, as Core Graphics does: the image's first row goes at
    /// `rect`'s maximum y. In a bitmap context (y up) it is upright; in a UIKit context (a
    /// view's `draw(_:)`, an image renderer or image context, y down) it is upside down, as
    /// on iOS, where code flips the context first (`translateBy(x: 0, y: height)`,
    /// `scaleBy(x: 1, y: -1)`) or draws through `UIImage` instead.
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard rect.isFinite else {
            Diagnostics.warn("CGContext.draw(_:in: \(rect)) was ignored: the rect is not finite", once: "CGContext.drawImage.notFinite")
            return
        }
        let interpolation = interpolationQuality
        if !image.shouldInterpolate { interpolationQuality = .none }
        drawImageSurface(image.surface, pixelSize: CGSize(width: image.width, height: image.height), in: rect, upsideDown: true)
        interpolationQuality = interpolation
        bitmap?.synchronize()
    }
}
