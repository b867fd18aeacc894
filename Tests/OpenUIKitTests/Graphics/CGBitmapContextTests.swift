import Foundation
import OpenUIKit
import Testing

/// Bitmap `CGContext`s: the layouts they draw into, Core Graphics' y-up user space, when the
/// caller's memory is up to date, and the refusals.
@Suite struct CGBitmapContextTests {
    private static let rgba = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
    private static let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    /// Core Graphics' origin is bottom-left: filling the bottom row of user space writes
    /// the last row of memory.
    @Test func userSpaceIsYUpWithTheFirstRowOnTop() throws {
        var pixels = [UInt8](repeating: 0, count: 4 * 3 * 4)
        try pixels.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 4, height: 3, bitsPerComponent: 8, bytesPerRow: 16,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            #expect(context.ctm == .identity)
            context.flush()
        }
        #expect(Array(pixels[32 ..< 36]) == [255, 0, 0, 255])   // last row, first pixel: RGBA
        #expect(Array(pixels[0 ..< 4]) == [0, 0, 0, 0])
    }

    /// BGRA little-endian is Cairo's own layout: drawing lands in the memory at once.
    @Test func bgraLittleEndianIsWrittenDirectly() throws {
        var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
        try pixels.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.bgra))
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))   // top-left pixel
            withExtendedLifetime(context) {}
        }
        #expect(abs(Int(pixels[0]) - 128) <= 1 && pixels[1] == 0 && pixels[2] == 0 && abs(Int(pixels[3]) - 128) <= 1)
    }

    /// Drawing goes on top of what the caller's memory holds, and a released context leaves
    /// its last drawing in the memory.
    @Test func existingPixelsAreKeptAndReleaseWritesBack() throws {
        var pixels: [UInt8] = [0, 255, 0, 255, 0, 0, 0, 0]
        pixels.withUnsafeMutableBytes { buffer in
            do {
                let context = CGContext(data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba)
                context?.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
                context?.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            }
        }
        #expect(pixels == [0, 255, 0, 255, 255, 255, 255, 255])
    }

    @Test func contextWithoutMemoryAllocatesItAndMakesImages() throws {
        let context = try #require(CGContext(data: nil, width: 5, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
        #expect(context.width == 5 && context.height == 4 && context.bytesPerRow == 20)
        #expect(context.bitsPerComponent == 8 && context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedLast)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        let image = try #require(context.makeImage())
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 4))
        // The image is a copy; it describes the context's layout.
        #expect(image.surface.pixel(x: 0, y: 0) == (0, 255, 0, 255))
        #expect(image.surface.pixel(x: 1, y: 0).a == 0)
        #expect(image.alphaInfo == .premultipliedLast && image.bytesPerRow == 20)
        let data = try #require(context.data)
        #expect(data.load(as: UInt8.self) == 255)
    }

    @Test func grayContextsReduceToLuma() throws {
        var pixels = [UInt8](repeating: 0, count: 2)
        try pixels.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 2,
                                                 space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            context.flush()
        }
        #expect(pixels == [0, 255])
    }

    /// `draw(_:in:)` puts an image's first row at the rect's maximum y: upright in a bitmap
    /// context, upside down in a UIKit context (an image renderer), as on iOS.
    @Test func drawingAnImageIsUprightInBitmapsAndFlippedInUIKitContexts() throws {
        let topRed = try #require(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }.cgImage)
        var pixels = [UInt8](repeating: 0, count: 8)
        try pixels.withUnsafeMutableBytes { buffer in
            let context = try #require(CGContext(data: buffer.baseAddress, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
            context.draw(topRed, in: CGRect(x: 0, y: 0, width: 1, height: 2))
            // No flush: drawing an image brings the memory up to date.
            #expect(Array(buffer.prefix(4)) == [255, 0, 0, 255])
            #expect(Array(buffer.suffix(4)) == [0, 0, 255, 255])
        }
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2)).image { context in
            context.cgContext.draw(topRed, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(flipped.cairoSurface.pixel(x: 0, y: 0) == (0, 0, 255, 255))
        #expect(flipped.cairoSurface.pixel(x: 0, y: 1) == (255, 0, 0, 255))
    }

    /// Positive shadow heights point up in a bitmap context and down in a UIKit context (the
    /// Quartz 2D Programming Guide, "Shadows").
    @Test func shadowOffsetsFollowTheBaseSpace() throws {
        let bitmap = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: Self.rgba))
        bitmap.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
        bitmap.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        bitmap.fill(CGRect(x: 5, y: 5, width: 10, height: 4))   // memory rows 11…14
        let bitmapImage = try #require(bitmap.makeImage())
        #expect(bitmapImage.surface.pixel(x: 10, y: 7) == (0, 0, 0, 255))   // shadow above
        #expect(bitmapImage.surface.pixel(x: 10, y: 16).a == 0)

        let uikit = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
            UIColor.white.setFill()
            context.fill(CGRect(x: 5, y: 5, width: 10, height: 4))
        }
        #expect(uikit.cairoSurface.pixel(x: 10, y: 12) == (0, 0, 0, 255))   // shadow below
        #expect(uikit.cairoSurface.pixel(x: 10, y: 2).a == 0)
        // The default shadow colour is black at a third opacity.
        let soft = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            context.cgContext.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(abs(Int(soft.cairoSurface.pixel(x: 12, y: 2).a) - 85) <= 1)
    }

    @Test func hostileContextsAreRefused() {
        func make(_ width: Int, _ height: Int, row: Int, bpc: Int = 8, info: UInt32 = Self.rgba,
                  space: CGColorSpace = CGColorSpaceCreateDeviceRGB()) -> CGContext? {
            CGContext(data: nil, width: width, height: height, bitsPerComponent: bpc, bytesPerRow: row, space: space, bitmapInfo: info)
        }
        #expect(make(1_000_000_000, 10, row: 0) == nil)
        #expect(make(-1, 10, row: 0) == nil)
        #expect(make(10, 0, row: 0) == nil)
        #expect(make(10, 10, row: 39) == nil)
        #expect(make(10, 10, row: 40, bpc: 16) == nil)
        #expect(make(10, 10, row: 40, info: CGImageAlphaInfo.last.rawValue) == nil)   // not premultiplied: images only
        #expect(make(10, 10, row: 40) != nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: "no such space" as CFString) == nil)
    }
}
