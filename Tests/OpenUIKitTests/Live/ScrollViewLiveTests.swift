import Foundation
import Testing
import TestSupport

/// A `UIScrollView` in a real window, driven by real XI2 touches from the input-test driver:
/// the probe app's `--scroll-view` mode (a scroll view over the window, 2000 points tall, with
/// a button titled "Press" at (50, 160), 200×60, in its content).
@Suite("UIScrollView (live)")
struct ScrollViewLiveTests {
    /// The offset in a probe line's "y=…".
    static func offset(in line: String) -> Double? {
        line.split(separator: " ").first { $0.hasPrefix("y=") }.flatMap { Double($0.dropFirst(2)) }
    }

    @Test func aRealFlingScrollsWithMomentumAndSettles() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--scroll-view"])
            let o = try probe.inspector.geometry(of: probe.window)
            let x = Double(o.x) + 150.5, y = Double(o.y) + 380.5
            try xorg.touchscreen.touch(id: 31, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            // 240 points up in 80 ms: a flick of about 3 points per millisecond.
            for step in 1...8 {
                try await Task.sleep(for: .milliseconds(10))
                try xorg.touchscreen.touch(id: 31, phase: .update, x: x, y: y - Double(step) * 30)
                try xorg.touchscreen.sync()
            }
            try xorg.touchscreen.touch(id: 31, phase: .end, x: x, y: y - 240)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "scroll didEndDecelerating", count: 1)
            let transcript = probe.child.transcript
            let released = try #require(probe.lines(startingWith: "scroll didEndDragging").first, "\(transcript)")
            #expect(released.contains("decelerate=true"), "\(transcript)")
            let settled = try #require(probe.lines(startingWith: "scroll didEndDecelerating").first.flatMap(Self.offset))
            let atRelease = try #require(Self.offset(in: released))
            // Momentum carried it well past where the finger left it, and inside the content.
            #expect(settled > atRelease + 100, "\(transcript)")
            #expect(settled <= 2000 - 420 + 0.5, "\(transcript)")
            #expect(probe.lines(startingWith: "scroll button").isEmpty, "\(transcript)")
        }
    }

    @Test func aRealTapOnTheButtonInsideTapsItAndADragFromItScrolls() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--scroll-view"])
            let o = try probe.inspector.geometry(of: probe.window)
            let x = Double(o.x) + 150.5, y = Double(o.y) + 190.5
            try xorg.touchscreen.touch(id: 32, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            try await Task.sleep(for: .milliseconds(40))
            try xorg.touchscreen.touch(id: 32, phase: .end, x: x, y: y)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "scroll button touchUpInside", count: 1)

            try xorg.touchscreen.touch(id: 33, phase: .begin, x: x, y: y)
            try xorg.touchscreen.sync()
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(15))
                try xorg.touchscreen.touch(id: 33, phase: .update, x: x, y: y - Double(step) * 20)
                try xorg.touchscreen.sync()
            }
            try await Task.sleep(for: .milliseconds(200))
            try xorg.touchscreen.touch(id: 33, phase: .end, x: x, y: y - 120)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "scroll didEndDragging", count: 1)
            try await Task.sleep(for: .milliseconds(300))
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "scroll button touchUpInside").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "scroll willBeginDragging").count == 1, "\(transcript)")
        }
    }
}
