import Foundation

/// A display link running at the refresh rate for `linkSeconds` in the release HostProbe
/// (built beside this benchmark): frames run, refreshes missed, how evenly the frames came
/// (each interval between two frames' starts against the refresh interval, and each frame's
/// start against its grid deadline), the CPU the link cost, and the CPU after it stopped.
@MainActor
enum FrameClockBenchmark {
    /// How long the link runs, at the refresh rate.
    static let linkSeconds = 10.0
    /// How long the app is watched once the link is invalidated.
    static let idleSeconds: UInt32 = 10
    /// What Xvfb gets without a mode rate (the fallback); the probe reports what it used.
    static let assumedRefreshHertz = 60.0

    static func run(displayName: String) {
        guard let probe = ChildApp.sibling("HostProbe") else {
            print("Frame clock: skipped (build HostProbe in release first: swift build -c release --product HostProbe)")
            return
        }
        let calls = Int(linkSeconds * assumedRefreshHertz)
        guard let child = ChildApp(executable: probe, arguments: ["--display-link-at-launch", "--display-link-frames", "\(calls)"],
                                   display: displayName),
              child.secondsUntilLine(containing: "link started") != nil else {
            print("Frame clock: the probe did not start its display link")
            return
        }
        guard let run = child.timedRun(stoppedLine: "link stopped", timeout: linkSeconds * 3, idleSeconds: idleSeconds,
                                       label: "Frame clock") else { return }
        let (ticksWhileRunning, idleTicks, output) = (run.ticksWhileRunning, run.idleTicks, run.output)

        let refresh = output.first { $0.hasPrefix("link started") }.flatMap { field($0, "refresh") } ?? 1 / assumedRefreshHertz
        let linkCalls = output.filter { $0.hasPrefix("link frame") }
        // Frames the clock scheduled (they have a target); the first one's interval is from
        // the launch frame, not from a refresh.
        let scheduled = output.filter { $0.hasPrefix("frame ") && !$0.contains("target=-") }
        let intervals = scheduled.dropFirst().compactMap { field($0, "interval") }
        let jitter = intervals.map { abs($0 - refresh) * 1000 }
        // A call's targetTimestamp is its actual start plus one refresh, the frame's target
        // its grid start plus one refresh: the difference is how late the timer fired.
        let lateness = zip(linkCalls, scheduled).compactMap { call, frame -> Double? in
            guard let actual = field(call, "target"), let grid = field(frame, "target") else { return nil }
            return (actual - grid) * 1000
        }
        let missed = scheduled.last.flatMap { field($0, "missed") }.map { Int($0) } ?? 0

        print(String(format: "Frame clock: a display link for %.0f s in the release HostProbe on %@, refresh %.3f ms (%.2f Hz)",
                     linkSeconds, displayName, refresh * 1000, 1 / refresh))
        print("frames run \(linkCalls.count) of \(calls), presented with a deadline \(scheduled.count), missed deadlines \(missed)")
        printRow("frame interval", BenchmarkRunner.Summary(samples: intervals.map { $0 * 1000 }))
        printRow("jitter |interval - refresh|", BenchmarkRunner.Summary(samples: jitter))
        printRow("frame start after its grid deadline", BenchmarkRunner.Summary(samples: lateness))
        print(String(format: "largest jitter %.3f ms; CPU ticks (%d per second) while the link ran: %d, over %d s idle after it: %d",
                     jitter.max() ?? .nan, sysconf(Int32(_SC_CLK_TCK)), ticksWhileRunning, idleSeconds, idleTicks))
    }

    /// The number after `key=` in a probe line.
    private static func field(_ line: String, _ key: String) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
    }
}
