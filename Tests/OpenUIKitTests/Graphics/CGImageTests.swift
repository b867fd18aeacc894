import Foundation
import OpenUIKit
import Testing

/// `CGImage`: the layouts it describes, its data provider's bytes, cropping, and the
/// refusals of layouts and sizes it cannot hold.
@Suite struct CGImageTests {
    /// A 2×2 image from raw RGBA (straight alpha, `.last`): red, green / blue, half-white.
    private static func rgbaImage() -> CGImage? {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                              0, 0, 255, 255, 255, 255, 255, 128]
        let provider = CGDataProvider(data: Data(bytes) as CFData)!
        return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    @Test func rawPixelsKeepTheirLayoutAndProvider() throws {
        let image = try #require(Self.rgbaImage())
        #expect(image.width == 2 && image.height == 2)
        #expect(image.bitsPerComponent == 8 && image.bitsPerPixel == 32 && image.bytesPerRow == 8)
        #expect(image.alphaInfo == .last)
        #expect(image.bitmapInfo.rawValue == CGImageAlphaInfo.last.rawValue)
        #expect(image.colorSpace?.model == .rgb)
        #expect(!image.isMask)
        let data = try #require(image.dataProvider?.data)
        #expect([UInt8](data as Data) == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 128])
        // Drawn premultiplied: the half-white pixel reads back white at half alpha.
        let pixel = image.surface.pixel(x: 1, y: 1)
        #expect(pixel.r == 255 && pixel.a == 128)
        #expect(image.surface.pixel(x: 0, y: 1) == (0, 0, 255, 255))
    }

    /// Each 32-bit layout places the same colour's bytes where Core Graphics says.
    @Test(arguments: [
        (CGImageAlphaInfo.premultipliedLast.rawValue, [UInt8]([128, 0, 0, 128])),
        (CGImageAlphaInfo.premultipliedFirst.rawValue, [128, 128, 0, 0]),
        (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 0, 128, 128]),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [128, 0, 0, 128]),
        (CGImageAlphaInfo.last.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [255, 0, 0, 128]),
        (CGImageAlphaInfo.first.rawValue, [128, 255, 0, 0]),
    ])
    func layoutsPutTheBytesWhereTheirNamesSay(info: UInt32, halfRed: [UInt8]) throws {
        let provider = CGDataProvider(data: Data(halfRed) as CFData)!
        let image = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                         space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: info),
                                         provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let pixel = image.surface.pixel(x: 0, y: 0)
        #expect(pixel.r == 255 && pixel.g == 0 && pixel.b == 0 && abs(Int(pixel.a) - 128) <= 1)
    }

    @Test func grayAndPackedRGBAreRead() throws {
        let gray = try #require(CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                        space: CGColorSpaceCreateDeviceGray(), bitmapInfo: [],
                                        provider: CGDataProvider(data: Data([0, 200]) as CFData)!,
                                        decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        #expect(gray.surface.pixel(x: 1, y: 0) == (200, 200, 200, 255))
        #expect(gray.colorSpace?.numberOfComponents == 1)
        let rgb = try #require(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
                                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: [],
                                       provider: CGDataProvider(data: Data([10, 20, 30]) as CFData)!,
                                       decode: nil, shouldInterpolate: true, intent: .perceptual))
        #expect(rgb.surface.pixel(x: 0, y: 0) == (10, 20, 30, 255))
        #expect(rgb.renderingIntent == .perceptual)
    }

    /// iOS decodes a PNG with alpha to RGBA, 8 bits, premultiplied last, big-endian; the
    /// provider's rows are packed, so `y * bytesPerRow + x * 4` is a pixel's red byte.
    @Test func decodedPNGDescribesRGBAPremultipliedLast() throws {
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
        }.pngData())
        let image = try #require(CGImage(pngDataProviderSource: CGDataProvider(data: png as CFData)!, decode: nil,
                                         shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.bitmapInfo.intersection(.byteOrderMask) == .byteOrderDefault)
        #expect(image.bytesPerRow == 12 && image.bitsPerPixel == 32)
        let bytes = [UInt8](try #require(image.dataProvider?.data) as Data)
        let offset = 1 * image.bytesPerRow + 2 * 4
        #expect(bytes[offset] == 0 && bytes[offset + 1] == 0)
        #expect(abs(Int(bytes[offset + 2]) - 128) <= 1 && abs(Int(bytes[offset + 3]) - 128) <= 1)
        #expect(bytes[0 ..< 4] == [0, 0, 0, 0])
    }

    @Test func jpegDecodesOpaqueWithAPaddingByte() throws {
        let image = try #require(CGImage(jpegDataProviderSource: CGDataProvider(data: TinyJPEG.make(blocksWide: 1, blocksHigh: 1) { _, _ in (r: 1, g: 0, b: 0) } as CFData)!, decode: nil,
                                         shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.alphaInfo == .noneSkipLast)
        #expect(CGImage(jpegDataProviderSource: CGDataProvider(data: Data([1, 2, 3]) as CFData)!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
    }

    /// Apple: the rect is made integral, then intersected with the bounds; nil outside.
    @Test func croppingIsIntegralAndClipped() throws {
        let image = try #require(Self.rgbaImage())
        let corner = try #require(image.cropping(to: CGRect(x: 0.5, y: 0.5, width: 0.2, height: 0.2)))
        #expect(corner.width == 1 && corner.height == 1)
        #expect(corner.surface.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        let clipped = try #require(image.cropping(to: CGRect(x: 1, y: -5, width: 10, height: 6)))
        #expect(clipped.width == 1 && clipped.height == 1)
        #expect(clipped.surface.pixel(x: 0, y: 0) == (0, 255, 0, 255))
        #expect(clipped.alphaInfo == .last && clipped.bytesPerRow == 4)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        #expect(image.cropping(to: .null) == nil)
        let copy = try #require(image.copy())
        #expect(copy.width == 2 && copy.alphaInfo == .last)
    }

    @Test func hostileLayoutsAndSizesAreRefused() {
        let provider = CGDataProvider(data: Data(count: 64) as CFData)!
        func make(_ width: Int, _ height: Int, bpc: Int = 8, bpp: Int = 32, row: Int, info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue,
                  space: CGColorSpace = CGColorSpaceCreateDeviceRGB()) -> CGImage? {
            CGImage(width: width, height: height, bitsPerComponent: bpc, bitsPerPixel: bpp, bytesPerRow: row, space: space,
                    bitmapInfo: CGBitmapInfo(rawValue: info), provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(make(1_000_000_000, 1, row: 4_000_000_000) == nil)
        #expect(make(-4, 2, row: 16) == nil)
        #expect(make(4, 2, row: 8) == nil)                      // rows too short
        #expect(make(4, 5, row: 16) == nil)                     // 80 bytes needed, 64 given
        #expect(make(2, 2, bpc: 16, bpp: 64, row: 16) == nil)   // 16-bit components
        #expect(make(2, 2, row: 8, info: 31) == nil)            // undefined alpha info
        #expect(make(4, 4, row: 16) != nil)                     // exactly enough
    }

    @Test func dataProviderCopiesAndReleases() throws {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 1)
        bytes.storeBytes(of: 0x01020304, as: UInt32.self)
        let provider = try #require(CGDataProvider(dataInfo: nil, data: bytes, size: 4) { _, data, _ in
            UnsafeMutableRawPointer(mutating: data).deallocate()
        })
        #expect(CFDataGetLength(provider.data) == 4)
        #expect(CFDataGetBytePtr(provider.data)[0] == UInt8(truncatingIfNeeded: UInt32(0x01020304).littleEndian))
    }
}
