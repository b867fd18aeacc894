import CCairo
import Foundation

/// Making images from raw pixels and from encoded PNG and JPEG data.
extension CGImage {
    /// An image of `width`×`height` pixels whose bytes `provider` holds in the layout the
    /// other parameters describe (rows `bytesPerRow` apart).
    ///
    /// Layouts: 8 bits per component RGB at 32 bits per pixel with alpha first or last,
    /// premultiplied or not, or a padding byte (`noneSkipFirst`/`noneSkipLast`), in either
    /// 32-bit byte order; packed 24-bit RGB; 8-bit gray. Nil, with one warning saying why, for
    /// other layouts, sizes that are not positive or too large, rows too short for their
    /// pixels, a provider too short for its rows, or a decode array (not supported).
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        func refuse(_ reason: String) {
            Diagnostics.warn("CGImage(width: \(width), height: \(height), bitsPerComponent: \(bitsPerComponent), bitsPerPixel: \(bitsPerPixel), bytesPerRow: \(bytesPerRow), …) is nil: \(reason)",
                             once: "CGImage.init.\(reason.prefix(24))")
        }
        let limit = CairoSurface.maximumPixelDimension
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            refuse("each side must be 1…\(limit) pixels")
            return nil
        }
        guard decode == nil else {
            refuse("decode arrays are not supported")
            return nil
        }
        let format: BitmapPixelFormat
        switch BitmapPixelFormat.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                      bitmapInfo: bitmapInfo, model: space.model) {
        case .success(let described): format = described
        case .failure(let problem):
            refuse(problem.reason)
            return nil
        }
        let rowBytes = format.minimumBytesPerRow(width: width)
        guard bytesPerRow >= rowBytes else {
            refuse("\(bytesPerRow) bytes per row cannot hold \(width) pixels of \(format.bytesPerPixel) bytes")
            return nil
        }
        // The last row need only hold its pixels, not the padding after them.
        let needed = bytesPerRow * (height - 1) + rowBytes
        guard provider.byteCount >= needed else {
            refuse("the provider holds \(provider.byteCount) bytes, fewer than the \(needed) the layout needs")
            return nil
        }
        let opaque = format.alpha == nil
        guard let surface = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, opaque: opaque),
              let destination = surface.imageData else { return nil }
        if let data = provider.data {
            format.convertToCairo(from: data.bytes, sourceBytesPerRow: bytesPerRow, into: destination,
                                  destinationBytesPerRow: surface.imageStride, width: width, height: height)
        }
        cairo_surface_mark_dirty(surface.pointer)
        self.init(surface: surface, format: format, bytesPerRow: bytesPerRow, colorSpace: space, provider: provider,
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The PNG image `source` holds, decoded with the same checks as `UIImage(data:)`
    /// (headers claiming absurd sizes are refused before anything is allocated). Nil, with a
    /// warning, when it is not a PNG that can be decoded, or `decode` is not nil.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let surface = CGImage.decodeEncoded(source, decode: decode, kind: "png") else { return nil }
        self.init(surface: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The JPEG image `source` holds, decoded with the same checks as `UIImage(data:)`. Nil,
    /// with a warning, when it is not a JPEG that can be decoded, or `decode` is not nil.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let surface = CGImage.decodeEncoded(source, decode: decode, kind: "jpeg") else { return nil }
        self.init(surface: surface, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// A decoded image over `surface`, describing itself as decoded images do.
    private convenience init(surface: CairoSurface, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
        let format: BitmapPixelFormat = opaque ? .rgbxNoneSkipLast : .rgbaPremultipliedLast
        self.init(surface: surface, format: format, bytesPerRow: format.minimumBytesPerRow(width: surface.pixelWidth),
                  colorSpace: CGColorSpaceCreateDeviceRGB(), provider: nil, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    private static func decodeEncoded(_ source: CGDataProvider, decode: UnsafePointer<CGFloat>?, kind: String) -> CairoSurface? {
        guard decode == nil else {
            Diagnostics.warn("CGImage(\(kind)DataProviderSource:decode:…) is nil: decode arrays are not supported", once: "CGImage.\(kind).decode")
            return nil
        }
        let data = source.contents
        let isJPEG = JPEGDecoder.isJPEG(data)
        if kind == "jpeg" {
            guard isJPEG else {
                Diagnostics.warn("CGImage(jpegDataProviderSource:…) is nil: the \(data.count) bytes are not a JPEG", once: "CGImage.jpeg.kind")
                return nil
            }
            return JPEGDecoder.decode(data, source: "from a data provider of \(data.count) bytes")
        }
        return PNGDecoder.decode(data, source: "from a data provider of \(data.count) bytes")
    }
}
