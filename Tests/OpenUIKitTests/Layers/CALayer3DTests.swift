import Foundation
@testable import OpenUIKit
import Testing

/// A layer's full 3D transform: kept whole by the model, read back by `UIView.transform3D`,
/// the affine fast path kept for affine ones, `sublayerTransform` about the anchor point,
/// hit testing and `convert` through the inverse homography, and the damage of a turned
/// layer (its projected box).
@MainActor
@Suite struct CALayer3DTests {
    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    @Test func theModelKeepsTheWholeTransform() {
        let layer = CALayer()
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        layer.transform = turned
        #expect(layer.transform == turned)
        // The affine part is what the plane sees head-on.
        #expect(layer.affineTransform() == CATransform3DGetAffineTransform(turned))
        // An affine transform takes the fast path: nothing 3D is stored.
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.modelState.nonAffineTransform == nil)
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        layer.transform = turned
        layer.setAffineTransform(.identity)
        #expect(CATransform3DIsIdentity(layer.transform), "an affine transform replaces the 3D one")
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.isDoubleSided)
        #expect(layer.zPosition == 0)
    }

    @Test func viewTransform3DIsTheLayersTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let turned = CATransform3DRotate(perspective, .pi / 6, 1, 0, 0)
        view.transform3D = turned
        #expect(view.layer.transform == turned)
        #expect(view.transform == CATransform3DGetAffineTransform(turned))
        view.transform = .identity
        #expect(CATransform3DIsIdentity(view.transform3D))
        view.layer.transform = turned
        #expect(view.transform3D == turned, "a view's layer's transform goes through the view")
    }

    /// Core Animation leaves `frame` undefined under a transform that is not affine; ours is
    /// the bounding box under the affine part (documented on `CALayer.frame`).
    @Test func frameUnderA3DTransformIsTheAffinePartsBox() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        let frame = layer.frame
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 60) < 1e-9)
        #expect(abs(frame.midX - 100) < 1e-9)
    }

    /// A view turned about y inside a superview with perspective: a window point on the
    /// turned view maps back to the bounds point drawn there, and hit testing finds it.
    @Test func hitTestingAndConvertGoThroughTheInverseHomography() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stage = UIView(frame: window.bounds)
        stage.layer.sublayerTransform = perspective
        window.addSubview(stage)
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        stage.addSubview(card)
        // The card's right-hand point (90, 50) turns to x = 40·cos 60° right of the middle,
        // at depth −40·sin 60°; the stage's perspective is about its middle (150, 100).
        let w = 1 + 40 * sin(CGFloat.pi / 3) / 500
        let expected = CGPoint(x: 150 + 20 / w, y: 100 + 0 / w)
        let inWindow = card.convert(CGPoint(x: 90, y: 50), to: nil)
        #expect(abs(inWindow.x - expected.x) < 1e-9 && abs(inWindow.y - expected.y) < 1e-9)
        let back = card.convert(inWindow, from: nil)
        #expect(abs(back.x - 90) < 1e-9 && abs(back.y - 50) < 1e-9)
        #expect(window.hitTest(expected, with: nil) === card)
        // Past the turned card's right edge (x = 100 lands at 150 + 25 / w'), the stage.
        let w100 = 1 + 50 * sin(CGFloat.pi / 3) / 500
        #expect(window.hitTest(CGPoint(x: 150 + 25 / w100 + 1, y: 100), with: nil) === stage)
        // Turned edge-on, the card is not hit.
        card.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === stage)
    }

    /// The sublayer transform acts about the layer's anchor point: moving the anchor point
    /// moves the vanishing point.
    @Test func sublayerTransformActsAboutTheAnchorPoint() throws {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.position = CGPoint(x: 110, y: 50)
        parent.addSublayer(child)
        // About the middle (100, 50): the child's middle moves from 110 to 120.
        #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 120, y: 50))
        parent.anchorPoint = .zero
        #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 220, y: 100))
    }

    /// `anchorPointZ` lifts the point the transform acts about off the plane: under a
    /// perspective, a layer whose anchor sits 50 points behind its plane stands 50 points
    /// nearer the eye, as `zPosition` = 50 places it (magnified by d / (d − 50)); and a
    /// quarter turn about y swings the plane round that point, so it lands edge-on 50
    /// points to the side instead of through its middle.
    @Test func anchorPointZIsTheDepthTheTransformActsAbout() throws {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        parent.sublayerTransform = perspective
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 200)
        parent.addSublayer(child)
        #expect(child.anchorPointZ == 0)
        let flat = child.convert(child.bounds, to: parent)
        #expect(abs(flat.width - 100) < 1e-9)
        child.anchorPointZ = -50
        let lifted = child.convert(child.bounds, to: parent)
        let magnified: CGFloat = 100 * 500 / 450
        #expect(abs(lifted.width - magnified) < 1e-9 && abs(lifted.height - magnified) < 1e-9)
        #expect(abs(lifted.midX - 200) < 1e-9 && abs(lifted.midY - 200) < 1e-9)
        child.anchorPointZ = 0
        child.zPosition = 50
        let raised = child.convert(child.bounds, to: parent)
        #expect(abs(raised.width - lifted.width) < 1e-9, "the same depth as zPosition 50")
        // Without a perspective the depth does not show.
        child.zPosition = 0
        child.anchorPointZ = -50
        parent.sublayerTransform = CATransform3DIdentity
        #expect(child.convert(child.bounds, to: parent) == CGRect(x: 150, y: 150, width: 100, height: 100))
        // A turn of 90° about y, flat (no perspective): the middle point (50, 50) sits 50
        // points in front of the anchor, so the turn carries it 50 points to the side.
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        let middle = child.convert(CGPoint(x: 50, y: 50), to: parent)
        #expect(abs(abs(middle.x - 200) - 50) < 1e-9 && abs(middle.y - 200) < 1e-9)
        // Not a number is refused, as every geometry value is.
        child.anchorPointZ = .nan
        #expect(child.anchorPointZ == -50)
    }

    /// `zPosition` and `anchorPointZ` animate (Core Animation lists both as animatable):
    /// halfway through, the presentation holds the midpoint, and the drawing order follows
    /// the presented depth.
    @Test func depthValuesAnimate() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let clock = ManualInputClock(now: 0)
        window.inputClock = clock
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let back = CALayer(), front = CALayer()
        host.layer.addSublayer(back)
        host.layer.addSublayer(front)
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        for (key, to) in [("zPosition", CGFloat(-10)), ("anchorPointZ", CGFloat(30))] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = CGFloat(0)
            animation.toValue = to
            animation.duration = 1
            front.add(animation, forKey: key)
        }
        window.renderIfNeeded()
        clock.advance(by: 0.5)
        window.renderIfNeeded()
        let presented = try #require(front.presentation())
        #expect(abs(presented.zPosition - -5) < 1e-6)
        #expect(abs(presented.anchorPointZ - 15) < 1e-6)
        #expect(host.layer.sublayersInDrawingOrder.first === front, "drawn below its sibling at z = −5")
    }

    /// A layer turning in perspective damages its projected box (old and new), so the
    /// near side, which grows past the flat bounds, is repainted.
    @Test func aTurnedLayerDamagesItsProjectedBox() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let stage = UIView(frame: window.bounds)
        stage.layer.sublayerTransform = perspective
        window.addSubview(stage)
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        card.backgroundColor = .red
        stage.addSubview(card)
        window.renderIfNeeded()
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let rect = try #require(card.layer.currentSubtreeRectInWindow)
        // The near side (x = 0, towards the eye) is taller than the 100 points of the flat card.
        #expect(rect.height > 100)
        #expect(rect.minY < 50 && rect.maxY > 150)
        window.renderIfNeeded()
        #expect(card.layer.lastCompositedSubtreeRect == rect)
    }
}
