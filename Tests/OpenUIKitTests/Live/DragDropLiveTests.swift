import Foundation
import Testing
import TestSupport

/// A drag within a running app, driven by a real touch through Xorg's inputtest driver: a
/// long press lifts the probe's drag source, the finger carries it, and lifting it over the
/// drop target drops it.
@Suite("Drag and drop (live)")
struct DragDropLiveTests {
    @Test func aLongPressLiftsAndATouchDragDropsWithinTheApp() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--drag-source", "--drop-target"])
            let o = try probe.inspector.geometry(of: probe.window)
            let screen = xorg.touchscreen
            let start = (x: Double(o.x) + 220, y: Double(o.y) + 70)
            try screen.touch(id: 1, phase: .begin, x: start.x, y: start.y)
            try screen.sync()
            // Held past the lift delay (0.5 s).
            #expect(await probe.waitForLines(startingWith: "drag lift", count: 1).count == 1, "\(probe.child.transcript)")
            for step in 1...10 {
                let f = Double(step) / 10
                try screen.touch(id: 1, phase: .update, x: start.x - 80 * f, y: start.y + 230 * f)
                try screen.sync()
                try await Task.sleep(for: .milliseconds(20))
            }
            try screen.touch(id: 1, phase: .end, x: start.x - 80, y: start.y + 230)
            try screen.sync()
            #expect(await probe.waitForLines(startingWith: "drop text", count: 1) == ["drop text dragged from probe"],
                    "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drag ended", count: 1) == ["drag ended copy"])
        }
    }
}
