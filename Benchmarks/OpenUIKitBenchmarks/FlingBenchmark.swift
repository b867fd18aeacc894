import CX11
import CXTest
import Foundation

/// A 100,000-row table flung, live: the release HostProbe's `--table` page with
/// `--table-rows 100000`, dragged upward quickly with XTest (the mouse's stand-in for a
/// finger) `flings` times; each drag lets go at speed and the table decelerates until it
/// stops. From the probe's frame log, between the drag's start and the end of its
/// deceleration:
///
/// - refreshes missed per frame the clock scheduled, against the same run's idle frame clock
///   (a display link alone for as many frames, in the same probe);
/// - what a frame of the fling cost: the update pass and presenting it.
@MainActor
enum FlingBenchmark {
    static let flings = 20
    static let rows = 100_000
    /// The probe's window, in points at scale 1: a phone-sized list.
    static let windowSize = (width: 390, height: 844)
    /// The drag: from 700 pt up to 200 pt in `dragSteps` moves `dragStepInterval` apart, so
    /// it lets go at about 5,000 pt/s, a brisk flick.
    static let dragStart = Int32(700)
    static let dragEnd = Int32(200)
    static let dragSteps = 10
    static let dragStepInterval: useconds_t = 10_000
    /// How long one fling may take to come to rest before the run is given up, in seconds.
    static let flingTimeout: TimeInterval = 10

    struct FlingFrames {
        var scheduled = 0
        var missed = 0
        /// Milliseconds of update pass plus presenting, per frame.
        var costs: [Double] = []
    }

    static func run(displayName: String) {
        guard let probe = ChildApp.sibling("HostProbe") else {
            print("Fling: skipped (build HostProbe in release first: swift build -c release --product HostProbe)")
            return
        }
        guard let display = XOpenDisplay(displayName) else { return }
        defer { XCloseDisplay(display) }
        let size = "\(windowSize.width)x\(windowSize.height)"
        guard let child = ChildApp(executable: probe, arguments: ["--table", "--table-rows", "\(rows)", "--size", size, "--scale", "1"],
                                   display: displayName),
              child.secondsUntilLine(containing: "frame 1 ") != nil else {
            print("Fling: the probe did not show its first frame")
            return
        }
        usleep(300_000)
        let x = Int32(windowSize.width / 2)
        for fling in 1...flings {
            XTestFakeMotionEvent(display, 0, x, dragStart, 0)
            XTestFakeButtonEvent(display, 1, 1, 0)
            XFlush(display)
            for step in 1...dragSteps {
                usleep(dragStepInterval)
                let y = dragStart + (dragEnd - dragStart) * Int32(step) / Int32(dragSteps)
                XTestFakeMotionEvent(display, 0, x, y, 0)
                XFlush(display)
            }
            XTestFakeButtonEvent(display, 1, 0, 0)
            XFlush(display)
            guard ProbeFrameLog.waitForLines(in: child, prefix: "table didEndDecelerating", count: fling, timeout: flingTimeout) else {
                print("Fling: fling \(fling) did not come to rest within \(Int(flingTimeout)) s")
                child.finish()
                return
            }
            usleep(100_000)
        }
        let output = child.output
        child.finish()

        let measured = frames(of: output)
        let scheduled = measured.reduce(0) { $0 + $1.scheduled }
        let missed = measured.reduce(0) { $0 + $1.missed }
        let travelled = output.last { $0.hasPrefix("table didEndDecelerating") }.flatMap { ProbeFrameLog.field($0, "offset") } ?? 0
        let idle = ProbeFrameLog.idleFrameClock(probe: probe, displayName: displayName, frames: max(scheduled, 600))
        print("Fling on \(displayName): \(measured.count) flings of a \(rows)-row table in the release HostProbe, \(size) at scale 1, dragged with XTest; \(Int(travelled)) pt travelled")
        print(String(format: "frames the clock scheduled during the flings %d, refreshes missed %d (%.2f %%)",
                     scheduled, missed, 100 * Double(missed) / Double(max(scheduled, 1))))
        if let idle {
            print(String(format: "idle frame clock in the same run (a display link alone): %d frames, refreshes missed %d (%.2f %%)",
                         idle.frames, idle.missed, 100 * Double(idle.missed) / Double(max(idle.frames, 1))))
        }
        printRow("a frame of a fling: update pass + present", BenchmarkRunner.Summary(samples: measured.flatMap(\.costs)))
    }


    /// Each fling's frames: those from its drag's start to the end of its deceleration.
    private static func frames(of output: [String]) -> [FlingFrames] {
        var result: [FlingFrames] = []
        var current: FlingFrames?
        var missedBefore = 0
        for line in output {
            if line.hasPrefix("table willBeginDragging") {
                current = FlingFrames()
            } else if line.hasPrefix("table didEndDecelerating"), let done = current {
                result.append(done)
                current = nil
            } else if line.hasPrefix("frame ") {
                let missed = ProbeFrameLog.field(line, "missed").map { Int($0) } ?? missedBefore
                defer { missedBefore = missed }
                guard current != nil else { continue }
                if !line.contains("target=-") { current?.scheduled += 1 }
                current?.missed += missed - missedBefore
                let cost = (ProbeFrameLog.field(line, "render") ?? 0) + (ProbeFrameLog.field(line, "present") ?? 0)
                current?.costs.append(cost * 1000)
            }
        }
        return result
    }
}
