import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIViewGeometryTests {
    static let tolerance: CGFloat = 1e-9

    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = tolerance) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func frameBoundsAndCenterAgreeWithoutTransform() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(view.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
    }

    @Test func rotatedFrameIsTheBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let frame = view.frame
        #expect(abs(frame.minX - 25) < Self.tolerance && abs(frame.minY - -25) < Self.tolerance)
        #expect(abs(frame.width - 50) < Self.tolerance && abs(frame.height - 100) < Self.tolerance)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let diagonal = 150 / 2.0.squareRoot()
        #expect(abs(view.frame.width - diagonal) < 1e-9 && abs(view.frame.height - diagonal) < 1e-9)
    }

    @Test func settingFrameOnATransformedViewMovesTheCenterAndKeepsTheSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        view.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        #expect(view.center == CGPoint(x: 105, y: 105))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test func boundsOriginShiftsWhatSubviewsShow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 50))
        parent.bounds.origin = CGPoint(x: 30, y: 40)
        // The child now appears 30 left and 40 up inside the parent's frame.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 10))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 50, y: 50))
        #expect(window.hitTest(CGPoint(x: 25, y: 15), with: nil) === child)
        #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === parent)
    }

    @Test func convertRoundTripsThroughNestedRotationsAndScales() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))
        a.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.75)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 80))
        b.transform = CGAffineTransform(rotationAngle: -1.1).scaledBy(x: 0.5, y: 2)
        let c = UIView(frame: CGRect(x: 400, y: 300, width: 50, height: 50))
        c.transform = CGAffineTransform(rotationAngle: 2.5)
        window.addSubview(a)
        a.addSubview(b)
        window.addSubview(c)
        let p = CGPoint(x: 12.5, y: -7.25)
        #expect(close(b.convert(b.convert(p, to: nil), from: nil), p))
        // Between unrelated branches of the same window, both ways.
        #expect(close(c.convert(b.convert(p, to: c), to: b), p))
        #expect(close(b.convert(c.convert(p, from: b), from: c), p))
        // Through the window explicitly gives the same answer.
        let viaWindow = c.convert(b.convert(p, to: window), from: window)
        #expect(close(viaWindow, b.convert(p, to: c)))
        // Rects map to the bounding box of the mapped corners.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let mapped = b.convert(rect, to: c)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10)].map { b.convert($0, to: c) }
        #expect(abs(mapped.minX - corners.map(\.x).min()!) < 1e-9)
        #expect(abs(mapped.maxY - corners.map(\.y).max()!) < 1e-9)
    }

    @Test func nonFiniteGeometryIsRefusedAndTheOldValueKept() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let before = Diagnostics.warningCount()
        view.center = CGPoint(x: CGFloat.nan, y: 0)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        view.transform = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        view.alpha = .nan
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.transform.isIdentity)
        #expect(view.alpha == 1)
        #expect(Diagnostics.warningCount() >= before + 4)
        view.bounds = CGRect(x: 0, y: 0, width: -5, height: 3)
        #expect(view.bounds.size == CGSize(width: 0, height: 3))
    }

    @Test func autoresizingFollowsTheSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        [stretchy, pinnedRight, centred].forEach(parent.addSubview)
        parent.bounds.size = CGSize(width: 200, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
        #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
        #expect(centred.frame == CGRect(x: 90, y: 65, width: 20, height: 20))
    }

    @Test func sizeToFitUsesSizeThatFitsAndKeepsTheTopLeft() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 7) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 42, height: 7))
        #expect(UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero) == CGSize(width: 3, height: 4))
    }
}
