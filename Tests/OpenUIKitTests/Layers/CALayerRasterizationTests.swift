import CCairo
import Foundation
@testable import OpenUIKit
import Testing

/// `shouldRasterize` and `rasterizationScale`, as Core Animation documents them: "the layer
/// is rendered as a bitmap in its local coordinate space and then composited to the
/// destination"; shadows are included in the bitmap, "the current opacity of the layer is
/// not"; the bitmap is kept while nothing inside changes. `rasterizationScale` defaults to
/// 1. Source: developer.apple.com/documentation/quartzcore/calayer/shouldrasterize.
@MainActor
@Suite struct CALayerRasterizationTests {
    /// A card: a white rounded layer with a border and a shadow, holding a red square, a
    /// blue disc (a shape layer) and a green strip that reaches past its right edge.
    @MainActor
    struct Scene {
        let window: UIWindow
        let card: CALayer
        let square: CALayer
        let disc: CAShapeLayer

        init(scale: CGFloat = 1, rasterize: Bool = true, rasterizationScale: CGFloat? = nil) {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
            window.screenScale = scale
            window.backgroundColor = .lightGray
            card = CALayer()
            card.frame = CGRect(x: 20, y: 20, width: 80, height: 70)
            card.backgroundColor = UIColor.white.cgColor
            card.cornerRadius = 8
            card.borderWidth = 1
            card.borderColor = UIColor.darkGray.cgColor
            card.shadowOpacity = 0.5
            card.shadowOffset = CGSize(width: 3, height: 3)
            card.shadowRadius = 2
            card.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 8).cgPath
            square = CALayer()
            square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            square.backgroundColor = UIColor.red.cgColor
            card.addSublayer(square)
            disc = CAShapeLayer()
            disc.frame = CGRect(x: 40, y: 10, width: 30, height: 30)
            disc.path = UIBezierPath(ovalIn: disc.bounds).cgPath
            disc.fillColor = UIColor.blue.cgColor
            card.addSublayer(disc)
            let strip = CALayer()
            strip.frame = CGRect(x: 10, y: 50, width: 85, height: 8)
            strip.backgroundColor = UIColor.green.cgColor
            card.addSublayer(strip)
            card.shouldRasterize = rasterize
            card.rasterizationScale = rasterizationScale ?? scale
            window.layer.addSublayer(card)
            window.renderIfNeeded()
        }

        func moveWithoutAnimation(_ body: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
            window.renderIfNeeded()
        }
    }

    @Test func defaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(layer.shouldRasterize == false)
        #expect(layer.rasterizationScale == 1)
        layer.rasterizationScale = 0
        layer.rasterizationScale = -.infinity
        #expect(layer.rasterizationScale == 1, "refused")
    }

    /// At the screen's scale, the rasterized card looks like the card drawn directly.
    @Test(arguments: [1, 2] as [CGFloat])
    func aRasterizedLayerLooksLikeItsSubtree(scale: CGFloat) throws {
        let rasterized = Scene(scale: scale)
        let direct = Scene(scale: scale, rasterize: false)
        #expect(rasterized.card.rasterCache != nil)
        #expect(direct.card.rasterCache == nil)
        let difference = try maximumDifference(rasterized.window, direct.window)
        // The bitmap is composited once more than the direct drawing: a level of rounding.
        #expect(difference <= 2, "largest channel difference \(difference)")
    }

    /// Moving, fading and turning the layer keeps its bitmap; a change inside, or to the
    /// layer's own look, draws it again.
    @Test func theBitmapIsKeptUntilSomethingInsideChanges() {
        let scene = Scene()
        let first = scene.card.rasterCache
        #expect(first != nil)
        scene.moveWithoutAnimation { scene.card.position.x += 13 }
        #expect(scene.card.rasterCache === first, "moved")
        scene.moveWithoutAnimation { scene.card.opacity = 0.6 }
        #expect(scene.card.rasterCache === first, "faded")
        scene.moveWithoutAnimation { scene.card.setAffineTransform(CGAffineTransform(rotationAngle: 0.3)) }
        #expect(scene.card.rasterCache === first, "turned")
        scene.moveWithoutAnimation { scene.square.backgroundColor = UIColor.orange.cgColor }
        let second = scene.card.rasterCache
        #expect(second != nil && second !== first, "a sublayer changed")
        scene.moveWithoutAnimation { scene.disc.fillColor = UIColor.purple.cgColor }
        #expect(scene.card.rasterCache !== second, "a shape changed")
        let third = scene.card.rasterCache
        scene.moveWithoutAnimation { scene.card.backgroundColor = UIColor.yellow.cgColor }
        #expect(scene.card.rasterCache !== third, "the layer's own background changed")
        let fourth = scene.card.rasterCache
        scene.moveWithoutAnimation { scene.square.removeFromSuperlayer() }
        #expect(scene.card.rasterCache !== fourth, "a sublayer left")
        let fifth = scene.card.rasterCache
        scene.card.rasterizationScale = 2
        scene.window.renderIfNeeded()
        #expect(scene.card.rasterCache !== fifth && scene.card.rasterCache?.scale == 2, "a new scale")
        scene.card.shouldRasterize = false
        scene.window.renderIfNeeded()
        #expect(scene.card.rasterCache == nil)
    }

    /// What a change inside a rasterized layer shows, and where a moved sublayer was, is
    /// repainted: every frame equals a full recomposite.
    @Test(arguments: [1, 2] as [CGFloat])
    func incrementalFramesEqualAFullRecomposite(scale: CGFloat) throws {
        let scene = Scene(scale: scale)
        let edits: [(String, () -> Void)] = [
            ("move the card", { scene.card.position = CGPoint(x: 71.5, y: 60.25) }),
            ("move a sublayer", { scene.square.position.x += 7 }),
            ("turn the card", { scene.card.setAffineTransform(CGAffineTransform(rotationAngle: 0.4)) }),
            ("fade the card", { scene.card.opacity = 0.5 }),
            ("recolour a sublayer", { scene.disc.fillColor = UIColor.orange.cgColor }),
            ("hide a sublayer", { scene.square.isHidden = true }),
            ("stop rasterizing", { scene.card.shouldRasterize = false }),
            ("rasterize at a quarter", {
                scene.card.shouldRasterize = true
                scene.card.rasterizationScale = 0.25
            }),
        ]
        for (name, edit) in edits {
            scene.moveWithoutAnimation(edit)
            let incremental = try #require(scene.window.backBuffer?.pixelBytes())
            scene.window.setNeedsFullRedisplay()
            scene.window.renderIfNeeded()
            let full = try #require(scene.window.backBuffer?.pixelBytes())
            let differing = stride(from: 0, to: min(incremental.count, full.count), by: 4).filter { incremental[$0..<$0 + 4] != full[$0..<$0 + 4] }.count
            #expect(differing == 0, "@\(Int(scale))x, after \"\(name)\": \(differing) pixels differ from a full recomposite")
        }
    }

    /// A view's content redrawn inside a rasterized layer draws the bitmap again.
    @Test func aSubviewRedrawingDropsTheBitmap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let host = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        let painted = FillView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.addSubview(painted)
        window.addSubview(host)
        host.layer.shouldRasterize = true
        window.renderIfNeeded()
        let first = host.layer.rasterCache
        #expect(first != nil)
        #expect(window.backBuffer!.pixel(x: 30, y: 30).b == 255)
        painted.fill = .red
        window.renderIfNeeded()
        #expect(host.layer.rasterCache !== first)
        let pixel = window.backBuffer!.pixel(x: 30, y: 30)
        #expect(pixel.r == 255 && pixel.b == 0, "the new content shows")
    }

    /// A quarter of the screen's scale: the bitmap holds a quarter of the pixels each way,
    /// so a sharp edge is spread over several pixels, as on iOS.
    @Test func aLowRasterizationScalePixelates() throws {
        let sharp = Scene(scale: 1, rasterizationScale: 1)
        let coarse = Scene(scale: 1, rasterizationScale: 0.25)
        let sharpWidth = try #require(sharp.card.rasterCache?.surface.pixelWidth)
        let coarseWidth = try #require(coarse.card.rasterCache?.surface.pixelWidth)
        #expect(abs(coarseWidth - sharpWidth / 4) <= 2, "\(coarseWidth) pixels across at 0.25, \(sharpWidth) at 1")
        // Across the red square's left edge (x = 30 in the window): one step when sharp,
        // a ramp when coarse.
        func levels(_ scene: Scene) -> [Int] { (24...36).map { Int(scene.window.backBuffer!.pixel(x: $0, y: 40).g) } }
        let sharpSteps = Set(levels(sharp)).count
        let coarseSteps = Set(levels(coarse)).count
        #expect(sharpSteps <= 2, "\(levels(sharp))")
        #expect(coarseSteps >= 4, "\(levels(coarse))")
    }

    private final class FillView: UIView {
        var fill: UIColor = .blue { didSet { setNeedsDisplay() } }
        override func draw(_ rect: CGRect) {
            fill.setFill()
            UIRectFill(bounds)
        }
    }

    private func maximumDifference(_ a: UIWindow, _ b: UIWindow) throws -> Int {
        let x = try #require(a.backBuffer?.pixelBytes()), y = try #require(b.backBuffer?.pixelBytes())
        return zip(x, y).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }
}
