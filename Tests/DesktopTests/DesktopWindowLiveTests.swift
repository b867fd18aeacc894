import CX11
import DemoSupport
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// The apps' windows as a desktop sees them, read under Xvfb by plain X clients: `WM_CLASS`
/// as the desktop entries name it, `_NET_WM_ICON` holding the same art the installed icons
/// have, the startup-notification message at the first frame, and `--fullscreen`.
@Suite("Desktop window (live)", .serialized)
struct DesktopWindowLiveTests {
    @Test(arguments: [("PlayingCard", "openuikit-playingcard"), ("FaceIt", "openuikit-faceit")])
    func wmClassMatchesTheDesktopEntry(app: String, desktopID: String) async throws {
        let entry = try DesktopEntry(contentsOf: Repository.desktopTemplate(desktopID))
        let startupClass = try #require(entry["Desktop Entry", "StartupWMClass"])
        try await XServer.withXvfb { server in
            let run = try await AppRun(app, displayName: server.displayName)
            let wmClass = run.inspector.stringListProperty("WM_CLASS", of: run.window)
            #expect(wmClass == [app.lowercased(), app], "instance, then class")
            #expect(wmClass?.last == startupClass, "StartupWMClass=\(startupClass) names the window's class")
            #expect(entry["Desktop Entry", "StartupNotify"] == "true")
        }
    }

    /// The window icon is the art `--export-icons` writes for the icon theme: the same
    /// pixels at 48 and 128, decoded from the exported PNGs independently of the property.
    @Test(arguments: ["PlayingCard", "FaceIt"])
    func theWindowIconIsTheAppsArt(app: String) async throws {
        let exported = try TemporaryFolder("exported-icons")
        defer { exported.remove() }
        let export = try ChildProcess(executable: AppRun.executable(named: app), arguments: ["--export-icons", exported.url.path],
                                      removingEnvironment: ["DISPLAY"])
        #expect(await export.waitForExit() == 0, "\(export.transcript)")
        let iconName = "openuikit-\(app.lowercased())"

        try await XServer.withXvfb { server in
            let run = try await AppRun(app, displayName: server.displayName)
            // The icons are drawn after the first frame, so the launch does not wait for them.
            #expect(await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                run.inspector.cardinalListProperty("_NET_WM_ICON", of: run.window) != nil
            })
            let values = try #require(run.inspector.cardinalListProperty("_NET_WM_ICON", of: run.window))
            let icons = try Self.parseIcons(values.map { UInt32(truncatingIfNeeded: $0) })
            #expect(icons.map(\.side) == AppIcon.windowIconSides, "every size, smallest first")
            for side in [48, 128] {
                let icon = try #require(icons.first { $0.side == side })
                let path = exported.url.appendingPathComponent("\(side)x\(side)/apps/\(iconName).png").path
                let png = try #require(UIImage(contentsOfFile: path)?.cairoSurface)
                var worst = 0
                var opaque = 0
                for y in 0..<side {
                    for x in 0..<side {
                        let argb = icon.pixels[y * side + x]
                        let expected = png.pixel(x: x, y: y)
                        let alpha = Int(argb >> 24)
                        worst = max(worst, abs(alpha - Int(expected.a)))
                        // Colour is only as precise as alpha allows (the PNG round trip
                        // premultiplies and divides again).
                        if alpha >= 32 {
                            for (shift, value) in [(16, expected.r), (8, expected.g), (0, expected.b)] {
                                worst = max(worst, abs(Int((argb >> UInt32(shift)) & 0xFF) - Int(value)) / 2)
                            }
                        }
                        if alpha == 255 { opaque += 1 }
                    }
                }
                #expect(worst <= 1, "\(app) \(side)px: the window icon differs from the exported PNG by \(worst)")
                #expect(opaque > side * side / 3, "\(app) \(side)px: a drawn icon, \(opaque) opaque pixels")
            }
        }
    }

    /// `DESKTOP_STARTUP_ID` ends the launch: `_NET_STARTUP_ID` on the window, and one
    /// `remove: ID=…` X message on the root window once the first frame is up.
    @Test func aLaunchWithAStartupIDIsEndedAtTheFirstFrame() async throws {
        try await XServer.withXvfb { server in
            let listener = try StartupMessageListener(displayName: server.displayName)
            let id = "openuikit-test-\(getpid())-PlayingCard-0_TIME1234"
            let run = try await AppRun("PlayingCard", displayName: server.displayName, environment: ["DESKTOP_STARTUP_ID": id])
            #expect(run.inspector.stringProperty("_NET_STARTUP_ID", of: run.window) == id)
            let messages = await listener.waitForMessages(count: 1)
            #expect(messages == ["remove: ID=\(id)"], "\(run.child.transcript)")
            // Nothing more: the launch is ended once.
            try await Task.sleep(for: .milliseconds(200))
            #expect(await listener.waitForMessages(count: 2, timeout: .milliseconds(100)) == messages)
        }
    }

    @Test func withoutAStartupIDNothingIsSent() async throws {
        try await XServer.withXvfb { server in
            let listener = try StartupMessageListener(displayName: server.displayName)
            let run = try await AppRun("FaceIt", displayName: server.displayName, removingEnvironment: ["DESKTOP_STARTUP_ID"])
            #expect(run.inspector.stringProperty("_NET_STARTUP_ID", of: run.window) == nil)
            try await Task.sleep(for: .milliseconds(200))
            #expect(await listener.waitForMessages(count: 1, timeout: .milliseconds(100)) == [])
        }
    }

    /// `--fullscreen` with no window manager: the window covers the screen from its first
    /// frame and says so in `_NET_WM_STATE`; F11 (the same toggle) brings it back.
    @Test func fullscreenFlagStartsFullscreenAndF11Restores() async throws {
        try await XServer.withXvfb { server in
            let run = try await AppRun("FaceIt", displayName: server.displayName, arguments: ["--fullscreen", "--size", "400x300"])
            let geometry = try run.inspector.geometry(of: run.window)
            #expect(geometry.width == XServer.screenWidth && geometry.height == XServer.screenHeight, "\(geometry)")
            let fullscreenAtom = UInt(XInternAtom(run.inspector.display, "_NET_WM_STATE_FULLSCREEN", 0))
            #expect(run.inspector.cardinalListProperty("_NET_WM_STATE", of: run.window) == [fullscreenAtom])

            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: 20, y: 20)
            let frames = run.framesPresented
            try xtest.typeKey(named: "F11")
            let restored = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> WindowInspector.Geometry? in
                let now = try? run.inspector.geometry(of: run.window)
                return now?.width == 400 ? now : nil
            }
            #expect(restored?.height == 300, "back to 400×300: \(String(describing: restored))")
            #expect(await run.waitForFrames(after: frames))
            #expect(run.inspector.cardinalListProperty("_NET_WM_STATE", of: run.window) == nil)
        }
    }

    // MARK: Helpers

    struct Icon {
        var side: Int
        var pixels: [UInt32]
    }

    /// `_NET_WM_ICON` values as (width, height, pixels…) runs; every icon here is square.
    static func parseIcons(_ values: [UInt32]) throws -> [Icon] {
        var icons: [Icon] = []
        var index = 0
        while index < values.count {
            guard index + 2 <= values.count else { throw LiveTestError("a truncated icon header at \(index)") }
            let width = Int(values[index]), height = Int(values[index + 1])
            guard width == height, width > 0, index + 2 + width * height <= values.count else {
                throw LiveTestError("a bad icon \(width)×\(height) at \(index) of \(values.count)")
            }
            icons.append(Icon(side: width, pixels: Array(values[(index + 2)..<(index + 2 + width * height)])))
            index += 2 + width * height
        }
        return icons
    }
}

/// A plain X client listening on the root window for startup-notification X messages, as a
/// desktop's launcher does: `_NET_STARTUP_INFO_BEGIN` starts a message from a window,
/// `_NET_STARTUP_INFO` continues it, a NUL byte ends it.
final class StartupMessageListener {
    let display: OpaquePointer
    private let beginAtom: Atom
    private let continueAtom: Atom
    private var partial: [Window: [UInt8]] = [:]
    private(set) var messages: [String] = []

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        XErrorRecorder.track(display)
        self.display = display
        beginAtom = XInternAtom(display, "_NET_STARTUP_INFO_BEGIN", 0)
        continueAtom = XInternAtom(display, "_NET_STARTUP_INFO", 0)
        // The protocol sends its messages to the root window with PropertyChangeMask.
        XSelectInput(display, XDefaultRootWindow(display), PropertyChangeMask)
        XSync(display, 0)
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    /// Reads what has arrived; returns once `count` messages are complete or `timeout` passes.
    func waitForMessages(count: Int, timeout: Duration = LiveTiming.eventTimeout) async -> [String] {
        _ = await LiveTiming.waitUntil(timeout: timeout) {
            read()
            return messages.count >= count
        }
        return messages
    }

    private func read() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            guard event.type == ClientMessage, event.xclient.format == 8,
                  event.xclient.message_type == beginAtom || event.xclient.message_type == continueAtom else { continue }
            let window = event.xclient.window
            if event.xclient.message_type == beginAtom { partial[window] = [] }
            guard partial[window] != nil else { continue }  // a continuation without a beginning
            let bytes = withUnsafeBytes(of: event.xclient.data.b) { Array($0) }
            if let end = bytes.firstIndex(of: 0) {
                partial[window]! += bytes[..<end]
                messages.append(String(decoding: partial[window]!, as: UTF8.self))
                partial[window] = nil
            } else {
                partial[window]! += bytes
            }
        }
    }
}
