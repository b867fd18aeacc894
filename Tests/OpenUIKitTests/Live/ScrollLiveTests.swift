import CX11
import Foundation
import Testing
import TestSupport

/// Real XI2 smooth scrolling, from the inputtest driver's scroll valuators, reaching a pan
/// whose `allowedScrollTypesMask` is `.continuous` in the probe app: no touches, and an end
/// with the velocity a scroll view decelerates from. All tests share one Xorg.
@Suite("Scrolling (live, Xorg inputtest)")
struct ScrollLiveTests {
    /// Between injected scroll reports: a touchpad's report interval (10 ms, the AlpsPS/2
    /// recording), so the app sees separate events with real timestamps.
    static let reportInterval: Duration = .milliseconds(10)

    @Test func aTouchpadScrollIsAContinuousPanThatEndsWithMomentumAndSettles() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            // Scrolling goes to the window under the pointer, which the touchpad shares.
            try XTestInjector(displayName: xorg.displayName).movePointer(toX: o.x + 150, y: o.y + 200)
            let pad = xorg.touchpad
            // A baseline report first (the app's first value of each valuator is only that),
            // then two fingers moving up: 30 units of 120 a report, a quarter notch.
            try pad.scroll(horizontal: 0, vertical: 30)
            try pad.sync()
            for _ in 0..<12 {
                try await Task.sleep(for: Self.reportInterval)
                try pad.scroll(horizontal: 0, vertical: 30)
                try pad.sync()
            }
            let ended = await probe.waitForLines(startingWith: "gesture pan ended", count: 1)
            let transcript = probe.child.transcript
            #expect(ended.count == 1, "\(transcript)")
            let scrolls = probe.lines(startingWith: "input scroll")
            #expect(!scrolls.isEmpty && scrolls.allSatisfy { $0.contains("type=continuous") }, "\(scrolls)")
            #expect(probe.lines(startingWith: "input touch").isEmpty, "scrolling is no touch: \(transcript)")
            #expect(probe.lines(startingWith: "view touches").isEmpty, "\(transcript)")
            let pan = probe.lines(startingWith: "gesture pan")
            #expect(pan.first?.hasPrefix("gesture pan began") == true, "\(pan)")
            #expect(pan.contains { $0.hasPrefix("gesture pan changed") }, "\(pan)")
            #expect(pan.allSatisfy { $0.hasSuffix("touches=0") }, "\(pan)")
            // Scrolling down moves the content up: the translation goes negative, by 15 pt a
            // step (the quarter notches the app received, whether or not some were merged).
            let steps = scrolls.compactMap { HostProbeRun.number($0, "dy") }.reduce(0, +)
            let ty = ended.last.flatMap { HostProbeRun.number($0, "ty") } ?? .nan
            #expect(abs(ty - -15 * steps) < 0.01 && ty < 0, "ty=\(ty) after \(steps) steps: \(pan)")
            // It ends moving: a scroll view would decelerate from here.
            let vy = ended.last.flatMap { HostProbeRun.number($0, "vy") } ?? .nan
            #expect(vy < -50, "vy=\(vy): \(pan)")
            // And settles: the recognizer is ready for the next gesture.
            let settled = await probe.waitForLines(startingWith: "recognizer pan from=ended to=possible", count: 1)
            #expect(settled.count == 1, "\(transcript)")
        }
    }

    @Test func theDriversScrollStopEndsThePanAtOnceIfTheServerPassesItOn() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            try XTestInjector(displayName: xorg.displayName).movePointer(toX: o.x + 150, y: o.y + 200)
            let pad = xorg.touchpad
            for _ in 0..<4 {
                try pad.scroll(horizontal: 0, vertical: -30)
                try pad.sync()
                try await Task.sleep(for: Self.reportInterval)
            }
            // What xf86-input-libinput posts for libinput's scroll stop: the valuators, unchanged.
            try pad.scroll(horizontal: 0, vertical: 0)
            try pad.sync()
            let ended = await probe.waitForLines(startingWith: "gesture pan ended", count: 1)
            #expect(ended.count == 1, "\(probe.child.transcript)")
            // Xorg 21.1 passes the unchanged valuators on (measured: docs/INPUT.md), so the
            // pan ended at the stop, not 100 ms later.
            let stops = probe.lines(startingWith: "input scroll dx=0.000 dy=0.000")
            #expect(stops.count == 1, "\(probe.lines(startingWith: "input scroll"))")
        }
    }
}
