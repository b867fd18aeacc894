import Foundation
@testable import OpenUIKit
import Testing

/// `CATransaction` and implicit animations: a layer with no view animates a property change
/// for the transaction's duration (0.25 s by default, with the default timing function)
/// unless actions are disabled; a view's layer does not (its view answers `NSNull`); the
/// completion block runs after the delegates of every animation added in the transaction.
@MainActor
@Suite(.serialized) struct CATransactionTests {
    let stage = CoreAnimationStage()

    @Test func aFreeStandingLayerAnimatesImplicitly() {
        defer { stage.tearDown() }
        let layer = stage.hostedLayer()
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        #expect(layer.animationKeys() == ["opacity"])
        stage.window.renderIfNeeded()
        #expect(layer.presentation()!.opacity == 1)
        stage.advance(0.125)
        let expected = 1 - CubicTimingCurve.systemDefault.progress(at: 0.5)
        #expect(nearly(CGFloat(layer.presentation()!.opacity), CGFloat(expected), 1e-6), "the default timing function, over 0.25 s")
        stage.advance(0.13)
        #expect(layer.presentation()!.opacity == 0)
        #expect(layer.animationKeys() == nil)
    }

    /// Core Animation animates only layers it has already committed: a layer set up and
    /// added in the same turn appears with its values at once, in a window or not.
    @Test func aLayerNotYetShownTakesItsValuesAtOnce() {
        defer { stage.tearDown() }
        let layer = CALayer()
        layer.opacity = 0.5
        stage.view.layer.addSublayer(layer)
        layer.position = CGPoint(x: 30, y: 30)
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(layer.animationKeys() == nil)
        stage.window.renderIfNeeded()
        layer.opacity = 1
        #expect(layer.animationKeys() == ["opacity"], "once shown, a change animates")
    }

    @Test func positionBoundsAndFrameAnimateToo() {
        defer { stage.tearDown() }
        let layer = stage.hostedLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.frame = CGRect(x: 100, y: 100, width: 20, height: 40)
        CATransaction.commit()
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        stage.advance(0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 55, y: 60))
        #expect(layer.presentation()!.bounds.size == CGSize(width: 10, height: 20))
    }

    @Test func disabledActionsAndNSNullActionsDoNotAnimate() {
        defer { stage.tearDown() }
        let layer = stage.hostedLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        layer.cornerRadius = 8
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(!CATransaction.disableActions())

        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 30, y: 30)
        #expect(layer.animationKeys() == nil)
        #expect(layer.action(forKey: "position") == nil)
        #expect(layer.action(forKey: "opacity") is CABasicAnimation)
        #expect(layer.action(forKey: "notAProperty") == nil)
    }

    @Test func anActionsEntryReplacesTheDefault() {
        defer { stage.tearDown() }
        let layer = stage.hostedLayer()
        let slow = CABasicAnimation()
        slow.duration = 2
        slow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.actions = ["opacity": slow]
        layer.opacity = 0
        stage.advance(0.5)
        #expect(nearly(CGFloat(layer.presentation()!.opacity), 0.75))
    }

    @Test func aViewsLayerDoesNotAnimateImplicitly() {
        defer { stage.tearDown() }
        stage.layer.opacity = 0.3
        stage.layer.cornerRadius = 5
        #expect(stage.layer.animationKeys() == nil)
        #expect(stage.layer.action(forKey: "opacity") == nil, "the view answers NSNull")
        var inside: (any CAAction)?
        UIView.animate(withDuration: 1) { inside = self.stage.layer.action(forKey: "opacity") }
        #expect(inside != nil, "inside an animation block the search goes on")
    }

    @Test func theCompletionBlockRunsAfterTheDelegates() {
        defer { stage.tearDown() }
        var events: [String] = []
        let short = AnimationTranscript(name: "short "), long = AnimationTranscript(name: "long ")
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("done") }
        for (transcript, duration) in [(short, 0.5), (long, 1.0)] {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 0
            animation.duration = duration
            animation.delegate = transcript
            stage.layer.add(animation, forKey: transcript.name)
        }
        CATransaction.commit()
        stage.advance(0.75)
        #expect(events.isEmpty)
        #expect(short.events == ["short start", "short stop true"])
        stage.advance(0.5)
        #expect(long.events == ["long start", "long stop true"])
        #expect(events == ["done"])
    }

    @Test func aCompletionWithNoAnimationsRunsAtCommitAndValuesNest() {
        defer { stage.tearDown() }
        var done = false
        CATransaction.begin()
        CATransaction.setValue(0.7, forKey: kCATransactionAnimationDuration)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 0.7, "an inner transaction sees the outer's values")
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.7)
        CATransaction.setCompletionBlock { done = true }
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
        #expect(done)
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func removingAnAnimationStillCompletesTheTransaction() {
        defer { stage.tearDown() }
        var events: [String] = []
        let transcript = AnimationTranscript()
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("done") }
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.duration = 1
        animation.delegate = transcript
        stage.layer.add(animation, forKey: "fade")
        CATransaction.commit()
        stage.advance(0.1)
        stage.layer.removeAllAnimations()
        #expect(transcript.events == ["start", "stop false"])
        #expect(events == ["done"])
    }
}
