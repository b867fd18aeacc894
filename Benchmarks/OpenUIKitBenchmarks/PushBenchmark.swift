import CX11
import CXTest
import Foundation

/// Pushes in a navigation controller, live: the release HostProbe's `--push-on-tap` page is
/// clicked with XTest `pushes` times; each click pushes a page with UIKit's slide, which is
/// popped without animation once shown. From the probe's frame log:
///
/// - refreshes missed while the pushes animate, per frame the clock scheduled, against the same
///   run's idle frame clock (a display link alone for as many frames, in the same probe);
/// - how soon a warm push (every push but the first) shows: from reading the click off the X
///   connection to the end of presenting the frame it caused, and to the end of the next
///   frame, the first one the slide has moved in.
@MainActor
enum PushBenchmark {
    static let pushes = 100
    /// The probe's window, in points at scale 1; the click lands in its middle.
    static let windowSize = (width: 1024, height: 700)
    /// A quiet moment between a push's page popping and the next click, so that every push
    /// starts from rest, in microseconds.
    static let restBetweenPushes: useconds_t = 150_000
    /// How long one push may take before the run is given up, in seconds.
    static let pushTimeout: TimeInterval = 5

    struct PushFrames {
        var scheduled = 0
        var missed = 0
        /// Seconds from reading the click to the end of presenting its frame.
        var tapFrameLatency: Double?
        /// The same to the end of presenting the frame after it.
        var firstMovedFrameLatency: Double?
    }

    static func run(displayName: String) {
        guard let probe = ChildApp.sibling("HostProbe") else {
            print("Push: skipped (build HostProbe in release first: swift build -c release --product HostProbe)")
            return
        }
        guard let display = XOpenDisplay(displayName) else { return }
        defer { XCloseDisplay(display) }
        let size = "\(windowSize.width)x\(windowSize.height)"
        guard let child = ChildApp(executable: probe, arguments: ["--push-on-tap", "--size", size, "--scale", "1"], display: displayName),
              child.secondsUntilLine(containing: "frame 1 ") != nil else {
            print("Push: the probe did not show its first frame")
            return
        }
        usleep(300_000)
        let x = Int32(windowSize.width / 2), y = Int32(windowSize.height / 2)
        for push in 1...pushes {
            XTestFakeMotionEvent(display, 0, x, y, 0)
            XTestFakeButtonEvent(display, 1, 1, 0)
            XFlush(display)
            usleep(20_000)
            XTestFakeButtonEvent(display, 1, 0, 0)
            XFlush(display)
            // Shown, then popped: "First" is shown again once per push.
            guard ProbeFrameLog.waitForLines(in: child, prefix: "navigation didShow First", count: push, timeout: pushTimeout) else {
                print("Push: push \(push) did not come back within \(Int(pushTimeout)) s")
                child.finish()
                return
            }
            usleep(restBetweenPushes)
        }
        let output = child.output
        child.finish()

        let measured = frames(of: output)
        let warm = measured.dropFirst()
        let scheduled = measured.reduce(0) { $0 + $1.scheduled }
        let missed = measured.reduce(0) { $0 + $1.missed }
        let idle = ProbeFrameLog.idleFrameClock(probe: probe, displayName: displayName, frames: max(scheduled, 600))
        print("Push on \(displayName): \(measured.count) pushes in the release HostProbe, \(size) at scale 1, each clicked with XTest")
        print(String(format: "frames the clock scheduled during the slides %d, refreshes missed %d (%.2f %%)",
                     scheduled, missed, 100 * Double(missed) / Double(max(scheduled, 1))))
        if let idle {
            print(String(format: "idle frame clock in the same run (a display link alone): %d frames, refreshes missed %d (%.2f %%)",
                         idle.frames, idle.missed, 100 * Double(idle.missed) / Double(max(idle.frames, 1))))
        }
        let tap = BenchmarkRunner.Summary(samples: warm.compactMap(\.tapFrameLatency).map { $0 * 1000 })
        let moved = BenchmarkRunner.Summary(samples: warm.compactMap(\.firstMovedFrameLatency).map { $0 * 1000 })
        printRow("warm push: click → its frame presented", tap)
        printRow("warm push: click → the first slide frame", moved, baseline: tap)
    }


    /// Each push's frames: those between its "push N" line and its page being shown.
    private static func frames(of output: [String]) -> [PushFrames] {
        var result: [PushFrames] = []
        var current: PushFrames?
        var missedBefore = 0
        var framesSinceTap = 0
        var tapFrameCost = 0.0
        for line in output {
            if line.hasPrefix("push ") {
                current = PushFrames()
                framesSinceTap = 0
            } else if line.hasPrefix("navigation didShow Pushed"), let done = current {
                result.append(done)
                current = nil
            } else if line.hasPrefix("frame ") {
                let missed = ProbeFrameLog.field(line, "missed").map { Int($0) } ?? missedBefore
                defer { missedBefore = missed }
                guard current != nil else { continue }
                framesSinceTap += 1
                let cost = (ProbeFrameLog.field(line, "render") ?? 0) + (ProbeFrameLog.field(line, "present") ?? 0)
                if framesSinceTap == 1 {
                    current?.tapFrameLatency = ProbeFrameLog.field(line, "latency")
                    tapFrameCost = cost
                } else if framesSinceTap == 2, let tapLatency = current?.tapFrameLatency, let interval = ProbeFrameLog.field(line, "interval") {
                    // The tap's frame started `tapLatency - tapFrameCost` after the click was
                    // read; this one `interval` after that, and took `cost`.
                    current?.firstMovedFrameLatency = tapLatency - tapFrameCost + interval + cost
                }
                if !line.contains("target=-") { current?.scheduled += 1 }
                current?.missed += missed - missedBefore
            }
        }
        return result
    }
}
