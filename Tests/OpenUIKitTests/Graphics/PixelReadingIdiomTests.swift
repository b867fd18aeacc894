import Foundation
import OpenUIKit
import Testing

/// The ways UIKit apps read an image's pixels, written as they are found in real projects,
/// compile and give the bytes they expect on iOS.
@Suite struct PixelReadingIdiomTests {
    /// 3×2 points at scale 1: a red pixel at (2, 1), a half-transparent green one at (0, 0).
    private static func sample() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 2, y: 1, width: 1, height: 1))
            UIColor(red: 0, green: 1, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    /// `cgImage.dataProvider!.data`, `CFDataGetBytePtr`, `y * bytesPerRow + x * 4`, then R,
    /// G, B, A (a colour-picker extension on `UIImage`).
    @Test func dataProviderBytesWithBytesPerRow() {
        let image = Self.sample()
        let cgImage = image.cgImage!
        let data = cgImage.dataProvider!.data
        let ptr: UnsafePointer<UInt8> = CFDataGetBytePtr(data)
        let x = 2, y = 1
        let offset = (Int(y) * cgImage.bytesPerRow) + Int(x) * 4
        #expect((ptr[offset], ptr[offset + 1], ptr[offset + 2], ptr[offset + 3]) == (255, 0, 0, 255))
        #expect(CFDataGetLength(data) == cgImage.bytesPerRow * cgImage.height)
    }

    /// The older `getPixelColor(pos:)`: `((Int(size.width) * y) + x) * 4`, which assumes
    /// packed rows; colours are premultiplied (half-transparent green reads 0, 128, 0, 128).
    @Test func packedRowsFromTheImageWidth() throws {
        let image = Self.sample()
        let pixelData = image.cgImage?.dataProvider?.data
        let data: UnsafePointer<UInt8> = CFDataGetBytePtr(pixelData)
        let pixelInfo: Int = ((Int(image.size.width) * Int(1)) + Int(2)) * 4
        #expect(data[pixelInfo] == 255 && data[pixelInfo + 3] == 255)
        let g = Int(data[1]), a = Int(data[3])
        #expect(data[0] == 0 && abs(g - 128) <= 1 && abs(a - 128) <= 1)
    }

    /// `guard let pixels = CFDataGetBytePtr(data)` with `as Data` bridging back.
    @Test func optionalPointerAndBridging() throws {
        guard let pixelData = Self.sample().cgImage?.dataProvider?.data else {
            Issue.record("no data")
            return
        }
        guard let pixels = CFDataGetBytePtr(pixelData) else {
            Issue.record("no pixels")
            return
        }
        #expect(pixels[(1 * 3 + 2) * 4] == 255)
        let bytes = pixelData as Data
        #expect(bytes.count == 24)
    }

    /// Drawing the image into a 1×1 RGBA bitmap context of one's own, moved so the wanted
    /// pixel covers it, then reading the four bytes (the "colour at point" idiom). The
    /// context's y points up, so row `y` from the top is moved by `y - height + 1`.
    @Test func drawIntoAOnePixelContext() throws {
        let cgImage = try #require(Self.sample().cgImage)
        var pixel: [UInt8] = [0, 0, 0, 0]
        let point = CGPoint(x: 2, y: 1)
        pixel.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: -point.x, y: point.y - CGFloat(cgImage.height) + 1)
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
        }
        #expect(pixel == [255, 0, 0, 255])
    }
}
