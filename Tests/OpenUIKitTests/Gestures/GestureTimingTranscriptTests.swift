import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A recognizer that begins on the first move and reports, in the transcript, what `state`
/// reads right after it set it, and that it is returning: the action must come after.
@MainActor
private final class ReadBackRecognizer: UIGestureRecognizer {
    let transcript: GestureTranscript

    init(transcript: GestureTranscript) {
        self.transcript = transcript
        super.init(target: nil, action: nil)
        transcript.recordStates(of: self, as: "drag")
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let next: State = state == .possible ? .began : .changed
        state = next
        transcript.append("drag reads \(state)")
        transcript.append("drag touchesMoved returns")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
        transcript.append("drag reads \(state)")
    }
}

/// The order of everything around a gesture, pinned as whole transcripts.
///
/// Where the order is UIKit's documented behaviour, the comment names the source:
/// - Actions are not sent from inside the `state` setter: Apple's documentation of
///   `UIGestureRecognizer.State.began`, `.changed` and `.recognized` says the recognizer
///   "sends its action message (or messages) at the next cycle of the run loop"; UIKit's own
///   activity log names the phase "send gesture actions" (seen in device logs quoted in
///   flutter/flutter#62717).
/// - `state` reads back the value just set: it is a plain read-write property for subclasses
///   (UIGestureRecognizerSubclass.h), and subclasses test it right after setting it.
/// - `gestureRecognizerShouldBegin` is asked when the recognizer "is attempting to transition
///   out of the possible state" (Apple, `UIView.gestureRecognizerShouldBegin(_:)`), after it
///   has started interpreting touches, the view's and the delegate's together (openradar
///   30479467).
/// - Recognizers get a touch before the hit-test view does (Matt Neuburg, *Programming
///   iOS 6*, "Touch Delivery"); a recognizer that recognizes cancels the view's touches
///   (`cancelsTouchesInView`, default true), and `delaysTouchesEnded` (default true) holds
///   the view's `touchesEnded` until the recognizer fails (Apple, both properties' pages).
/// - `reset()` comes after the recognizer reached ended, cancelled or failed (Apple,
///   `UIGestureRecognizer.reset()`), once "the current event sequence ends" (Apple, "About
///   the Gesture Recognizer State Machine"): after the last touch lifts.
/// Where UIKit documents no order — actions before the view's delivery in the same event,
/// the delegate's `shouldReceive` questions before any recognizer's `touchesBegan` — the
/// transcript pins this project's choice, so that it cannot change unnoticed.
@Suite("Gesture timing transcripts")
@MainActor
struct GestureTimingTranscriptTests {
    let log = GestureTranscript()
    let harness = GestureHarness()
    let view: TranscriptView
    let delegate: TranscriptDelegate
    let target: TranscriptTarget

    init() {
        view = TranscriptView(frame: harness.window.bounds, transcript: log)
        harness.window.addSubview(view)
        delegate = TranscriptDelegate(transcript: log)
        target = TranscriptTarget(transcript: log)
    }

    func tap(named name: String = "tap", taps: Int = 1) -> TranscriptTap {
        let tap = TranscriptTap(transcript: log, name: name)
        tap.numberOfTapsRequired = taps
        tap.delegate = delegate
        tap.addTarget(target, action: TranscriptTarget.handle)
        view.addGestureRecognizer(tap)
        return tap
    }

    func pan() -> TranscriptPan {
        let pan = TranscriptPan(transcript: log, name: "pan")
        pan.delegate = delegate
        pan.addTarget(target, action: TranscriptTarget.handle)
        view.addGestureRecognizer(pan)
        return pan
    }

    /// Sends one event and returns what it caused.
    func send(_ build: (inout TouchScript) -> Void) -> [String] {
        let mark = log.entries.count
        var script = harness.script()
        build(&script)
        harness.send(script)
        return log.recent(since: mark)
    }

    let start = CGPoint(x: 100, y: 100)

    @Test func aTap() {
        let tap = tap()
        #expect(send { $0.down(1, at: start) } == [
            "delegate shouldReceive tap", "tap touchesBegan", "view touchesBegan",
        ])
        #expect(send { $0.wait(0.05); $0.up(1) } == [
            "tap touchesEnded",
            "delegate shouldBegin tap", "tap → ended",
            "action tap ended",
            // Recognized: the held-back end becomes a cancel (delaysTouchesEnded, cancelsTouchesInView).
            "view touchesCancelled",
            "tap reset",
        ])
        #expect(tap.state == .possible)
    }

    /// Apple, `delaysTouchesBegan`: with it on, the window holds back the began phase from the
    /// view; if the recognizer recognizes, those touches are discarded; if it fails, the view
    /// gets `touchesBegan` (and possibly `touchesMoved` with the current locations).
    @Test func delaysTouchesBeganWithATapThatRecognizes() {
        let tap = tap()
        tap.delaysTouchesBegan = true
        #expect(send { $0.down(1, at: start) } == ["delegate shouldReceive tap", "tap touchesBegan"])
        #expect(send { $0.wait(0.05); $0.up(1) } == [
            "tap touchesEnded", "delegate shouldBegin tap", "tap → ended", "action tap ended", "tap reset",
        ])
    }

    @Test func delaysTouchesBeganWithATapThatFails() {
        let tap = tap()
        tap.delaysTouchesBegan = true
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 110, y: 100)) } == ["tap touchesMoved"])
        // Beyond the tap's 45 pt: it fails, and the view hears of the touch, where it is now.
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 160, y: 100)) } == [
            "tap touchesMoved", "tap → failed", "view touchesBegan", "view touchesMoved",
        ])
        #expect(send { $0.wait(0.016); $0.up(1) } == ["view touchesEnded", "tap reset"])
    }

    @Test func aPanBeganChangedEnded() {
        let pan = pan()
        #expect(send { $0.down(1, at: start) } == [
            "delegate shouldReceive pan", "pan touchesBegan", "view touchesBegan",
        ])
        // Under the 10 pt hysteresis: nothing to decide, the view hears the move.
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 105, y: 100)) } == [
            "pan touchesMoved", "view touchesMoved",
        ])
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) } == [
            "pan touchesMoved",
            "delegate shouldBegin pan", "pan → began",
            "action pan began",
            "view touchesCancelled",
        ])
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 125, y: 100)) } == [
            "pan touchesMoved", "pan → changed", "action pan changed",
        ])
        #expect(send { $0.wait(0.016); $0.up(1) } == [
            "pan touchesEnded", "pan → ended", "action pan ended", "pan reset",
        ])
        #expect(pan.state == .possible)
    }

    @Test func aPanTheDelegateRefusesToBegin() {
        _ = pan()
        delegate.shouldBegin = { _ in false }
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) } == [
            "pan touchesMoved",
            "delegate shouldBegin pan", "pan → failed",
            // No action on failure; the view now hears everything.
            "view touchesMoved",
        ])
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 125, y: 100)) } == ["view touchesMoved"])
        #expect(send { $0.wait(0.016); $0.up(1) } == ["view touchesEnded", "pan reset"])
    }

    @Test func aDoubleTapThatASingleTapWaitsFor() {
        let single = tap(named: "single")
        let double = tap(named: "double", taps: 2)
        single.require(toFail: double)
        #expect(send { $0.down(1, at: start) } == [
            "delegate shouldReceive single", "delegate shouldReceive double",
            "single touchesBegan", "double touchesBegan", "view touchesBegan",
        ])
        // The single tap is complete but waits for the double tap to fail: no state change yet.
        #expect(send { $0.wait(0.05); $0.up(1) } == ["single touchesEnded", "double touchesEnded"])
        // The second finger is not offered to the waiting single tap.
        #expect(send { $0.wait(0.15); $0.down(2, at: start) } == [
            "delegate shouldReceive double", "double touchesBegan", "view touchesBegan",
        ])
        #expect(send { $0.wait(0.05); $0.up(2) } == [
            "double touchesEnded",
            "delegate shouldBegin double", "double → ended",
            // Its requirement recognized: the waiting single tap fails, without being asked.
            "single → failed",
            "action double ended",
            "view touchesCancelled", "view touchesCancelled",
            "single reset", "double reset",
        ])
    }

    @Test func aSingleTapRecognizedWhenTheDoubleTapTimesOut() {
        let single = tap(named: "single")
        let double = tap(named: "double", taps: 2)
        single.require(toFail: double)
        _ = send { $0.down(1, at: start) }
        _ = send { $0.wait(0.05); $0.up(1) }
        let mark = log.entries.count
        harness.advance(by: GestureThresholds.standard.tapMaximumInterval)
        #expect(log.recent(since: mark) == [
            "double → failed",
            "delegate shouldBegin single", "single → ended",
            "action single ended",
            "view touchesCancelled",
            "single reset", "double reset",
        ])
    }

    @Test func aRecognizerRemovedInsideItsOwnAction() {
        let pan = pan()
        target.onAction = { recognizer in
            guard recognizer.state == .began else { return }
            view.removeGestureRecognizer(recognizer)
            // Cancelled at once, so app code reads a state that agrees with the removal; but
            // not reset inside the action: that waits for the end of the step.
            log.append("after removal reads \(recognizer.state)")
        }
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) } == [
            "pan touchesMoved",
            "delegate shouldBegin pan", "pan → began",
            "action pan began",
            "pan → cancelled",
            "after removal reads cancelled",
            "action pan cancelled",
            // It claimed the touch when it began: the view's touch is cancelled, for good,
            // though the claim was withdrawn before the views were served.
            "view touchesCancelled",
            "pan reset",
        ])
        #expect(pan.view == nil && view.gestureRecognizers == nil)
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 125, y: 100)) }.isEmpty)
        #expect(send { $0.wait(0.016); $0.up(1) }.isEmpty)
    }

    @Test func removingTheViewInsideAnAction() {
        let tap = tap()
        target.onAction = { recognizer in
            view.removeFromSuperview()
            log.append("removed; tap reads \(recognizer.state), view of tap is in window: \(recognizer.view?.window != nil)")
        }
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.05); $0.up(1) } == [
            "tap touchesEnded",
            "delegate shouldBegin tap", "tap → ended",
            "action tap ended",
            "removed; tap reads ended, view of tap is in window: false",
            // The touch stays bound to its view (hit-tested once), so the view still hears
            // how it ended.
            "view touchesCancelled",
            "tap reset",
        ])
        #expect(tap.state == .possible && tap.view === view && view.superview == nil)
        // The window goes on working without it.
        #expect(send { $0.tap(at: start) }.isEmpty)
    }

    @Test func disablingMidGesture() {
        let pan = pan()
        _ = send { $0.down(1, at: start) }
        _ = send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) }
        var mark = log.entries.count
        pan.isEnabled = false
        // Outside any step the setter is a step of its own: the cancellation and its action
        // are done when it returns; the reset waits for the touch to end.
        #expect(log.recent(since: mark) == ["pan → cancelled", "action pan cancelled"])
        #expect(pan.state == .cancelled)
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 125, y: 100)) }.isEmpty)
        mark = log.entries.count
        #expect(send { $0.wait(0.016); $0.up(1) } == ["pan reset"])
    }

    @Test func disablingAnotherRecognizerInsideAnAction() {
        let pan = pan()
        let other = TranscriptPan(transcript: log, name: "other")
        other.addTarget(target, action: TranscriptTarget.handle)
        view.addGestureRecognizer(other)
        // Both recognize together, so both begin on the same move.
        let simultaneous = SimultaneousDelegate()
        pan.delegate = simultaneous
        target.onAction = { recognizer in
            guard recognizer === pan, recognizer.state == .began else { return }
            other.isEnabled = false
            log.append("other reads \(other.state)")
        }
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) } == [
            "pan touchesMoved", "pan → began",
            "other touchesMoved", "other → began",
            "action pan began",
            // Cancelled at once, its action queued behind the began action already due.
            "other → cancelled",
            "other reads cancelled",
            "action other began",
            "action other cancelled",
            "view touchesCancelled",
        ])
    }

    @Test func aCancelledTouch() {
        _ = pan()
        _ = send { $0.down(1, at: start) }
        _ = send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 115, y: 100)) }
        #expect(send { $0.wait(0.016); $0.cancel(1) } == [
            "pan touchesCancelled", "pan → cancelled", "action pan cancelled", "pan reset",
        ])
    }

    @Test func stateReadsBackAtOnceAndTheActionComesAfterTheCallback() {
        let drag = ReadBackRecognizer(transcript: log)
        drag.addTarget(target, action: TranscriptTarget.handle)
        view.addGestureRecognizer(drag)
        _ = send { $0.down(1, at: start) }
        #expect(send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 101, y: 100)) } == [
            "drag reads began", "drag touchesMoved returns",
            "drag → began", "action drag began",
            "view touchesCancelled",
        ])
        #expect(send { $0.wait(0.016); $0.up(1) } == [
            "drag reads ended", "drag → ended", "action drag ended",
        ])
    }

    @Test func anActionSeesEveryRecognizerResolved() {
        let tap = tap()
        let pan = pan()
        var seen: [String] = []
        target.onAction = { recognizer in
            guard recognizer === pan, recognizer.state == .began else { return }
            seen.append("tap \(tap.state), pan \(pan.state), pan touches \(pan.numberOfTouches)")
        }
        _ = send { $0.down(1, at: start) }
        _ = send { $0.wait(0.016); $0.move(1, to: CGPoint(x: 160, y: 100)) }
        // The tap failed on the same move (beyond its 45 pt): by the time any action runs,
        // it reads failed, not possible.
        #expect(seen == ["tap failed, pan began, pan touches 1"])
    }
}

/// Lets every pair recognize together.
@MainActor
private final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
}
