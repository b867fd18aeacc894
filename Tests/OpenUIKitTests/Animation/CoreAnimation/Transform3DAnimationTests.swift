import Foundation
@testable import OpenUIKit
import Testing

/// 3D transforms animated on the manual frame clock: `transform` from and to
/// `CATransform3D` values, the rotation, scale and translation key
/// paths out of the plane, `UIView.animate` of `transform3D`, and a free-standing layer's
/// implicit animation; presentation values at 0, ¼, ½ and 1.
@MainActor
@Suite(.serialized) struct Transform3DAnimationTests {
    let stage = CoreAnimationStage()

    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        return t
    }

    func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        zip(a.rows.joined(), b.rows.joined()).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// A half-turn flip in perspective from `fromValue` to `toValue`: a quarter of the way
    /// through, the card is a quarter of the half-turn round (the rotation interpolates as a
    /// quaternion), with the same perspective.
    @Test func transformAnimatesBetween3DValues() {
        defer { stage.tearDown() }
        let flip = CABasicAnimation(keyPath: "transform")
        flip.fromValue = perspective
        flip.toValue = CATransform3DRotate(perspective, .pi, 0, 1, 0)
        flip.duration = 1
        stage.layer.add(flip, forKey: "flip")
        stage.window.renderIfNeeded()
        #expect(close(stage.shown.transform, perspective), "at 0")
        stage.advance(0.25)
        #expect(close(stage.shown.transform, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)), "at ¼")
        stage.advance(0.25)
        #expect(close(stage.shown.transform, CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)), "at ½")
        #expect(CATransform3DIsIdentity(stage.layer.transform), "the model never changes")
        stage.advance(0.5)
        #expect(CATransform3DIsIdentity(stage.shown.transform), "at 1 it is removed and the model shows")
    }

    /// `transform.rotation.y` on a layer whose transform holds a perspective turns it in
    /// that perspective, as the usual Core Animation flip does.
    @Test func rotationYKeyPathKeepsThePerspective() {
        defer { stage.tearDown() }
        stage.layer.transform = perspective
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = 1
        stage.layer.add(turn, forKey: nil)
        stage.window.renderIfNeeded()
        #expect(close(stage.shown.transform, perspective), "at 0")
        stage.advance(0.25)
        #expect(close(stage.shown.transform, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)), "at ¼")
        stage.advance(0.25)
        #expect(close(stage.shown.transform, CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)), "at ½")
        stage.advance(0.49)
        #expect(close(stage.shown.transform, CATransform3DRotate(perspective, .pi * 0.99, 0, 1, 0), 1e-6), "just before 1")
        stage.advance(0.01)
        #expect(close(stage.shown.transform, perspective), "at 1 the model shows")
    }

    @Test func rotationXScaleAndTranslationKeyPaths() {
        defer { stage.tearDown() }
        let tilt = CABasicAnimation(keyPath: "transform.rotation.x")
        tilt.fromValue = 0
        tilt.toValue = CGFloat.pi / 2
        tilt.duration = 1
        stage.layer.add(tilt, forKey: "tilt")
        stage.advance(0.5)
        #expect(close(stage.shown.transform, CATransform3DMakeRotation(.pi / 4, 1, 0, 0)), "at ½")
        stage.layer.removeAllAnimations()

        let depth = CABasicAnimation(keyPath: "transform.translation.z")
        depth.fromValue = 0
        depth.toValue = 100
        depth.duration = 1
        let thickness = CABasicAnimation(keyPath: "transform.scale.z")
        thickness.fromValue = 1
        thickness.toValue = 3
        thickness.duration = 1
        stage.layer.add(depth, forKey: "depth")
        stage.layer.add(thickness, forKey: "thickness")
        stage.advance(0.25)
        #expect(nearly(stage.shown.transform.m43, 25) && nearly(stage.shown.transform.m33, 1.5), "at ¼")
        stage.advance(0.75)
        #expect(CATransform3DIsIdentity(stage.shown.transform), "at 1")
    }

    @Test func uiViewAnimateAnimatesTransform3D() {
        defer { stage.tearDown() }
        let target = CATransform3DRotate(perspective, .pi / 2, 1, 0, 0)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            stage.view.transform3D = target
        })
        #expect(stage.view.transform3D == target, "the model changes at once")
        stage.window.renderIfNeeded()
        #expect(CATransform3DIsIdentity(stage.shown.transform), "at 0")
        stage.advance(0.25)
        // From the identity (no perspective) to a perspective: the perspective fades in with
        // the turn, part by part.
        let quarter = CATransform3D.interpolate(.identity, target, 0.25)
        #expect(close(stage.shown.transform, quarter), "at ¼")
        #expect(abs(quarter.m34 - (-1.0 / 500) / 4) < 1e-9 || abs(quarter.m24) > 0, "the perspective is a quarter in")
        stage.advance(0.25)
        #expect(close(stage.shown.transform, CATransform3D.interpolate(.identity, target, 0.5)), "at ½")
        stage.advance(0.5)
        #expect(close(stage.shown.transform, target), "at 1")
    }

    @Test func aFreeStandingLayerAnimates3DTransformsImplicitly() {
        defer { stage.tearDown() }
        let layer = stage.hostedLayer()
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        stage.window.renderIfNeeded()
        #expect(layer.animationKeys() == ["transform"])
        // The default implicit animation: 0.25 s with the default timing function.
        stage.advance(0.125)
        let angle = CATransform3D.Decomposed(layer.presentation()!.transform)!.eulerAngles.y
        #expect(angle > 0 && angle < .pi / 2)
        stage.advance(0.2)
        #expect(close(layer.presentation()!.transform, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)))
    }
}
