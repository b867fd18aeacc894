import Foundation
@testable import OpenUIKit
import Testing

/// `CAMediaTiming` on animations and layers: repeat count, autoreverse, speed, time offset,
/// begin time, fill modes, and the pause and resume idiom Apple's Technical Q&A QA1673
/// documents (`convertTime(CACurrentMediaTime(), from: nil)`, `speed = 0`, `timeOffset`,
/// then `beginTime = CACurrentMediaTime() − pausedTime`). In an app `CACurrentMediaTime()` is
/// the key window's clock; the test runner runs main-actor code off the main thread, where it
/// falls back to the system's, so these tests read the window's clock (`stage.now`) instead.
@MainActor
@Suite(.serialized) struct CAMediaTimingTests {
    let stage = CoreAnimationStage()

    /// A linear animation of `position.x` from 0 to 100 over a second.
    func slide() -> CABasicAnimation {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        return slide
    }

    var x: CGFloat { stage.shown.position.x }

    @Test func repeatCountAndAutoreverses() {
        defer { stage.tearDown() }
        let animation = slide()
        animation.repeatCount = 2
        animation.autoreverses = true
        stage.layer.add(animation, forKey: "slide")
        stage.advance(0.25)
        #expect(nearly(x, 25))
        stage.advance(1)
        #expect(nearly(x, 75), "on the way back at 1.25 s")
        stage.advance(1)
        #expect(nearly(x, 25), "second repetition, forwards, at 2.25 s")
        stage.advance(1)
        #expect(nearly(x, 75), "back again at 3.25 s")
        stage.advance(1)
        #expect(x == 20, "ended at 4 s: the model shows")
    }

    @Test func aFractionalRepeatCountStopsPartWay() {
        defer { stage.tearDown() }
        let animation = slide()
        animation.repeatCount = 1.5
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        stage.layer.add(animation, forKey: "slide")
        stage.advance(2)
        #expect(nearly(x, 50), "held where 1.5 passes end")
    }

    @Test func repeatDurationRepeatsForThatLong() {
        defer { stage.tearDown() }
        let transcript = AnimationTranscript()
        let animation = slide()
        animation.repeatDuration = 2.5
        animation.delegate = transcript
        stage.layer.add(animation, forKey: "slide")
        stage.advance(2.25)
        #expect(nearly(x, 25))
        stage.advance(0.3)
        #expect(transcript.events == ["start", "stop true"])
    }

    @Test func speedAndTimeOffset() {
        defer { stage.tearDown() }
        let fast = slide()
        fast.speed = 2
        stage.layer.add(fast, forKey: "fast")
        stage.advance(0.25)
        #expect(nearly(x, 50), "twice as fast")
        stage.advance(0.3)
        #expect(x == 20, "over after half a second")

        // Core Animation wraps an offset round: a 1 s animation offset by 0.25 s plays from
        // 0.25 to 1 and then from 0 to 0.25.
        let offset = slide()
        offset.timeOffset = 0.25
        stage.layer.add(offset, forKey: "offset")
        stage.window.renderIfNeeded()
        #expect(nearly(x, 25))
        stage.advance(0.5)
        #expect(nearly(x, 75))
        stage.advance(0.4)
        #expect(nearly(x, 15), "wrapped round, 0.9 s in")
    }

    @Test func beginTimeAndTheBackwardsFill() {
        defer { stage.tearDown() }
        let later = slide()
        later.beginTime = stage.now + 1
        later.fromValue = 40
        stage.layer.add(later, forKey: "later")
        stage.advance(0.5)
        #expect(x == 20, "nothing before it begins without a backwards fill")
        stage.advance(0.75)
        #expect(nearly(x, 40 + 60 * 0.25))
        stage.layer.removeAllAnimations()

        let filled = slide()
        filled.beginTime = stage.now + 1
        filled.fromValue = 40
        filled.fillMode = .backwards
        stage.layer.add(filled, forKey: "filled")
        stage.advance(0.5)
        #expect(x == 40, "the start value shows while it waits")
    }

    @Test func theDelegateHearsTheStartAtTheBeginTime() {
        defer { stage.tearDown() }
        let transcript = AnimationTranscript()
        let later = slide()
        later.beginTime = stage.now + 0.5
        later.delegate = transcript
        stage.layer.add(later, forKey: "later")
        stage.advance(0.4)
        #expect(transcript.events.isEmpty)
        stage.advance(0.2)
        #expect(transcript.events == ["start"])
        stage.advance(1)
        #expect(transcript.events == ["start", "stop true"])
    }

    @Test func pausingAndResumingALayerAsAppleDocumentsIt() {
        defer { stage.tearDown() }
        let layer = stage.layer
        layer.add(slide(), forKey: "slide")
        stage.advance(0.25)
        #expect(nearly(x, 25))
        // Pause (QA1673).
        let pausedTime = layer.convertTime(stage.now, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        stage.advance(5)
        #expect(nearly(x, 25), "frozen while paused")
        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(stage.now, from: nil) - paused
        layer.beginTime = timeSincePause
        stage.window.renderIfNeeded()
        #expect(nearly(x, 25), "carries on from where it stopped")
        stage.advance(0.5)
        #expect(nearly(x, 75))
        stage.advance(0.3)
        #expect(x == 20, "and ends a pause later than it would have")
    }

    @Test func convertTimeGoesThroughEveryLayersTiming() {
        defer { stage.tearDown() }
        let layer = stage.layer
        let hosted = stage.hostedLayer()
        layer.speed = 2
        layer.beginTime = 10
        hosted.timeOffset = 3
        #expect(layer.convertTime(20, from: nil) == 20)
        #expect(hosted.convertTime(20, from: nil) == 23)
        #expect(hosted.convertTime(23, to: nil) == 20)
        #expect(hosted.convertTime(20, from: layer) == 23)
        #expect(layer.convertTime(23, from: hosted) == 20)
        layer.speed = 1
        layer.beginTime = 0
    }
}
