import CCairo
// Internal: the vector libraries are no part of OpenUIKit's interface.
internal import CVectorImages
import Foundation
import Synchronization

/// An SVG or PDF file (an asset catalog's vector image), read on first use and drawn sharp at
/// any pixel size through librsvg or poppler-glib.
///
/// The size in points is the SVG's width and height (its viewBox's when it gives none; one
/// CSS pixel is one point) or the PDF's first page in PostScript points, as Xcode's asset
/// compiler reads them. Hostile files are refused with one message naming the file and the
/// reason, and never drawn: more than ``maximumFileByteCount`` bytes, neither SVG nor PDF, a
/// compressed SVG, a file the library cannot parse, an SVG whose references would draw more
/// than `SVGReferenceCounter.maximumReferencedElementCount` elements (a "use bomb", which
/// would hang the app), a size that is zero or not finite, or one
/// whose 1x bitmap would pass the limits bitmaps have (`PNGDecoder.maximumPixelCount` pixels,
/// `CairoSurface.maximumPixelDimension` a side). A bitmap asked for at a larger scale than
/// those limits allow is refused the same way, before anything is allocated.
///
/// Safe from any thread: the parsed document is drawn under a lock (the libraries' documents
/// are not thread-safe).
final class VectorImageSource: Sendable {
    /// The file.
    let path: String

    /// The largest vector file read, in bytes. Icons are a few kilobytes and illustrations a
    /// few hundred; past this the parse alone would stall the app.
    static let maximumFileByteCount = 16 * 1024 * 1024

    /// How many bitmaps made for preserved-vector drawing are kept, newest first: an image
    /// view drawn at its size, plus one other size while it animates.
    static let drawingCacheCount = 2

    /// The bytes a file starts with when it is gzip-compressed (`.svgz`).
    private static let gzipSignature: [UInt8] = [0x1F, 0x8B]
    /// PDF allows other bytes before its `%PDF-` header, up to this many.
    private static let pdfHeaderSearchLength = 1_024

    /// A parsed document; closed when the last reference goes.
    private final class Document: @unchecked Sendable {
        // Unchecked: the pointer is used only under the owning source's lock.
        let pointer: OpaquePointer
        let size: CGSize
        init(pointer: OpaquePointer, size: CGSize) {
            self.pointer = pointer
            self.size = size
        }
        deinit { openuikit_vector_close(pointer) }
    }

    private enum State {
        case unread
        case parsed(Document, bitmaps: [CairoSurface])
        case failed
    }

    private let state = Mutex(State.unread)

    /// The vector in the file at `path`, read when first needed.
    init(path: String) {
        self.path = path
    }

    /// Whether a file name names a vector image (`.pdf`, `.svg`), as Xcode decides by it.
    static func isVectorFileName(_ name: String) -> Bool {
        ["pdf", "svg"].contains((name as NSString).pathExtension.lowercased())
    }

    /// The image's size in points; nil when the file cannot be used (reported once).
    var size: CGSize? {
        state.withLock { state in Self.document(&state, path: path)?.size }
    }

    /// The image drawn at `scale` pixels per point into a new bitmap (device scale 1) whose
    /// size is the point size times `scale`, rounded up; nil, reported, when the file cannot
    /// be used or the bitmap would pass the limits.
    func bitmap(scale: CGFloat) -> CairoSurface? {
        state.withLock { state -> CairoSurface? in
            guard let document = Self.document(&state, path: path) else { return nil }
            let width = Self.pixels(document.size.width * scale), height = Self.pixels(document.size.height * scale)
            return render(document, pixelWidth: width, pixelHeight: height, purpose: "at " + String(format: "%gx", Double(scale)),
                          key: "scale.\(scale)")
        }
    }

    /// The image stretched to fill a bitmap of `pixelWidth`×`pixelHeight` (what a preserved
    /// vector draws through when shown at a size none of its scales has); the last few are
    /// kept, so redrawing a view at one size renders once. Nil, reported, as for `bitmap(scale:)`.
    func bitmap(pixelWidth: Int, pixelHeight: Int) -> CairoSurface? {
        state.withLock { state -> CairoSurface? in
            guard let document = Self.document(&state, path: path), case .parsed(_, var bitmaps) = state else { return nil }
            if let index = bitmaps.firstIndex(where: { $0.pixelWidth == pixelWidth && $0.pixelHeight == pixelHeight }) {
                let hit = bitmaps.remove(at: index)
                bitmaps.insert(hit, at: 0)
                state = .parsed(document, bitmaps: bitmaps)
                return hit
            }
            // One message per file however many sizes an animation asks for.
            guard let made = render(document, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
                                    purpose: "where it is shown", key: "drawing") else { return nil }
            bitmaps.insert(made, at: 0)
            state = .parsed(document, bitmaps: Array(bitmaps.prefix(Self.drawingCacheCount)))
            return made
        }
    }

    /// Whole pixels covering `length` pixels (a hair of floating-point error is not a pixel).
    private static func pixels(_ length: CGFloat) -> Int {
        let tolerance: CGFloat = 1e-6
        guard length.isFinite else { return 0 }
        return Int(min((length - tolerance).rounded(.up), CGFloat(Int32.max)))
    }

    /// Whether a bitmap of `width`×`height` is within the bitmap limits.
    private static func fitsLimits(width: Int, height: Int) -> Bool {
        let side = CairoSurface.maximumPixelDimension
        return (1...side).contains(width) && (1...side).contains(height) && width * height <= PNGDecoder.maximumPixelCount
    }

    /// Draws `document` into a new bitmap, checking the limits first.
    private func render(_ document: Document, pixelWidth: Int, pixelHeight: Int, purpose: String, key: String) -> CairoSurface? {
        guard Self.fitsLimits(width: pixelWidth, height: pixelHeight) else {
            refuse("drawn \(purpose) it would be \(pixelWidth)×\(pixelHeight) pixels (each side must be 1…\(CairoSurface.maximumPixelDimension), at most \(PNGDecoder.maximumPixelCount) pixels in all)",
                   key: "size.\(key)")
            return nil
        }
        guard let surface = CairoSurface.makeImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight), let cr = cairo_create(surface.pointer) else {
            return nil
        }
        defer { cairo_destroy(cr) }
        var message = [CChar](repeating: 0, count: Int(OPENUIKIT_VECTOR_MESSAGE_LENGTH))
        let drawn = openuikit_vector_render(document.pointer, UnsafeMutableRawPointer(cr), 0, 0, Double(pixelWidth), Double(pixelHeight), &message)
        cairo_surface_flush(surface.pointer)
        guard drawn == 1 else {
            refuse(Self.text(of: message), key: "render.\(key)")
            return nil
        }
        return surface
    }

    /// The parsed document, reading the file on first use; nil once it has failed.
    private static func document(_ state: inout State, path: String) -> Document? {
        switch state {
        case .parsed(let document, _):
            return document
        case .failed:
            return nil
        case .unread:
            if let document = read(path) {
                state = .parsed(document, bitmaps: [])
                return document
            }
            state = .failed
            return nil
        }
    }

    /// Reads and parses the file, checking it on the way.
    private static func read(_ path: String) -> Document? {
        func refuse(_ reason: String) -> Document? {
            VectorImageSource.refuse(path: path, reason, key: "read")
            return nil
        }
        guard let data = PNGDecoder.readFile(atPath: path, maximumByteCount: maximumFileByteCount) else { return nil }
        guard !data.isEmpty else { return refuse("it is empty") }
        guard !data.starts(with: gzipSignature) else { return refuse("it is compressed (svgz), which Xcode does not take either; save it as plain SVG") }
        let kind: openuikit_vector_kind
        if data.prefix(pdfHeaderSearchLength).range(of: Data("%PDF-".utf8)) != nil {
            kind = OPENUIKIT_VECTOR_PDF
        } else if data.prefix(pdfHeaderSearchLength).range(of: Data("<".utf8)) != nil {
            kind = OPENUIKIT_VECTOR_SVG
        } else {
            return refuse("it is neither an SVG nor a PDF")
        }
        var width = 0.0, height = 0.0
        var message = [CChar](repeating: 0, count: Int(OPENUIKIT_VECTOR_MESSAGE_LENGTH))
        let opened = data.withUnsafeBytes { bytes in
            openuikit_vector_open(kind, bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &width, &height, &message)
        }
        guard let opened else { return refuse(text(of: message)) }
        let document = Document(pointer: opened, size: CGSize(width: width, height: height))
        if kind == OPENUIKIT_VECTOR_SVG {
            let limit = SVGReferenceCounter.maximumReferencedElementCount
            guard let referenced = SVGReferenceCounter.referencedElementCount(in: data, limit: limit) else {
                return refuse("its XML cannot be read")
            }
            guard referenced <= limit else {
                return refuse("its references (<use>, url(#…)) would draw more than \(limit) elements, or nest deeper than \(SVGReferenceCounter.maximumDepth) levels")
            }
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            return refuse("its size is \(width)×\(height) points; an image needs a finite, positive width and height")
        }
        guard fitsLimits(width: pixels(width), height: pixels(height)) else {
            return refuse("its size is \(width)×\(height) points, past what a bitmap may be even at 1x (each side 1…\(CairoSurface.maximumPixelDimension) pixels, at most \(PNGDecoder.maximumPixelCount) in all)")
        }
        return document
    }

    private func refuse(_ reason: String, key: String) {
        Self.refuse(path: path, reason, key: key)
    }

    private static func refuse(path: String, _ reason: String, key: String) {
        Diagnostics.warn("image \(path) was not loaded: \(reason)", once: "VectorImageSource.\(key).\(path)")
    }

    /// The NUL-terminated message the C side wrote into `buffer`, without the line break
    /// libxml2's messages end with.
    private static func text(of buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
