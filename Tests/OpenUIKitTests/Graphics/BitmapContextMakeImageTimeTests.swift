import CCairo
import Foundation
import OpenUIKit
import Testing

/// How long `makeImage()` of a 1024×768 bitmap context takes, against a plain copy of a Cairo
/// surface of that size: in Cairo's own layout (BGRA little-endian, drawn in place) and in
/// RGBA (drawn in a surface of the context's own and converted into the caller's memory).
/// The medians are printed; what the test checks is that the images hold what was drawn,
/// since shared machines make time limits flaky.
@Suite struct BitmapContextMakeImageTimeTests {
    static let runs = 7
    static let width = 1024, height = 768

    static func medianMilliseconds(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return times.sorted()[runs / 2]
    }

    @Test func makeImageAgainstARawSurfaceCopy() throws {
        let layouts: [(String, UInt32)] = [
            ("BGRA premultiplied-first little-endian", CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue),
            ("RGBA premultiplied-last big-endian", CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue),
        ]
        let raw = try #require(CairoSurface.makeImage(pixelWidth: Self.width, pixelHeight: Self.height))
        let rawCopy = Self.medianMilliseconds {
            let copy = cairo_surface_create_similar_image(raw.pointer, CAIRO_FORMAT_ARGB32, Int32(Self.width), Int32(Self.height))
            let cr = cairo_create(copy)
            cairo_set_source_surface(cr, raw.pointer, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(copy)
        }
        print("raw cairo surface copy, \(Self.width)×\(Self.height): median \(rawCopy) ms")
        for (name, info) in layouts {
            let context = try #require(CGContext(data: nil, width: Self.width, height: Self.height, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            var image: CGImage?
            let time = Self.medianMilliseconds { image = context.makeImage() }
            print("makeImage(), \(name): median \(time) ms")
            let made = try #require(image)
            #expect(made.width == Self.width && made.height == Self.height)
            #expect(made.surface.pixel(x: 0, y: Self.height - 1) == (255, 0, 0, 255))
        }
    }
}
