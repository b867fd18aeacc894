import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The host of a window with no display: it makes the window, its scale and its one clock,
/// and runs its frames on that clock.
@MainActor
@Suite("Headless host")
struct HeadlessHostTests {
    @Test func theHostMakesTheWindowItsScaleAndTheAppsOneClock() {
        let application = UIApplication.shared
        let savedKeyWindow = application.keyWindow, savedScale = AssetCatalog.preferredScale
        defer {
            application.keyWindow = savedKeyWindow
            AssetCatalog.preferredScale = savedScale
        }
        let host = HeadlessHost(configuration: UIApplicationConfiguration(title: "Headless", size: CGSize(width: 120, height: 80), scale: 2),
                                rootViewController: { UIViewController() })
        #expect(host.window.bounds.size == CGSize(width: 120, height: 80))
        #expect(host.window.screenScale == 2)
        #expect(AssetCatalog.preferredScale == 2)
        #expect(application.keyWindow === host.window)
        #expect(host.window.inputClock === host.clock)
        #expect(application.inputClock === host.clock, "the application's clock is its key window's, the host's")
        #expect(host.window.frameScheduler === host.frameClock)
        #expect(application.host == nil, "headless, a quit is only recorded")
        #expect(!host.isFullscreen)
    }

    @Test func animationsAndGestureTimersRunOnTheHostsClock() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100), startTime: 50)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.window.renderIfNeeded()
        var finished = false
        UIView.animate(withDuration: 0.5, animations: { view.center = CGPoint(x: 80, y: 80) }, completion: { finished = $0 })
        host.frameClock.advance(by: 0.25)
        #expect(!finished)
        #expect(host.clock.now == 50.25)
        #expect(host.frameClock.runUntilIdle())
        #expect(finished)
        #expect(host.clock.now <= 50.5 + host.frameClock.refreshInterval)
        // A long press fires on the same clock: no other clock was ever involved.
        var began = false
        let press = UILongPressGestureRecognizer { if $0.state == .began { began = true } }
        view.addGestureRecognizer(press)
        host.window.sendInput(.touch(TouchInput(id: 1, phase: .began, location: CGPoint(x: 80, y: 80), timestamp: host.clock.now, deviceID: 2)))
        host.clock.advance(by: 1)
        #expect(began)
        host.window.cancelAllTouches()
    }

    @Test func aReplayPlaysOnTheHostsClockAndLeavesItInPlace() throws {
        let host = HeadlessHost(size: CGSize(width: 200, height: 200), startTime: 10)
        let view = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(view)
        let player = ReplayPlayer(script: try ReplayScript(parsing: "tap 100,100\n"))
        #expect(player.playToEnd(in: host.window) == .finished)
        #expect(view.logText == "began, ended")
        #expect(host.window.inputClock === host.clock)
        #expect(host.window.frameScheduler === host.frameClock)
        #expect(host.clock.now > 10 + ReplayPlayer.settleTime, "the replay's time passed on the host's clock")
    }
}
