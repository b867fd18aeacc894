import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("GestureSynthesizer")
@MainActor
struct GestureSynthesizerTests {
    let center = CGPoint(x: 300, y: 300)

    func setUp(_ recognizers: [UIGestureRecognizer]) -> (GestureHarness, GestureSynthesizer) {
        let harness = GestureHarness(size: CGSize(width: 600, height: 600))
        let view = harness.addView()
        for (i, recognizer) in recognizers.enumerated() {
            view.addGestureRecognizer(recognizer)
            harness.record(recognizer, as: recognizer.name ?? "r\(i)")
        }
        return (harness, GestureSynthesizer(startTime: harness.clock.now + 1))
    }

    @Test func eventsAreAtTheSampleRateAndInTimeOrder() {
        var synth = GestureSynthesizer(startTime: 10, sampleRate: 100)
        let events = synth.pan(along: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 50)], speed: 150)
        let times = events.map(\.timestamp)
        #expect(times == times.sorted())
        #expect(events.count == 2 + 100)
        #expect(abs(synth.time - 11) < 1e-9)
        let moves = Array(times.dropFirst().dropLast())
        let gaps = zip(moves, moves.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 0.01) < 1e-9 })
        guard case .touch(let last) = events.last else { return }
        #expect(last.phase == .ended && last.location == CGPoint(x: 100, y: 50))
    }

    @Test func aTapAndADoubleTap() {
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var (harness, synth) = setUp([single, double])
        harness.send(synth.tap(at: center))
        harness.advance(by: 0.5)
        #expect(harness.transcript == "double failed, single ended")
        harness.clearTranscript()
        synth.time = harness.clock.now
        harness.send(synth.doubleTap(at: center))
        #expect(harness.transcript == "double ended, single failed")
    }

    @Test func twoFingerTaps() {
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        tap.numberOfTouchesRequired = 2
        var (harness, synth) = setUp([tap])
        harness.send(synth.tap(at: center, fingers: 2))
        #expect(harness.transcript == "tap ended")
    }

    @Test func pressesLongEnoughAndNot() {
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        var (harness, synth) = setUp([press])
        harness.send(synth.press(at: center, duration: 0.6))
        #expect(harness.transcript == "press began, press ended")
        harness.clearTranscript()
        synth.time = harness.clock.now + 1
        harness.send(synth.press(at: center, duration: 0.3))
        #expect(harness.transcript == "press failed")
    }

    @Test(arguments: [UISwipeGestureRecognizer.Direction.right, .left, .up, .down])
    func swipesInEveryDirectionBeatAPanThatWaitsForThem(direction: UISwipeGestureRecognizer.Direction) {
        let swipe = UISwipeGestureRecognizer(), pan = UIPanGestureRecognizer()
        swipe.name = "swipe"
        pan.name = "pan"
        swipe.direction = direction
        pan.require(toFail: swipe)
        var (harness, synth) = setUp([swipe, pan])
        harness.send(synth.swipe(from: center, direction: direction))
        #expect(harness.transcript == "swipe ended, pan failed")
    }

    @Test func aPanAlongAPathTranslatesByItsEnds() {
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        var (harness, synth) = setUp([pan])
        var final = CGPoint.zero
        pan.addAction { if $0.state == .ended { final = $0.translation(in: nil) } }
        harness.send(synth.pan(along: [center, CGPoint(x: 400, y: 300), CGPoint(x: 420, y: 180)], speed: 250))
        #expect(harness.transcript == "pan began, pan changed, pan ended")
        #expect(abs(final.x - 120) < 1e-9 && abs(final.y + 120) < 1e-9)
    }

    @Test func aPinchScalesByTheRequestedFactor() {
        let pinch = UIPinchGestureRecognizer()
        pinch.name = "pinch"
        var (harness, synth) = setUp([pinch])
        var total: CGFloat = 1
        pinch.addAction { p in
            if p.state == .changed || p.state == .ended {
                total *= p.scale
                p.scale = 1
            }
        }
        harness.send(synth.pinch(center: center, scale: 2, velocity: 1.5))
        #expect(harness.transcript == "pinch began, pinch changed, pinch ended")
        // The scale counts from the span at which the pinch began (past the 8 pt hysteresis).
        let span = GestureSynthesizer.twoFingerSpan
        let beganSpan: CGFloat = span + 8
        let most: CGFloat = 2 * span / beganSpan, least: CGFloat = 2 * span / (beganSpan + 3)
        #expect(total > least && total <= most)
    }

    @Test func aRotationTurnsByTheRequestedAngle() {
        let rotation = UIRotationGestureRecognizer()
        rotation.name = "rotation"
        var (harness, synth) = setUp([rotation])
        var final: CGFloat = 0
        var velocity: CGFloat = 0
        rotation.addAction { r in
            if r.state == .changed { velocity = r.velocity }
            final = r.rotation
        }
        harness.send(synth.rotate(center: center, angle: -.pi / 2, velocity: 2))
        #expect(harness.transcript == "rotation began, rotation changed, rotation ended")
        // Began a little past 7.5° counterclockwise; the rest is reported.
        let quarter = CGFloat.pi / 2, degree = CGFloat.pi / 180
        #expect(final > -quarter + 7.5 * degree)
        #expect(final < -quarter + 10 * degree)
        #expect(abs(velocity + 2) < 0.1)
    }

    @Test func badArgumentsGiveHarmlessStreams() {
        var synth = GestureSynthesizer(startTime: 0, sampleRate: .nan)
        #expect(synth.sampleRate == 120)
        #expect(synth.pan(along: []).isEmpty)
        #expect(synth.pan(along: [CGPoint(x: CGFloat.nan, y: 0)]).isEmpty)
        let still = synth.pinch(center: .zero, scale: .nan, velocity: 0)
        #expect(still.count == 2 + 1 * 2 + 2)
        #expect(synth.wait(-3).isEmpty)
        #expect(synth.press(at: .zero, duration: .infinity).count == 2)
        #expect(synth.time.isFinite)
    }
}
