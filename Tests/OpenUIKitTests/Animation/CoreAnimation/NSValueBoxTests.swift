import Foundation
@testable import OpenUIKit
import Testing

/// UIKit's `NSValue` boxes for geometry and 3D transforms: what keyframe animations'
/// `values` and keyboard notifications carry in UIKit code.
@MainActor
@Suite(.serialized) struct NSValueBoxTests {
    let stage = CoreAnimationStage()

    @Test func eachKindRoundTrips() {
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: -4)).cgPointValue == CGPoint(x: 3, y: -4))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: 2)).cgVectorValue == CGVector(dx: 1, dy: 2))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let affine = CGAffineTransform(rotationAngle: 0.5).translatedBy(x: 3, y: 4)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let directional = NSDirectionalEdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1)
        #expect(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue == directional)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 7, vertical: 8)).uiOffsetValue == UIOffset(horizontal: 7, vertical: 8))
        var turned = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        turned.m34 = -1 / 500
        #expect(NSValue(caTransform3D: turned).caTransform3DValue == turned)
        // Boxes compare by contents, as Foundation's do.
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)) == NSValue(cgPoint: CGPoint(x: 1, y: 1)))
    }

    @Test func aBoxReadAsAnotherShapeGivesZeroAndAWarning() {
        let warnings = Diagnostics.warningCount()
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgRectValue == .zero)
        #expect(Diagnostics.warningCount() > warnings)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).caTransform3DValue.m11 == 0)
    }

    @Test func theKeyboardFrameIdiomReadsABoxedRect() {
        let userInfo: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 400, width: 320, height: 216))]
        let frame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(frame?.height == 216)
    }

    @Test func keyframesOfBoxedPointsMoveTheLayer() {
        defer { stage.tearDown() }
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [NSValue(cgPoint: CGPoint(x: 0, y: 0)), NSValue(cgPoint: CGPoint(x: 100, y: 40)), NSValue(cgPoint: CGPoint(x: 100, y: 100))]
        animation.duration = 1
        stage.layer.add(animation, forKey: "k")
        stage.advance(0.25)
        #expect(abs(stage.shown.position.x - 50) < 0.01 && abs(stage.shown.position.y - 20) < 0.01)
        stage.advance(0.5)
        #expect(abs(stage.shown.position.x - 100) < 0.01 && abs(stage.shown.position.y - 70) < 0.01)
    }

    @Test func aBoxedTransformAnimatesTheTransform() {
        defer { stage.tearDown() }
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        animation.duration = 1
        stage.layer.add(animation, forKey: "k")
        stage.advance(0.5)
        #expect(abs(stage.shown.transform.m11 - 2) < 0.01)
        // A number where a transform belongs is still refused, not read as a box.
        #expect(LayerAnimatableKey.parse(3.0, as: .transform) == nil)
    }
}
