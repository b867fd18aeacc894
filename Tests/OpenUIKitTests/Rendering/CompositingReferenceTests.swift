import Foundation
import OpenUIKit
import TestSupport
import Testing

/// A view drawing an asymmetric mark (an "F" in a ring), so stretching, moving and
/// rotation of its cached content are visible.
@MainActor
final class MarkView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        UIColor.systemBlue.setStroke()
        let ring = UIBezierPath(ovalIn: b.insetBy(dx: 2, dy: 2))
        ring.lineWidth = 3
        ring.stroke()
        UIColor.black.setFill()
        let unitW = b.width / 10, unitH = b.height / 10
        UIRectFill(CGRect(x: b.minX + 3 * unitW, y: b.minY + 2 * unitH, width: unitW * 1.2, height: 6 * unitH))
        UIRectFill(CGRect(x: b.minX + 3 * unitW, y: b.minY + 2 * unitH, width: 4 * unitW, height: unitH * 1.2))
        UIRectFill(CGRect(x: b.minX + 3 * unitW, y: b.minY + 4.5 * unitH, width: 3 * unitW, height: unitH * 1.2))
    }
}

/// Reference images of the compositor's output.
///
/// Tolerance 2 (of 255): the scenes are geometry and flat colour, composited by Cairo
/// deterministically; 2 allows for rounding in edge coverage and bilinear sampling, while
/// a moved edge or a wrong alpha changes pixels by far more.
@MainActor
@Suite struct CompositingReferenceTests {
    static let tolerance = 2

    func window(_ width: CGFloat, _ height: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        return window
    }

    @Test func translucentSiblingsBlendInOrder() {
        let w = window(160, 120)
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        for (i, color) in colors.enumerated() {
            let v = UIView(frame: CGRect(x: 20 + CGFloat(i) * 30, y: 20 + CGFloat(i) * 15, width: 70, height: 60))
            v.backgroundColor = color.withAlphaComponent(0.6)
            w.addSubview(v)
        }
        w.renderIfNeeded()
        ReferenceImage.assertMatches(w.backBuffer!, named: "compositing-translucent-siblings", tolerance: Self.tolerance)
    }

    /// A parent at alpha 0.5 over two overlapping opaque children: the overlap is not darker.
    @Test func groupOpacityFadesTheSubtreeAsOne() {
        let w = window(160, 100)
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 140, height: 80))
        parent.alpha = 0.5
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 90, height: 80))
        left.backgroundColor = .black
        let right = UIView(frame: CGRect(x: 50, y: 0, width: 90, height: 80))
        right.backgroundColor = .black
        parent.addSubview(left)
        parent.addSubview(right)
        w.addSubview(parent)
        w.renderIfNeeded()
        let buffer = w.backBuffer!
        let alone = buffer.pixel(x: 30, y: 50), overlap = buffer.pixel(x: 80, y: 50)
        #expect(alone == overlap)
        #expect(abs(Int(alone.r) - 128) <= 1)
        ReferenceImage.assertMatches(buffer, named: "compositing-group-opacity", tolerance: Self.tolerance)
    }

    @Test func clipsToBoundsOnARotatedChild() {
        let w = window(200, 200)
        let rotated = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        rotated.backgroundColor = .systemGray5
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        rotated.clipsToBounds = true
        let overflowing = MarkView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        overflowing.backgroundColor = UIColor.systemOrange.withAlphaComponent(0.5)
        rotated.addSubview(overflowing)
        w.addSubview(rotated)
        w.renderIfNeeded()
        ReferenceImage.assertMatches(w.backBuffer!, named: "compositing-clip-rotated", tolerance: Self.tolerance)
    }

    /// Every content mode after a bounds change from 40×40 to 80×50 without a redraw
    /// (`.redraw` redraws), in UIView.ContentMode order, five to a row.
    @Test(arguments: [1.0, 2.0])
    func contentModesMapCachedContentIntoNewBounds(scale: Double) {
        let w = window(500, 240)
        w.screenScale = scale
        var marks: [MarkView] = []
        for (i, mode) in UIView.ContentMode.allCases.enumerated() {
            let cell = CGRect(x: CGFloat(i % 5) * 100, y: CGFloat(i / 5) * 80, width: 100, height: 80)
            let frameView = UIView(frame: CGRect(x: cell.minX + 10, y: cell.minY + 15, width: 80, height: 50))
            frameView.backgroundColor = .systemGray6
            w.addSubview(frameView)
            let mark = MarkView(frame: CGRect(x: cell.midX - 20, y: cell.midY - 20, width: 40, height: 40))
            mark.contentMode = mode
            w.addSubview(mark)
            marks.append(mark)
        }
        w.renderIfNeeded()
        for mark in marks { mark.bounds.size = CGSize(width: 80, height: 50) }
        let stats = w.renderIfNeeded()
        #expect(stats?.drawCalls == 1)
        ReferenceImage.assertMatches(w.backBuffer!, named: "compositing-content-modes@\(Int(scale))x", tolerance: Self.tolerance)
    }
}
