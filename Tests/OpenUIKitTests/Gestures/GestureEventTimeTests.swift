import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Deadlines are judged on the events' timestamps, not on when the app got round to them.
///
/// UIKit's touches carry the time they happened (`UITouch.timestamp`: "the time when the
/// touch occurred or when it was last mutated", in seconds since startup, "to determine the
/// duration of the touch"; `UIEvent.timestamp` likewise), so a busy main thread does not
/// turn a quick tap into a long one. The harness models a stalled app with
/// `enqueueWaiting`: events that have happened but are not read yet. As the X11 host does
/// (`SystemInputClock.willFireTimer` reads the socket), waiting input is delivered before any
/// timer fires, with the clock at that timer's deadline.
///
/// Times are multiples of 1/16 s so that deadlines add up exactly in binary.
@Suite("Gesture deadlines on event time")
@MainActor
struct GestureEventTimeTests {
    let p = CGPoint(x: 200, y: 200)

    func setUp<R: UIGestureRecognizer>(_ recognizer: R, as name: String) -> (GestureHarness, R) {
        let harness = GestureHarness()
        let view = harness.addView()
        view.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: name)
        return (harness, recognizer)
    }

    // MARK: Tap

    @Test func aQuickTapStaysATapWhenTheAppStallsBeforeReadingTheLift() {
        let (harness, tap) = setUp(UITapGestureRecognizer(), as: "tap")
        var actions: [TimeInterval] = []
        tap.addAction { _ in actions.append(harness.clock.now) }
        let t0 = harness.clock.now
        var down = harness.script()
        down.down(1, at: p)
        harness.send(down)
        // The finger lifts 0.125 s later, while the main thread is stalled for 1 s.
        var up = harness.script()
        up.wait(0.125)
        up.up(1)
        harness.enqueueWaiting(up)
        // The 0.75 s tap timer falls due during the stall; the lift, already waiting, is read
        // first and ends the tap, which cancels the timer.
        harness.advance(by: 1)
        #expect(harness.transcript == "tap ended")
        #expect(actions == [t0 + GestureThresholds.standard.tapMaximumDuration])
        #expect(harness.clock.pendingTimerCount == 0)
    }

    @Test func aQuickTapReadWhollyAfterAStallIsATap() {
        let (harness, _) = setUp(UITapGestureRecognizer(), as: "tap")
        var script = harness.script()
        script.tap(at: p, duration: 0.125)
        harness.enqueueWaiting(script)
        harness.advance(by: 1)
        #expect(harness.transcript == "")
        // Down and up are read together, 1 s late: the tap's deadline has passed on the
        // clock, but the lift is stamped 0.125 s after the down.
        harness.deliverWaitingInput()
        #expect(harness.transcript == "tap ended")
    }

    @Test func aRealOneSecondHoldStillFails() {
        let (harness, _) = setUp(UITapGestureRecognizer(), as: "tap")
        var script = harness.script()
        script.tap(at: p, duration: 1)
        harness.send(script)
        #expect(harness.transcript == "tap failed")
    }

    @Test func aOneSecondHoldReadLateFailsOnItsTimestamps() {
        let (harness, _) = setUp(UITapGestureRecognizer(), as: "tap")
        var script = harness.script()
        script.tap(at: p, duration: 1)
        harness.enqueueWaiting(script)
        harness.advance(by: 1.25)
        // No timer has fired (the down was not read yet); the lift's timestamp says the
        // finger was held 1 s.
        harness.deliverWaitingInput()
        #expect(harness.transcript == "tap failed")
    }

    /// The gap between the first lift and the second touch-down, against the 0.35 s
    /// interval, is judged on their timestamps: 0.1875 s is a double tap though the app is
    /// busy until the interval has run out on the clock; 0.375 s fails though the app reads
    /// the second tap before the interval's timer fires.
    @Test(arguments: [(0.1875, "double ended"), (0.375, "double failed")])
    func theDoubleTapGapIsMeasuredBetweenTimestamps(gap: TimeInterval, expected: String) {
        let (harness, double) = setUp(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        var first = harness.script()
        first.tap(at: p, duration: 0.0625)
        harness.send(first)
        var second = harness.script()
        second.wait(gap)
        second.tap(at: p, duration: 0.0625)
        harness.enqueueWaiting(second)
        harness.advance(by: 1)
        #expect(harness.transcript == expected)
    }

    // MARK: Long press

    @Test func aLongPressBeginsItsDurationAfterTheDownsTimestamp() {
        let (harness, press) = setUp(UILongPressGestureRecognizer(), as: "press")
        var began: [TimeInterval] = []
        press.addAction { recognizer in
            if recognizer.state == .began { began.append(harness.clock.now) }
        }
        let t0 = harness.clock.now
        var down = harness.script()
        down.down(1, at: p)
        harness.enqueueWaiting(down)
        // The down is read 0.25 s late.
        harness.advance(by: 0.25)
        harness.deliverWaitingInput()
        harness.clock.advance(to: t0 + 0.4375)
        #expect(harness.transcript == "")
        harness.clock.advance(to: t0 + 0.5)
        #expect(harness.transcript == "press began")
        #expect(began == [t0 + 0.5])
    }

    @Test func aLiftStampedAfterTheHoldButReadBeforeTheTimerEndsTheBegunPress() {
        let (harness, _) = setUp(UILongPressGestureRecognizer(), as: "press")
        var down = harness.script()
        down.down(1, at: p)
        harness.send(down)
        var up = harness.script()
        up.wait(0.625)
        up.up(1)
        harness.enqueueWaiting(up)
        // Stalled past the 0.5 s deadline: the lift at 0.625 s is read before the timer
        // fires, yet the finger had been down long enough.
        harness.advance(by: 1)
        #expect(harness.transcript == "press began, press ended")
    }

    @Test func aLiftStampedBeforeTheHoldFailsThePressEvenWhenReadLate() {
        let (harness, _) = setUp(UILongPressGestureRecognizer(), as: "press")
        var down = harness.script()
        down.down(1, at: p)
        harness.send(down)
        var up = harness.script()
        up.wait(0.375)
        up.up(1)
        harness.enqueueWaiting(up)
        harness.advance(by: 1)
        #expect(harness.transcript == "press failed")
    }

    // MARK: Swipe

    func swipe(startingAfter delay: TimeInterval) -> String {
        let (harness, _) = setUp(UISwipeGestureRecognizer(), as: "swipe")
        var down = harness.script()
        down.down(1, at: p)
        harness.send(down)
        // A quick stroke (800 pt/s) starting `delay` after the touch-down, read only after
        // the app's 1 s stall.
        var stroke = harness.script()
        stroke.wait(delay)
        stroke.move(1, to: CGPoint(x: p.x + 100, y: p.y), duration: 0.125, steps: 4)
        stroke.up(1)
        harness.enqueueWaiting(stroke)
        harness.advance(by: 1)
        return harness.transcript
    }

    @Test func aSwipeStampedWithinItsDurationIsRecognizedWhenReadLate() {
        // Recognized at 100 pt, 0.375 s after the touch-down: within the 0.5 s.
        #expect(swipe(startingAfter: 0.25) == "swipe ended")
    }

    @Test func aSwipeStampedPastItsDurationFailsEvenWhenReadBeforeTheTimer() {
        #expect(swipe(startingAfter: 0.5625) == "swipe failed")
    }

    // MARK: The clock's hook

    @Test func theManualClockRunsItsHookBeforeEachTimerAtItsDeadline() {
        let clock = ManualInputClock(now: 0)
        var log: [String] = []
        let first = clock.schedule(after: 1) { log.append("first") }
        _ = clock.schedule(after: 2) { log.append("second at \(clock.now)") }
        clock.willFireTimer = {
            log.append("hook at \(clock.now)")
            // Input read here cancels the first timer: it must not fire.
            if clock.now == 1 { first.cancel() }
        }
        clock.advance(to: 3)
        #expect(log == ["hook at 1.0", "hook at 2.0", "second at 2.0"])
        #expect(clock.now == 3)
    }
}
