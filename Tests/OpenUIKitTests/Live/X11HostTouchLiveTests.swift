import CX11
import Foundation
import Testing
import TestSupport

/// Real XInput2 touches and XI 2.4 touchpad gestures, from Xorg's inputtest driver, reaching
/// the probe app as input values. All tests share one Xorg (see `InputTestServer`).
@Suite("X11 host (live, Xorg inputtest)")
struct X11HostTouchLiveTests {
    /// The driver's touch axes have 65 536 steps across 1280 pixels: 0.02 px resolution.
    static let coordinateTolerance = 0.05

    struct Touch {
        var phase: String
        var id: Int
        var x: Double
        var y: Double
        var line: String
    }

    static func touches(_ probe: HostProbeRun) -> [Touch] {
        probe.lines(startingWith: "input touch").map { line in
            let words = line.split(separator: " ")
            return Touch(phase: words.count > 2 ? String(words[2]) : "", id: Int(HostProbeRun.fields(line)["id"] ?? "") ?? -1,
                         x: HostProbeRun.number(line, "x") ?? .nan, y: HostProbeRun.number(line, "y") ?? .nan, line: line)
        }
    }

    @Test func twoRealFingersAreTwoTouchesWithSubPixelCoordinates() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let screen = xorg.touchscreen
            try screen.touch(id: 1, phase: .begin, x: Double(o.x) + 60.5, y: Double(o.y) + 80.25)
            try screen.touch(id: 2, phase: .begin, x: Double(o.x) + 200.75, y: Double(o.y) + 300.5)
            try screen.touch(id: 1, phase: .update, x: Double(o.x) + 70.5, y: Double(o.y) + 90.25)
            try screen.touch(id: 2, phase: .update, x: Double(o.x) + 190.75, y: Double(o.y) + 290.5)
            try screen.touch(id: 1, phase: .end, x: Double(o.x) + 70.5, y: Double(o.y) + 90.25)
            try screen.touch(id: 2, phase: .end, x: Double(o.x) + 190.75, y: Double(o.y) + 290.5)
            try screen.sync()
            await probe.waitForLines(startingWith: "input touch ended", count: 2)
            let touches = X11HostTouchLiveTests.touches(probe)
            let began = touches.filter { $0.phase == "began" }
            #expect(began.count == 2, "\(probe.child.transcript)")
            #expect(Set(began.map(\.id)).count == 2, "distinct ids: \(began.map(\.line))")
            guard began.count == 2 else { return }
            let tolerance = X11HostTouchLiveTests.coordinateTolerance
            #expect(abs(began[0].x - 60.5) < tolerance && abs(began[0].y - 80.25) < tolerance, "\(began[0].line)")
            #expect(abs(began[1].x - 200.75) < tolerance && abs(began[1].y - 300.5) < tolerance, "\(began[1].line)")
            #expect(began.allSatisfy { $0.line.hasSuffix("direct") })
            let ended = touches.filter { $0.phase == "ended" }
            #expect(Set(ended.map(\.id)) == Set(began.map(\.id)), "each touch ends once: \(touches.map(\.line))")
            #expect(touches.filter { $0.phase == "moved" }.count >= 2)
        }
    }

    @Test func aRealTapIsOneTouchAndNoEmulatedClick() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            try xorg.touchscreen.touch(id: 5, phase: .begin, x: Double(o.x) + 100, y: Double(o.y) + 100)
            try xorg.touchscreen.touch(id: 5, phase: .end, x: Double(o.x) + 100, y: Double(o.y) + 100)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "input touch ended", count: 1)
            // Give an emulated click the time it would need to show up.
            try await Task.sleep(for: .milliseconds(200))
            let touches = X11HostTouchLiveTests.touches(probe)
            #expect(touches.filter { $0.phase == "began" }.count == 1, "\(probe.child.transcript)")
            #expect(touches.filter { $0.phase == "ended" }.count == 1, "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input pointer pressed").isEmpty, "no emulated click: \(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input pointer released").isEmpty, "no emulated click: \(probe.child.transcript)")
        }
    }

    @Test func aRealTouchpadPinchArrivesWithItsScaleAndAngle() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            // The gesture goes to the window under the pointer.
            let xtest = try XTestInjector(displayName: xorg.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 200)
            let pad = xorg.touchpad
            try pad.gesturePinch(phase: .begin, fingers: 2)
            try pad.gesturePinch(phase: .update, fingers: 2, scale: 1.25, deltaAngle: 4)
            try pad.gesturePinch(phase: .update, fingers: 2, scale: 1.5, deltaAngle: 6)
            try pad.gesturePinch(phase: .end, fingers: 2, scale: 1.5)
            try pad.sync()
            await probe.waitForLines(startingWith: "input pinch ended", count: 1)
            let pinch = probe.lines(startingWith: "input pinch")
            #expect(pinch.first?.hasPrefix("input pinch began scale=1.000") == true, "\(probe.child.transcript)")
            let changed = pinch.filter { $0.hasPrefix("input pinch changed") }
            let angles = changed.compactMap { HostProbeRun.number($0, "angle") }
            #expect(changed.last.flatMap { HostProbeRun.number($0, "scale") } == 1.5, "\(pinch)")
            // 4° + 6° clockwise = 10° = 0.17453 rad, whether or not updates were coalesced.
            #expect(abs(angles.reduce(0, +) - 10 * .pi / 180) < 1e-4 || abs((angles.last ?? 0) - 6 * .pi / 180) < 1e-4, "\(pinch)")
            #expect(changed.allSatisfy { $0.contains("fingers=2") }, "\(pinch)")
            #expect(pinch.last?.hasPrefix("input pinch ended") == true, "\(pinch)")
            let location = changed.first.map { (HostProbeRun.number($0, "x") ?? -1, HostProbeRun.number($0, "y") ?? -1) }
            #expect(location.map { $0 == (150, 200) } == true, "at the pointer: \(pinch)")
        }
    }

    /// Between injected steps of a gesture: long enough for the app to finish a turn.
    static let stepPause: Duration = .milliseconds(25)

    @Test func disablingTheTouchscreenMidPinchCancelsItsTouchesAndResetsEveryRecognizer() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let screen = xorg.touchscreen
            // Two fingers spreading apart across the middle: a pinch in progress.
            let y = Double(o.y) + 210
            try screen.touch(id: 7, phase: .begin, x: Double(o.x) + 100, y: y)
            try screen.touch(id: 8, phase: .begin, x: Double(o.x) + 200, y: y)
            try screen.sync()
            for step in 1...4 {
                try await Task.sleep(for: Self.stepPause)
                try screen.touch(id: 7, phase: .update, x: Double(o.x) + 100 - Double(10 * step), y: y)
                try screen.touch(id: 8, phase: .update, x: Double(o.x) + 200 + Double(10 * step), y: y)
                try screen.sync()
            }
            let began = await probe.waitForLines(startingWith: "recognizer pinch from=possible to=began", count: 1)
            #expect(!began.isEmpty, "the pinch began: \(probe.child.transcript)")

            try xorg.setEnabled(false, xorg.touchscreen)
            let cancelled = await probe.waitForLines(startingWith: "input touch cancelled", count: 2)
            #expect(cancelled.count == 2, "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input touch ended").isEmpty, "cancelled, not ended: \(probe.child.transcript)")

            // Every recognizer took part (the pinch began, the others failed) and each is back
            // to possible; the pinch was cancelled, never ended.
            let names = ["pan", "pinch", "rotation", "tap"]
            let settled = await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                names.allSatisfy { Self.recognizerStates(probe, $0).last == "possible" }
            }
            #expect(settled, "\(probe.child.transcript)")
            for name in names {
                let states = Self.recognizerStates(probe, name)
                #expect(states.count >= 2 && states.last == "possible", "\(name): \(states)")
            }
            let pinch = Self.recognizerStates(probe, "pinch")
            #expect(pinch.contains("cancelled") && !pinch.contains("ended"), "\(pinch)")
            #expect(probe.lines(startingWith: "gesture pinch cancelled").count == 1, "its action saw the cancel: \(probe.child.transcript)")
        }
    }

    /// The states recognizer `name` of the probe went to, in order.
    static func recognizerStates(_ probe: HostProbeRun, _ name: String) -> [String] {
        probe.lines(startingWith: "recognizer \(name) ").compactMap { HostProbeRun.fields($0)["to"] }
    }
}
