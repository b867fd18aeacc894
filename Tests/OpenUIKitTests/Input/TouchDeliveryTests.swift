import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view that keeps the touches it was handed, to check what they report.
@MainActor
private final class TouchKeepingView: UIView {
    var began: [UITouch] = []
    var moved: [(location: CGPoint, previous: CGPoint, stationary: Int)] = []
    var ended = 0
    var cancelled = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let stationary = event?.allTouches?.filter { $0.phase == .stationary }.count ?? -1
            moved.append((touch.location(in: self), touch.previousLocation(in: self), stationary))
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += touches.count }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += touches.count }
}

@Suite("Touch delivery")
@MainActor
struct TouchDeliveryTests {
    @Test func aTouchStaysBoundToTheViewItWasHitTestedTo() {
        let harness = GestureHarness()
        let left = TouchKeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = TouchKeepingView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        harness.window.addSubview(left)
        harness.window.addSubview(right)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.01)
        script.move(1, to: CGPoint(x: 300, y: 60))
        script.wait(0.01)
        script.up(1)
        harness.send(script)

        #expect(left.began.count == 1)
        #expect(right.began.isEmpty)
        #expect(left.moved.count == 1)
        #expect(left.ended == 1)
        let touch = left.began[0]
        #expect(touch.view === left)
        #expect(touch.window === harness.window)
        #expect(touch.phase == .ended)
        #expect(touch.type == .direct)
        #expect(touch.location(in: right) == CGPoint(x: 100, y: 60))
        #expect(touch.location(in: nil) == CGPoint(x: 300, y: 60))
        #expect(left.moved[0].location == CGPoint(x: 300, y: 60))
        #expect(left.moved[0].previous == CGPoint(x: 50, y: 50))
    }

    @Test func locationsFollowTransformsOfTheViewAskedAbout() {
        let harness = GestureHarness()
        let view = TouchKeepingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        harness.window.addSubview(view)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 150, y: 150))
        harness.send(script)
        let touch = view.began[0]
        #expect(touch.location(in: view) == CGPoint(x: 50, y: 50))
        harness.window.cancelAllTouches()
    }

    @Test func unhandledTouchesTravelUpTheResponderChain() {
        let harness = GestureHarness()
        let parent = harness.addView()
        let child = TouchRecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.forwardsToNext = true
        parent.addSubview(child)
        var script = harness.script()
        script.tap(at: CGPoint(x: 20, y: 20))
        harness.send(script)
        #expect(child.logText == "began, ended")
        #expect(parent.logText == "began, ended")
    }

    @Test func theEventListsStationaryTouchesAndTouchesPerView() {
        let harness = GestureHarness()
        let view = TouchKeepingView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 10, y: 10))
        script.down(2, at: CGPoint(x: 100, y: 100))
        script.wait(0.01)
        script.move(2, to: CGPoint(x: 110, y: 100))
        harness.send(script)
        #expect(view.moved.count == 1)
        #expect(view.moved[0].stationary == 1)
        let event = UIEvent(type: .touches, timestamp: 0)
        event.touchList = view.began
        #expect(event.touches(for: view)?.count == 2)
        #expect(event.touches(for: harness.window)?.count == 2)
        #expect(UIEvent(type: .presses, timestamp: 0).allTouches == nil)
        harness.window.cancelAllTouches()
        #expect(view.cancelled == 2)
    }

    @Test func quickTapsAtOneSpotCountUp() {
        let harness = GestureHarness()
        let view = TouchKeepingView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        var script = harness.script()
        script.tap(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.1)
        script.tap(1, at: CGPoint(x: 52, y: 51))
        script.wait(0.1)
        script.tap(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.5)
        script.tap(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.1)
        script.tap(1, at: CGPoint(x: 150, y: 50))
        harness.send(script)
        #expect(view.began.map(\.tapCount) == [1, 2, 3, 1, 1])
    }

    @Test func aCancelledTouchCancelsInTheView() {
        let harness = GestureHarness()
        let view = harness.addView()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.1)
        script.cancel(1)
        harness.send(script)
        #expect(view.logText == "began, cancelled")
    }

    @Test func cancelAllTouchesCancelsEveryLiveTouch() {
        let harness = GestureHarness()
        let view = harness.addView()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.down(2, at: CGPoint(x: 80, y: 50))
        harness.send(script)
        harness.window.cancelAllTouches()
        #expect(view.logText == "began, began, cancelled, cancelled")
        #expect(harness.window.touchRouter.liveTouchCount == 0)
        // Nothing is left to wedge: the next touch works normally.
        var next = harness.script()
        next.tap(at: CGPoint(x: 50, y: 50))
        harness.send(next)
        #expect(view.logText.hasSuffix("began, ended"))
    }

    @Test func aBeganForALiveTouchIdCancelsTheTouchWhoseEndWasLost() {
        let harness = GestureHarness()
        let view = harness.addView()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.wait(0.1)
        script.down(1, at: CGPoint(x: 60, y: 60))
        script.wait(0.1)
        script.up(1)
        harness.send(script)
        #expect(view.logText == "began, cancelled, began, ended")
    }

    @Test func touchesFromDifferentDevicesWithTheSameIdAreDifferentFingers() {
        let harness = GestureHarness()
        let view = harness.addView()
        var a = harness.script(deviceID: 2)
        a.down(1, at: CGPoint(x: 50, y: 50))
        var b = harness.script(deviceID: 3)
        b.down(1, at: CGPoint(x: 90, y: 50))
        b.up(1)
        harness.send(a.events + b.events)
        #expect(view.logText == "began, began, ended")
        #expect(harness.window.touchRouter.liveTouchCount == 1)
    }

    @Test func badInputIsDroppedWithoutHarm() {
        let harness = GestureHarness()
        let view = harness.addView()
        let nan = CGFloat.nan
        let events: [InputEvent] = [
            .touch(TouchInput(id: 9, phase: .moved, location: CGPoint(x: 1, y: 1), timestamp: 100, deviceID: 2)),
            .touch(TouchInput(id: 9, phase: .ended, location: CGPoint(x: 1, y: 1), timestamp: 100, deviceID: 2)),
            .touch(TouchInput(id: 1, phase: .began, location: CGPoint(x: nan, y: 1), timestamp: 100, deviceID: 2)),
            .touch(TouchInput(id: 2, phase: .began, location: CGPoint(x: 10, y: 10), timestamp: .nan, deviceID: 2)),
            .touch(TouchInput(id: 2, phase: .moved, location: CGPoint(x: nan, y: nan), timestamp: 100, deviceID: 2)),
            .touch(TouchInput(id: 2, phase: .ended, location: CGPoint(x: CGFloat.infinity, y: 0), timestamp: 100, deviceID: 2)),
            .key(KeyInput(isDown: true, key: UIKey(characters: "q", charactersIgnoringModifiers: "q", keyCode: .keyboardQ), timestamp: 100)),
            .touch(TouchInput(id: 3, phase: .began, location: CGPoint(x: -50, y: -50), timestamp: 100, deviceID: 2)),
            .touch(TouchInput(id: 3, phase: .ended, location: CGPoint(x: -50, y: -50), timestamp: 100, deviceID: 2)),
        ]
        harness.send(events)
        #expect(view.logText == "began, ended")
        #expect(harness.window.touchRouter.liveTouchCount == 0)
    }
}
