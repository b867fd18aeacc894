import CCairo
import Foundation

/// One 8-bit-per-component pixel layout that Core Graphics code hands OpenUIKit (a bitmap
/// context's memory, a data provider's raw pixels), and the conversions between it and
/// Cairo's premultiplied native-endian ARGB32, in which everything is drawn.
///
/// Supported: RGB with 32 bits per pixel in every 8-bit arrangement UIKit code uses
/// (alpha first or last, premultiplied or not, or a padding byte instead of alpha; either
/// 32-bit byte order), packed 24-bit RGB, and 8-bit gray. Anything else is refused by
/// ``make(bitsPerComponent:bitsPerPixel:bitmapInfo:model:)`` with the reason.
struct BitmapPixelFormat: Equatable, Sendable {
    /// The bits of each component: always 8.
    let bitsPerComponent: Int
    /// The bytes of each pixel: 1 (gray), 3 (packed RGB) or 4.
    let bytesPerPixel: Int
    /// The layout as Core Graphics names it.
    let alphaInfo: CGImageAlphaInfo
    /// The byte-order bits the format was described with.
    let byteOrder: CGBitmapInfo
    /// Gray (one component) or RGB.
    let model: CGColorSpaceModel
    /// The byte offsets, within a pixel, of red, green and blue (all 0 for gray).
    let red: Int, green: Int, blue: Int
    /// The byte offset of alpha, nil when the format has none.
    let alpha: Int?

    /// Bits per pixel.
    var bitsPerPixel: Int { bytesPerPixel * 8 }

    /// The layout and byte order as one value.
    var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue | byteOrder.rawValue) }

    /// Whether colour components are stored multiplied by alpha.
    var isPremultiplied: Bool { alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast }

    /// Whether this is exactly Cairo's ARGB32 in memory (BGRA bytes on a little-endian
    /// machine), so a Cairo surface can draw straight into memory in this format.
    var isCairoARGB32: Bool { self == BitmapPixelFormat.cairoARGB32 }

    /// Whether this is exactly Cairo's RGB24 (xRGB, native-endian) in memory.
    var isCairoRGB24: Bool { self == BitmapPixelFormat.cairoRGB24 }

    /// What images report when their pixels came from a decoder or a UIKit renderer: RGBA,
    /// premultiplied, one byte per component in that order, as iOS decodes a PNG with alpha.
    static let rgbaPremultipliedLast = try! make(bitsPerComponent: 8, bitsPerPixel: 32,
                                                 bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                                 model: .rgb).get()
    /// What opaque images (a JPEG, an opaque renderer's image) report: RGB then a padding byte.
    static let rgbxNoneSkipLast = try! make(bitsPerComponent: 8, bitsPerPixel: 32,
                                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
                                            model: .rgb).get()
    /// Cairo's ARGB32 described in Core Graphics' terms on this machine.
    static let cairoARGB32 = try! make(bitsPerComponent: 8, bitsPerPixel: 32,
                                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | nativeByteOrder32.rawValue),
                                       model: .rgb).get()
    /// Cairo's RGB24 described in Core Graphics' terms on this machine.
    static let cairoRGB24 = try! make(bitsPerComponent: 8, bitsPerPixel: 32,
                                      bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue | nativeByteOrder32.rawValue),
                                      model: .rgb).get()

    /// The 32-bit byte order of this machine, which Cairo's formats use.
    static let nativeByteOrder32: CGBitmapInfo = UInt32(1).littleEndian == 1 ? .byteOrder32Little : .byteOrder32Big

    /// Why a described format was refused.
    struct Unsupported: Error {
        let reason: String
    }

    /// The format Core Graphics' parameters describe, or why OpenUIKit cannot use it.
    static func make(bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo,
                     model: CGColorSpaceModel) -> Result<BitmapPixelFormat, Unsupported> {
        let supported = "8-bit RGBA/BGRA/ARGB (premultiplied or not, first or last, or skipping a padding byte), packed 24-bit RGB, or 8-bit gray"
        func refuse(_ what: String) -> Result<BitmapPixelFormat, Unsupported> {
            .failure(Unsupported(reason: "\(what) is not supported (OpenUIKit takes \(supported))"))
        }
        guard let alphaInfo = bitmapInfo.alphaInfo else { return refuse("alpha info \(bitmapInfo.rawValue & 0x1F)") }
        guard !bitmapInfo.contains(.floatComponents) else { return refuse("floating-point components") }
        guard bitsPerComponent == 8 else { return refuse("\(bitsPerComponent) bits per component") }
        let order = bitmapInfo.byteOrder
        switch (model, bitsPerPixel, alphaInfo) {
        case (.monochrome, 8, .none):
            return .success(BitmapPixelFormat(bitsPerComponent: 8, bytesPerPixel: 1, alphaInfo: .none, byteOrder: order,
                                              model: .monochrome, red: 0, green: 0, blue: 0, alpha: nil))
        case (.rgb, 24, .none):
            guard order == .byteOrderDefault || order == .byteOrder32Big else { return refuse("24-bit RGB with byte order \(order.rawValue >> 12)") }
            return .success(BitmapPixelFormat(bitsPerComponent: 8, bytesPerPixel: 3, alphaInfo: .none, byteOrder: order,
                                              model: .rgb, red: 0, green: 1, blue: 2, alpha: nil))
        case (.rgb, 32, .premultipliedFirst), (.rgb, 32, .first), (.rgb, 32, .noneSkipFirst),
             (.rgb, 32, .premultipliedLast), (.rgb, 32, .last), (.rgb, 32, .noneSkipLast):
            guard order == .byteOrderDefault || order == .byteOrder32Big || order == .byteOrder32Little else {
                return refuse("32-bit pixels with a 16-bit byte order")
            }
            let first = alphaInfo == .premultipliedFirst || alphaInfo == .first || alphaInfo == .noneSkipFirst
            // Offsets in the order the names say (big-endian); little-endian reverses the word.
            var (r, g, b, a) = first ? (1, 2, 3, 0) : (0, 1, 2, 3)
            if order == .byteOrder32Little { (r, g, b, a) = (3 - r, 3 - g, 3 - b, 3 - a) }
            let hasAlpha = alphaInfo != .noneSkipFirst && alphaInfo != .noneSkipLast
            return .success(BitmapPixelFormat(bitsPerComponent: 8, bytesPerPixel: 4, alphaInfo: alphaInfo, byteOrder: order,
                                              model: .rgb, red: r, green: g, blue: b, alpha: hasAlpha ? a : nil))
        default:
            let space = model == .monochrome ? "gray" : model == .rgb ? "RGB" : "colour model \(model.rawValue)"
            return refuse("\(space) with \(bitsPerPixel) bits per pixel and alpha info \(alphaInfo)")
        }
    }

    /// The fewest bytes a row of `width` pixels takes.
    func minimumBytesPerRow(width: Int) -> Int { width * bytesPerPixel }

    // MARK: Converting

    /// Copies `width`×`height` pixels in this format into a Cairo ARGB32 or RGB24 surface's
    /// memory, premultiplying if the format is not.
    func convertToCairo(from source: UnsafeRawPointer, sourceBytesPerRow: Int,
                        into destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int, width: Int, height: Int) {
        if isCairoARGB32 || isCairoRGB24 {
            for row in 0..<height {
                (destination + row * destinationBytesPerRow).copyMemory(from: source + row * sourceBytesPerRow, byteCount: width * 4)
            }
            return
        }
        let premultiplied = isPremultiplied
        for row in 0..<height {
            let input = (source + row * sourceBytesPerRow).assumingMemoryBound(to: UInt8.self)
            let output = (destination + row * destinationBytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = input + x * bytesPerPixel
                var r = UInt32(pixel[red]), g = UInt32(pixel[green]), b = UInt32(pixel[blue])
                let a = alpha.map { UInt32(pixel[$0]) } ?? 255
                if !premultiplied, a < 255 {
                    r = BitmapPixelFormat.multiply(r, a)
                    g = BitmapPixelFormat.multiply(g, a)
                    b = BitmapPixelFormat.multiply(b, a)
                } else if premultiplied {
                    // Premultiplied components above alpha are invalid; Cairo would add light.
                    r = min(r, a); g = min(g, a); b = min(b, a)
                }
                output[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// Copies `width`×`height` pixels from a Cairo ARGB32 or RGB24 surface's memory into
    /// memory in this format (un-premultiplying, dropping alpha or reducing to gray as the
    /// format needs).
    func convertFromCairo(_ source: UnsafeRawPointer, sourceBytesPerRow: Int, sourceIsOpaque: Bool,
                          into destination: UnsafeMutableRawPointer, destinationBytesPerRow: Int, width: Int, height: Int) {
        if isCairoARGB32 || (isCairoRGB24 && sourceIsOpaque) {
            for row in 0..<height {
                (destination + row * destinationBytesPerRow).copyMemory(from: source + row * sourceBytesPerRow, byteCount: width * 4)
            }
            return
        }
        let premultiplied = isPremultiplied
        for row in 0..<height {
            let input = (source + row * sourceBytesPerRow).assumingMemoryBound(to: UInt32.self)
            let output = (destination + row * destinationBytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let word = input[x]
                let a = sourceIsOpaque ? 255 : word >> 24
                var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
                if alpha != nil, !premultiplied, a > 0, a < 255 {
                    r = BitmapPixelFormat.divide(r, a)
                    g = BitmapPixelFormat.divide(g, a)
                    b = BitmapPixelFormat.divide(b, a)
                }
                let pixel = output + x * bytesPerPixel
                if model == .monochrome {
                    // Rec. 601 luma weights (of 256), the usual RGB → gray reduction.
                    pixel[0] = UInt8((r * 77 + g * 150 + b * 29 + 128) >> 8)
                    continue
                }
                pixel[red] = UInt8(r)
                pixel[green] = UInt8(g)
                pixel[blue] = UInt8(b)
                if let alpha {
                    pixel[alpha] = UInt8(a)
                } else if bytesPerPixel == 4 {
                    // The padding byte: Core Graphics leaves it unspecified; 0xFF reads as opaque
                    // to code that treats it as alpha anyway.
                    pixel[6 - red - green - blue] = 0xFF
                }
            }
        }
    }

    /// `c × a / 255`, rounded.
    static func multiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c * a + 128
        return (t + (t >> 8)) >> 8
    }

    /// `c × 255 / a`, rounded and clamped to 255 (a > 0).
    static func divide(_ c: UInt32, _ a: UInt32) -> UInt32 {
        min(255, (c * 255 + a / 2) / a)
    }
}
