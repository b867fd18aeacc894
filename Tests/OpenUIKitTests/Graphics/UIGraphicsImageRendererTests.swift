import CCairo
import Foundation
import OpenUIKit
import TestSupport
import Testing

@MainActor
@Suite struct UIGraphicsImageRendererTests {
    private static func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    /// Red left half, half-transparent blue bottom-right quarter, the rest transparent.
    private static func drawSample(_ context: UIGraphicsImageRendererContext) {
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
        UIColor.blue.withAlphaComponent(0.5).setFill()
        context.fill(CGRect(x: 5, y: 3, width: 5, height: 3))
    }

    @Test func imageHasTheFormatsScaleAndPointSize() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: Self.format(scale: 2))
            .image(actions: Self.drawSample)
        #expect(image.size == CGSize(width: 10, height: 6))
        #expect(image.scale == 2)
        #expect(image.cairoSurface.pixelWidth == 20 && image.cairoSurface.pixelHeight == 12)
        #expect(image.cairoSurface.pixel(x: 9, y: 11) == (255, 0, 0, 255))
        #expect(image.cairoSurface.pixel(x: 10, y: 0).a == 0)
        let translucent = image.cairoSurface.pixel(x: 19, y: 11)
        #expect(translucent.b == 255 && abs(Int(translucent.a) - 128) <= 1)
    }

    @Test func pngRoundTripKeepsPixelsSizeAndScale() throws {
        let original = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: Self.format(scale: 2))
            .image(actions: Self.drawSample)
        let data = try #require(original.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == original.size && decoded.scale == 2)
        // PNG stores straight alpha; the half-transparent blue goes premultiplied → straight →
        // premultiplied, which may round by one step.
        let comparison = ReferenceImage.compare(decoded.cairoSurface, original.cairoSurface, tolerance: 1)
        #expect(comparison.sizeMatches && comparison.pixelsOverTolerance == 0)

        let atScaleOne = try #require(UIImage(data: data))
        #expect(atScaleOne.scale == 1 && atScaleOne.size == CGSize(width: 20, height: 12))
    }

    @Test func pngDataAtScaleTwoHasTwiceThePixels() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 7, height: 3), format: Self.format(scale: 2))
        let data = renderer.pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 7, height: 3))
        }
        let image = try #require(UIImage(data: data))
        #expect(image.cairoSurface.pixelWidth == 14 && image.cairoSurface.pixelHeight == 6)
        #expect(image.cairoSurface.pixel(x: 13, y: 5) == (0, 255, 0, 255))
    }

    @Test func theRendererContextIsCurrentOnlyDuringTheActions() {
        var inside: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            inside = UIGraphicsGetCurrentContext()
            #expect(inside === context.cgContext)
        }
        #expect(inside != nil)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func currentImageIsASnapshot() throws {
        var snapshot: UIImage?
        let final = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: Self.format(scale: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            snapshot = context.currentImage
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let taken = try #require(snapshot)
        #expect(taken.scale == 3 && taken.size == CGSize(width: 2, height: 2))
        #expect(taken.cairoSurface.pixel(x: 5, y: 5) == (255, 0, 0, 255))
        #expect(final.cairoSurface.pixel(x: 5, y: 5) == (0, 0, 255, 255))
    }

    @Test func drawingThroughAnEscapedContextDoesNotChangeTheImage() {
        var escaped: CGContext?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            escaped = context.cgContext
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        UIColor.blue.setFill()
        escaped?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(image.cairoSurface.pixel(x: 1, y: 1) == (255, 0, 0, 255))
    }

    @Test func boundsOriginIsTheImagesTopLeftCorner() {
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 1, height: 1))
        }
        #expect(image.size == CGSize(width: 4, height: 4))
        #expect(image.cairoSurface.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.cairoSurface.pixel(x: 1, y: 1).a == 0)
    }

    @Test func contextShortcutsFillStrokeAndClip() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .copy)
            UIColor.black.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 4, y: 4, width: 4, height: 4))
            context.clip(to: CGRect(x: 8, y: 0, width: 2, height: 2))
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pixels = image.cairoSurface
        let copied = pixels.pixel(x: 0, y: 0)
        #expect(copied.r == 0 && copied.b == 255 && abs(Int(copied.a) - 128) <= 1)
        #expect(pixels.pixel(x: 4, y: 6) == (0, 0, 0, 255))
        #expect(pixels.pixel(x: 6, y: 6) == (255, 0, 0, 255))
        #expect(pixels.pixel(x: 9, y: 1) == (0, 255, 0, 255))
        #expect(pixels.pixel(x: 9, y: 3) == (255, 0, 0, 255))
    }

    @Test func opaqueImagesStartBlackAndHaveNoAlpha() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: Self.format(scale: 1, opaque: true))
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.cairoSurface.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        #expect(image.cairoSurface.pixel(x: 1, y: 0) == (0, 0, 0, 255))
        let png = try #require(image.pngData())
        // IHDR colour type 2 is RGB without alpha.
        #expect(png[png.startIndex + 25] == 2)
    }

    @Test(arguments: [
        CGSize(width: 0, height: 10), CGSize(width: -4, height: 4), CGSize(width: CGFloat.nan, height: 3),
        CGSize(width: CGFloat.infinity, height: 3), CGSize(width: 100_000, height: 2),
    ])
    func unusableSizesGiveOneTransparentPixel(size: CGSize) {
        let warningsBefore = Diagnostics.warningCount()
        var ran = false
        let image = UIGraphicsImageRenderer(size: size).image { _ in ran = true }
        #expect(ran)
        #expect(image.cairoSurface.pixelWidth == 1 && image.cairoSurface.pixelHeight == 1)
        #expect(image.cairoSurface.pixel(x: 0, y: 0).a == 0)
        #expect(Diagnostics.warningCount() > warningsBefore)
    }

    @Test func unusableScaleFallsBackToOne() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: Self.format(scale: CGFloat.nan)).image { _ in }
        #expect(image.scale == 1 && image.cairoSurface.pixelWidth == 3)
    }

    @Test func preferredFormatUsesTheDeclaredDisplayScale() {
        #expect(UIGraphicsImageRendererFormat.default().scale == 1)
        let saved = AssetCatalog.preferredScale
        defer { AssetCatalog.preferredScale = saved }
        AssetCatalog.preferredScale = 3
        #expect(UIGraphicsImageRendererFormat.preferred().scale == 3)
    }

    @Test func theRendererKeepsItsOwnCopyOfTheFormat() {
        let format = Self.format(scale: 2)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format)
        format.scale = 5
        #expect(renderer.format.scale == 2)
        #expect(renderer.image { _ in }.scale == 2)
    }
}
