import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The view-delivery queue on its own: touches made by hand, no router, no recognizers.
@Suite("Touch view-delivery queue")
@MainActor
struct TouchViewDeliveryQueueTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let event = UIEvent(type: .touches, timestamp: 0)

    func entry(_ id: Int, on view: UIView?) -> TouchRecord {
        TouchRecord(UITouch(locationInWindow: CGPoint(x: 10, y: 10), timestamp: 0, type: .direct, tapCount: 1,
                            view: view, window: window),
                    key: TouchKey(deviceID: 2, touchID: id))
    }

    @Test func theRouterOwnsEachTouchsRecordAndTheTouchReadsItsRecognizersThere() {
        let harness = GestureHarness()
        let view = harness.addView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        var down = harness.script()
        down.down(1, at: CGPoint(x: 10, y: 10))
        harness.send(down)
        let touch = harness.window.touchRouter.touchesDown[0]
        #expect(harness.window.touchRouter.record(of: touch)?.touch === touch)
        #expect(touch.gestureRecognizers.count == 1 && touch.gestureRecognizers.first === pan)
        var up = harness.script()
        up.up(1)
        harness.send(up)
        #expect(harness.window.touchRouter.record(of: touch) == nil, "gone once the touch and its view are done")
        #expect(touch.gestureRecognizers.isEmpty)
    }

    @Test func movesHeldTogetherAreOneMoveAndAnEndedTouchLeaves() {
        let view = TouchRecordingView(frame: window.bounds)
        let queue = TouchViewDeliveryQueue()
        let touch = entry(1, on: view)
        queue.enqueue(touch, .began)
        queue.enqueue(touch, .moved)
        queue.enqueue(touch, .moved)
        #expect(view.logText == "", "nothing is sent before the step settles")
        queue.deliver(with: event)
        #expect(view.logText == "began, moved")
        touch.touch.phase = .ended
        queue.enqueue(touch, .ended)
        queue.deliver(with: event)
        #expect(view.logText == "began, moved, ended")
        #expect(queue.isEmpty)
        queue.enqueue(touch, .moved)
        queue.deliver(with: event)
        #expect(view.logText == "began, moved, ended", "a finished touch hears nothing more")
    }

    @Test func aTouchCancelledBeforeItsViewHeardOfItIsNeverSent() {
        let view = TouchRecordingView(frame: window.bounds)
        let queue = TouchViewDeliveryQueue()
        let touch = entry(1, on: view)
        queue.enqueue(touch, .began)
        touch.touch.phase = .cancelled
        queue.enqueue(touch, .cancelled)
        queue.deliver(with: event)
        #expect(view.logText == "")
        #expect(queue.count == 0)
    }

    @Test func aTouchOnNoViewIsFinishedAtOnceAndTheOthersKeepTheirOrder() {
        let first = TouchRecordingView(frame: window.bounds)
        let second = TouchRecordingView(frame: window.bounds)
        let queue = TouchViewDeliveryQueue()
        let a = entry(1, on: first), nowhere = entry(2, on: nil), b = entry(3, on: second)
        queue.enqueue(a, .began)
        queue.enqueue(nowhere, .began)
        queue.enqueue(b, .began)
        queue.deliver(with: event)
        #expect(queue.count == 2, "the touch on no view left the queue")
        #expect(nowhere.viewDelivery.isFinished)
        a.touch.phase = .ended
        queue.enqueue(a, .ended)
        queue.enqueue(b, .moved)
        queue.deliver(with: event)
        #expect(first.logText == "began, ended")
        #expect(second.logText == "began, moved")
        #expect(queue.count == 1)
    }

    @Test func aRecognizerThatRecognizedClaimsTheTouch() {
        let harness = GestureHarness()
        let view = harness.addView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let t = harness.clock.now
        let began = InputEvent.touch(TouchInput(id: 1, phase: .began, location: CGPoint(x: 100, y: 100), timestamp: t, deviceID: 2))
        let moved = InputEvent.touch(TouchInput(id: 1, phase: .moved, location: CGPoint(x: 160, y: 100), timestamp: t + 0.05, deviceID: 2))
        harness.send([began, moved])
        #expect(pan.state == .began)
        #expect(view.logText == "began, cancelled")
        #expect(harness.window.touchRouter.viewDelivery.isEmpty, "a claimed touch has nothing more for its view")
        harness.window.cancelAllTouches()
    }
}
