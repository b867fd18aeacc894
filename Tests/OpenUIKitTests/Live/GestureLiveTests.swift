import CX11
import Foundation
import Testing
import TestSupport

/// Recognizers driven by real input through the X11 host: the probe app's root view carries
/// pan, pinch, rotation (simultaneous with pinch) and tap recognizers and prints each action.
///
/// Input is injected in steps with a pause between them, the way a hand moves, so that each
/// step reaches the app in a turn of its own rather than coalesced into one.
@Suite("Gestures (live)")
struct GestureLiveTests {
    /// Between injected steps: long enough for the app to finish a turn.
    static let stepPause: Duration = .milliseconds(25)

    static func last(_ probe: HostProbeRun, _ prefix: String, _ key: String) -> Double? {
        probe.lines(startingWith: prefix).last.flatMap { HostProbeRun.number($0, key) }
    }


    // MARK: Xvfb and XTest: the mouse

    @Test func aPlainDragIsOneTouchSequenceThatPans() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 100, y: o.y + 100)
            xtest.pressButton(1)
            for step in 1...6 {
                try await Task.sleep(for: GestureLiveTests.stepPause)
                xtest.movePointer(toX: o.x + 100 + 10 * step, y: o.y + 100)
            }
            try await Task.sleep(for: GestureLiveTests.stepPause)
            xtest.releaseButton(1)
            await probe.waitForLines(startingWith: "gesture pan ended", count: 1)
            let transcript = probe.child.transcript
            let began = probe.lines(startingWith: "view touches began")
            #expect(began == ["view touches began n=1 (100.000,100.000)"], "\(transcript)")
            let finished = probe.lines(startingWith: "view touches ended") + probe.lines(startingWith: "view touches cancelled")
            #expect(finished.count == 1, "one sequence, one end: \(transcript)")
            #expect(probe.lines(startingWith: "gesture pan began").count == 1, "\(transcript)")
            #expect(!probe.lines(startingWith: "gesture pan changed").isEmpty, "\(transcript)")
            #expect(GestureLiveTests.last(probe, "gesture pan ended", "tx") == 60, "\(transcript)")
            #expect(GestureLiveTests.last(probe, "gesture pan ended", "ty") == 0, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture pinch").isEmpty && probe.lines(startingWith: "gesture tap").isEmpty, "\(transcript)")
        }
    }

    /// A quick click while the app is stalled: the release waits in the socket while the tap's
    /// 0.75 s deadline passes. The host reads it before the deadline's timer fires
    /// (`SystemInputClock.willFireTimer`), and the tap judges the 0.1 s hold on the events'
    /// server timestamps, so it is recognized, once.
    @Test func aQuickClickIsATapThoughTheAppStallsBeforeReadingTheRelease() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--touch-down-stall-ms", "1000"])
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 200, y: o.y + 300)
            xtest.pressButton(1)
            await probe.waitForLines(startingWith: "view touches began", count: 1)
            try await Task.sleep(for: .milliseconds(100))
            xtest.releaseButton(1)
            await probe.waitForLines(startingWith: "recognizer tap from=possible", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "gesture tap ended").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "recognizer tap from=possible to=failed").isEmpty, "\(transcript)")
        }
    }

    @Test func altDragPinchesAndRotatesTogether() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            // The second finger mirrors the pointer through the root view's centre (150, 210).
            xtest.movePointer(toX: o.x + 200, y: o.y + 200)
            try xtest.pressKey(named: "Alt_L")
            xtest.pressButton(1)
            for step in 1...6 {
                try await Task.sleep(for: GestureLiveTests.stepPause)
                xtest.movePointer(toX: o.x + 200 + 10 * step, y: o.y + 200 + 5 * step)
            }
            try await Task.sleep(for: GestureLiveTests.stepPause)
            xtest.releaseButton(1)
            try xtest.releaseKey(named: "Alt_L")
            await probe.waitForLines(startingWith: "gesture rotation ended", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "gesture pinch began").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture rotation began").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture pan").isEmpty, "the centroid stays put: \(transcript)")
            // From (50, −10) to (110, 20) about the centre: the span grows by 2.18×, and the
            // fingers turn 21.6° clockwise (positive).
            let scale = GestureLiveTests.last(probe, "gesture pinch ended", "scale") ?? 0
            let rotation = GestureLiveTests.last(probe, "gesture rotation ended", "rotation") ?? 0
            let expectedScale = hypot(110.0, 20) / hypot(50.0, -10)
            let expectedRotation = atan2(20.0, 110) - atan2(-10.0, 50)
            #expect(abs(scale - expectedScale) < 0.01, "scale \(scale), expected \(expectedScale): \(transcript)")
            #expect(abs(rotation - expectedRotation) < 0.01, "rotation \(rotation), expected \(expectedRotation): \(transcript)")
        }
    }

    @Test func ctrlScrollPinches() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 200)
            try xtest.pressKey(named: "Control_L")
            for _ in 0..<3 {
                xtest.click(4)
                try await Task.sleep(for: GestureLiveTests.stepPause)
            }
            try xtest.releaseKey(named: "Control_L")
            // The pinch ends a quarter second after the last notch.
            try await Task.sleep(for: .milliseconds(400))
            await probe.waitForLines(startingWith: "gesture pinch ended", count: 1)
            let transcript = probe.child.transcript
            // Three notches up zoom in by 1.1 each: one pinch normally; on a starved machine the
            // notches may arrive more than a quarter second apart and make several pinches, whose
            // scales multiply to the same zoom.
            let began = probe.lines(startingWith: "gesture pinch began")
            let ended = probe.lines(startingWith: "gesture pinch ended")
            #expect(!began.isEmpty && began.count == ended.count, "\(transcript)")
            let zoom = ended.compactMap { HostProbeRun.number($0, "scale") }.reduce(1, *)
            #expect(abs(zoom - 1.331) < 0.001, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture pan").isEmpty, "\(transcript)")
        }
    }

    // MARK: Xorg inputtest: a real touchscreen and touchpad

    @Test func aRealTwoFingerPinchGivesTheSpanRatio() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let screen = xorg.touchscreen
            let y = Double(o.y) + 210
            try screen.touch(id: 1, phase: .begin, x: Double(o.x) + 100, y: y)
            try screen.touch(id: 2, phase: .begin, x: Double(o.x) + 200, y: y)
            try screen.sync()
            for step in 1...5 {
                try await Task.sleep(for: GestureLiveTests.stepPause)
                try screen.touch(id: 1, phase: .update, x: Double(o.x) + 100 - Double(10 * step), y: y)
                try screen.touch(id: 2, phase: .update, x: Double(o.x) + 200 + Double(10 * step), y: y)
                try screen.sync()
            }
            try await Task.sleep(for: GestureLiveTests.stepPause)
            try screen.touch(id: 1, phase: .end, x: Double(o.x) + 50, y: y)
            try screen.touch(id: 2, phase: .end, x: Double(o.x) + 250, y: y)
            try screen.sync()
            await probe.waitForLines(startingWith: "gesture pinch ended", count: 1)
            let transcript = probe.child.transcript
            // Each finger's move is its own event. The first one past the 8-point hysteresis
            // begins the pinch with the hysteresis taken out (span 110 when every step is read
            // on its own; coalescing on a busy machine can make it later), and the scale is
            // measured from there to the final span of 200. Replay what the app received.
            var positions: [Int: Double] = [:]
            var spanAtBegan: Double?
            for line in probe.lines(startingWith: "input touch") {
                guard let id = HostProbeRun.fields(line)["id"].flatMap(Int.init), let x = HostProbeRun.number(line, "x") else { continue }
                positions[id] = x
                if spanAtBegan == nil, line.contains(" moved "), positions.count == 2 {
                    let span = abs(positions.values.max()! - positions.values.min()!)
                    if abs(span - 100) > 8 { spanAtBegan = span }
                }
            }
            let scale = GestureLiveTests.last(probe, "gesture pinch ended", "scale") ?? 0
            #expect(spanAtBegan != nil, "\(transcript)")
            #expect(abs(scale - 200.0 / (spanAtBegan ?? 110)) < 0.001, "\(transcript)")
            #expect(probe.lines(startingWith: "gesture pan").isEmpty, "\(transcript)")
        }
    }

    @Test func aRealOneFingerTapIsExactlyOneTap() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            try xorg.touchscreen.touch(id: 3, phase: .begin, x: Double(o.x) + 60.5, y: Double(o.y) + 70.5)
            try await Task.sleep(for: .milliseconds(40))
            try xorg.touchscreen.touch(id: 3, phase: .end, x: Double(o.x) + 60.5, y: Double(o.y) + 70.5)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "gesture tap", count: 1)
            // Long enough for a doubled tap (emulated pointer click) to have shown up.
            try await Task.sleep(for: .milliseconds(500))
            let taps = probe.lines(startingWith: "gesture tap")
            #expect(taps.count == 1, "\(probe.child.transcript)")
            #expect(taps.first?.contains("x=60.500 y=70.500") == true, "\(taps)")
        }
    }

    @Test func aRealTouchpadPinchDrivesThePinchRecognizer() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: xorg.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 200)
            let pad = xorg.touchpad
            try pad.gesturePinch(phase: .begin, fingers: 2)
            for scale in [1.1, 1.2, 1.3, 1.4, 1.5] {
                try await Task.sleep(for: GestureLiveTests.stepPause)
                try pad.gesturePinch(phase: .update, fingers: 2, scale: scale, deltaAngle: 2)
                try pad.sync()
            }
            try await Task.sleep(for: GestureLiveTests.stepPause)
            try pad.gesturePinch(phase: .end, fingers: 2, scale: 1.5)
            try pad.sync()
            await probe.waitForLines(startingWith: "gesture pinch ended", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.lines(startingWith: "gesture pinch began").count == 1, "\(transcript)")
            // The touchpad's own scale and angle: 1.5, and 5 × 2° clockwise.
            let scale = GestureLiveTests.last(probe, "gesture pinch ended", "scale") ?? 0
            #expect(abs(scale - 1.5) < 0.001, "\(transcript)")
            let rotation = GestureLiveTests.last(probe, "gesture rotation ended", "rotation") ?? 0
            #expect(abs(rotation - 10 * .pi / 180) < 0.001, "\(transcript)")
        }
    }
}
