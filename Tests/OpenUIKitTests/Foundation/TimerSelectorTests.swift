import Foundation
import Testing
@testable import OpenUIKit

@MainActor
private final class Ticker: NSObject {
    var ticks: [Date] = []
    var infos: [String] = []
    var timers: [Timer] = []
    func tick(_ timer: Timer) {
        ticks.append(Date())
        timers.append(timer)
        infos.append(timer.userInfo as? String ?? "none")
    }
    func bare() { ticks.append(Date()) }
}

@Suite("Timer with a target and a Selector")
@MainActor
struct TimerSelectorTests {
    /// How late a timer may fire on a busy test machine, in seconds.
    static let lateness: TimeInterval = 1.5

    @Test func aScheduledTimerFiresOnTheMainRunLoopWithItsUserInfo() {
        let ticker = Ticker()
        let start = Date()
        let timer = Timer.scheduledTimer(timeInterval: 0.05, target: ticker, selector: Selector(Ticker.tick(_:)),
                                         userInfo: "deal", repeats: false)
        #expect(ticker.ticks.isEmpty)  // not before the run loop runs
        #expect(runMainRunLoop(timeout: Self.lateness) { !ticker.ticks.isEmpty })
        #expect(ticker.ticks[0].timeIntervalSince(start) >= 0.05)
        #expect(ticker.infos == ["deal"])
        #expect(ticker.timers.first === timer)
        #expect(!timer.isValid)  // a one-shot timer is done
        _ = runMainRunLoop(timeout: 0.1)
        #expect(ticker.ticks.count == 1)
    }

    @Test func aRepeatingTimerFiresUntilInvalidated() {
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.02, target: ticker, selector: Selector(Ticker.bare),
                                         userInfo: nil, repeats: true)
        #expect(runMainRunLoop(timeout: Self.lateness * 2) { ticker.ticks.count >= 3 })
        timer.invalidate()
        let count = ticker.ticks.count
        _ = runMainRunLoop(timeout: 0.1)
        #expect(ticker.ticks.count == count)
    }

    @Test func theTargetIsHeldUntilTheTimerIsInvalidated() {
        weak var weakTicker: Ticker?
        let timer: Timer
        do {
            let ticker = Ticker()
            weakTicker = ticker
            timer = Timer.scheduledTimer(timeInterval: 60, target: ticker, selector: Selector(Ticker.bare),
                                         userInfo: nil, repeats: true)
        }
        #expect(weakTicker != nil)
        timer.invalidate()
        #expect(weakTicker == nil)
    }

    @Test func anUnscheduledTimerWaitsUntilAddedToARunLoop() {
        let ticker = Ticker()
        let timer = Timer(timeInterval: 0.01, target: ticker, selector: Selector(Ticker.tick(_:)), userInfo: "later", repeats: false)
        #expect(timer.userInfo as? String == "later")
        _ = runMainRunLoop(timeout: 0.05)
        #expect(ticker.ticks.isEmpty)
        RunLoop.current.add(timer, forMode: .common)
        #expect(runMainRunLoop(timeout: Self.lateness) { ticker.infos == ["later"] })
    }
}
