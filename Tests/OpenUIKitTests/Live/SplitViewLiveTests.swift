import Foundation
import Testing
import TestSupport

/// A split view controller in a real window whose width crosses the regular/compact boundary
/// (678 points, less 16 of hysteresis on the way down): the probe app's `--split` mode, a
/// "Primary" controller (grouped grey) beside the probe's blue "Detail", each in a navigation
/// controller, printing "split collapse …" and "split separate …" from its delegate.
@Suite("Split view (live)")
struct SplitViewLiveTests {
    static let primaryGrey = PixelBuffer.Pixel(rgb: 0xF2F2F7)

    @Test func aWindowResizedAcrossTheBoundaryCollapsesAndExpandsTheSplitView() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--split", "--size", "1000x600"])
            // Side by side: the primary column on the left, the detail's blue on the right.
            let wide = try await probe.inspector.capture(probe.window) {
                $0.width == 1000 && X11HostLiveTests.near($0.pixel(x: 40, y: 300), Self.primaryGrey)
                    && X11HostLiveTests.near($0.pixel(x: 900, y: 300), X11HostLiveTests.background)
            }
            #expect(X11HostLiveTests.near(wide.pixel(x: 40, y: 300), Self.primaryGrey), "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "split").isEmpty, "no collapse at 1000 points wide: \(probe.child.transcript)")

            // 670 points is inside the hysteresis: still regular, nothing happens.
            try probe.inspector.resize(probe.window, width: 670, height: 600)
            _ = try await probe.inspector.capture(probe.window) { $0.width == 670 }
            try await Task.sleep(for: .milliseconds(200))
            #expect(probe.lines(startingWith: "split").isEmpty, "670 points stays regular: \(probe.child.transcript)")

            // 500 points is compact: the detail collapses onto the primary's navigation stack.
            try probe.inspector.resize(probe.window, width: 500, height: 600)
            let collapsed = await probe.waitForLines(startingWith: "split collapse", count: 1)
            #expect(collapsed == ["split collapse secondary=Detail width=500"], "\(probe.child.transcript)")
            let narrow = try await probe.inspector.capture(probe.window) {
                $0.width == 500 && X11HostLiveTests.near($0.pixel(x: 40, y: 300), X11HostLiveTests.background)
            }
            #expect(X11HostLiveTests.near(narrow.pixel(x: 40, y: 300), X11HostLiveTests.background),
                    "the detail fills the window: \(probe.child.transcript)")

            // Wide again: the detail separates back out beside the primary.
            try probe.inspector.resize(probe.window, width: 1000, height: 600)
            let separated = await probe.waitForLines(startingWith: "split separate", count: 1)
            #expect(separated == ["split separate width=1000"], "\(probe.child.transcript)")
            let expanded = try await probe.inspector.capture(probe.window) {
                $0.width == 1000 && X11HostLiveTests.near($0.pixel(x: 40, y: 300), Self.primaryGrey)
            }
            #expect(X11HostLiveTests.near(expanded.pixel(x: 40, y: 300), Self.primaryGrey), "\(probe.child.transcript)")
            #expect(X11HostLiveTests.near(expanded.pixel(x: 900, y: 300), X11HostLiveTests.background), "\(probe.child.transcript)")
            #expect(probe.lines(startingWith: "split").count == 2, "one collapse, one separation: \(probe.child.transcript)")
        }
    }
}
