import Foundation
import OpenUIKit
import TestSupport
import Testing

/// Reference images of Core Graphics painting: gradients, shadows, blend modes and images
/// drawn with `CGContext.draw(_:in:)`.
///
/// Tolerance 2 (of 255): Cairo's rasteriser and gradient interpolation are deterministic
/// for a version; 2 absorbs rounding across builds without hiding a moved edge or a wrong
/// colour, which change pixels by far more.
@Suite struct CoreGraphicsReferenceTests {
    static let tolerance = 2

    private static var colors: CFArray { [UIColor.systemBlue.cgColor, UIColor.white.cgColor, UIColor.systemOrange.cgColor] as CFArray }

    private static func render(_ size: CGSize, scale: CGFloat, _ body: (CGContext) -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor(white: 0.85, alpha: 1).setFill()
            context.fill(CGRect(origin: .zero, size: size))
            body(context.cgContext)
        }
    }

    /// Four linear gradients clipped to boxes, start and end in the middle third: no option
    /// (ends transparent), before start only, after end only, both.
    @Test(arguments: [1.0, 2.0])
    func linearGradientOptions(scale: Double) throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: Self.colors, locations: [0, 0.5, 1]))
        let options: [CGGradientDrawingOptions] = [[], .drawsBeforeStartLocation, .drawsAfterEndLocation,
                                                   [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
        let image = Self.render(CGSize(width: 100, height: 100), scale: scale) { context in
            for (index, option) in options.enumerated() {
                let box = CGRect(x: 5, y: 5 + CGFloat(index) * 24, width: 90, height: 20)
                context.saveGState()
                context.clip(to: box)
                context.drawLinearGradient(gradient, start: CGPoint(x: 35, y: 0), end: CGPoint(x: 65, y: 0), options: option)
                context.restoreGState()
            }
        }
        ReferenceImage.assertMatches(image.cairoSurface, named: "cg-linear-gradient-options@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// Radial gradients from a small circle to a larger one around it, with each option.
    @Test(arguments: [1.0, 2.0])
    func radialGradientOptions(scale: Double) throws {
        var components: [CGFloat] = [1, 0.9, 0.2, 1, 0.8, 0.1, 0.3, 1]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components,
                                               locations: nil, count: 2))
        let options: [CGGradientDrawingOptions] = [[], .drawsBeforeStartLocation, .drawsAfterEndLocation,
                                                   [.drawsBeforeStartLocation, .drawsAfterEndLocation]]
        let image = Self.render(CGSize(width: 100, height: 100), scale: scale) { context in
            for (index, option) in options.enumerated() {
                let box = CGRect(x: 5 + CGFloat(index % 2) * 48, y: 5 + CGFloat(index / 2) * 48, width: 42, height: 42)
                let center = CGPoint(x: box.midX, y: box.midY)
                context.saveGState()
                context.clip(to: box)
                context.drawRadialGradient(gradient, startCenter: center, startRadius: 6, endCenter: center, endRadius: 17, options: option)
                context.restoreGState()
            }
        }
        ReferenceImage.assertMatches(image.cairoSurface, named: "cg-radial-gradient-options@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// A card with a soft default shadow and a circle with a coloured hard-edged one, in a
    /// UIKit context (positive heights fall downwards).
    @Test(arguments: [1.0, 2.0])
    func shadows(scale: Double) {
        let image = Self.render(CGSize(width: 120, height: 80), scale: scale) { context in
            context.saveGState()
            context.setShadow(offset: CGSize(width: 4, height: 6), blur: 8)
            context.setFillColor(UIColor.white.cgColor)
            context.fill(CGRect(x: 12, y: 12, width: 50, height: 50))
            context.restoreGState()
            context.setShadow(offset: CGSize(width: -3, height: 3), blur: 0, color: UIColor.systemRed.cgColor)
            context.setFillColor(UIColor.systemBlue.cgColor)
            context.fillEllipse(in: CGRect(x: 75, y: 20, width: 32, height: 32))
        }
        ReferenceImage.assertMatches(image.cairoSurface, named: "cg-shadows@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// A translucent orange disc over blue and white halves in every blend mode Cairo has,
    /// one cell per mode in `CGBlendMode`'s order.
    @Test func blendModes() {
        let modes: [CGBlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                    .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
                                    .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
                                    .destinationOut, .destinationAtop, .xor, .plusLighter]
        let cell: CGFloat = 24
        let image = UIGraphicsImageRenderer(size: CGSize(width: cell * 7, height: cell * 4)).image { renderer in
            let context = renderer.cgContext
            for (index, mode) in modes.enumerated() {
                let origin = CGPoint(x: CGFloat(index % 7) * cell, y: CGFloat(index / 7) * cell)
                context.saveGState()
                context.clip(to: CGRect(origin: origin, size: CGSize(width: cell, height: cell)))
                context.setFillColor(UIColor.systemBlue.cgColor)
                context.fill(CGRect(x: origin.x + 2, y: origin.y + 2, width: cell / 2 - 2, height: cell - 4))
                context.setFillColor(UIColor(white: 0.9, alpha: 1).cgColor)
                context.fill(CGRect(x: origin.x + cell / 2, y: origin.y + 2, width: cell / 2 - 2, height: cell - 4))
                context.setBlendMode(mode)
                context.setFillColor(UIColor.systemOrange.withAlphaComponent(0.8).cgColor)
                context.fillEllipse(in: CGRect(x: origin.x + 5, y: origin.y + 5, width: cell - 10, height: cell - 10))
                context.restoreGState()
            }
        }
        ReferenceImage.assertMatches(image.cairoSurface, named: "cg-blend-modes", tolerance: Self.tolerance)
    }

    /// A picture (sky on top, grass below, a sun top-left) drawn with `CGContext.draw(_:in:)`
    /// into a bitmap context (upright) and into a UIKit renderer (upside down, as on iOS),
    /// side by side, with the bitmap's image made by `makeImage()`.
    @Test(arguments: [1.0, 2.0])
    func cgImageDrawnInBothKindsOfContext(scale: Double) throws {
        let picture = try #require(UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 26))
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 26, width: 40, height: 14))
            UIColor.systemYellow.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 4, y: 4, width: 12, height: 12))
        }.cgImage)
        let bitmap = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                            space: CGColorSpaceCreateDeviceRGB(),
                                            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        bitmap.draw(picture, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let upright = try #require(bitmap.makeImage())
        let image = Self.render(CGSize(width: 100, height: 50), scale: scale) { context in
            UIImage(cgImage: upright).draw(in: CGRect(x: 5, y: 5, width: 40, height: 40))
            context.draw(picture, in: CGRect(x: 55, y: 5, width: 40, height: 40))
        }
        ReferenceImage.assertMatches(image.cairoSurface, named: "cg-draw-image-bitmap-and-uikit@\(Int(scale))x", tolerance: Self.tolerance)
    }
}
