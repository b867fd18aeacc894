import CCairo
import Foundation
import Synchronization

/// An immutable bitmap image, as Core Graphics' `CGImage`: what a layer's `contents` shows,
/// what a bitmap context's `makeImage()` returns, and what `UIImage.cgImage` gives.
///
/// Its pixels live in a Cairo image surface that nothing draws into once the image exists,
/// so an image can be shared between threads and drawn by any number of contexts.
///
/// An image also describes a memory layout (``bitsPerPixel``, ``bytesPerRow``,
/// ``bitmapInfo``), which is what ``dataProvider``'s bytes are in:
/// - an image made from raw pixels keeps the layout and the provider it was given;
/// - a bitmap context's `makeImage()` describes the context's layout;
/// - a decoded PNG, a UIKit renderer's image and the like are RGBA, 8 bits per component,
///   premultiplied last, big-endian (R, G, B, A in memory), rows packed at `width × 4`
///   bytes, as iOS usually decodes a PNG with alpha (an opaque one, a JPEG: RGB then a
///   padding byte, `noneSkipLast`). So `(y × bytesPerRow) + x × 4` finds a pixel's red byte,
///   and code that assumes `width × 4` per row reads right too.
public final class CGImage: @unchecked Sendable {
    // Unchecked: `surface` is never drawn into after init (a context that made the image
    // keeps drawing into a surface of its own), the other stored values are constants, and the
    // lazily made provider sits behind a mutex.

    /// The pixels: premultiplied ARGB32 (or RGB24 for an opaque image), `width`×`height`.
    package let surface: CairoSurface

    /// The memory layout the image describes.
    let format: BitmapPixelFormat

    /// Bytes per row of the layout the image describes.
    public let bytesPerRow: Int

    /// The colour space of the pixels (device RGB, or device gray for a gray image).
    public let colorSpace: CGColorSpace?

    /// Whether Core Graphics may smooth the image when it is scaled.
    public let shouldInterpolate: Bool

    /// The rendering intent the image was made with.
    public let renderingIntent: CGColorRenderingIntent

    /// The provider given at creation, else the one made on first use from the pixels.
    private let provider: Mutex<CGDataProvider?>

    /// Wraps a surface that no context will draw into again. The caller hands over the
    /// surface: `CGImage` keeps it unchanged for the image's life. It describes itself as
    /// RGBA premultiplied last (or RGBX for an opaque surface), rows packed.
    package init(surface: CairoSurface) {
        let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
        self.surface = surface
        self.format = opaque ? .rgbxNoneSkipLast : .rgbaPremultipliedLast
        self.bytesPerRow = surface.pixelWidth * 4
        self.colorSpace = CGColorSpaceCreateDeviceRGB()
        self.shouldInterpolate = true
        self.renderingIntent = .defaultIntent
        self.provider = Mutex(nil)
    }

    /// An image over `surface` describing the layout `format` with `bytesPerRow`, and
    /// `provider` as its bytes if there is one already.
    init(surface: CairoSurface, format: BitmapPixelFormat, bytesPerRow: Int, colorSpace: CGColorSpace?,
         provider: CGDataProvider?, shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        self.surface = surface
        self.format = format
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.provider = Mutex(provider)
    }

    /// The image's width, in pixels.
    public var width: Int { surface.pixelWidth }

    /// The image's height, in pixels.
    public var height: Int { surface.pixelHeight }

    /// Bits of each colour component: 8.
    public var bitsPerComponent: Int { format.bitsPerComponent }

    /// Bits of each pixel, padding included: 32 for RGBA layouts, 24 for packed RGB, 8 for gray.
    public var bitsPerPixel: Int { format.bitsPerPixel }

    /// Where the alpha is and whether colours are premultiplied.
    public var alphaInfo: CGImageAlphaInfo { format.alphaInfo }

    /// The alpha info and byte order of the layout.
    public var bitmapInfo: CGBitmapInfo { format.bitmapInfo }

    /// Whether the image is a mask: never, since OpenUIKit makes no image masks.
    public var isMask: Bool { false }

    /// The image's bytes in the layout it describes. For images made from raw pixels, the
    /// provider given; otherwise made from the pixels on first use (a copy, converted to the
    /// layout) and kept.
    public var dataProvider: CGDataProvider? {
        provider.withLock { provider in
            if let provider { return provider }
            let made = makeProvider()
            provider = made
            return made
        }
    }

    private func makeProvider() -> CGDataProvider? {
        let width = self.width, height = self.height, rowBytes = bytesPerRow
        guard width > 0, height > 0 else { return CGDataProvider(copiedBytes: Data()) }
        surface.flush()
        guard let pixels = surface.imageData else { return nil }
        let sourceStride = surface.imageStride
        let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
        var bytes = Data(count: rowBytes * height)
        bytes.withUnsafeMutableBytes { buffer in
            guard let destination = buffer.baseAddress else { return }
            format.convertFromCairo(pixels, sourceBytesPerRow: sourceStride, sourceIsOpaque: opaque,
                                    into: destination, destinationBytesPerRow: rowBytes, width: width, height: height)
        }
        return CGDataProvider(copiedBytes: bytes)
    }

    /// The part of the image inside `rect` (in pixels, origin at the top-left corner), as
    /// Core Graphics does it: the rect is made integral (`CGRect.integral`), then intersected
    /// with the image's bounds. Nil when nothing is left, or (with a warning) when `rect` is
    /// not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard !rect.isNull else { return nil }
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else {
            Diagnostics.warn("CGImage.cropping(to: \(rect)) is nil: the rect is not finite", once: "CGImage.cropping.notFinite")
            return nil
        }
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = rect.integral.intersection(bounds)
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let x = Int(area.minX), y = Int(area.minY), w = Int(area.width), h = Int(area.height)
        surface.flush()
        guard let source = surface.imageData else { return nil }
        let cairoFormat = cairo_image_surface_get_format(surface.pointer)
        guard let raw = cairo_image_surface_create(cairoFormat, Int32(w), Int32(h)) else { return nil }
        let cropped = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS, let destination = cropped.imageData else { return nil }
        let sourceStride = surface.imageStride, destinationStride = cropped.imageStride
        for row in 0..<h {
            (destination + row * destinationStride).copyMemory(from: source + (y + row) * sourceStride + x * 4, byteCount: w * 4)
        }
        cairo_surface_mark_dirty(raw)
        // A cropped image keeps the layout; its rows are packed again.
        return CGImage(surface: cropped, format: format, bytesPerRow: format.minimumBytesPerRow(width: w),
                       colorSpace: colorSpace, provider: nil, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// A copy of the image (sharing the immutable pixels).
    public func copy() -> CGImage? {
        CGImage(surface: surface, format: format, bytesPerRow: bytesPerRow, colorSpace: colorSpace,
                provider: provider.withLock { $0 }, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
