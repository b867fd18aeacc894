import Foundation
import OpenUIKit
import TestSupport
import Testing

/// A view that fills its bounds with one colour and counts its draws.
@MainActor
final class SwatchView: UIView {
    var color: UIColor
    private(set) var drawCount = 0
    private(set) var drawnRects: [CGRect] = []

    init(frame: CGRect, color: UIColor) {
        self.color = color
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        color = .white
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        drawnRects.append(rect)
        color.setFill()
        UIBezierPath(rect: bounds).fill()
    }
}

@MainActor
@Suite struct CompositorTests {
    func makeWindow(width: CGFloat = 200, height: CGFloat = 200, scale: CGFloat = 1) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screenScale = scale
        window.backgroundColor = .white
        return window
    }

    func pixel(_ window: UIWindow, _ x: CGFloat, _ y: CGFloat) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let s = window.screenScale
        return window.backBuffer!.pixel(x: Int(x * s), y: Int(y * s))
    }

    @Test func tenInvalidationsMakeOneDrawWithTheUnion() {
        let window = makeWindow()
        let view = SwatchView(frame: CGRect(x: 10, y: 10, width: 100, height: 100), color: .red)
        window.addSubview(view)
        window.renderIfNeeded()
        #expect(view.drawCount == 1)
        for i in 0..<10 {
            view.setNeedsDisplay(CGRect(x: CGFloat(i * 5), y: 20, width: 5, height: 5))
        }
        let stats = window.renderIfNeeded()
        #expect(view.drawCount == 2)
        #expect(stats?.drawCalls == 1)
        #expect(view.drawnRects.last == CGRect(x: 0, y: 20, width: 50, height: 5))
        // Only that strip was damaged, in window pixels.
        #expect(stats?.damageInWindowPixels == [CGRect(x: 10, y: 30, width: 50, height: 5)])
    }

    @Test func drawIsClippedToTheInvalidRect() {
        let window = makeWindow()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), color: .red)
        window.addSubview(view)
        window.renderIfNeeded()
        view.color = .blue
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 100))
        window.renderIfNeeded()
        #expect(pixel(window, 25, 50) == (0, 0, 255, 255))
        #expect(pixel(window, 75, 50) == (255, 0, 0, 255))
    }

    @Test(arguments: ["move", "rotate", "fade", "hide", "reorder"])
    func changingGeometryOrAlphaRecompositesWithoutDrawing(_ change: String) {
        let window = makeWindow()
        let view = SwatchView(frame: CGRect(x: 20, y: 20, width: 40, height: 40), color: .red)
        let other = SwatchView(frame: CGRect(x: 30, y: 30, width: 40, height: 40), color: .blue)
        window.addSubview(view)
        window.addSubview(other)
        window.renderIfNeeded()
        let old = CGRect(x: 20, y: 20, width: 40, height: 40)
        var new = old
        switch change {
        case "move":
            view.center = CGPoint(x: 140, y: 140)
            new = CGRect(x: 120, y: 120, width: 40, height: 40)
        case "rotate":
            view.transform = CGAffineTransform(rotationAngle: .pi / 4)
            let half = 20 * 2.0.squareRoot()
            new = CGRect(x: 40 - half, y: 40 - half, width: 2 * half, height: 2 * half)
        case "fade": view.alpha = 0.5
        case "hide": view.isHidden = true
        default: window.bringSubviewToFront(view)
        }
        let stats = window.renderIfNeeded()
        #expect(view.drawCount == 1 && other.drawCount == 1)
        #expect(stats?.drawCalls == 0)
        let expected = old.union(new)
        let box = stats!.damageInWindowPixels.reduce(CGRect.null) { $0.union($1) }
        #expect(box.contains(expected))
        // Snapped outward to whole pixels, and no bigger than that.
        #expect(box.insetBy(dx: 1, dy: 1).width <= expected.width && box.insetBy(dx: 1, dy: 1).height <= expected.height)
        if change == "move" {
            #expect(pixel(window, 25, 25) == (255, 255, 255, 255))
            #expect(pixel(window, 150, 150) == (255, 0, 0, 255))
        }
    }

    @Test func nothingChangedMeansNothingDrawnOrComposited() {
        let window = makeWindow()
        window.addSubview(SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: .red))
        #expect(window.renderIfNeeded() != nil)
        let frames = window.framesRendered
        #expect(window.renderIfNeeded() == nil)
        #expect(window.framesRendered == frames)
    }

    /// In a window of 100 views, moving one small view composites only the damaged pixels.
    @Test func damageIsBoundedWhenOneOfAHundredViewsMoves() {
        let window = makeWindow(width: 1000, height: 1000)
        var views: [SwatchView] = []
        for i in 0..<100 {
            let view = SwatchView(frame: CGRect(x: CGFloat(i % 10) * 100, y: CGFloat(i / 10) * 100, width: 90, height: 90),
                                  color: UIColor(hue: CGFloat(i) / 100, saturation: 0.8, brightness: 0.9, alpha: 1))
            views.append(view)
            window.addSubview(view)
        }
        let first = window.renderIfNeeded()!
        #expect(first.compositedPixels == 1000 * 1000)
        #expect(first.drawCalls == 100)
        let small = views[55]
        small.bounds.size = CGSize(width: 10, height: 10)
        window.renderIfNeeded()
        small.center.x += 3
        let stats = window.renderIfNeeded()!
        // Old 10×10 and new 10×10, 3 points apart: one merged 13×10 rect.
        #expect(stats.compositedPixels == 13 * 10)
        #expect(stats.drawCalls == 0)
        #expect(stats.viewsPainted <= 3)
    }

    @Test func viewsThatDoNotDrawKeepNoBackingStore() {
        let window = makeWindow()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        plain.backgroundColor = .green
        window.addSubview(plain)
        window.renderIfNeeded()
        #expect(pixel(window, 25, 25) == (0, 255, 0, 255))
        plain.setNeedsDisplay()
        let stats = window.renderIfNeeded()
        #expect(stats?.drawCalls == 1)
        #expect(pixel(window, 25, 25) == (0, 255, 0, 255))
    }

    @Test func contentModeRedrawRedrawsOnBoundsChangeAndOthersDoNot() {
        let window = makeWindow()
        let stretched = SwatchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50), color: .red)
        let redrawn = SwatchView(frame: CGRect(x: 100, y: 0, width: 50, height: 50), color: .red)
        redrawn.contentMode = .redraw
        window.addSubview(stretched)
        window.addSubview(redrawn)
        window.renderIfNeeded()
        stretched.bounds.size = CGSize(width: 80, height: 80)
        redrawn.bounds.size = CGSize(width: 80, height: 80)
        window.renderIfNeeded()
        #expect(stretched.drawCount == 1)
        #expect(redrawn.drawCount == 2)
    }

    @Test func windowScaleSetsThePixelDensityOfBackingStores() {
        let window = makeWindow(width: 100, height: 100, scale: 2)
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), color: .red)
        window.addSubview(view)
        window.renderIfNeeded()
        #expect(window.backBuffer?.pixelWidth == 200)
        #expect(view.contentScaleFactor == 2)
        #expect(pixel(window, 9.75, 9.75) == (255, 0, 0, 255))
        #expect(pixel(window, 10.25, 9.75) == (255, 255, 255, 255))
        window.screenScale = 1
        window.renderIfNeeded()
        #expect(view.drawCount == 2)
        #expect(window.backBuffer?.pixelWidth == 100)
    }

    @Test func absurdlyLargeViewsDrawAtAReducedScale() {
        let window = makeWindow(width: 100, height: 100)
        let huge = SwatchView(frame: CGRect(x: 0, y: 0, width: 1_000_000, height: 50), color: .red)
        window.addSubview(huge)
        window.renderIfNeeded()
        #expect(huge.drawCount == 1)
        #expect(pixel(window, 50, 25).r > 200)
    }

    @Test func removingAViewDamagesWhereItWas() {
        let window = makeWindow()
        let view = SwatchView(frame: CGRect(x: 10, y: 10, width: 20, height: 20), color: .red)
        window.addSubview(view)
        window.renderIfNeeded()
        view.removeFromSuperview()
        let stats = window.renderIfNeeded()
        #expect(stats?.damageInWindowPixels == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        #expect(pixel(window, 20, 20) == (255, 255, 255, 255))
    }
}
