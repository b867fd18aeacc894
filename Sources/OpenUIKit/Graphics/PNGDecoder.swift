import CCairo
import Foundation

/// Reads and writes PNG images through Cairo, refusing input that would crash or exhaust
/// memory.
///
/// Files and in-memory data share one path: a file is read into `Data` (after checking that
/// it is a regular file of reasonable length) and then decoded from memory. Before anything
/// is decoded the PNG signature and `IHDR` header are read here, so an image claiming
/// enormous dimensions is refused without allocating its pixels, and so is a file too short to
/// hold the image its header claims (a few bytes claiming 8192×8192 would otherwise cost
/// cairo a quarter of a gigabyte before it noticed). Every refusal returns nil and reports a
/// warning through `Diagnostics`.
enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest number of pixels we decode: 8192×8192, 256 MiB as 32-bit pixels. Each side
    /// must also fit `CairoSurface.maximumPixelDimension`.
    static let maximumPixelCount = 8_192 * 8_192

    /// The largest PNG file we read into memory, in bytes. Real images below the pixel limit
    /// compress well under this; anything longer is not an image we can use.
    static let maximumFileByteCount = 256 * 1024 * 1024

    /// Signature (8) + chunk length (4) + `IHDR` (4) + width (4) + height (4).
    private static let headerByteCount = 24
    /// The header's bytes up to and including the colour type: the above + bit depth (1) +
    /// colour type (1).
    private static let pixelFormatByteCount = 26

    /// The most that deflate (PNG's only compression) can expand its input: a 258-byte match
    /// coded in 2 bits. A file shorter than its image's raw size over this cannot hold it.
    static let maximumDeflateExpansion = 1_032

    /// The dimensions a PNG's `IHDR` chunk declares.
    struct Header: Equatable {
        var pixelWidth: Int
        var pixelHeight: Int
        /// Bits per pixel from the bit depth and colour type; 1 (the least any PNG uses) when
        /// they are missing or invalid, so that it only ever underestimates.
        var bitsPerPixel = 1

        /// The least number of bytes the image's uncompressed rows take: one filter byte plus
        /// the pixels, per row (interlaced images take a little more).
        var rawByteCount: Int {
            pixelHeight * (1 + (pixelWidth * bitsPerPixel + 7) / 8)
        }
    }

    /// Why a PNG header was refused; the text goes into the warning.
    enum HeaderProblem: Error, Equatable {
        case empty
        case notPNG
        case truncated
        case badDimensions(width: Int, height: Int)
        /// The whole input is `byteCount` bytes, fewer than the least that could hold the image.
        case tooShort(width: Int, height: Int, byteCount: Int, minimumByteCount: Int)

        var explanation: String {
            switch self {
            case .empty:
                return "it is empty"
            case .notPNG:
                return "it is not a PNG (wrong signature)"
            case .truncated:
                return "the PNG header is truncated"
            case .badDimensions(let width, let height):
                return "its header claims \(width)×\(height) pixels (each side must be 1…\(CairoSurface.maximumPixelDimension), at most \(maximumPixelCount) pixels in all)"
            case .tooShort(let width, let height, let byteCount, let minimumByteCount):
                return "it is \(byteCount) bytes long, too short for the \(width)×\(height) pixels its header claims (at least \(minimumByteCount) bytes)"
            }
        }
    }

    /// Reads the declared dimensions from the start of `data`, checking them against the
    /// limits, without decoding anything.
    static func header(of data: Data) -> Result<Header, HeaderProblem> {
        let bytes = [UInt8](data.prefix(headerByteCount))
        guard !bytes.isEmpty else { return .failure(.empty) }
        guard bytes.count >= signature.count, bytes[0..<signature.count].elementsEqual(signature) else {
            return signature.starts(with: bytes) ? .failure(.truncated) : .failure(.notPNG)
        }
        guard bytes.count == headerByteCount else { return .failure(.truncated) }
        guard bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else { return .failure(.notPNG) }
        func bigEndian(at index: Int) -> Int {
            bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(at: 16), height = bigEndian(at: 20)
        let limit = CairoSurface.maximumPixelDimension
        guard (1...limit).contains(width), (1...limit).contains(height), width * height <= maximumPixelCount else {
            return .failure(.badDimensions(width: width, height: height))
        }
        var header = Header(pixelWidth: width, pixelHeight: height)
        let format = [UInt8](data.prefix(pixelFormatByteCount))
        if format.count == pixelFormatByteCount {
            header.bitsPerPixel = bitsPerPixel(bitDepth: format[24], colourType: format[25]) ?? 1
        }
        // Cairo allocates the whole image before reading a row; do not let a short file make it.
        let minimumByteCount = headerByteCount + header.rawByteCount / maximumDeflateExpansion
        guard data.count >= minimumByteCount else {
            return .failure(.tooShort(width: width, height: height, byteCount: data.count, minimumByteCount: minimumByteCount))
        }
        return .success(header)
    }

    /// Bits per pixel for a valid PNG bit depth and colour type, nil for invalid ones.
    private static func bitsPerPixel(bitDepth: UInt8, colourType: UInt8) -> Int? {
        // Colour types: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        guard let count = channels[colourType], [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
        return count * Int(bitDepth)
    }

    /// Decodes PNG `data` into an image surface (ARGB32, or RGB24 for images without alpha)
    /// with a device scale of 1. `source` names the input in warnings.
    static func decode(_ data: Data, source: String) -> CairoSurface? {
        switch header(of: data) {
        case .failure(let problem):
            refuse(source, problem.explanation)
            return nil
        case .success:
            break
        }
        let reader = DataReader(data)
        let raw = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<DataReader>.fromOpaque(closure).takeUnretainedValue()
                return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let raw else {
            refuse(source, "cairo returned no surface")
            return nil
        }
        let surface = CairoSurface(owning: raw)
        let status = cairo_surface_status(raw)
        guard status == CAIRO_STATUS_SUCCESS else {
            // Cairo reports libpng's decoding errors (bad CRC, broken compressed data) as
            // "out of memory"; the header check has already ruled out real exhaustion.
            let reason = status == CAIRO_STATUS_NO_MEMORY ? "its image data is damaged" : CairoSurface.describe(status)
            refuse(source, "it could not be decoded (\(reason))")
            return nil
        }
        return surface
    }

    /// Reads and decodes the PNG file at `path`.
    static func decodeFile(atPath path: String) -> CairoSurface? {
        guard let data = readFile(atPath: path) else { return nil }
        return decode(data, source: path)
    }

    /// The bytes of the image file at `path`; nil, with a warning, when it is not a regular
    /// file, is longer than `maximumByteCount` (by default, any image we read), or cannot be read.
    static func readFile(atPath path: String, maximumByteCount: Int = maximumFileByteCount) -> Data? {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            refuse(path, "the file cannot be found or examined")
            return nil
        }
        // Reading a FIFO or device could block forever; a directory cannot be read at all.
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            refuse(path, "it is not a regular file")
            return nil
        }
        if let byteCount = (attributes[.size] as? NSNumber)?.intValue, byteCount > maximumByteCount {
            refuse(path, "the file is \(byteCount) bytes long (the limit is \(maximumByteCount))")
            return nil
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            refuse(path, "the file cannot be read (\(error.localizedDescription))")
            return nil
        }
    }

    /// Encodes an image surface as PNG data; nil, with a warning, if cairo cannot.
    static func encode(_ surface: CairoSurface) -> Data? {
        let writer = DataWriter()
        cairo_surface_flush(surface.pointer)
        let status = withExtendedLifetime(writer) {
            cairo_surface_write_to_png_stream(surface.pointer, { closure, bytes, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                let writer = Unmanaged<DataWriter>.fromOpaque(closure).takeUnretainedValue()
                if let bytes, length > 0 { writer.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Diagnostics.warn("could not encode an image as PNG: \(CairoSurface.describe(status))")
            return nil
        }
        return writer.data
    }

    private static func refuse(_ source: String, _ reason: String) {
        Diagnostics.warn("image \(source) was not loaded: \(reason)", once: "PNGDecoder.\(source)")
    }
}

/// Feeds `Data` to cairo's PNG reader in the chunks it asks for.
private final class DataReader {
    private let data: Data
    private var offset: Int

    init(_ data: Data) {
        self.data = data
        self.offset = data.startIndex
    }

    /// Copies exactly `count` bytes, or reports failure when fewer remain (a truncated file).
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, data.endIndex - offset >= count else { return false }
        data.copyBytes(to: buffer, from: offset..<offset + count)
        offset += count
        return true
    }
}

/// Collects what cairo's PNG and PDF writers emit.
final class DataWriter {
    var data = Data()
}
