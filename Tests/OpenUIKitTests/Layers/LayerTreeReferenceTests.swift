import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of the layer tree drawn as iOS draws it: free-standing sublayers
/// between a view's subviews, a masked layer, nine-slice `contents`, gravity, and a layer
/// that draws at `contentsScale` 1 on a 2x window (soft, as on an iPhone).
///
/// Tolerance 2 (of 255), as for the other compositing references.
@MainActor
@Suite struct LayerTreeReferenceTests {
    static let tolerance = 2

    /// A 12×12 pixel image: a 4-pixel dark frame with red corners around a pale middle, so
    /// a nine-slice shows corners that keep their size and a middle that stretches.
    static func frameImage() -> CGImage {
        let surface = CairoSurface.makeImage(pixelWidth: 12, pixelHeight: 12)!
        let context = CGContext(surface: surface)
        context.setFillColor(UIColor.darkGray.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        context.setFillColor(UIColor.red.cgColor)
        for x in [0, 8] as [CGFloat] { for y in [0, 8] as [CGFloat] { context.fill(CGRect(x: x, y: y, width: 4, height: 4)) } }
        context.setFillColor(UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1).cgColor)
        context.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        context.paintDeferredNow()
        return CGImage(surface: surface)
    }

    /// A layer drawing a ring and a cross through `draw(in:)`.
    final class RingLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setStrokeColor(UIColor.systemIndigo.cgColor)
            ctx.setLineWidth(2)
            ctx.strokeEllipse(in: bounds.insetBy(dx: 3, dy: 3))
            ctx.move(to: CGPoint(x: bounds.minX + 6, y: bounds.midY))
            ctx.addLine(to: CGPoint(x: bounds.maxX - 6, y: bounds.midY))
            ctx.strokePath()
        }
    }

    func scene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
        window.screenScale = scale
        window.backgroundColor = UIColor(white: 0.92, alpha: 1)

        // Subview, free-standing layer, subview: the red square lies above the blue view and
        // below the green one; the yellow one was inserted at 0, below both.
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 70))
        card.backgroundColor = .white
        let blue = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        blue.backgroundColor = .systemBlue
        card.addSubview(blue)
        let red = CALayer()
        red.frame = CGRect(x: 30, y: 20, width: 40, height: 40)
        red.backgroundColor = UIColor.systemRed.cgColor
        red.cornerRadius = 6
        card.layer.addSublayer(red)
        let green = UIView(frame: CGRect(x: 50, y: 30, width: 40, height: 30))
        green.backgroundColor = .systemGreen
        card.addSubview(green)
        let yellow = CALayer()
        yellow.frame = CGRect(x: 2, y: 40, width: 30, height: 28)
        yellow.backgroundColor = UIColor.systemYellow.cgColor
        yellow.borderWidth = 2
        yellow.borderColor = UIColor.brown.cgColor
        card.layer.insertSublayer(yellow, at: 0)
        window.addSubview(card)

        // A masked layer: an orange square seen through a round mask whose lower half is a
        // translucent band.
        let masked = CALayer()
        masked.frame = CGRect(x: 130, y: 10, width: 60, height: 60)
        masked.backgroundColor = UIColor.systemOrange.cgColor
        let stripe = CALayer()
        stripe.frame = CGRect(x: 0, y: 25, width: 60, height: 10)
        stripe.backgroundColor = UIColor.systemPurple.cgColor
        masked.addSublayer(stripe)
        let mask = CALayer()
        mask.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        mask.cornerRadius = 25
        mask.backgroundColor = UIColor.black.cgColor
        let band = CALayer()
        band.frame = CGRect(x: -10, y: 40, width: 80, height: 30)
        band.backgroundColor = UIColor(white: 0, alpha: 0.4).cgColor
        mask.addSublayer(band)
        masked.mask = mask
        window.layer.addSublayer(masked)

        // Nine-slice contents: the 4-point frame and red corners keep their size while the
        // middle stretches over 80×40 points.
        let sliced = CALayer()
        sliced.frame = CGRect(x: 10, y: 100, width: 80, height: 40)
        sliced.contents = Self.frameImage()
        sliced.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
        window.layer.addSublayer(sliced)

        // Gravity: unscaled, at Core Animation's bottom left, which is the top left on screen.
        let placed = CALayer()
        placed.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
        placed.backgroundColor = UIColor.white.cgColor
        placed.contents = Self.frameImage()
        placed.contentsGravity = .bottomLeft
        window.layer.addSublayer(placed)

        // Drawn at contentsScale 1: on a 2x window its pixels are twice as big, softened.
        let ring = RingLayer()
        ring.frame = CGRect(x: 160, y: 90, width: 60, height: 60)
        ring.backgroundColor = UIColor(white: 1, alpha: 0.8).cgColor
        ring.setNeedsDisplay()
        window.layer.addSublayer(ring)
        return window
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func sublayersMasksAndContents(scale: CGFloat) {
        let window = scene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "layer-tree@\(Int(scale))x", tolerance: Self.tolerance)
    }

    /// What the scene looks like after moving layers around equals a fresh scene laid out
    /// that way, to the bit.
    @Test func movingFreeStandingLayersMatchesAFreshScene() {
        let window = scene(scale: 1)
        window.renderIfNeeded()
        let masked = window.layer.sublayers!.first { $0.mask != nil }!
        // On screen, free-standing layers animate their changes; this test compares still frames.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for _ in 0..<5 {
            masked.position.x -= 9
            masked.mask!.position.y += 2
            window.renderIfNeeded()
        }
        let fresh = scene(scale: 1)
        let freshMasked = fresh.layer.sublayers!.first { $0.mask != nil }!
        freshMasked.position = masked.position
        freshMasked.mask!.position = masked.mask!.position
        fresh.renderIfNeeded()
        let comparison = ReferenceImage.compare(window.backBuffer!, fresh.backBuffer!, tolerance: 0)
        #expect(comparison.pixelsOverTolerance == 0, "max difference \(comparison.maximumDifference)")
    }

    // MARK: An app-style use

    /// A view whose layer is a layer subclass that draws a gradient-like set of bands, as
    /// apps do with `override class var layerClass`.
    final class BandsLayer: CALayer {
        override func draw(in ctx: CGContext) {
            let bands = 6
            for i in 0..<bands {
                ctx.setFillColor(UIColor(hue: CGFloat(i) / CGFloat(bands), saturation: 0.5, brightness: 1, alpha: 1).cgColor)
                ctx.fill(CGRect(x: bounds.minX + bounds.width * CGFloat(i) / CGFloat(bands), y: bounds.minY,
                                width: bounds.width / CGFloat(bands), height: bounds.height))
            }
        }
    }

    final class BandsView: UIView {
        override class var layerClass: AnyClass { BandsLayer.self }

        /// The badge an app adds on top of its view's own content.
        let badge = RingLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.needsDisplayOnBoundsChange = true
            layer.setNeedsDisplay()
            badge.contentsScale = UIScreen.main.scale
            badge.frame = CGRect(x: 8, y: 8, width: 36, height: 36)
            badge.setNeedsDisplay()
            layer.addSublayer(badge)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test func aViewWithALayerClassAndADrawingSublayer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 80))
        window.backgroundColor = .white
        let view = BandsView(frame: CGRect(x: 10, y: 10, width: 140, height: 60))
        window.addSubview(view)
        #expect(view.layer is BandsLayer)
        #expect(view.layer.sublayers?.first === view.badge)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "layer-class-app@1x", tolerance: Self.tolerance)
    }
}
