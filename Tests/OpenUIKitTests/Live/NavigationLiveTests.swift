import CX11
import Foundation
import Testing
import TestSupport

/// A navigation controller in a real window, sent back with real input: the probe app's
/// `--navigation` mode ("Second" pushed over "First"; "navigation didShow TITLE count=N"
/// once a controller has been shown).
@Suite("Navigation (live)")
struct NavigationLiveTests {
    /// A real finger from the window's left edge to past its middle pops "Second".
    @Test func aRealTouchSwipeFromTheLeftEdgePops() async throws {
        try await InputTestServer.withShared { xorg in
            let probe = try await HostProbeRun(displayName: xorg.displayName, arguments: ["--navigation"])
            let o = try probe.inspector.geometry(of: probe.window)
            let y = Double(o.y) + 200.5
            let start = Double(o.x) + 3.5
            try xorg.touchscreen.touch(id: 31, phase: .begin, x: start, y: y)
            try xorg.touchscreen.sync()
            for step in 1...12 {
                try await Task.sleep(for: .milliseconds(25))
                try xorg.touchscreen.touch(id: 31, phase: .update, x: start + Double(step) * 20, y: y)
                try xorg.touchscreen.sync()
            }
            try await Task.sleep(for: .milliseconds(25))
            try xorg.touchscreen.touch(id: 31, phase: .end, x: start + 240, y: y)
            try xorg.touchscreen.sync()
            await probe.waitForLines(startingWith: "navigation didShow First", count: 1)
            #expect(probe.lines(startingWith: "navigation didShow") == ["navigation didShow First count=1"], "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input touch").count >= 2, "it came as real XI2 touches: \(probe.child.transcript)")
        }
    }

    /// The mouse's back button (X11 button 8) pops "Second".
    @Test func theMouseBackButtonPops() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--navigation"])
            let o = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: o.x + 150, y: o.y + 200)
            xtest.pressButton(8)
            try await Task.sleep(for: .milliseconds(40))
            xtest.releaseButton(8)
            await probe.waitForLines(startingWith: "navigation didShow First", count: 1)
            #expect(probe.lines(startingWith: "navigation didShow") == ["navigation didShow First count=1"], "\(probe.child.transcript)")
        }
    }
}
