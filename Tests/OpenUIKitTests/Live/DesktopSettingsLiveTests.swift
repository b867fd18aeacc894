import CX11
import Foundation
import Testing
import TestSupport

/// The running app follows the desktop's settings, under Xvfb: a settings daemon (the test's
/// `XSettingsManager`) changing the window scale and the text size, restarting, and `xrdb`
/// changing `Xft.dpi`. The probe window must re-render at the new scale, keep its size in
/// points, and report the change through its traits exactly once.
@Suite("Desktop settings followed live (Xvfb)")
struct DesktopSettingsLiveTests {
    typealias Setting = (String, XSettingsManager.Value)

    /// The settings GNOME publishes at `scale` with the text-size factor `text`:
    /// `Xft/DPI` is 96 × scale × text, in 1024ths.
    static func gnome(scale: Int32, text: Double = 1) -> [Setting] {
        [("Gdk/WindowScalingFactor", .integer(scale)), ("Xft/DPI", .integer(Int32((96 * Double(scale) * text * 1024).rounded()))),
         ("Net/ThemeName", .string("Adwaita"))]
    }

    /// Waits for the window to be `width`×`height` pixels and show the probe's picture at
    /// `scale`: the red square from 20 to 120 points, the 1-point line at 150 points.
    static func expectPicture(_ probe: HostProbeRun, scale: Int, width: Int, height: Int,
                              sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let resized = await LiveTiming.waitUntil(timeout: LiveTiming.windowTimeout) {
            (try? probe.inspector.geometry(of: probe.window)).map { $0.width == width && $0.height == height } ?? false
        }
        #expect(resized, "window \(String(describing: try? probe.inspector.geometry(of: probe.window))), wanted \(width)×\(height): \(probe.child.transcript)",
                sourceLocation: sourceLocation)
        let line = 150 * scale, row = 200 * scale
        let pixels = try await probe.inspector.capture(probe.window) {
            $0.width == width && X11HostLiveTests.near($0.pixel(x: line, y: row), X11HostLiveTests.black)
                && X11HostLiveTests.near($0.pixel(x: 120 * scale - 1, y: 120 * scale - 1), X11HostLiveTests.red)
        }
        // The line covers exactly the pixels of one point at this scale.
        #expect(X11HostLiveTests.near(pixels.pixel(x: line - 1, y: row), X11HostLiveTests.background), sourceLocation: sourceLocation)
        #expect(X11HostLiveTests.near(pixels.pixel(x: line + scale - 1, y: row), X11HostLiveTests.black), sourceLocation: sourceLocation)
        #expect(X11HostLiveTests.near(pixels.pixel(x: line + scale, y: row), X11HostLiveTests.background), sourceLocation: sourceLocation)
        #expect(X11HostLiveTests.near(pixels.pixel(x: 120 * scale, y: 60 * scale), X11HostLiveTests.background), "right of the square",
                sourceLocation: sourceLocation)
        #expect(X11HostLiveTests.near(pixels.pixel(x: 10, y: height - 5), X11HostLiveTests.green), "the bottom bar",
                sourceLocation: sourceLocation)
    }

    /// The "traits view" and "traits controller" lines printed after the first `skipping`.
    static func traitLines(_ probe: HostProbeRun, after skipping: Int = 0) -> (view: [String], controller: [String]) {
        (Array(probe.lines(startingWith: "traits view").dropFirst(skipping)),
         Array(probe.lines(startingWith: "traits controller").dropFirst(skipping)))
    }

    /// Waits for one more trait change than `before`, then a moment more to catch a second
    /// one that should not come.
    static func waitForTraitChange(_ probe: HostProbeRun, after before: Int) async -> (view: [String], controller: [String]) {
        await probe.waitForLines(startingWith: "traits view", count: before + 1)
        await probe.waitForLines(startingWith: "traits controller", count: before + 1)
        try? await Task.sleep(for: .milliseconds(300))
        return traitLines(probe, after: before)
    }

    @Test func theSettingsDaemonsScaleAndTextSizeAreFollowed() async throws {
        try await HostProbeRun.withXvfb { server in
            let manager = try XSettingsManager(displayName: server.displayName, settings: Self.gnome(scale: 1))
            let probe = try await HostProbeRun(displayName: server.displayName)
            try await Self.expectPicture(probe, scale: 1, width: 300, height: 420)
            #expect(Self.traitLines(probe).view.isEmpty, "nothing changed at start: \(probe.child.transcript)")

            // 2× with "Large Text": the scale doubles, the text grows by 1.25.
            try manager.publish(Self.gnome(scale: 2, text: 1.25))
            let first = await Self.waitForTraitChange(probe, after: 0)
            #expect(first.view.count == 1 && first.controller.count == 1, "once each: \(probe.child.transcript)")
            for line in first.view + first.controller {
                let fields = HostProbeRun.fields(line)
                #expect(fields["scale"] == "2" && fields["previous-scale"] == "1", "\(line)")
                #expect(fields["text"] == "extraExtraLarge" && fields["previous-text"] == "large", "\(line)")
                #expect(fields["body"] == "21", "\(line)")
                #expect(fields["points"] == "300x420" && fields["pixels"] == "600x840", "the same points, twice the pixels: \(line)")
            }
            try await Self.expectPicture(probe, scale: 2, width: 600, height: 840)
            #expect(probe.lines(startingWith: "layout").allSatisfy { $0 == "layout 300x420" }, "\(probe.lines(startingWith: "layout"))")
            // Pointer input is in points at the new scale.
            let geometry = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: geometry.x + 100, y: geometry.y + 60)
            xtest.click(1)
            let press = await probe.waitForLines(startingWith: "input pointer pressed", count: 1)
            #expect(press.first?.contains("x=50.000 y=30.000") == true, "\(press)")

            // The same settings again (a new serial): nothing to report.
            try manager.publish(Self.gnome(scale: 2, text: 1.25))
            // Only the text size back to normal: no resize.
            try manager.publish(Self.gnome(scale: 2, text: 1))
            let second = await Self.waitForTraitChange(probe, after: 1)
            #expect(second.view.count == 1, "\(probe.child.transcript)")
            #expect(HostProbeRun.fields(second.view.first ?? "")["text"] == "large", "\(second.view)")
            #expect(HostProbeRun.fields(second.view.first ?? "")["scale"] == "2", "\(second.view)")
            #expect(try probe.inspector.geometry(of: probe.window).width == 600)

            // The daemon restarts at 1×: the new manager is found and followed.
            try manager.restart(with: Self.gnome(scale: 1))
            let third = await Self.waitForTraitChange(probe, after: 2)
            #expect(third.view.count == 1 && HostProbeRun.fields(third.view.first ?? "")["scale"] == "1", "\(probe.child.transcript)")
            try await Self.expectPicture(probe, scale: 1, width: 300, height: 420)

            // It quits: the last settings stay.
            try manager.quit()
            try? await Task.sleep(for: .milliseconds(300))
            #expect(Self.traitLines(probe, after: 3).view.isEmpty, "\(probe.child.transcript)")
            #expect(probe.child.isRunning)
            #expect(!probe.child.standardErrorLines.contains { $0.contains("X protocol error") }, "\(probe.child.transcript)")
        }
    }

    @Test func xftDPIInTheResourceManagerIsFollowed() async throws {
        try await HostProbeRun.withXvfb { server in
            // No settings daemon: only xrdb's resources.
            try RootResources.set("Xft.antialias:\t1\nXft.dpi:\t96\n", on: server.displayName)
            let probe = try await HostProbeRun(displayName: server.displayName)
            try await Self.expectPicture(probe, scale: 1, width: 300, height: 420)

            try RootResources.set("Xft.antialias:\t1\nXft.dpi:\t192\n", on: server.displayName)
            let first = await Self.waitForTraitChange(probe, after: 0)
            #expect(first.view.count == 1, "\(probe.child.transcript)")
            #expect(HostProbeRun.fields(first.view.first ?? "")["scale"] == "2", "\(first.view)")
            try await Self.expectPicture(probe, scale: 2, width: 600, height: 840)

            // Other resources changing is no change; removing them all is 96 dpi again.
            try RootResources.set("Xft.antialias:\t0\nXft.dpi:\t192\n", on: server.displayName)
            try RootResources.set(nil, on: server.displayName)
            let second = await Self.waitForTraitChange(probe, after: 1)
            #expect(second.view.count == 1 && HostProbeRun.fields(second.view.first ?? "")["scale"] == "1", "\(probe.child.transcript)")
            try await Self.expectPicture(probe, scale: 1, width: 300, height: 420)
        }
    }

    @Test func aPinnedScaleStaysWhileTheTextSizeFollows() async throws {
        try await HostProbeRun.withXvfb { server in
            let manager = try XSettingsManager(displayName: server.displayName, settings: Self.gnome(scale: 1))
            // --scale 1 pins the scale; the text size is still the desktop's.
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--scale", "1"])
            try manager.publish(Self.gnome(scale: 2, text: 1.25))
            let change = await Self.waitForTraitChange(probe, after: 0)
            #expect(change.view.count == 1, "\(probe.child.transcript)")
            let fields = HostProbeRun.fields(change.view.first ?? "")
            #expect(fields["scale"] == "1" && fields["text"] == "extraExtraLarge", "\(change.view)")
            #expect(try probe.inspector.geometry(of: probe.window).width == 300)
        }
    }

    @Test func anEnvironmentTextSizeIsNotOverridden() async throws {
        try await HostProbeRun.withXvfb { server in
            let manager = try XSettingsManager(displayName: server.displayName, settings: Self.gnome(scale: 1))
            let probe = try await HostProbeRun(displayName: server.displayName, environment: ["OPENUIKIT_TEXT_SCALE": "1"])
            try manager.publish(Self.gnome(scale: 2, text: 1.25))
            let change = await Self.waitForTraitChange(probe, after: 0)
            let fields = HostProbeRun.fields(change.view.first ?? "")
            #expect(fields["scale"] == "2" && fields["text"] == "large", "\(probe.child.transcript)")
            try await Self.expectPicture(probe, scale: 2, width: 600, height: 840)
        }
    }
}
