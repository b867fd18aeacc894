import CX11
import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Windows the app uses disappearing underneath it, under Xvfb: its own window destroyed by
/// another client, and the XSETTINGS manager's window, both while the app runs and between
/// the two requests that read it.
@Suite("X11 host faults (live, Xvfb)")
struct X11HostFaultLiveTests {
    /// How long the app may take to notice its window is gone and exit. It takes
    /// milliseconds; only a hang or an app that stays up as a windowless zombie would miss this.
    static let exitTimeout: Duration = .seconds(5)

    @Test func destroyingTheWindowFromAnotherClientEndsTheAppWithCodeZeroAndOneLine() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let errorsBefore = probe.child.standardErrorLines.count
            XDestroyWindow(probe.inspector.display, probe.window)
            XSync(probe.inspector.display, 0)
            #expect(await probe.child.waitForExit(timeout: Self.exitTimeout) == 0, "\(probe.child.transcript)")
            #expect(probe.child.termination == .exited(status: 0))
            #expect(Array(probe.child.standardErrorLines.dropFirst(errorsBefore)) == [
                "OpenUIKit: the window on X display \"\(server.displayName)\" was destroyed by another program; exiting.",
            ], "\(probe.child.transcript)")
        }
    }

    @Test func theSettingsManagerQuittingWhileTheAppRunsChangesNothing() async throws {
        try await HostProbeRun.withXvfb { server in
            let manager = try RawXlibClient(displayName: server.displayName)
            let owner = try manager.createWindow(title: "settings manager", x: 1200, y: 1000, width: 10, height: 10, background: 0)
            try Self.publishSettings(DesktopScaleTests.blob([("Gdk/WindowScalingFactor", .integer(2))]), on: owner, by: manager)

            let probe = try await HostProbeRun(displayName: server.displayName)
            let geometry = try probe.inspector.geometry(of: probe.window)
            #expect(geometry.width == 600 && geometry.height == 840, "the app read scale 2 from the manager: \(geometry)")

            // The manager goes away: its window with it, and the selection reverts to nobody.
            XDestroyWindow(manager.display, owner)
            XSync(manager.display, 0)
            let selection = XInternAtom(manager.display, "_XSETTINGS_S0", 0)
            #expect(XGetSelectionOwner(manager.display, selection) == 0)

            // A manager that quits leaves its last settings in force: the app goes on as it was.
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: geometry.x + 100, y: geometry.y + 60)
            xtest.click()
            let presses = await probe.waitForLines(startingWith: "input pointer pressed", count: 1)
            #expect(presses.first?.contains("x=50.000 y=30.000") == true, "still at scale 2: \(probe.child.transcript)")
            #expect(probe.child.isRunning)
            #expect(!probe.child.standardErrorLines.contains { $0.contains("X protocol error") }, "\(probe.child.transcript)")
        }
    }

    @Test func aSettingsWindowThatVanishedBeforeItWasReadIsNoSettingsAndOneWarning() async throws {
        try await HostProbeRun.withXvfb { server in
            let manager = try RawXlibClient(displayName: server.displayName)
            // First the ordinary case, so the read is known to work.
            let owner = try manager.createWindow(title: "settings manager", x: 1200, y: 1000, width: 10, height: 10, background: 0)
            let blob = DesktopScaleTests.blob([("Gdk/WindowScalingFactor", .integer(2))])
            try Self.publishSettings(blob, on: owner, by: manager)
            let present = try await Self.readSettings(of: owner, on: server.displayName)
            #expect(present.status == 0 && present.output == ["xsettings \(blob.count) bytes", "still connected"], "\(present.transcript)")
            #expect(present.errors.isEmpty, "\(present.transcript)")

            // Then the window gone between "who owns the selection?" and reading its property:
            // the read is made with that (now stale) window id.
            XDestroyWindow(manager.display, owner)
            XSync(manager.display, 0)
            let vanished = try await Self.readSettings(of: owner, on: server.displayName)
            #expect(vanished.status == 0 && vanished.output == ["xsettings none", "still connected"], "\(vanished.transcript)")
            #expect(vanished.errors == [
                "OpenUIKit warning: the XSETTINGS manager's window 0x\(String(owner, radix: 16)) went away while it was being read; using the other desktop settings",
            ], "\(vanished.transcript)")
        }
    }

    @Test func aProtocolErrorIsOneWarningPerKindAndTheAppGoesOn() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let display = probe.inspector.display
            // Another client frees the app's back-buffer segment, so each present is refused.
            // Xlib numbers a client's resources one after another, and the app makes its
            // colormap, its window, its GC, then the segment: the segment is window + 2.
            var attributes = XWindowAttributes()
            XGetWindowAttributes(display, probe.window, &attributes)
            try #require(attributes.colormap == probe.window - 1, "the app's resources are not numbered as this test assumes")
            var segment = XShmSegmentInfo()
            segment.shmseg = probe.window + 2
            XShmDetach(display, &segment)
            XSync(display, 0)
            #expect(XErrorRecorder.takeErrors(for: display).isEmpty, "the app's segment was freed")

            // Two recolourings of the square, two presents refused; then a normal quit.
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + 200, y: origin.y + 300)
            for (key, line) in [("a", "async block ran"), ("c", "timer fired")] {
                let frames = probe.lines(startingWith: "frame").count
                try xtest.typeKey(named: key)
                #expect(await probe.child.waitForLine(containing: line) != nil, "\(probe.child.transcript)")
                #expect(await probe.waitForLines(startingWith: "frame", count: frames + 1).count > frames, "\(probe.child.transcript)")
            }
            try xtest.typeKey(named: "q")
            #expect(await probe.child.waitForExit(timeout: Self.exitTimeout) == 0, "the app went on: \(probe.child.transcript)")
            let presentErrors = probe.child.standardErrorLines.filter { $0.contains("X protocol error") && $0.contains("BadShmSeg") }
            // One for the refused presents, however many; one for freeing the segment at exit.
            #expect(presentErrors.count == 2, "\(probe.child.transcript)")
            #expect(presentErrors.allSatisfy { $0.hasPrefix("OpenUIKit warning: X protocol error BadShmSeg") && $0.hasSuffix("; continuing") },
                    "\(presentErrors)")
            #expect(Set(presentErrors).count == 2, "different requests: \(presentErrors)")
        }
    }

    // MARK: Helpers

    /// Makes `window` the XSETTINGS manager's: the settings blob on it, and the selection.
    static func publishSettings(_ blob: [UInt8], on window: Window, by client: RawXlibClient) throws {
        let display = client.display
        let settings = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        XChangeProperty(display, window, settings, settings, 8, PropModeReplace, blob, Int32(blob.count))
        XSetSelectionOwner(display, XInternAtom(display, "_XSETTINGS_S0", 0), window, UInt(CurrentTime))
        XSync(display, 0)
        try client.throwRecordedErrors("publishing XSETTINGS")
    }

    struct Reading {
        var status: Int32?
        var output: [String]
        var errors: [String]
        var transcript: String
    }

    /// Runs the probe's one-shot XSETTINGS read of `window` on `displayName`.
    static func readSettings(of window: Window, on displayName: String) async throws -> Reading {
        let child = try ChildProcess(executable: HostProbeRun.executable, arguments: ["--read-xsettings-of", String(window, radix: 16)],
                                     environment: ["DISPLAY": displayName])
        defer { child.terminate() }
        let status = await child.waitForExit()
        return Reading(status: status, output: child.standardOutputLines, errors: child.standardErrorLines, transcript: child.transcript)
    }
}
