import CX11
import CXTest
import Foundation

/// Case 5: input to pixels, live, under an X server. The K♥ is dragged with XTest in the
/// PlayingCard app (`--card K♥`, 1280×800, scale 1, frame log on) and in two floors,
/// alternately:
///
/// - `CairoCardFloor`, the raw floor: plain C, Cairo and MIT-SHM, the card drawn once and
///   painted from its image, each motion repainting and sending only the old and new card
///   rectangles, then XSync (what the toolkit's presenter does, without the toolkit);
/// - `FloorDragClient`: plain Xlib and Cairo redrawing the whole window and pushing it with
///   XPutImage per event (no damage tracking at all).
///
/// Each program times every presented frame from reading its input off the X connection to
/// the end of presenting it (`latency=` in the app's frame log).
///
/// The drag: press on the card, a slow 15 px start (so the app's swipe recognizer fails and the
/// pan takes the drag, as a person dragging slowly does), then the measured part: 200 positions
/// 2 px apart at 250 Hz.
@MainActor
enum LiveLatencyBenchmark {
    static let positions = 200
    /// 250 Hz: a fast mouse or touchscreen.
    static let interval: TimeInterval = 0.004
    static let stepPixels: Int32 = 2
    static let rounds = 3

    struct Drag {
        var latencies: [Double] = []
        var framesShown = 0
    }

    static func run(displayName: String) {
        guard let app = ChildApp.sibling("PlayingCard") else {
            print("Live latency: skipped (build the PlayingCard app in release first: swift build -c release)")
            return
        }
        guard let display = XOpenDisplay(displayName) else { return }
        defer { XCloseDisplay(display) }
        print("Live latency on \(displayName): \(rounds) drags of \(positions) positions at \(Int(1 / interval)) Hz per program, alternating; ms from reading the event to the end of presenting its frame")
        var floor = Drag(), raw = Drag(), ours = Drag()
        let rawFloor = ChildApp.sibling("CairoCardFloor")
        let picture = DirectCairoCard.pictureFile(named: "K♥", pixelScale: 3)
        for _ in 0..<rounds {
            if let rawFloor, let child = ChildApp(executable: rawFloor, arguments: picture.map { [$0] } ?? [], display: displayName) {
                if child.secondsUntilLine(containing: "first-frame") != nil { raw.add(drag(display, child)) }
                child.finish()
            }
            if let child = ChildApp(executable: CommandLine.arguments[0], arguments: ["--probe-floor-drag"], display: displayName) {
                if child.secondsUntilLine(containing: "first-frame") != nil { floor.add(drag(display, child)) }
                child.finish()
            }
            if let child = ChildApp(executable: app, arguments: ["--size", "1280x800", "--scale", "1", "--card", "K♥"], display: displayName,
                                    environment: ["OPENUIKIT_FRAME_LOG": "1"]) {
                if child.secondsUntilLine(containing: "frame 1 ") != nil { ours.add(drag(display, child)) }
                child.finish()
            }
        }
        let floorSummary = BenchmarkRunner.Summary(samples: floor.latencies.map { $0 * 1000 })
        let rawSummary = BenchmarkRunner.Summary(samples: raw.latencies.map { $0 * 1000 })
        let oursSummary = BenchmarkRunner.Summary(samples: ours.latencies.map { $0 * 1000 })
        if !raw.latencies.isEmpty {
            printRow("raw floor: C, Cairo, MIT-SHM, damage only", rawSummary)
            print(String(format: "    p99 %.3f ms; %d of %d positions shown", rawSummary.percentile(0.99), raw.framesShown, rounds * positions))
        } else {
            print("raw floor: skipped (scripts/benchmark.sh builds CairoCardFloor beside the benchmark)")
        }
        printRow("Xlib floor: full redraw + XPutImage per event", floorSummary)
        print(String(format: "    p99 %.3f ms; %d of %d positions shown", floorSummary.percentile(0.99), floor.framesShown, rounds * positions))
        printRow("PlayingCard, 1280×800 scale 1", oursSummary, baseline: raw.latencies.isEmpty ? floorSummary : rawSummary)
        print(String(format: "    p99 %.3f ms; %d frames for %d positions (motion that arrives together is shown together); over the Xlib floor: %.3f",
                     oursSummary.percentile(0.99), ours.framesShown, rounds * positions, oursSummary.median / floorSummary.median))
    }

    /// One drag on the window at the screen's top left; returns the latencies of the frames
    /// presented during the measured part.
    private static func drag(_ display: OpaquePointer, _ child: ChildApp) -> Drag {
        var x: Int32 = 640, y: Int32 = 400
        func send(_ body: () -> Void) {
            body()
            XFlush(display)
        }
        send { XTestFakeMotionEvent(display, 0, x, y, 0) }
        usleep(50_000)
        send { XTestFakeButtonEvent(display, 1, 1, 0) }
        usleep(50_000)
        for _ in 0..<15 {
            x += 1
            send { XTestFakeMotionEvent(display, 0, x, y, 0) }
            usleep(10_000)
        }
        usleep(150_000)
        let before = child.output.count
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 1...positions {
            let due = start + UInt64(Double(i) * interval * 1e9)
            let now = DispatchTime.now().uptimeNanoseconds
            if due > now { usleep(UInt32((due - now) / 1000)) }
            x += stepPixels
            send { XTestFakeMotionEvent(display, 0, x, y, 0) }
        }
        usleep(200_000)
        let lines = child.output.dropFirst(before)
        send { XTestFakeButtonEvent(display, 1, 0, 0) }
        var result = Drag()
        for line in lines {
            guard let field = line.split(separator: " ").first(where: { $0.hasPrefix("latency=") }),
                  let seconds = Double(field.dropFirst("latency=".count)) else { continue }
            result.latencies.append(seconds)
            result.framesShown += 1
        }
        return result
    }
}

extension LiveLatencyBenchmark.Drag {
    mutating func add(_ other: LiveLatencyBenchmark.Drag) {
        latencies += other.latencies
        framesShown += other.framesShown
    }
}
