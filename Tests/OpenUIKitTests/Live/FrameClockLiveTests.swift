import CX11
import Foundation
import Testing
import TestSupport

/// The X11 host's frame clock end to end: the probe app (Tests/HostProbe) starts a
/// `CADisplayLink` on the l key and prints each call's timestamps and each presented frame.
///
/// What is checked is behaviour, not speed: an idle app presents nothing; a link runs at the
/// monitor's refresh interval (the median interval, which a loaded machine's occasional late
/// frame does not move) and stops when invalidated or paused; the interval comes from
/// XRandR and follows a mode change. Xvfb's modes carry no timings, so there the interval is
/// the 60 Hz fallback; the Xorg dummy driver's are real (85 Hz for 1280×1024).
@Suite("Live: frame clock")
struct FrameClockLiveTests {
    /// How far the median interval between a link's calls may be from the refresh interval.
    static let medianIntervalTolerance = 0.15
    /// How long an app with nothing to animate is watched for frames.
    static let idleWatch: Duration = .seconds(1)
    /// Time for what launching or stopping leaves (an Expose, the frame after the last call).
    static let settle: Duration = .milliseconds(300)
    /// Calls each link makes before the probe stops it.
    static let linkCalls = 30
    /// The intervals printed have six decimals.
    static let printedIntervalPrecision = 0.000_001

    @Test func idleAppGetsNoFramesAndALinkRunsAtTheRefreshRateUntilInvalidated() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName,
                                               arguments: ["--display-link-frames", "\(FrameClockLiveTests.linkCalls)"])
            try await FrameClockLiveTests.expectIdle(probe, "after launch")

            try await FrameClockLiveTests.startLink(probe, server.displayName)
            let refresh = try FrameClockLiveTests.refresh(probe, start: 1)
            #expect(abs(refresh - 1.0 / 60) < FrameClockLiveTests.printedIntervalPrecision,
                    "Xvfb's mode has no timings: the 60 Hz fallback")
            #expect(await probe.child.waitForLine(containing: "link stopped by=invalidate") != nil, "\(probe.child.transcript)")
            FrameClockLiveTests.expectCalls(probe, atInterval: refresh)
            // The frames the link caused were scheduled ones, each with its refresh. The frame
            // of the last call is printed after the link says it stopped, so wait for it; and
            // under load the call that started the link may share the turn's own frame.
            try await Task.sleep(for: FrameClockLiveTests.settle)
            let scheduled = probe.lines(startingWith: "frame").filter { !$0.contains("target=-") }
            #expect(scheduled.count >= FrameClockLiveTests.linkCalls - 1, "\(probe.child.transcript)")

            try await FrameClockLiveTests.expectIdle(probe, "after the link was invalidated")
        }
    }

    @Test func aPausedLinkStopsTheFramesAndRunsAgainWhenUnpaused() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName,
                                               arguments: ["--display-link-frames", "\(FrameClockLiveTests.linkCalls)",
                                                           "--display-link-stop", "pause"])
            try await FrameClockLiveTests.startLink(probe, server.displayName)
            #expect(await probe.child.waitForLine(containing: "link stopped by=pause") != nil, "\(probe.child.transcript)")
            try await FrameClockLiveTests.expectIdle(probe, "while the link is paused")

            try await FrameClockLiveTests.startLink(probe, server.displayName)
            _ = await probe.waitForLines(startingWith: "link stopped", count: 2)
            #expect(probe.lines(startingWith: "link stopped by=pause").count == 2, "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "link frame").count == 2 * FrameClockLiveTests.linkCalls)
            try await FrameClockLiveTests.expectIdle(probe, "paused again")
        }
    }

    @Test func aFrameThatOverrunsItsRefreshCountsMissedDeadlinesAndTheGridResumes() async throws {
        let stall = 60  // milliseconds: three and a half refreshes at 60 Hz
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName,
                                               arguments: ["--display-link-frames", "\(FrameClockLiveTests.linkCalls)",
                                                           "--display-link-stall-ms", "\(stall)"])
            try await FrameClockLiveTests.startLink(probe, server.displayName)
            let refresh = try FrameClockLiveTests.refresh(probe, start: 1)
            #expect(await probe.child.waitForLine(containing: "link stopped") != nil, "\(probe.child.transcript)")

            // The stalling call is the 10th; the frame it is in presents after its refresh.
            let output = probe.child.standardOutputLines
            let stalled = try #require(output.firstIndex { $0.hasPrefix("link frame 10 ") })
            let missedBefore = output[..<stalled].last { $0.hasPrefix("frame") }.flatMap { HostProbeRun.number($0, "missed") } ?? 0
            let missedAfter = try #require(output[stalled...].first { $0.hasPrefix("frame") }.flatMap { HostProbeRun.number($0, "missed") })
            let expected = (Double(stall) / 1000 / refresh).rounded(.down) - 1
            #expect(missedAfter - missedBefore >= expected, "\(Int(expected)) or more refreshes passed:\n\(probe.child.transcript)")

            let calls = probe.lines(startingWith: "link frame")
            let timestamps = calls.compactMap { HostProbeRun.number($0, "timestamp") }
            try #require(timestamps.count == FrameClockLiveTests.linkCalls)
            #expect(timestamps[10] - timestamps[9] >= Double(stall) / 1000, "the call after the stall waited for it")
            // After it, the link is back on the refresh grid.
            let after = zip(timestamps.dropFirst(11), timestamps.dropFirst(10)).map { $0 - $1 }.sorted()
            let median = after[after.count / 2]
            #expect(abs(median - refresh) <= refresh * FrameClockLiveTests.medianIntervalTolerance, "\(after)")
        }
    }

    @Test func theIntervalIsTheMonitorsRateFromXRandRAndFollowsAModeChange() async throws {
        try await InputTestServer.withShared { xorg in
            let screen = try RandRScreen(displayName: xorg.displayName)
            let original = try #require(screen.currentMode(), "the dummy driver lights one CRTC")
            let other = try #require(screen.modes.first { $0.width == original.width && $0.height == original.height && abs($0.hertz - original.hertz) > 5 },
                                     "another rate at the same size: \(screen.modes)")
            defer { screen.setMode(original) }

            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--display-link-frames", "\(FrameClockLiveTests.linkCalls)"])
            try await FrameClockLiveTests.startLink(probe, xorg.displayName)
            let refresh = try FrameClockLiveTests.refresh(probe, start: 1)
            #expect(abs(1 / refresh - original.hertz) < 0.01, "\(refresh) s against the mode's \(original.hertz) Hz")
            #expect(await probe.child.waitForLine(containing: "link stopped") != nil, "\(probe.child.transcript)")
            FrameClockLiveTests.expectCalls(probe, atInterval: refresh)

            // The server tells the app (RRCrtcChangeNotify) before the key press that follows.
            #expect(screen.setMode(other), "switching the CRTC to \(other)")
            try await FrameClockLiveTests.startLink(probe, xorg.displayName)
            let changed = try FrameClockLiveTests.refresh(probe, start: 2)
            #expect(abs(1 / changed - other.hertz) < 0.01, "\(changed) s against the new mode's \(other.hertz) Hz")
        }
    }

    // MARK: Helpers

    /// Presses l over the probe's window (keys go to the window under the pointer when no
    /// window manager runs) and waits for the link to start.
    static func startLink(_ probe: HostProbeRun, _ displayName: String) async throws {
        let started = probe.lines(startingWith: "link started").count
        let origin = try probe.inspector.geometry(of: probe.window)
        let xtest = try XTestInjector(displayName: displayName)
        xtest.movePointer(toX: origin.x + 200, y: origin.y + 300)
        try xtest.typeKey(named: "l")
        let lines = await probe.waitForLines(startingWith: "link started", count: started + 1)
        guard lines.count > started else { throw LiveTestError("the l key started no link:\n\(probe.child.transcript)") }
    }

    /// The refresh interval the `start`-th "link started" line reported.
    static func refresh(_ probe: HostProbeRun, start: Int) throws -> Double {
        let lines = probe.lines(startingWith: "link started")
        guard lines.count >= start, let refresh = HostProbeRun.number(lines[start - 1], "refresh"), refresh > 0 else {
            throw LiveTestError("no refresh interval in link start \(start):\n\(probe.child.transcript)")
        }
        return refresh
    }

    /// The first run of the link made `linkCalls` calls, one refresh apart at the median,
    /// each aiming one refresh ahead.
    static func expectCalls(_ probe: HostProbeRun, atInterval refresh: Double) {
        let calls = probe.lines(startingWith: "link frame").prefix(linkCalls)
        #expect(calls.count == linkCalls, "\(probe.child.transcript)")
        let timestamps = calls.compactMap { HostProbeRun.number($0, "timestamp") }
        let intervals = zip(timestamps.dropFirst(), timestamps).map { $0 - $1 }.sorted()
        guard !intervals.isEmpty else { return }
        let median = intervals[intervals.count / 2]
        #expect(abs(median - refresh) <= refresh * medianIntervalTolerance, "median \(median) s, intervals \(intervals)")
        for call in calls {
            guard let timestamp = HostProbeRun.number(call, "timestamp"), let target = HostProbeRun.number(call, "target"),
                  let duration = HostProbeRun.number(call, "duration") else { continue }
            #expect(abs(duration - refresh) < printedIntervalPrecision, "\(call)")
            #expect(abs(target - timestamp - duration) < 2 * printedIntervalPrecision, "\(call)")
        }
    }

    /// Once what was running has settled, no frame and no link call for `idleWatch`.
    static func expectIdle(_ probe: HostProbeRun, _ when: String) async throws {
        try await Task.sleep(for: settle)
        let frames = probe.lines(startingWith: "frame").count
        let calls = probe.lines(startingWith: "link frame").count
        try await Task.sleep(for: idleWatch)
        #expect(probe.lines(startingWith: "frame").count == frames, "frames \(when):\n\(probe.child.transcript)")
        #expect(probe.lines(startingWith: "link frame").count == calls, "link calls \(when)")
    }
}
