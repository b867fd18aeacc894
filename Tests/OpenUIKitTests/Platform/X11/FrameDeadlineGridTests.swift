import Foundation
@testable import OpenUIKit
import Testing

/// The frame clock's arithmetic: when frames start, and which refreshes count as missed.
@Suite("FrameDeadlineGrid")
struct FrameDeadlineGridTests {
    static let interval = 1.0 / 60
    /// Comparisons of computed times allow for floating-point rounding only.
    static let rounding = 1e-9
    static let tolerance = FrameDeadlineGrid.toleranceMilliseconds / 1000

    func near(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < FrameDeadlineGridTests.rounding }

    @Test func firstFrameStartsAtOnce() {
        let grid = FrameDeadlineGrid(interval: FrameDeadlineGridTests.interval)
        #expect(grid.nextStart(requestedAt: 100, continuing: false) == 100)
        #expect(grid.nextStart(requestedAt: 100, continuing: true) == 100)
    }

    @Test func framesKeepToTheGridWhateverTheTimerLateness() {
        let i = FrameDeadlineGridTests.interval
        var grid = FrameDeadlineGrid(interval: i)
        var start = grid.nextStart(requestedAt: 10, continuing: false)
        // The timer fires 0.7 ms, 3 ms and 0.1 ms late; each next frame is due one interval
        // after the previous one's scheduled start, so lateness does not accumulate.
        for (index, lateness) in [0.0007, 0.003, 0.0001].enumerated() {
            let frame = grid.begin(scheduledStart: start, at: start + lateness)
            #expect(near(frame.start, 10 + Double(index) * i))
            #expect(near(frame.target, frame.start + i))
            grid.finish(frame, at: start + lateness + 0.002)
            start = grid.nextStart(requestedAt: start + lateness + 0.002, continuing: true)
            #expect(near(start, 10 + Double(index + 1) * i))
        }
        #expect(grid.missedDeadlines == 0)
    }

    @Test func aFrameFinishingAfterItsRefreshMissesOneDeadlinePerRefreshPassed() {
        let i = FrameDeadlineGridTests.interval
        let t = FrameDeadlineGridTests.tolerance
        var grid = FrameDeadlineGrid(interval: i)
        let frame = grid.begin(scheduledStart: 0, at: 0)
        grid.finish(frame, at: frame.target + t * 0.9)
        #expect(grid.missedDeadlines == 0, "within the tolerance")
        grid.finish(frame, at: frame.target + t + 0.001)
        #expect(grid.missedDeadlines == 1)
        grid.finish(frame, at: frame.target + t + i + 0.001)
        #expect(grid.missedDeadlines == 3, "two more: its refresh and the next one passed")
    }

    @Test func aLongFrameSkipsTheGridPointsItRanOverWithoutCountingThemAgain() {
        let i = FrameDeadlineGridTests.interval
        var grid = FrameDeadlineGrid(interval: i)
        let frame = grid.begin(scheduledStart: 0, at: 0)
        let finished = 2.5 * i
        grid.finish(frame, at: finished)
        #expect(grid.missedDeadlines == 2)
        let next = grid.nextStart(requestedAt: finished, continuing: true)
        #expect(near(next, 3 * i), "the next grid point after the present")
        _ = grid.begin(scheduledStart: next, at: next)
        #expect(grid.missedDeadlines == 2)
    }

    @Test func aTimerMoreThanARefreshLateCountsTheSkippedGridPoints() {
        let i = FrameDeadlineGridTests.interval
        var grid = FrameDeadlineGrid(interval: i)
        _ = grid.begin(scheduledStart: 0, at: 0)
        let frame = grid.begin(scheduledStart: i, at: i + 2.4 * i)
        #expect(grid.missedDeadlines == 2)
        #expect(near(frame.start, 3 * i), "the latest grid point passed")
        #expect(near(frame.target, 4 * i))
    }

    @Test func aGridPointJustPassedIsStillMetWithinTheTolerance() {
        let i = FrameDeadlineGridTests.interval
        var grid = FrameDeadlineGrid(interval: i)
        let frame = grid.begin(scheduledStart: 0, at: 0)
        grid.finish(frame, at: i + 0.001)
        let next = grid.nextStart(requestedAt: i + 0.001, continuing: true)
        #expect(near(next, i), "started at once, late, rather than a refresh later")
        #expect(grid.missedDeadlines == 0)
    }

    @Test func afterIdleTheGridRestartsAtOnceButNeverTwoFramesInOneRefresh() {
        let i = FrameDeadlineGridTests.interval
        var grid = FrameDeadlineGrid(interval: i)
        let frame = grid.begin(scheduledStart: 5, at: 5)
        grid.finish(frame, at: 5.001)
        #expect(near(grid.nextStart(requestedAt: 5.004, continuing: false), 5 + i), "too soon: waits for the grid")
        #expect(grid.nextStart(requestedAt: 9, continuing: false) == 9, "idle for seconds: at once")
        #expect(grid.missedDeadlines == 0, "idle time is not missed refreshes")
    }

    @Test func aNewIntervalAppliesFromTheLastFrame() {
        var grid = FrameDeadlineGrid(interval: 1.0 / 60)
        _ = grid.begin(scheduledStart: 1, at: 1)
        grid.interval = 1.0 / 120
        #expect(near(grid.nextStart(requestedAt: 1.001, continuing: true), 1 + 1.0 / 120))
    }
}
