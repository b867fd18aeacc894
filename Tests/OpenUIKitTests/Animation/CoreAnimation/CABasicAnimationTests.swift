import Foundation
@testable import OpenUIKit
import Testing

/// `CABasicAnimation` on a view's layer, on the manual frame clock: presentation values at
/// 0, ¼, ½ and 1 of the duration, the model untouched, Core Animation's rules for which
/// values interpolate, and the value forms real code passes.
@MainActor
@Suite(.serialized) struct CABasicAnimationTests {
    let stage = CoreAnimationStage()

    @Test func fromAndToInterpolateOnThePresentationAndLeaveTheModel() {
        defer { stage.tearDown() }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        stage.layer.opacity = 0.5
        stage.layer.add(fade, forKey: "fade")
        stage.window.renderIfNeeded()
        #expect(stage.shown.opacity == 0, "at 0")
        stage.advance(0.25)
        #expect(nearly(CGFloat(stage.shown.opacity), 0.25), "at ¼ (no timing function is linear)")
        stage.advance(0.25)
        #expect(nearly(CGFloat(stage.shown.opacity), 0.5), "at ½")
        #expect(stage.layer.opacity == 0.5, "the model never changes")
        stage.advance(0.5)
        #expect(stage.shown.opacity == 0.5, "at 1 it is removed and the model shows")
        #expect(stage.layer.animation(forKey: "fade") == nil)
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test func theTimingFunctionPacesIt() {
        defer { stage.tearDown() }
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .easeIn)
        stage.layer.add(move, forKey: nil)
        stage.advance(1)
        let expected = 100 * CubicTimingCurve.easeIn.progress(at: 0.5)
        #expect(nearly(stage.shown.position.x, CGFloat(expected)))
        #expect(stage.shown.position.y == 20, "position.x leaves y alone")
        #expect(stage.layer.animationKeys()?.count == 1, "a nil key gets a unique one")
    }

    // Apple's "CABasicAnimation" reference: the pair of values that interpolates.
    @Test(arguments: [
        ("from+to", 10.0, 50.0, nil, 10.0, 50.0),
        ("from+by", 10.0, nil, 30.0, 10.0, 40.0),
        ("by+to", nil, 50.0, 30.0, 20.0, 50.0),
        ("from", 10.0, nil, nil, 10.0, 4.0),
        ("to", nil, 50.0, nil, 4.0, 50.0),
        ("by", nil, nil, 30.0, 4.0, 34.0),
    ] as [(String, Double?, Double?, Double?, Double, Double)])
    func whichValuesInterpolate(_ rule: (String, Double?, Double?, Double?, Double, Double)) {
        defer { stage.tearDown() }
        let (_, from, to, by, start, end) = rule
        stage.layer.cornerRadius = 4
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.fromValue = from
        corner.toValue = to
        corner.byValue = by
        corner.duration = 1
        stage.layer.add(corner, forKey: "corner")
        stage.window.renderIfNeeded()
        #expect(nearly(stage.shown.cornerRadius, CGFloat(start)), "\(rule.0) starts at \(start)")
        stage.advance(0.5)
        #expect(nearly(stage.shown.cornerRadius, CGFloat((start + end) / 2)), "\(rule.0) is half way at ½")
        stage.advance(0.49)
        #expect(nearly(stage.shown.cornerRadius, CGFloat(start + (end - start) * 0.99), 1e-6), "\(rule.0) nearly ends at \(end)")
    }

    @Test func valuesArriveInEveryFormRealCodePasses() {
        defer { stage.tearDown() }
        let forms: [(String, Any, (CALayer) -> Bool)] = [
            ("position", CGPoint(x: 120, y: 60), { $0.position == CGPoint(x: 120, y: 60) }),
            ("position.y", NSNumber(value: 90), { $0.position.y == 90 }),
            ("bounds", CGRect(x: 0, y: 0, width: 80, height: 10), { $0.bounds.size == CGSize(width: 80, height: 10) }),
            ("bounds.size", CGSize(width: 60, height: 30), { $0.bounds.size == CGSize(width: 60, height: 30) }),
            ("bounds.size.width", CGFloat(70), { $0.bounds.width == 70 }),
            ("cornerRadius", 12, { $0.cornerRadius == 12 }),
            ("borderWidth", Float(3), { $0.borderWidth == 3 }),
            ("backgroundColor", CGColor(red: 0, green: 0, blue: 1, alpha: 1), { $0.backgroundColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1) }),
            ("shadowOffset", CGSize(width: 4, height: 5), { $0.shadowOffset == CGSize(width: 4, height: 5) }),
            ("shadowOpacity", 0.5, { $0.shadowOpacity == 0.5 }),
            ("anchorPoint", CGPoint(x: 0, y: 0), { $0.anchorPoint == .zero }),
            ("transform", CATransform3DMakeScale(2, 3, 1), { nearly($0.affineTransform().a, 2) && nearly($0.affineTransform().d, 3) }),
            ("transform.scale", 2, { nearly($0.affineTransform().a, 2) && nearly($0.affineTransform().d, 2) }),
            ("transform.translation.x", 15, { nearly($0.affineTransform().tx, 15) }),
        ]
        for (keyPath, value, check) in forms {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.toValue = value
            animation.duration = 1
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            stage.layer.add(animation, forKey: keyPath)
            stage.advance(1.1)
            #expect(check(stage.shown), "\(keyPath) reaches \(value)")
            stage.layer.removeAllAnimations()
        }
    }

    @Test func aZRotationTurnsTheWholeWayRound() {
        defer { stage.tearDown() }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        stage.layer.add(spin, forKey: "spin")
        for (time, angle) in [(0.25, CGFloat.pi / 2), (0.25, .pi), (0.25, 3 * .pi / 2)] {
            stage.advance(time)
            let t = stage.shown.affineTransform()
            let expected = CGAffineTransform(rotationAngle: angle)
            let turned = nearly(t.a, expected.a) && nearly(t.b, expected.b) && nearly(t.c, expected.c)
            #expect(turned, "turned \(angle)")
        }
    }

    @Test func anUnknownKeyPathChangesNothingAndSaysWhich() {
        defer { stage.tearDown() }
        let transcript = AnimationTranscript()
        let bogus = CABasicAnimation(keyPath: "wobble.amount")
        bogus.toValue = 3
        bogus.duration = 0.5
        bogus.delegate = transcript
        let warnings = Diagnostics.warningCount()
        stage.layer.add(bogus, forKey: "bogus")
        #expect(Diagnostics.warningCount() == warnings + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("wobble.amount") == true)
        stage.advance(0.25)
        #expect(stage.shown.position == stage.layer.position)
        stage.advance(0.5)
        #expect(transcript.events == ["start", "stop true"], "it still runs its time")
    }

    @Test func addingCopiesTheAnimation() {
        defer { stage.tearDown() }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        stage.layer.add(fade, forKey: "fade")
        fade.toValue = 0
        fade.duration = 10
        stage.advance(0.5)
        #expect(nearly(CGFloat(stage.shown.opacity), 0.5))
        #expect(stage.layer.animation(forKey: "fade") !== fade)
        #expect(stage.layer.animation(forKey: "fade")?.duration == 1)
    }

    @Test func theSameKeyReplacesAndTheFirstHearsItWasStopped() {
        defer { stage.tearDown() }
        let first = AnimationTranscript(name: "1 "), second = AnimationTranscript(name: "2 ")
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        a.duration = 1
        a.delegate = first
        stage.layer.add(a, forKey: "fade")
        stage.advance(0.1)
        let b = CABasicAnimation(keyPath: "opacity")
        b.fromValue = 0.5
        b.duration = 1
        b.delegate = second
        stage.layer.add(b, forKey: "fade")
        stage.advance(0.1)
        #expect(first.events == ["1 start", "1 stop false"])
        #expect(stage.layer.animationKeys() == ["fade"])
        stage.layer.removeAnimation(forKey: "fade")
        #expect(second.events == ["2 start", "2 stop false"])
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test func removedOnCompletionFalseWithFillForwardsHoldsTheEnd() {
        defer { stage.tearDown() }
        let transcript = AnimationTranscript()
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 150, y: 100)
        move.duration = 0.5
        move.isRemovedOnCompletion = false
        move.fillMode = .forwards
        move.delegate = transcript
        stage.layer.add(move, forKey: "move")
        stage.advance(1)
        #expect(stage.shown.position == CGPoint(x: 150, y: 100), "held at the end")
        #expect(stage.layer.position == CGPoint(x: 20, y: 20), "the model is where it was")
        #expect(transcript.events == ["start", "stop true"], "its end is reported once")
        #expect(stage.layer.animation(forKey: "move") != nil)
        #expect(!stage.frames.frameRequested, "a held value needs no frames")
        stage.advance(1)
        #expect(transcript.events == ["start", "stop true"])
        stage.layer.removeAnimation(forKey: "move")
        stage.window.renderIfNeeded()
        #expect(stage.shown.position == CGPoint(x: 20, y: 20))
        #expect(transcript.events == ["start", "stop true"], "no second stop")
    }

    @Test func additiveAddsToTheModelAndCumulativeCarriesOn() {
        defer { stage.tearDown() }
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = -10
        shake.toValue = 10
        shake.isAdditive = true
        shake.duration = 1
        stage.layer.add(shake, forKey: "shake")
        stage.advance(0.25)
        #expect(nearly(stage.shown.position.x, 20 - 5), "model 20 plus −5")
        stage.layer.removeAllAnimations()

        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.isCumulative = true
        step.repeatCount = 3
        step.duration = 1
        stage.layer.add(step, forKey: "step")
        stage.advance(1.5)
        #expect(nearly(stage.shown.position.x, 15), "the second repetition starts at 10")
        stage.advance(1)
        #expect(nearly(stage.shown.position.x, 25), "the third at 20")
    }
}
