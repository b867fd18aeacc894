import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIStepper")
@MainActor
struct UIStepperTests {
    /// At (100, 100): the minus half is x 100…147, the plus half x 147…194.
    static func makeStepper(in harness: GestureHarness) -> UIStepper {
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        harness.window.addSubview(stepper)
        return stepper
    }

    static let plus = CGPoint(x: 170, y: 116)
    static let minus = CGPoint(x: 120, y: 116)

    /// UIKit's documented defaults: 0 in 0…100, step 1, continuous, autorepeat, no wrapping.
    @Test func defaultsAreUIKits() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    }

    @Test func tapsStepAndReport() {
        let harness = GestureHarness()
        let stepper = Self.makeStepper(in: harness)
        let recorder = ControlEventRecorder(stepper)
        var script = harness.script()
        script.tap(at: Self.plus)
        script.wait(0.3)
        script.tap(at: Self.plus)
        script.wait(0.3)
        script.tap(at: Self.minus)
        harness.send(script)
        #expect(stepper.value == 1)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 3)
    }

    /// At the minimum the minus half takes no touch at all (it is dimmed, as on iOS).
    @Test func aHalfAtItsLimitDoesNotTrack() {
        let harness = GestureHarness()
        let stepper = Self.makeStepper(in: harness)
        let recorder = ControlEventRecorder(stepper)
        var script = harness.script()
        script.tap(at: Self.minus)
        harness.send(script)
        #expect(stepper.value == 0)
        #expect(recorder.text == "")
    }

    /// UIStepper.wraps: "If true, incrementing beyond maximumValue sets value to
    /// minimumValue; likewise, decrementing below minimumValue sets value to maximumValue."
    @Test func wrapping() {
        let harness = GestureHarness()
        let stepper = Self.makeStepper(in: harness)
        stepper.wraps = true
        stepper.maximumValue = 3
        var script = harness.script()
        script.tap(at: Self.minus)
        harness.send(script)
        #expect(stepper.value == 3)
        script = harness.script()
        script.wait(0.5)
        script.tap(at: Self.plus)
        harness.send(script)
        #expect(stepper.value == 0)
    }

    /// Held: one step at once, one after the 0.5 s delay, then one every 0.1 s.
    @Test func holdingRepeatsOnTheClock() {
        let harness = GestureHarness()
        let stepper = Self.makeStepper(in: harness)
        var script = harness.script()
        script.down(1, at: Self.plus)
        harness.send(script)
        #expect(stepper.value == 1)
        harness.advance(by: 0.49)
        #expect(stepper.value == 1)
        harness.advance(by: 0.02)
        #expect(stepper.value == 2)
        harness.advance(by: 0.3)
        #expect(stepper.value == 5)
        script = harness.script()
        script.up(1)
        harness.send(script)
        harness.advance(by: 1)
        #expect(stepper.value == 5)
    }

    @Test func aDiscontinuousStepperReportsOnceOnLift() {
        let harness = GestureHarness()
        let stepper = Self.makeStepper(in: harness)
        stepper.isContinuous = false
        let recorder = ControlEventRecorder(stepper)
        var script = harness.script()
        script.down(1, at: Self.plus)
        harness.send(script)
        harness.advance(by: 0.7)
        #expect(!recorder.log.contains("valueChanged"))
        script = harness.script()
        script.up(1)
        harness.send(script)
        #expect(stepper.value == 4)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 1)
    }

    /// UIKit raises for a minimum at or above the maximum, or a step of 0 or less; here the
    /// change is refused and the old value kept.
    @Test func impossibleRangesAreRefused() {
        let stepper = UIStepper()
        stepper.minimumValue = 100
        #expect(stepper.minimumValue == 0)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.maximumValue = .infinity
        #expect(stepper.maximumValue == 100)
        stepper.value = 250
        #expect(stepper.value == 100)
    }
}
