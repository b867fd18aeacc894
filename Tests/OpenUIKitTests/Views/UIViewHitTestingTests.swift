import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIViewHitTestingTests {
    /// A root 200×200 with a child at (50,50) 100×100 and a grandchild at (10,10) 20×20.
    func makeTree() -> (root: UIView, child: UIView, grandchild: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        return (root, child, grandchild)
    }

    @Test func deepestFrontMostViewWins() {
        let (root, child, grandchild) = makeTree()
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 500, y: 5), with: nil) == nil)
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === front)
    }

    @Test func hiddenViewsAreSkipped() {
        let (root, child, _) = makeTree()
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
    }

    @Test func nearlyTransparentViewsAreSkipped() {
        let (root, child, grandchild) = makeTree()
        grandchild.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
        grandchild.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
    }

    @Test func userInteractionDisabledSkipsTheSubtree() {
        let (root, child, _) = makeTree()
        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
    }

    @Test func transformsAreHonoured() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Now vertical through the same center.
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root)
        bar.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    @Test func subviewsOutsideTheirSuperviewAreNotHitClippedOrNot() {
        let (root, child, _) = makeTree()
        let overhang = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        child.addSubview(overhang)
        // (170,170) is inside the overhang but outside the child's bounds.
        child.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
        child.clipsToBounds = false
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
        // Inside both, the overhang wins either way.
        #expect(root.hitTest(CGPoint(x: 145, y: 145), with: nil) === overhang)
    }

    @Test func pointInsideCanBeOverridden() {
        final class Round: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                let dx = point.x - bounds.midX, dy = point.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let round = Round(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(round)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
        #expect(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === root)
    }
}
