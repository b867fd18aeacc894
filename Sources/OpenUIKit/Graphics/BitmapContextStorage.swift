import CCairo
import Foundation

/// The memory behind a bitmap `CGContext(data:width:height:…)`, and the Cairo surface it
/// draws into.
///
/// When the requested layout is Cairo's own (premultiplied BGRA little-endian, or its
/// xRGB for `noneSkipFirst` little-endian) with rows a multiple of 4 bytes, the surface
/// draws straight into the memory and the memory is always up to date. Otherwise drawing
/// goes into a surface of the context's own, whose pixels are converted into the memory at
/// the moments a caller looks: ``synchronize()`` runs on `makeImage()`, `flush()`, reading
/// `data`, after each `draw(_:in:)` of an image (the common read-back idiom draws one image
/// and then reads the buffer while the context is still alive), and when the context is
/// released. Converting after every fill or stroke would cost a full-bitmap pass each time.
final class BitmapContextStorage {
    /// What Cairo draws into.
    let surface: CairoSurface
    /// The caller's layout.
    let format: BitmapPixelFormat
    /// The size in pixels.
    let width: Int, height: Int
    /// Bytes between rows of the memory.
    let bytesPerRow: Int
    /// The colour space the context was made with.
    let colorSpace: CGColorSpace
    /// The caller's memory, or memory this storage allocated.
    let memory: UnsafeMutableRawPointer
    private let ownsMemory: Bool
    /// Whether the surface draws straight into `memory`.
    let drawsDirectly: Bool

    /// Why a context could not be made, for the warning.
    struct Refusal: Error {
        let reason: String
    }

    /// The alpha layouts Core Graphics' bitmap contexts take (non-premultiplied alpha and
    /// packed 24-bit pixels are images-only, as on iOS).
    private static let contextAlphaInfos: Set<CGImageAlphaInfo> = [.premultipliedFirst, .premultipliedLast, .noneSkipFirst, .noneSkipLast, .none]

    init(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
         space: CGColorSpace, bitmapInfo: UInt32) throws(Refusal) {
        let limit = CairoSurface.maximumPixelDimension
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw Refusal(reason: "each side must be 1…\(limit) pixels")
        }
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let bitsPerPixel = space.model == .monochrome ? bitsPerComponent : bitsPerComponent * 4
        let format: BitmapPixelFormat
        switch BitmapPixelFormat.make(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: info, model: space.model) {
        case .success(let described): format = described
        case .failure(let problem): throw Refusal(reason: problem.reason)
        }
        guard Self.contextAlphaInfos.contains(format.alphaInfo) else {
            throw Refusal(reason: "bitmap contexts take premultiplied alpha or none (\(format.alphaInfo) is for images only)")
        }
        let minimumRow = format.minimumBytesPerRow(width: width)
        // Zero asks Core Graphics to choose; rows are then packed.
        let rowBytes = bytesPerRow == 0 ? minimumRow : bytesPerRow
        guard rowBytes >= minimumRow else {
            throw Refusal(reason: "\(bytesPerRow) bytes per row cannot hold \(width) pixels of \(format.bytesPerPixel) bytes")
        }
        let (byteCount, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow else { throw Refusal(reason: "\(rowBytes) × \(height) bytes overflows") }

        let direct = (format.isCairoARGB32 || format.isCairoRGB24) && rowBytes % 4 == 0
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
        } else {
            guard let allocated = calloc(byteCount, 1) else { throw Refusal(reason: "\(byteCount) bytes could not be allocated") }
            memory = allocated
        }
        let surface: CairoSurface?
        if direct {
            let cairoFormat = format.isCairoARGB32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
            surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), cairoFormat,
                                                          Int32(width), Int32(height), Int32(rowBytes)).map(CairoSurface.init(owning:))
        } else {
            surface = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, opaque: format.alpha == nil)
        }
        guard let surface, cairo_surface_status(surface.pointer) == CAIRO_STATUS_SUCCESS, let pixels = surface.imageData else {
            if data == nil { free(memory) }
            throw Refusal(reason: "cairo could not make a \(width)×\(height) surface")
        }
        if !direct, data != nil {
            // Drawing goes on top of what the caller's memory already holds, as in Core Graphics.
            format.convertToCairo(from: memory, sourceBytesPerRow: rowBytes, into: pixels,
                                  destinationBytesPerRow: surface.imageStride, width: width, height: height)
            cairo_surface_mark_dirty(surface.pointer)
        }
        self.surface = surface
        self.format = format
        self.width = width
        self.height = height
        self.bytesPerRow = rowBytes
        self.colorSpace = space
        self.memory = memory
        self.ownsMemory = data == nil
        self.drawsDirectly = direct
    }

    /// Brings the memory up to date with everything drawn so far.
    func synchronize() {
        surface.flush()
        guard !drawsDirectly, let pixels = surface.imageData else { return }
        let opaque = cairo_image_surface_get_format(surface.pointer) == CAIRO_FORMAT_RGB24
        format.convertFromCairo(pixels, sourceBytesPerRow: surface.imageStride, sourceIsOpaque: opaque,
                                into: memory, destinationBytesPerRow: bytesPerRow, width: width, height: height)
    }

    deinit {
        synchronize()
        // Later drawing through a cairo_t still holding the surface is refused by cairo
        // rather than written into memory that may be freed.
        surface.finish()
        if ownsMemory { free(memory) }
    }
}
