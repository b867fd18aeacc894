import Foundation
@testable import OpenUIKit
import Testing

/// Display links on a window driven by a `HeadlessFrameClock`: when they are called, with
/// what timestamps, and what pausing, invalidating and choosing a rate do.
///
/// Each test makes its window the application's key window (where a link finds its frames)
/// and puts the previous one back; the tests are synchronous on the main actor, so no other
/// test runs in between.
@MainActor
@Suite("CADisplayLink")
struct CADisplayLinkTests {
    static let refresh = 1.0 / 60
    /// Timestamps come from adding refresh intervals: equal up to floating-point rounding.
    static let rounding = 1e-9

    /// A key window with a headless 60 Hz clock, for the duration of `body`.
    func withKeyWindow(refresh: TimeInterval = CADisplayLinkTests.refresh,
                       _ body: (UIWindow, HeadlessFrameClock) throws -> Void) rethrows {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.inputClock = ManualInputClock(now: 1000)
        let clock = HeadlessFrameClock(window: window, refreshInterval: refresh)
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = window
        defer { UIApplication.shared.keyWindow = previous }
        try body(window, clock)
    }

    /// What a link saw at each call.
    @MainActor
    final class Recorder {
        var timestamps: [TimeInterval] = []
        var targets: [TimeInterval] = []
        var durations: [TimeInterval] = []

        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
            durations.append(link.duration)
        }

        var intervals: [TimeInterval] { zip(timestamps.dropFirst(), timestamps).map { $0 - $1 } }
    }

    func near(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < CADisplayLinkTests.rounding }

    @Test func timestampsAdvanceByRefreshIntervalsAndTargetIsOneRefreshLater() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            #expect(link.timestamp == 0 && link.targetTimestamp == 0 && link.duration == 0, "nothing before the first call")
            link.add(to: .main, forMode: .common)
            #expect(clock.frameRequested, "adding asks for a frame")
            for _ in 0..<5 { clock.advance(by: CADisplayLinkTests.refresh) }
            #expect(recorder.timestamps.count == 5)
            #expect(near(recorder.timestamps.first ?? 0, 1000 + CADisplayLinkTests.refresh), "the first call is at the next refresh")
            #expect(recorder.intervals.allSatisfy { near($0, CADisplayLinkTests.refresh) }, "\(recorder.intervals)")
            #expect(zip(recorder.targets, recorder.timestamps).allSatisfy { near($0 - $1, CADisplayLinkTests.refresh) })
            #expect(recorder.durations.allSatisfy { near($0, CADisplayLinkTests.refresh) })
            link.invalidate()
        }
    }

    @Test func aRenderBetweenTwoRefreshesDoesNotCallTheLinkAgain() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.add(to: .main, forMode: .default)
            // One refresh and a bit: a frame at 1/60, and the closing render at 1.3/60.
            clock.advance(by: CADisplayLinkTests.refresh * 1.3)
            window.renderIfNeeded()
            #expect(recorder.timestamps.count == 1)
            clock.advance(by: CADisplayLinkTests.refresh * 0.7)
            #expect(recorder.timestamps.count == 2, "the next refresh calls it")
            link.invalidate()
        }
    }

    @Test func aPausedLinkIsNotCalledAndAsksForNoFrames() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.isPaused = true
            link.add(to: .main, forMode: .common)
            #expect(!clock.frameRequested, "a paused link added asks for nothing")

            link.isPaused = false
            #expect(clock.frameRequested)
            clock.advance(by: CADisplayLinkTests.refresh * 3)
            #expect(recorder.timestamps.count == 3)

            link.isPaused = true
            // The frame the last one asked for runs, calls nobody and asks for no other.
            clock.advance(by: CADisplayLinkTests.refresh)
            #expect(!clock.frameRequested)
            let framesBefore = clock.framesRun
            clock.advance(by: 1)
            #expect(recorder.timestamps.count == 3)
            #expect(clock.framesRun == framesBefore, "no frames at all while the only link is paused")

            link.isPaused = false
            clock.advance(by: CADisplayLinkTests.refresh * 2)
            #expect(recorder.timestamps.count == 5)
            link.invalidate()
        }
    }

    @Test func thirtyHertzOnASixtyHertzDisplayIsEverySecondRefresh() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
            link.add(to: .main, forMode: .common)
            for _ in 0..<12 { clock.advance(by: CADisplayLinkTests.refresh) }
            #expect(clock.framesRun == 12, "the window still runs every refresh")
            #expect(recorder.timestamps.count == 6)
            #expect(recorder.intervals.allSatisfy { near($0, 2 * CADisplayLinkTests.refresh) }, "\(recorder.intervals)")
            #expect(zip(recorder.targets, recorder.timestamps).allSatisfy { near($0 - $1, 2 * CADisplayLinkTests.refresh) },
                    "targetTimestamp - timestamp is the link's own frame duration")
            #expect(recorder.durations.allSatisfy { near($0, CADisplayLinkTests.refresh) }, "duration stays the display's")
            link.invalidate()
        }
    }

    @Test func preferredFramesPerSecondAndFrameIntervalPickTheRateToo() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.preferredFramesPerSecond = 20
            #expect(link.preferredFramesPerSecond == 20)
            link.add(to: .main, forMode: .common)
            for _ in 0..<12 { clock.advance(by: CADisplayLinkTests.refresh) }
            #expect(recorder.timestamps.count == 4, "20 Hz: every third refresh")

            link.frameInterval = 4
            recorder.timestamps.removeAll()
            for _ in 0..<12 { clock.advance(by: CADisplayLinkTests.refresh) }
            #expect(recorder.timestamps.count == 3, "every fourth refresh")

            link.preferredFramesPerSecond = 0
            #expect(link.frameInterval == 1, "a new preference replaces the interval")
            #expect(link.preferredFrameRateRange == .default)
            recorder.timestamps.removeAll()
            for _ in 0..<6 { clock.advance(by: CADisplayLinkTests.refresh) }
            #expect(recorder.timestamps.count == 6)
            link.invalidate()
        }
    }

    @Test func invalidatingStopsTheCallsAndReleasesTheTarget() {
        withKeyWindow { window, clock in
            weak var weakTarget: Recorder?
            weak var weakLink: CADisplayLink?
            do {
                let recorder = Recorder()
                weakTarget = recorder
                let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
                weakLink = link
                link.add(to: .main, forMode: .common)
            }
            clock.advance(by: CADisplayLinkTests.refresh * 2)
            #expect(weakLink != nil, "the window's frames keep an added link, as a run loop does")
            #expect(weakTarget != nil, "the link keeps its target")
            #expect(weakTarget?.timestamps.count == 2)

            weakLink?.invalidate()
            #expect(weakTarget == nil, "released by invalidate")
            #expect(weakLink == nil, "and the window let the link go")
            #expect(window.frameObservers.isEmpty)
            clock.advance(by: CADisplayLinkTests.refresh)
            #expect(!clock.frameRequested, "nothing asks for frames any more")
        }
    }

    @Test func theHandlerFormIsReleasedByInvalidateToo() {
        withKeyWindow { window, clock in
            final class Captured {}
            weak var weakCaptured: Captured?
            var calls = 0
            let link: CADisplayLink
            do {
                let captured = Captured()
                weakCaptured = captured
                link = CADisplayLink { _ in
                    withExtendedLifetime(captured) { calls += 1 }
                }
            }
            link.add(to: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh * 3)
            #expect(calls == 3)
            #expect(weakCaptured != nil)
            link.invalidate()
            #expect(weakCaptured == nil)
            link.add(to: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh * 3)
            #expect(calls == 3, "an invalidated link cannot be added again")
        }
    }

    @Test func aSelectorWithoutArgumentWorks() {
        withKeyWindow { window, clock in
            final class Ticker {
                var ticks = 0
                func tick() { ticks += 1 }
            }
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: Selector(Ticker.tick))
            link.add(to: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh * 4)
            #expect(ticker.ticks == 4)
            link.invalidate()
        }
    }

    @Test func aSelectorOfTheWrongShapeWarnsAndTheLinkGoesOn() {
        withKeyWindow { window, clock in
            final class Target {
                func takesText(_ text: String) {}
            }
            final class Other {
                func step(_ link: CADisplayLink) {}
            }
            let wrongArgument = CADisplayLink(target: Target(), selector: Selector(Target.takesText(_:)))
            let wrongClass = CADisplayLink(target: Target(), selector: Selector(Other.step(_:)))
            wrongArgument.add(to: .main, forMode: .common)
            wrongClass.add(to: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh * 3)
            let warnings = Diagnostics.recentWarnings()
            #expect(warnings.contains { $0.contains("cannot take the sender CADisplayLink") }, "\(warnings.suffix(5))")
            #expect(warnings.contains { $0.contains("which is not of the method's class") }, "\(warnings.suffix(5))")
            #expect(near(wrongArgument.timestamp, 1000 + 3 * CADisplayLinkTests.refresh), "still running")
            wrongArgument.invalidate()
            wrongClass.invalidate()
        }
    }

    @Test func runLoopModesAreASet() {
        withKeyWindow { window, clock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.add(to: .main, forMode: .common)
            link.add(to: .main, forMode: .default)
            #expect(window.frameObservers.count == 1, "added twice, followed once")
            link.remove(from: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh * 2)
            #expect(recorder.timestamps.count == 2, "still in .default")
            link.remove(from: .main, forMode: .default)
            #expect(window.frameObservers.isEmpty)
            clock.advance(by: CADisplayLinkTests.refresh * 2)
            #expect(recorder.timestamps.count == 2, "out of every mode: stopped")
            link.add(to: .main, forMode: .default)
            clock.advance(by: CADisplayLinkTests.refresh)
            #expect(recorder.timestamps.count == 3, "and it can be added again")
            link.invalidate()
        }
    }

    @Test func theLinkMovesToTheNewKeyWindow() {
        withKeyWindow { first, firstClock in
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.add(to: .main, forMode: .common)
            firstClock.advance(by: CADisplayLinkTests.refresh)
            #expect(recorder.timestamps.count == 1)

            let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            second.inputClock = ManualInputClock(now: 5000)
            let secondClock = HeadlessFrameClock(window: second, refreshInterval: 1.0 / 120)
            UIApplication.shared.keyWindow = second
            firstClock.advance(by: CADisplayLinkTests.refresh)
            #expect(recorder.timestamps.count == 1, "the old window's frame only hands the link over")
            #expect(first.frameObservers.isEmpty && second.frameObservers.count == 1)
            #expect(secondClock.frameRequested)
            secondClock.advance(by: 2.0 / 120)
            #expect(recorder.timestamps.count == 3)
            #expect(near(recorder.timestamps.last ?? 0, 5000 + 2.0 / 120))
            #expect(near(link.duration, 1.0 / 120), "the new window's display rate")
            link.invalidate()
        }
    }

    @Test func addedWithoutAKeyWindowItWarnsAndRunsOnceAddedAgain() {
        withKeyWindow { window, clock in
            UIApplication.shared.keyWindow = nil
            let recorder = Recorder()
            let link = CADisplayLink(target: recorder, selector: Selector(Recorder.step(_:)))
            link.add(to: .main, forMode: .common)
            #expect(Diagnostics.recentWarnings().contains { $0.contains("while no window is key") })
            #expect(!clock.frameRequested)
            UIApplication.shared.keyWindow = window
            link.add(to: .main, forMode: .common)
            clock.advance(by: CADisplayLinkTests.refresh)
            #expect(recorder.timestamps.count == 1)
            link.invalidate()
        }
    }
}
