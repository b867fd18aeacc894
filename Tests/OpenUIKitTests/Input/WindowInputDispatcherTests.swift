import Foundation
@testable import OpenUIKit
import Testing

/// Each window's `WindowInputDispatcher` routes its own touches, on its own clock.
@MainActor
@Suite struct WindowInputDispatcherTests {
    func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.inputClock = ManualInputClock(now: 10)
        window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        return window
    }

    @Test func touchesAndTheirCancellationStayInTheirWindow() {
        let first = window()
        let second = window()
        first.sendInput(.touch(TouchInput(id: 1, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 10, deviceID: 2)))
        second.sendInput(.touch(TouchInput(id: 1, phase: .began, location: CGPoint(x: 5, y: 5), timestamp: 10, deviceID: 2)))
        #expect(first.touchRouter.liveTouchCount == 1 && second.touchRouter.liveTouchCount == 1)

        second.cancelAllTouches()
        #expect(second.touchRouter.liveTouchCount == 0)
        #expect(first.touchRouter.liveTouchCount == 1, "the same touch id in another window is another touch")
        #expect(first.inputDispatcher.touchRouter !== second.inputDispatcher.touchRouter)
    }

    @Test func eachWindowHasItsOwnClock() {
        let first = window()
        let second = window()
        let clock = ManualInputClock(now: 99)
        second.inputClock = clock
        #expect(first.inputClock.now == 10 && second.inputClock.now == 99)
        #expect(second.inputDispatcher.touchRouter.clock.now == 99)
    }
}
