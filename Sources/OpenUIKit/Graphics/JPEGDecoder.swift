import CCairo
// Internal: libjpeg is no part of OpenUIKit's interface.
internal import CJPEGDecoder
import Foundation

/// Reads JPEG images (libjpeg-turbo) into Cairo image surfaces, refusing input that would
/// crash or exhaust memory, as `PNGDecoder` does for PNG.
///
/// The header is read first, without decoding: a size beyond the limits, or a file too
/// short for the size it claims, is refused before any pixels are allocated. The pixels are
/// then decoded straight into the surface's rows in Cairo's byte order, with no copy or
/// conversion pass after. Every refusal returns nil and reports a warning naming the source.
enum JPEGDecoder {
    /// The bytes every JPEG file starts with (start of image, then a marker).
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The most pixels one byte of a JPEG can stand for: each 8×8 block of a component needs
    /// at least one bit of its DC coefficient, even in a progressive file whose AC scans are
    /// all end-of-band runs. A file shorter than its pixels over this cannot hold them.
    static let maximumPixelsPerByte = 8 * 8 * 8

    /// Whether `data` starts like a JPEG.
    static func isJPEG(_ data: Data) -> Bool {
        data.prefix(signature.count).elementsEqual(signature)
    }

    /// Decodes JPEG `data` into an RGB24 surface with a device scale of 1; `source` names the
    /// input in warnings.
    static func decode(_ data: Data, source: String) -> CairoSurface? {
        var width: Int32 = 0, height: Int32 = 0, components: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(OPENUIKIT_JPEG_MESSAGE_LENGTH))
        let readHeader = data.withUnsafeBytes { bytes in
            openuikit_jpeg_read_header(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &components, &message)
        }
        guard readHeader == 1 else {
            refuse(source, "its JPEG header cannot be read (\(text(of: message)))")
            return nil
        }
        let pixelWidth = Int(width), pixelHeight = Int(height)
        let limit = CairoSurface.maximumPixelDimension
        guard (1...limit).contains(pixelWidth), (1...limit).contains(pixelHeight),
              pixelWidth * pixelHeight <= PNGDecoder.maximumPixelCount else {
            refuse(source, "its header claims \(pixelWidth)×\(pixelHeight) pixels (each side must be 1…\(limit), at most \(PNGDecoder.maximumPixelCount) pixels in all)")
            return nil
        }
        let minimumByteCount = pixelWidth * pixelHeight / maximumPixelsPerByte
        guard data.count >= minimumByteCount else {
            refuse(source, "it is \(data.count) bytes long, too short for the \(pixelWidth)×\(pixelHeight) pixels its header claims (at least \(minimumByteCount) bytes)")
            return nil
        }
        guard let raw = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height) else {
            refuse(source, "cairo returned no surface")
            return nil
        }
        let surface = CairoSurface(owning: raw)
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(raw) else {
            refuse(source, "cairo could not make a \(pixelWidth)×\(pixelHeight) surface (\(CairoSurface.describe(cairo_surface_status(raw))))")
            return nil
        }
        let stride = cairo_image_surface_get_stride(raw)
        let decoded = data.withUnsafeBytes { bytes in
            openuikit_jpeg_decode(bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, pixels, width, height, stride, &message)
        }
        guard decoded == 1 else {
            refuse(source, "it could not be decoded (\(text(of: message)))")
            return nil
        }
        cairo_surface_mark_dirty(raw)
        return surface
    }

    /// The NUL-terminated message libjpeg wrote into `buffer`.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func refuse(_ source: String, _ reason: String) {
        Diagnostics.warn("image \(source) was not loaded: \(reason)", once: "JPEGDecoder.\(source)")
    }
}
