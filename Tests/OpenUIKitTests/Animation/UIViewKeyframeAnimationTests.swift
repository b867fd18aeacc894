import Foundation
import OpenUIKit
import Testing

/// `animateKeyframes` and `addKeyframe`, on a manual frame clock.
@MainActor
@Suite struct UIViewKeyframeAnimationTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    let frames: HeadlessFrameClock

    init() {
        window.addSubview(view)
        frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
    }

    var shown: CALayer { view.layer.presentation()! }

    @Test func keyframesRunInTheirPartsAndHoldBetween() {
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.view.center = CGPoint(x: 110, y: 10) }
        }, completion: { finished = $0 })
        #expect(view.alpha == 0 && view.center == CGPoint(x: 110, y: 10), "the model holds the last values")
        frames.advance(by: 0.25)
        #expect(abs(shown.opacity - 0.75) < 1e-6)
        #expect(shown.position == CGPoint(x: 10, y: 10), "the move has not started")
        frames.advance(by: 0.375)
        #expect(abs(shown.opacity - 0.375) < 1e-6)
        #expect(abs(shown.position.x - 60) < 1e-6)
        frames.advance(by: 0.25)
        #expect(shown.position.x == 110, "the move ended and holds")
        #expect(finished == nil)
        frames.advance(by: 0.2)
        #expect(finished == true)
        #expect(shown.opacity == 0)
    }

    @Test func changesOutsideKeyframesSpanTheWholeDuration() {
        UIView.animateKeyframes(withDuration: 2, delay: 0, animations: { self.view.alpha = 0 })
        frames.advance(by: 1)
        #expect(abs(shown.opacity - 0.5) < 1e-6)
    }

    @Test func theDiscreteModeJumpsAtEachKeyframe() {
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeDiscrete, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.view.alpha = 0.2 }
        })
        frames.advance(by: 0.25)
        #expect(shown.opacity == 1)
        frames.advance(by: 0.5)
        #expect(abs(shown.opacity - 0.2) < 1e-6)
    }

    @Test func aKeyframeOutsideAKeyframeBlockAppliesAtOnce() {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { self.view.alpha = 0.3 }
        #expect(view.layer.animationKeys() == nil)
        #expect(abs(view.alpha - 0.3) < 1e-6)
    }
}
