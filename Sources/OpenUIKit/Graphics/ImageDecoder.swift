import Foundation

/// Reads image files and data in the formats `UIImage` takes, PNG and JPEG, choosing the
/// decoder by the data's first bytes (not the file name: asset catalogs name JPEGs `.png`
/// and the other way round).
enum ImageDecoder {
    /// Decodes `data`; `source` names it in warnings.
    static func decode(_ data: Data, source: String) -> CairoSurface? {
        if JPEGDecoder.isJPEG(data) { return JPEGDecoder.decode(data, source: source) }
        return PNGDecoder.decode(data, source: source)
    }

    /// Reads and decodes the image file at `path`, after the same checks as `PNGDecoder`'s
    /// (a regular file, of a length an image can have).
    static func decodeFile(atPath path: String) -> CairoSurface? {
        guard let data = PNGDecoder.readFile(atPath: path) else { return nil }
        return decode(data, source: path)
    }
}
