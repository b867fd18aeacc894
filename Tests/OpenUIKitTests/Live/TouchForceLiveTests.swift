import Foundation
import Testing
import TestSupport

/// Real pressure from Xorg's inputtest touchscreen ("Abs MT Pressure", 0…2047) arriving as
/// `UITouch.force` in the probe app's root view. (The probe's pan takes the touch once it
/// moves, so the touch-down's force is the one always read.) The pressure rides on the
/// touchscreen's valuator 4: see `InputTestDevice.pressureAxis`.
@Suite("Touch force (live, Xorg inputtest)")
struct TouchForceLiveTests {
    struct ForceLine {
        var phase: String
        var force: Double
        var maximum: Double
        var type: Int
    }

    static func forces(_ probe: HostProbeRun) -> [ForceLine] {
        probe.lines(startingWith: "view force").map { line in
            let words = line.split(separator: " ")
            return ForceLine(phase: words.count > 2 ? String(words[2]) : "", force: HostProbeRun.number(line, "force") ?? .nan,
                             maximum: HostProbeRun.number(line, "max") ?? .nan,
                             type: Int(HostProbeRun.fields(line)["type"] ?? "") ?? -1)
        }
    }

    @Test func theTouchscreensPressureAxisArrivesAsForce() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let screen = xorg.touchscreen
            let x = Double(o.x) + 120, y = Double(o.y) + 150
            try screen.touch(id: 3, phase: .begin, x: x, y: y, pressure: 512)
            try screen.sync()
            try await Task.sleep(for: .milliseconds(30))
            try screen.touch(id: 3, phase: .update, x: x + 10, y: y, pressure: 1536)
            try screen.sync()
            try await Task.sleep(for: .milliseconds(30))
            try screen.touch(id: 3, phase: .end, x: x + 10, y: y)
            try screen.sync()
            await probe.waitForLines(startingWith: "view force ended", count: 1)
            TouchForceLiveTests.checkForces(probe)
        }
    }

    /// The forces the probe printed: the touch's pressures over the 3D Touch maximum.
    static func checkForces(_ probe: HostProbeRun) {
        let lines = forces(probe)
        let transcript = probe.child.transcript
        let began = lines.first { $0.phase == "began" }
        // The full range (2047) is iOS's 3D Touch maximum, 20/3: the server's "Abs MT
        // Pressure" axis was found by its label.
        let maximum = 20.0 / 3.0
        #expect(began.map { abs($0.maximum - maximum) < 1e-3 } == true, "\(transcript)")
        // The pressure sent with the touch-down, 512 of 2047, on the same scale.
        #expect(began.map { abs($0.force - 512 / 2047 * maximum) < 1e-3 } == true, "1.6676: \(transcript)")
        // The harder press of the update (1536) is read only when the view was told of the
        // move: the probe's pan may take the touch first, and the view then hears a cancel.
        if let moved = lines.first(where: { $0.phase == "moved" }) {
            #expect(abs(moved.force - 1536 / 2047 * maximum) < 1e-3, "5.0024: \(transcript)")
        }
        #expect(lines.allSatisfy { $0.type == 0 }, "a touchscreen's touches are direct: \(transcript)")
    }
}
