import CCairo
import Foundation
import Testing
@testable import OpenUIKit

/// The save-under: a rasterized overlay at the top of the window (a drag's preview) moving
/// over the page restores the pixels it uncovers from a copy of the window without it,
/// instead of compositing what is under it again. Every such frame must still equal a full
/// recomposite of the same tree, bit for bit, however the page under it changes.
@Suite(.serialized)
@MainActor
struct SaveUnderTests {
    /// One window: a page of views (one that changes colour, one that moves, one that
    /// redraws, round corners and a shadow among them) under a rasterized, shadowed card.
    struct Scene {
        let window: UIWindow
        let card: UIView
        let blinking: UIView
        let wandering: UIView
        let drawn: MarkView
    }

    /// Draws a diagonal line, so that its redraws change pixels under the card.
    final class MarkView: UIView {
        var phase: CGFloat = 0
        override func draw(_ rect: CGRect) {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2 + phase, y: 2))
            path.addLine(to: CGPoint(x: bounds.width - 2, y: bounds.height - 2 - phase))
            path.lineWidth = 2
            UIColor.purple.setStroke()
            path.stroke()
        }
    }

    static func makeScene(scale: CGFloat) -> Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.screenScale = scale
        window.backgroundColor = .white
        let panel = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        panel.backgroundColor = .systemTeal
        panel.layer.cornerRadius = 8
        window.addSubview(panel)
        let blinking = UIView(frame: CGRect(x: 40, y: 30, width: 50, height: 40))
        blinking.backgroundColor = .orange
        window.addSubview(blinking)
        let wandering = UIView(frame: CGRect(x: 100, y: 80, width: 30, height: 30))
        wandering.backgroundColor = .blue
        wandering.layer.shadowOpacity = 0.5
        wandering.layer.shadowRadius = 2
        wandering.layer.shadowPath = UIBezierPath(rect: wandering.bounds).cgPath
        window.addSubview(wandering)
        let drawn = MarkView(frame: CGRect(x: 20, y: 70, width: 80, height: 50))
        drawn.backgroundColor = UIColor(white: 0.9, alpha: 1)
        window.addSubview(drawn)
        let card = UIView(frame: CGRect(x: 30, y: 20, width: 60, height: 70))
        card.backgroundColor = .white
        card.layer.cornerRadius = 6
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let stripe = UIView(frame: CGRect(x: 8, y: 8, width: 44, height: 10))
        stripe.backgroundColor = .red
        card.addSubview(stripe)
        card.layer.shouldRasterize = true
        card.layer.rasterizationScale = scale
        window.addSubview(card)
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return Scene(window: window, card: card, blinking: blinking, wandering: wandering, drawn: drawn)
    }

    /// Each step moves the card (by whole and fractional points, or not at all) and, on some
    /// steps, changes the page under it; the one window is rendered incrementally, the
    /// other composited whole, and the two must agree to the bit.
    @Test(arguments: [CGFloat(1), 2])
    func aCardMovingOverAChangingPageEqualsAFullRecomposite(scale: CGFloat) throws {
        let incremental = Self.makeScene(scale: scale)
        let full = Self.makeScene(scale: scale)
        let moves: [CGFloat] = [1, 1, 0.5, 1.25, 0, 2, -1, -0.75, 3, 0]
        var framesRestored = 0
        for step in 0..<60 {
            for scene in [incremental, full] {
                let dx = moves[step % moves.count]
                scene.card.center = CGPoint(x: scene.card.center.x + dx, y: scene.card.center.y + dx / 2)
                if step % 3 == 1 { scene.blinking.backgroundColor = scene.blinking.backgroundColor == .orange ? .green : .orange }
                if step % 5 == 2 { scene.wandering.center.x += step % 10 == 2 ? -7 : 7 }
                if step % 4 == 3 {
                    scene.drawn.phase = CGFloat(step % 7)
                    scene.drawn.setNeedsDisplay()
                }
                if step == 30 {
                    // Something comes above the card for a while: it is not the top any more.
                    scene.window.bringSubviewToFront(scene.blinking)
                }
                if step == 36 { scene.window.bringSubviewToFront(scene.card) }
            }
            let stats = incremental.window.renderIfNeeded()
            if let stats, stats.restoredPixels > 0 { framesRestored += 1 }
            full.window.setNeedsFullRedisplay()
            full.window.renderIfNeeded()
            let a = try #require(Self.pixels(of: incremental.window)), b = try #require(Self.pixels(of: full.window))
            let differing = Self.differingPixels(a, b)
            #expect(differing == 0, "step \(step): \(differing) pixels of the frame differ from a full recomposite")
            if differing > 0 { return }
        }
        // The card moved in most steps and was the top in all but six.
        #expect(framesRestored >= 40, "the frames restored the page under the card (\(framesRestored) of 60 did)")
    }

    /// Over a page that does not change, a frame of the moving card composites nothing of
    /// the page: it restores the pixels and lays the card's bitmap over them.
    @Test func aCardMovingOverAStillPageCompositesNothingUnderIt() throws {
        let scene = Self.makeScene(scale: 1)
        for step in 0..<10 {
            scene.card.center.x += 1
            let stats = try #require(scene.window.renderIfNeeded())
            if step == 0 { continue }  // the backdrop is made from the first moving frame
            #expect(stats.compositedPixels == 0)
            #expect(stats.restoredPixels > 0)
            #expect(stats.drawCalls == 0)
        }
    }

    /// `OPENUIKIT_SAVE_UNDER=0` aside, only a rasterized layer at the very top is an
    /// overlay: a plain view on top, or a window layer that fades, has none.
    @Test func onlyRasterizedLayersAtTheTopAreOverlays() {
        let scene = Self.makeScene(scale: 1)
        let root = scene.window.layer
        #expect(SaveUnder.overlayRun(of: root).map(ObjectIdentifier.init) == [ObjectIdentifier(scene.card.layer)])
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        scene.window.addSubview(hidden)
        #expect(SaveUnder.overlayRun(of: root).count == 2, "a hidden layer above paints nothing over the card")
        hidden.isHidden = false
        #expect(SaveUnder.overlayRun(of: root).isEmpty, "a shown plain view above the card")
        hidden.removeFromSuperview()
        scene.window.layer.opacity = 0.5
        #expect(!SaveUnder.liftsOverlays(above: root), "a fading window layer paints its sublayers as one group")
    }

    static func pixels(of window: UIWindow) -> [UInt8]? {
        guard let buffer = window.backBuffer, let data = cairo_image_surface_get_data(buffer.pointer) else { return nil }
        cairo_surface_flush(buffer.pointer)
        let count = Int(cairo_image_surface_get_stride(buffer.pointer)) * buffer.pixelHeight
        return Array(UnsafeBufferPointer(start: data, count: count))
    }

    /// Pixels, not bytes: 4 bytes each.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) / 4 }
        return stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }.count
    }
}
