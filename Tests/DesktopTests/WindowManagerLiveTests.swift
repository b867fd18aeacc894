import CX11
import Foundation
import Testing
import TestSupport

/// The apps under a real window manager (Openbox, a small EWMH one Debian ships): the
/// manager, not the app, now makes the window fullscreen and back, so this checks the
/// `_NET_WM_STATE` requests the app sends rather than the fallback it uses without one.
@Suite("Window manager (live)", .serialized)
struct WindowManagerLiveTests {
    /// Runs `body` with Openbox managing a fresh Xvfb.
    static func withOpenbox(_ body: (XServer, WindowInspector) async throws -> Void) async throws {
        try await XServer.withXvfb { server in
            try await OpenboxWindowManager.run(on: server) { inspector in try await body(server, inspector) }
        }
    }

    @Test func openboxIsInstalledForTheTests() {
        #expect(FileManager.default.isExecutableFile(atPath: OpenboxWindowManager.executable.path), "scripts/setup.sh --test installs openbox")
    }

    /// `--fullscreen` asks in the window's own `_NET_WM_STATE` before mapping, which the
    /// manager honours: the window covers the screen; F11 sends the EWMH toggle, and the
    /// manager gives the window back its size and clears the state.
    @Test func theManagerMakesTheWindowFullscreenAndF11BringsItBack() async throws {
        try await Self.withOpenbox { server, inspector in
            let run = try await AppRun("FaceIt", displayName: server.displayName, arguments: ["--fullscreen", "--size", "400x300"])
            let fullscreenAtom = UInt(XInternAtom(inspector.display, "_NET_WM_STATE_FULLSCREEN", 0))
            let covered = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> WindowInspector.Geometry? in
                let now = try? inspector.geometry(of: run.window)
                return now?.width == XServer.screenWidth && now?.height == XServer.screenHeight ? now : nil
            }
            #expect(covered != nil, "the manager covered the screen: \(String(describing: try? inspector.geometry(of: run.window)))")
            #expect(inspector.cardinalListProperty("_NET_WM_STATE", of: run.window)?.contains(fullscreenAtom) == true,
                    "the manager keeps the state")

            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: 200, y: 200)
            try xtest.typeKey(named: "F11")
            let restored = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> WindowInspector.Geometry? in
                let now = try? inspector.geometry(of: run.window)
                return now?.width == 400 && now?.height == 300 ? now : nil
            }
            #expect(restored != nil, "back to 400×300: \(String(describing: try? inspector.geometry(of: run.window)))")
            #expect(inspector.cardinalListProperty("_NET_WM_STATE", of: run.window)?.contains(fullscreenAtom) != true)

            // And once more: the toggle is the manager's, so it goes both ways.
            let frames = run.framesPresented
            try xtest.typeKey(named: "F11")
            let again = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> WindowInspector.Geometry? in
                let now = try? inspector.geometry(of: run.window)
                return now?.width == XServer.screenWidth ? now : nil
            }
            #expect(again != nil, "fullscreen again: \(String(describing: try? inspector.geometry(of: run.window)))")
            #expect(await run.waitForFrames(after: frames), "the app drew at the new size")
        }
    }

    /// Reparented into the manager's frame, the window still carries what a desktop reads
    /// from it: the class its desktop entry names, and an icon.
    @Test func aManagedWindowKeepsItsClassAndIcon() async throws {
        try await Self.withOpenbox { server, inspector in
            let run = try await AppRun("PlayingCard", displayName: server.displayName)
            #expect(inspector.stringListProperty("WM_CLASS", of: run.window) == ["playingcard", "PlayingCard"])
            #expect(await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                (inspector.cardinalListProperty("_NET_WM_ICON", of: run.window)?.count ?? 0) > 2
            })
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            XQueryTree(inspector.display, run.window, &root, &parent, &children, &count)
            if let children { XFree(children) }
            #expect(parent != inspector.rootWindow, "reparented into a frame: the manager took the window")
        }
    }
}
