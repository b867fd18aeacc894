import Foundation
@testable import OpenUIKit
import Testing

// Core Animation code shaped as UIKit projects write it: a view controller that is its
// animations' delegate, a layer subclass with its own actions, the shake and pulse idioms.
// That it compiles is half the test; the other half checks what it does.

/// A controller that shakes its view and hears the end, as tutorials write it.
final class ShakingViewController: UIViewController, CAAnimationDelegate {
    var stopped: [Bool] = []

    func shake() {
        let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        animation.duration = 0.6
        animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
        animation.delegate = self
        view.layer.add(animation, forKey: "shake")
    }

    func pulse() {
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.duration = 0.4
        pulse.fromValue = NSNumber(value: 1.0)
        pulse.toValue = 1.2
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        view.layer.add(pulse, forKey: "pulse")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append(flag)
    }
}

/// A layer that never animates its position implicitly but fades slowly.
final class QuietLayer: CALayer {
    override func action(forKey event: String) -> CAAction? {
        event == "position" ? nil : super.action(forKey: event)
    }

    override class func defaultAction(forKey event: String) -> CAAction? {
        guard event == "opacity" else { return super.defaultAction(forKey: event) }
        let fade = CABasicAnimation()
        fade.duration = 1
        return fade
    }
}

@MainActor
@Suite(.serialized) struct CoreAnimationShapeTests {
    let stage = CoreAnimationStage()

    @Test func theShakeRunsAndTheControllerHearsItsEnd() {
        defer { stage.tearDown() }
        let controller = ShakingViewController()
        stage.view.addSubview(controller.view)
        controller.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        controller.shake()
        stage.advance(0.6 / 16)
        #expect(nearly(controller.view.layer.presentation()!.affineTransform().tx, 0), "half way from −20 to 20")
        stage.advance(0.7)
        #expect(controller.stopped == [true])
        #expect(controller.view.layer.presentation()!.affineTransform() == .identity)
    }

    @Test func thePulseRepeatsUntilRemoved() {
        defer { stage.tearDown() }
        let controller = ShakingViewController()
        stage.view.addSubview(controller.view)
        controller.pulse()
        stage.advance(10)
        #expect(nearly(controller.view.layer.presentation()!.affineTransform().a, 1.2, 1e-6), "at the top of a pulse")
        #expect(controller.view.layer.animationKeys() == ["pulse"])
        controller.view.layer.removeAnimation(forKey: "pulse")
        stage.window.renderIfNeeded()
        #expect(controller.view.layer.presentation()!.affineTransform() == .identity)
    }

    @Test func aLayerSubclassChoosesItsActions() {
        defer { stage.tearDown() }
        let layer = QuietLayer()
        stage.show(layer)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0
        stage.advance(0.5)
        #expect(nearly(CGFloat(layer.presentation()!.opacity), 0.5), "its own one-second linear fade")
    }
}
