import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// `CATransition` on a view's layer: the old look (the pixels the window last drew)
/// dissolves into the new one, and the delegate hears it like any animation.
@MainActor
@Suite(.serialized) struct CATransitionTests {
    let stage = CoreAnimationStage()

    /// A card-like label whose text changes under a transition.
    func makeLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 40, y: 35, width: 120, height: 80))
        label.text = "Old"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 28, weight: .semibold)
        label.textColor = .white
        label.backgroundColor = .systemBlue
        label.layer.cornerRadius = 12
        label.layer.masksToBounds = true
        stage.window.backgroundColor = .white
        stage.view.isHidden = true
        stage.window.addSubview(label)
        stage.window.renderIfNeeded()
        return label
    }

    @Test func aFadeDissolvesTheOldLookIntoTheNew() {
        defer { stage.tearDown() }
        let label = makeLabel()
        let transcript = AnimationTranscript()
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.delegate = transcript
        label.layer.add(fade, forKey: kCATransition)
        label.text = "New"
        label.backgroundColor = .systemOrange
        stage.advance(0.5)
        #expect(abs((label.layer.presentation()?.renderState.transition?.progress ?? 0) - 0.5) < 1e-9)
        ReferenceImage.assertMatches(stage.window.backBuffer!, named: "catransition-fade-half", tolerance: 2)
        stage.advance(0.6)
        #expect(label.layer.presentation()?.renderState.transition == nil)
        #expect(label.layer.transitionSnapshot == nil, "the old look is let go")
        #expect(transcript.events == ["start", "stop true"])
    }

    @Test func startAndEndProgressLimitTheTransition() {
        defer { stage.tearDown() }
        let label = makeLabel()
        let fade = CATransition()
        fade.duration = 1
        fade.startProgress = 0.2
        fade.endProgress = 0.6
        label.layer.add(fade, forKey: nil)
        stage.advance(0.5)
        #expect(nearly(CGFloat(label.layer.presentation()!.renderState.transition!.progress), 0.4))
    }

    @Test func slidingTypesDissolveWithAWarning() {
        defer { stage.tearDown() }
        let label = makeLabel()
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        let warnings = Diagnostics.warningCount()
        label.layer.add(push, forKey: kCATransition)
        #expect(Diagnostics.warningCount() == warnings + 1)
        stage.advance(0.1)
        #expect(label.layer.presentation()?.renderState.transition?.kind == .crossDissolve)
    }
}
