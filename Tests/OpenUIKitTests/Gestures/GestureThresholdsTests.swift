import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("GestureThresholds")
@MainActor
struct GestureThresholdsTests {
    @Test func standardValuesAreThoseOfTheGestureNotes() {
        let t = GestureThresholds.standard
        #expect(t.tapMaximumInterval == 0.35)
        #expect(t.tapAllowableMovement == 45)
        #expect(t.longPressMinimumDuration == 0.5)
        #expect(t.longPressAllowableMovement == 10)
        #expect(t.panHysteresis == 10)
        #expect(t.swipeDecisionDistance == t.panHysteresis)
        #expect(t.pinchHysteresis == 8 && t.pinchPointerHysteresis == 2)
        #expect(abs(t.rotationHysteresis - 7.5 * .pi / 180) < 1e-12)
        #expect(abs(t.rotationPointerHysteresis - .pi / 180) < 1e-12)
        #expect(t.velocitySampleWindow == 0.1)
    }

    @Test func eachRecognizerCanBeTunedAlone() {
        let harness = GestureHarness()
        let view = harness.addView()
        let stiff = UIPanGestureRecognizer(), loose = UIPanGestureRecognizer()
        stiff.thresholds.panHysteresis = 30
        let delegate = AllowEverything.shared
        stiff.delegate = delegate
        loose.delegate = delegate
        view.addGestureRecognizer(stiff)
        view.addGestureRecognizer(loose)
        harness.record(stiff, as: "stiff")
        harness.record(loose, as: "loose")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 120, y: 100))
        harness.send(script)
        #expect(harness.transcript == "loose began")
        script = harness.script()
        script.move(1, to: CGPoint(x: 130, y: 100))
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "loose began, stiff began, loose changed, stiff ended, loose ended")
        #expect(GestureThresholds.standard.panHysteresis == 10)
    }
}
