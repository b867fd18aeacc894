import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A continuous recognizer for testing arbitration: begins on the first move, changes on
/// later moves, ends when the last finger lifts, fails if they lift before moving.
@MainActor
final class DragRecognizer: UIGestureRecognizer {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .began : .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = event.touches(for: self)?.filter { $0.phase != .ended && $0.phase != .cancelled } ?? []
        guard down.isEmpty else { return }
        state = state == .possible ? .failed : .ended
    }
}

/// A discrete recognizer for testing arbitration: recognizes on lift, fails on a move.
@MainActor
final class LiftRecognizer: UIGestureRecognizer {
    var resets = 0

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .ended }
    }

    override func reset() {
        super.reset()
        resets += 1
    }
}

/// A discrete recognizer that decides late: after lift it waits `delay` on its timer, then
/// fails (or, with `recognizes`, recognizes).
@MainActor
final class LateRecognizer: UIGestureRecognizer {
    var delay: TimeInterval = 0.3
    var recognizes = false

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        scheduleTimer(after: delay) { [weak self] in
            guard let self, self.state == .possible else { return }
            self.state = self.recognizes ? .ended : .failed
        }
    }
}

/// Answers the delegate questions from closures.
@MainActor
final class TestDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin: (UIGestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requireFailure: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (UIGestureRecognizer, UIGestureRecognizer) -> Bool = { _, _ in false }
    var receive: (UIGestureRecognizer, UITouch) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { shouldBegin(g) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { simultaneous(g, o) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf o: UIGestureRecognizer) -> Bool { requireFailure(g, o) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldBeRequiredToFailBy o: UIGestureRecognizer) -> Bool { requiredToFailBy(g, o) }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(g, touch) }
}

@Suite("Gesture environment")
@MainActor
struct GestureEnvironmentTests {
    func drag(_ harness: GestureHarness, distance: CGFloat = 30) {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 100 + distance, y: 100), duration: 0.1, steps: 3)
        script.up(1)
        harness.send(script)
    }

    @Test func recognizersSeeATouchBeforeTheView() {
        let harness = GestureHarness()
        let view = harness.addView()
        var order: [String] = []
        let recognizer = DragRecognizer { _ in order.append("action") }
        view.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        drag(harness)
        #expect(harness.transcript == "drag began, drag changed, drag ended")
        #expect(view.logText == "began, cancelled")
        #expect(order.count == 4)
        #expect(recognizer.state == .possible)
    }

    @Test func withoutCancelsTouchesInViewTheViewHearsEverything() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizer = DragRecognizer()
        recognizer.cancelsTouchesInView = false
        view.addGestureRecognizer(recognizer)
        drag(harness)
        #expect(view.logText == "began, moved, moved, moved, ended")
    }

    @Test func recognizersOnAncestorsSeeTouchesOfSubviews() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let child = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.addSubview(child)
        let recognizer = DragRecognizer()
        parent.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        drag(harness)
        #expect(harness.transcript == "drag began, drag changed, drag ended")
        #expect(child.logText == "began, cancelled")
        #expect(parent.log.isEmpty)
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        late.delaysTouchesBegan = true
        view.addGestureRecognizer(late)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 101, y: 100))
        script.wait(0.05)
        script.move(1, to: CGPoint(x: 102, y: 100))
        script.wait(0.05)
        script.up(1)
        harness.send(script)
        #expect(view.log.isEmpty)
        harness.advance(by: 0.31)
        // The held moves arrive as one: the touch is where it is.
        #expect(view.logText == "began, moved, ended")
    }

    @Test func delaysTouchesEndedHoldsTheEndUntilTheRecognizerDecides() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        view.addGestureRecognizer(late)
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        #expect(view.logText == "began")
        harness.advance(by: 0.31)
        #expect(view.logText == "began, ended")

        view.clearLog()
        late.recognizes = true
        var again = harness.script()
        again.tap(at: CGPoint(x: 100, y: 100))
        harness.send(again)
        harness.advance(by: 0.31)
        #expect(view.logText == "began, cancelled")

        view.clearLog()
        late.delaysTouchesEnded = false
        var third = harness.script()
        third.tap(at: CGPoint(x: 100, y: 100))
        harness.send(third)
        #expect(view.logText == "began, ended")
        harness.advance(by: 0.31)
        #expect(view.logText == "began, ended")
    }

    @Test func theFirstToRecognizeWinsTheTouch() {
        let harness = GestureHarness()
        let view = harness.addView()
        let first = DragRecognizer(), second = DragRecognizer()
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        harness.record(first, as: "first")
        harness.record(second, as: "second")
        drag(harness)
        #expect(harness.transcript == "first began, second failed, first changed, first ended")
        #expect(first.state == .possible && second.state == .possible)
    }

    @Test func theDeepestViewsRecognizersGoFirst() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let child = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.addSubview(child)
        let outer = DragRecognizer(), inner = DragRecognizer()
        parent.addGestureRecognizer(outer)
        child.addGestureRecognizer(inner)
        harness.record(outer, as: "outer")
        harness.record(inner, as: "inner")
        drag(harness)
        #expect(harness.transcript == "inner began, outer failed, inner changed, inner ended")
    }

    @Test func eitherDelegateCanAllowSimultaneousRecognition() {
        let harness = GestureHarness()
        let view = harness.addView()
        let first = DragRecognizer(), second = DragRecognizer()
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        second.delegate = delegate
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        harness.record(first, as: "first")
        harness.record(second, as: "second")
        drag(harness, distance: 10)
        #expect(harness.fullTranscript == "first began, second began, first changed, second changed, first changed, second changed, first ended, second ended")
    }

    @Test func aDependentWaitsForItsRequirementToFailThenProceeds() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        let lift = LiftRecognizer()
        lift.require(toFail: late)
        view.addGestureRecognizer(late)
        view.addGestureRecognizer(lift)
        harness.record(late, as: "late")
        harness.record(lift, as: "lift")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        #expect(harness.transcript == "")
        harness.advance(by: 0.29)
        #expect(harness.transcript == "")
        harness.advance(by: 0.02)
        #expect(harness.transcript == "late failed, lift ended")
        #expect(lift.state == .possible && lift.resets == 1)
        #expect(view.logText == "began, cancelled")
    }

    @Test func aDependentFailsWhenItsRequirementRecognizes() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        late.recognizes = true
        let lift = LiftRecognizer()
        view.addGestureRecognizer(late)
        view.addGestureRecognizer(lift)
        let delegate = TestDelegate()
        delegate.requireFailure = { g, o in g === lift && o === late }
        lift.delegate = delegate
        harness.record(late, as: "late")
        harness.record(lift, as: "lift")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        harness.advance(by: 0.5)
        #expect(harness.transcript == "late ended, lift failed")
    }

    @Test func shouldBeRequiredToFailByMakesTheOtherWait() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        let lift = LiftRecognizer()
        view.addGestureRecognizer(late)
        view.addGestureRecognizer(lift)
        let delegate = TestDelegate()
        delegate.requiredToFailBy = { g, o in g === late && o === lift }
        late.delegate = delegate
        harness.record(late, as: "late")
        harness.record(lift, as: "lift")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        #expect(harness.transcript == "")
        harness.advance(by: 0.5)
        #expect(harness.transcript == "late failed, lift ended")
    }

    @Test func recognizersThatRequireEachOtherDoNotWedge() {
        let harness = GestureHarness()
        let view = harness.addView()
        let a = LiftRecognizer(), b = LiftRecognizer()
        a.require(toFail: b)
        b.require(toFail: a)
        view.addGestureRecognizer(a)
        view.addGestureRecognizer(b)
        harness.record(a, as: "a")
        harness.record(b, as: "b")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        #expect(harness.transcript == "a failed, b ended")
        #expect(a.state == .possible && b.state == .possible)
        #expect(view.logText == "began, cancelled")
    }

    @Test func aDelegateThatSaysNoFailsTheRecognizer() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizer = DragRecognizer()
        let delegate = TestDelegate()
        delegate.shouldBegin = { _ in false }
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        drag(harness)
        #expect(harness.transcript == "drag failed")
        #expect(view.logText == "began, moved, moved, moved, ended")
    }

    @Test func aTouchedViewCanRefuseAnAncestorsRecognizer() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let child = RefusingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        parent.addSubview(child)
        let recognizer = DragRecognizer()
        parent.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        drag(harness)
        #expect(harness.transcript == "drag failed")
        #expect(child.asked.count == 1 && child.asked.first === recognizer)

        // Outside the refusing child the parent's recognizer begins as usual.
        harness.clearTranscript()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 300, y: 300))
        script.move(1, to: CGPoint(x: 340, y: 300), duration: 0.1, steps: 3)
        script.up(1)
        harness.send(script)
        #expect(harness.transcript == "drag began, drag changed, drag ended")
    }

    @Test func aDelegateCanKeepATouchFromARecognizer() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizer = DragRecognizer()
        let delegate = TestDelegate()
        delegate.receive = { _, _ in false }
        recognizer.delegate = delegate
        view.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        drag(harness)
        #expect(harness.transcript == "")
        #expect(view.log.count == 5)
    }

    @Test func aRecognizerThatForgetsToFailIsFailedWhenItsTouchesEnd() {
        let harness = GestureHarness()
        let view = harness.addView()
        let silent = UIGestureRecognizer()
        view.addGestureRecognizer(silent)
        harness.record(silent, as: "silent")
        var script = harness.script()
        script.tap(at: CGPoint(x: 100, y: 100))
        harness.send(script)
        #expect(harness.transcript == "silent failed")
        #expect(silent.state == .possible)
        #expect(view.logText == "began, ended")
    }

    @Test func disablingMidGestureCancelsIt() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizer = DragRecognizer()
        view.addGestureRecognizer(recognizer)
        harness.record(recognizer, as: "drag")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 150, y: 100), duration: 0.1, steps: 2)
        harness.send(script)
        recognizer.isEnabled = false
        var rest = harness.script()
        rest.move(1, to: CGPoint(x: 200, y: 100))
        rest.up(1)
        harness.send(rest)
        #expect(harness.transcript == "drag began, drag changed, drag cancelled")
        #expect(recognizer.state == .possible)
        recognizer.isEnabled = true
        drag(harness)
        #expect(harness.transcript.hasSuffix("drag cancelled, drag began, drag changed, drag ended"))
    }

    @Test func removingARecognizerMidGestureCancelsAndDetachesIt() {
        let harness = GestureHarness()
        let view = harness.addView()
        let recognizer = DragRecognizer()
        view.addGestureRecognizer(recognizer)
        #expect(view.gestureRecognizers?.count == 1)
        harness.record(recognizer, as: "drag")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 150, y: 100))
        harness.send(script)
        view.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil)
        #expect(view.gestureRecognizers == nil)
        var rest = harness.script()
        rest.move(1, to: CGPoint(x: 200, y: 100))
        rest.up(1)
        harness.send(rest)
        #expect(harness.transcript == "drag began, drag cancelled")
        #expect(recognizer.state == .possible)
    }

    @Test func movingARecognizerToAnotherViewDetachesItFromTheFirst() {
        let a = UIView(), b = UIView()
        let recognizer = DragRecognizer()
        a.addGestureRecognizer(recognizer)
        b.addGestureRecognizer(recognizer)
        #expect(a.gestureRecognizers == nil)
        #expect(b.gestureRecognizers?.first === recognizer)
        #expect(recognizer.view === b)
        b.gestureRecognizers = []
        #expect(recognizer.view == nil)
    }

    @Test func aFailedRecognizerHearsNothingUntilItsTouchesEnd() {
        let harness = GestureHarness()
        let view = harness.addView()
        let lift = LiftRecognizer()
        view.addGestureRecognizer(lift)
        harness.record(lift, as: "lift")
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 110, y: 100))
        script.down(2, at: CGPoint(x: 200, y: 200))
        script.up(2)
        script.up(1)
        script.tap(3, at: CGPoint(x: 100, y: 100))
        harness.send(script)
        // Finger 2 landed while lift had failed on finger 1: lift never saw it. Finger 3 is new.
        #expect(harness.transcript == "lift failed, lift ended")
    }
}

/// A view that refuses every recognizer that asks to begin with its touches.
@MainActor
final class RefusingView: UIView {
    var asked: [UIGestureRecognizer] = []

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append(gestureRecognizer)
        return false
    }
}
