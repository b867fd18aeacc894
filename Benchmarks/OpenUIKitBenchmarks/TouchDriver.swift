import Foundation
import OpenUIKit

/// One finger driven frame by frame, through `UIWindow.sendInput` as decoded X input is, on
/// a manual clock (so recognizers see a steady 120 Hz drag and no real time is waited).
@MainActor
final class TouchDriver {
    /// The frame interval the drag moves at: a 120 Hz touchscreen.
    static let frameInterval: TimeInterval = 1.0 / 120
    /// The finger's device: any id the window has not seen.
    static let deviceID = 2

    let window: UIWindow
    private let clock: ManualInputClock
    private var touchID = 0
    private(set) var location = CGPoint.zero
    private var isDown = false

    init(window: UIWindow) {
        self.window = window
        clock = ManualInputClock(now: 0)
        window.inputClock = clock
    }

    func down(at point: CGPoint) {
        if isDown { up() }
        touchID += 1
        location = point
        isDown = true
        send(.began)
    }

    func move(by delta: CGPoint) {
        guard isDown else { return }
        location = CGPoint(x: location.x + delta.x, y: location.y + delta.y)
        send(.moved)
    }

    func up() {
        guard isDown else { return }
        isDown = false
        send(.ended)
    }

    private func send(_ phase: TouchInput.Phase) {
        clock.advance(by: TouchDriver.frameInterval)
        window.sendInput(.touch(TouchInput(id: touchID, phase: phase, location: location, timestamp: clock.now,
                                           deviceID: TouchDriver.deviceID)))
    }
}
