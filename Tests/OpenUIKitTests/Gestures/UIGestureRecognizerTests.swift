import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@MainActor
private final class Target {
    var calls: [String] = []
    func handle(_ recognizer: DragRecognizer) { calls.append("handle \(recognizer.state)") }
    func handleAny(_ recognizer: UIGestureRecognizer) { calls.append("any \(recognizer.state)") }
    func poke() { calls.append("poke") }
}

@Suite("UIGestureRecognizer")
@MainActor
struct UIGestureRecognizerTests {
    func drag(_ harness: GestureHarness) {
        var script = harness.script()
        script.down(1, at: CGPoint(x: 100, y: 100))
        script.move(1, to: CGPoint(x: 130, y: 100), duration: 0.1, steps: 2)
        script.up(1)
        harness.send(script)
    }

    @Test func targetActionsOfEveryShapeAreCalledInOrder() {
        let harness = GestureHarness()
        let view = harness.addView()
        let target = Target()
        let recognizer = DragRecognizer(target: target, action: Target.handle)
        recognizer.addTarget(target, action: Target.handleAny)
        recognizer.addTarget(target, action: Target.poke)
        var closureStates: [UIGestureRecognizer.State] = []
        recognizer.addAction { closureStates.append($0.state) }
        view.addGestureRecognizer(recognizer)
        drag(harness)
        #expect(target.calls == ["handle began", "any began", "poke", "handle changed", "any changed", "poke",
                                 "handle ended", "any ended", "poke"])
        #expect(closureStates == [.began, .changed, .ended])
    }

    @Test func targetsAreHeldWeakly() {
        let harness = GestureHarness()
        let view = harness.addView()
        var target: Target? = Target()
        weak let weakTarget = target
        let recognizer = DragRecognizer()
        if let target { recognizer.addTarget(target, action: Target.handle) }
        target = nil
        #expect(weakTarget == nil)
        var fired = 0
        recognizer.addAction { _ in fired += 1 }
        view.addGestureRecognizer(recognizer)
        drag(harness)
        #expect(fired == 3)
        #expect(recognizer.actions.count == 1)
    }

    @Test func removeTargetRemovesByTargetAndShape() {
        let target = Target(), other = Target()
        let recognizer = DragRecognizer(target: target, action: Target.handle)
        recognizer.addTarget(target, action: Target.poke)
        recognizer.addTarget(other, action: Target.handle)
        let closure = recognizer.addAction { _ in }
        recognizer.removeTarget(target, action: Target.poke)
        #expect(recognizer.actions.count == 3)
        recognizer.removeTarget(target, action: nil)
        #expect(recognizer.actions.count == 2)
        recognizer.removeAction(closure)
        #expect(recognizer.actions.count == 1)
        recognizer.addAction { _ in }
        recognizer.removeTarget(nil, action: nil)
        #expect(recognizer.actions.isEmpty)
    }

    @Test func illegalTransitionsAreReportedAndRefused() {
        var reports: [String] = []
        let saved = UIGestureRecognizer.illegalTransitionHandler
        UIGestureRecognizer.illegalTransitionHandler = { reports.append($0) }
        defer { UIGestureRecognizer.illegalTransitionHandler = saved }

        let recognizer = UIGestureRecognizer()
        recognizer.name = "g"
        recognizer.state = .changed
        #expect(recognizer.state == .possible)
        recognizer.state = .cancelled
        #expect(recognizer.state == .possible)
        recognizer.state = .began
        #expect(recognizer.state == .began)
        recognizer.state = .began
        recognizer.state = .failed
        #expect(recognizer.state == .began)
        recognizer.state = .ended
        recognizer.state = .changed
        #expect(recognizer.state == .ended)
        #expect(reports.count == 5)
        #expect(reports.first?.contains("\"g\": illegal state transition possible → changed") == true)
    }

    @Test func everyLegalTransitionIsAccepted() {
        typealias S = UIGestureRecognizer.State
        let legal: [(S, S)] = [(.possible, .began), (.possible, .ended), (.possible, .failed),
                               (.began, .changed), (.began, .ended), (.began, .cancelled),
                               (.changed, .changed), (.changed, .ended), (.changed, .cancelled)]
        let all: [S] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        for from in all {
            for to in all {
                let expected = legal.contains { $0 == from && $1 == to }
                #expect(GestureEnvironment.isLegal(from: from, to: to) == expected, "\(from) → \(to)")
            }
        }
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func queriesDescribeTheTouchesThatLiftedAtTheEnd() {
        let harness = GestureHarness()
        let view = harness.addView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        var seen: [(Int, CGPoint, CGPoint)] = []
        let recognizer = DragRecognizer { r in
            seen.append((r.numberOfTouches, r.location(in: view), r.location(ofTouch: 0, in: nil)))
        }
        view.addGestureRecognizer(recognizer)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 150))
        script.down(2, at: CGPoint(x: 250, y: 150))
        script.move(1, to: CGPoint(x: 160, y: 150))
        script.up(2)
        script.up(1)
        harness.send(script)
        #expect(seen.count == 2)
        #expect(seen[0].0 == 2)
        #expect(seen[0].1 == CGPoint(x: 105, y: 50))
        #expect(seen[0].2 == CGPoint(x: 160, y: 150))
        // At the end: finger 2 lifted earlier, finger 1 lifts now and is still described.
        #expect(seen[1].0 == 1)
        #expect(seen[1].1 == CGPoint(x: 60, y: 50))
        #expect(recognizer.numberOfTouches == 0)
    }

    @Test func locationOfAMissingTouchFallsBackToTheCentroid() {
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.location(ofTouch: 3, in: nil) == .zero)
        #expect(recognizer.numberOfTouches == 0)
    }

    @Test func timersRunOnTheWindowClockAndStopWhenTheRecognizerFinishes() {
        let harness = GestureHarness()
        let view = harness.addView()
        let late = LateRecognizer()
        late.delay = 1
        view.addGestureRecognizer(late)
        var script = harness.script()
        script.tap(at: CGPoint(x: 10, y: 10))
        harness.send(script)
        #expect(late.clock === harness.clock)
        #expect(harness.clock.pendingTimerCount == 1)
        late.isEnabled = false
        #expect(harness.clock.pendingTimerCount == 0)
        #expect(late.state == .possible)
    }
}
