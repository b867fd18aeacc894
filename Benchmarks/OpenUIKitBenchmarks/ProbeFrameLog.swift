import Foundation

/// Reading the HostProbe's frame log (`FramePresentation.logLine`: "frame N … target=S|-
/// missed=N interval=S …"), shared by the live benchmarks that count missed refreshes.
@MainActor
enum ProbeFrameLog {
    /// A display link alone for `frames` refreshes in the same probe: the frames it ran and
    /// the refreshes it missed. The baseline the live cases compare their misses with.
    static func idleFrameClock(probe: String, displayName: String, frames: Int) -> (frames: Int, missed: Int)? {
        guard let child = ChildApp(executable: probe, arguments: ["--display-link-at-launch", "--display-link-frames", "\(frames)"],
                                   display: displayName),
              child.secondsUntilLine(containing: "link started") != nil,
              child.secondsUntilLine(containing: "link stopped", timeout: Double(frames) / 20) != nil else {
            print("the idle frame clock did not run")
            return nil
        }
        let output = child.output
        child.finish()
        let scheduled = output.filter { $0.hasPrefix("frame ") && !$0.contains("target=-") }
        let missed = scheduled.last.flatMap { field($0, "missed") }.map { Int($0) } ?? 0
        return (scheduled.count, missed)
    }

    /// Waits until `child` has printed `count` lines starting with `prefix`, for at most
    /// `timeout` seconds.
    static func waitForLines(in child: ChildApp, prefix: String, count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if child.output.lazy.filter({ $0.hasPrefix(prefix) }).count >= count { return true }
            usleep(2_000)
        }
        return false
    }

    /// The number after `key=` in a probe line.
    static func field(_ line: String, _ key: String) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
    }
}
