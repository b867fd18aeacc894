import CX11
import Foundation
import Testing
import TestSupport

/// Proves the Xvfb half of the live-test machinery: the server launcher, the window
/// inspector, XTest injection and the XI2 path, with a bare Xlib client.
///
/// Each test starts its own Xvfb (about 20 ms), so these run in parallel with everything else.
@Suite("Live: Xvfb")
struct XvfbLiveTests {
    @Test func serverStartsAcceptsConnectionsAndStops() async throws {
        let server = try await XServer.startXvfb()
        let pid = server.processIdentifier
        #expect(kill(pid, 0) == 0, "the server process is running")
        let display = try #require(XOpenDisplay(server.displayName))
        #expect(XDisplayWidth(display, XDefaultScreen(display)) == Int32(XServer.screenWidth))
        #expect(XDisplayHeight(display, XDefaultScreen(display)) == Int32(XServer.screenHeight))
        XCloseDisplay(display)

        server.stop()
        #expect(!server.isRunning)
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "PID \(pid) is gone")
        #expect(!FileManager.default.fileExists(atPath: server.directory.path), "its temporary directory is removed")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/.X\(server.displayNumber)-lock"))
    }

    @Test func serverThatFailsToStartReportsTheEndOfItsLog() async throws {
        let error = await #expect(throws: LiveTestError.self) {
            try await XServer.startXvfb(extraArguments: ["-no-such-option"])
        }
        #expect(error?.description.contains("exited during start-up") == true)
        #expect(error?.description.contains("-no-such-option") == true, "\(String(describing: error))")
    }

    @Test func concurrentServersGetDistinctDisplays() async throws {
        async let first = XServer.startXvfb()
        async let second = XServer.startXvfb()
        let servers = try await [first, second]
        defer { servers.forEach { $0.stop() } }
        #expect(servers[0].displayNumber != servers[1].displayNumber)
        #expect(servers.allSatisfy { XServer.canConnect(to: $0.displayName) })
    }

    @Test func extraArgumentsReachTheServer() async throws {
        let server = try await XServer.startXvfb(extraArguments: ["-extension", "MIT-SHM"])
        defer { server.stop() }
        let display = try #require(XOpenDisplay(server.displayName))
        defer { XCloseDisplay(display) }
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        #expect(XQueryExtension(display, "MIT-SHM", &opcode, &event, &error) == 0, "MIT-SHM was turned off")
        #expect(XQueryExtension(display, "XTEST", &opcode, &event, &error) != 0, "other extensions stay")
    }

    @Test func inspectorReadsWindowGeometryPixelsAndTitle() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        let client = try RawXlibClient(displayName: server.displayName)
        let colour: UInt32 = 0x33_66_CC
        let window = try client.createWindow(title: "known colour", x: 100, y: 80, width: 200, height: 150, background: UInt(colour))

        let inspector = try WindowInspector(displayName: server.displayName)
        let found = try await inspector.findWindow(named: "known colour")
        #expect(found == window)
        #expect(inspector.stringProperty("WM_NAME", of: window) == "known colour")
        let geometry = try inspector.geometry(of: window)
        #expect(geometry == .init(x: 100, y: 80, width: 200, height: 150, borderWidth: 0, isViewable: true))

        let pixels = try await inspector.capture(window)
        #expect(pixels.width == 200 && pixels.height == 150)
        let expected = PixelBuffer.Pixel(rgb: colour)
        for (x, y) in [(0, 0), (199, 0), (0, 149), (199, 149), (100, 75)] {
            #expect(pixels.pixel(x: x, y: y) == expected, "pixel (\(x), \(y))")
        }
        #expect(pixels.count(of: expected) == 200 * 150)

        let png = server.directory.appendingPathComponent("capture.png")
        try pixels.writePNG(to: png)
        #expect((try? Data(contentsOf: png).prefix(4)) == Data([0x89, 0x50, 0x4E, 0x47]))

        try inspector.resize(window, width: 120, height: 90)
        #expect(try inspector.geometry(of: window).width == 120)
        #expect(try await inspector.capture(window).height == 90)
    }

    @Test func inspectorFindsWindowsByPIDAndReadsToolkitProperties() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        let client = try RawXlibClient(displayName: server.displayName)
        let decoy = try client.createWindow(title: "decoy", x: 0, y: 0, width: 10, height: 10, background: 0)
        try client.setIdentity(of: decoy, pid: 1, utf8Title: "decoy", instanceName: "decoy", className: "Decoy")
        let window = try client.createWindow(title: "ascii title", x: 20, y: 20, width: 50, height: 40, background: 0)
        let pid: Int32 = 4242
        try client.setIdentity(of: window, pid: pid, utf8Title: "Café ♠", instanceName: "card", className: "PlayingCard")

        let inspector = try WindowInspector(displayName: server.displayName)
        #expect(try await inspector.findWindow(pid: pid) == window)
        #expect(try await inspector.findWindow(named: "Café ♠") == window, "_NET_WM_NAME wins over WM_NAME")
        #expect(inspector.cardinalProperty("_NET_WM_PID", of: window) == UInt(pid))
        #expect(inspector.stringProperty("_NET_WM_NAME", of: window) == "Café ♠")
        #expect(inspector.stringProperty("WM_NAME", of: window) == "ascii title")
        #expect(inspector.stringListProperty("WM_CLASS", of: window) == ["card", "PlayingCard"])
        #expect(inspector.cardinalProperty("_NET_WM_NO_SUCH_PROPERTY", of: window) == nil)
        await #expect(throws: LiveTestError.self) { try await inspector.findWindow(pid: 99999, timeout: .milliseconds(100)) }

        try inspector.sendDeleteRequest(to: window)
        try await client.waitForEvents("WM_DELETE_WINDOW") { _ in !client.clientMessages.isEmpty }
        #expect(client.clientMessages == [XInternAtom(client.display, "WM_DELETE_WINDOW", 0)])

        XDestroyWindow(client.display, window)
        XSync(client.display, 0)
        #expect(!inspector.exists(window))
        #expect(inspector.exists(decoy))
        #expect(inspector.title(of: window) == nil, "a vanished window has no properties, and no fatal error")
    }

    @Test func xtestClickArrivesAsXI2ButtonPressAtWindowCoordinates() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        let client = try RawXlibClient(displayName: server.displayName)
        #expect(client.xiVersion.major == 2 && client.xiVersion.minor >= 2)
        let window = try client.createWindow(title: "click target", x: 300, y: 200, width: 200, height: 150, background: 0xFFFFFF)
        try client.selectEvents([XI_ButtonPress, XI_ButtonRelease], on: window)

        let injector = try XTestInjector(displayName: server.displayName)
        injector.movePointer(toX: 300 + 50, y: 200 + 40)
        injector.pressButton(1)
        injector.releaseButton(1)

        let events = try await client.waitForEvents(ofTypes: [XI_ButtonPress, XI_ButtonRelease])
        let press = try #require(events.first { $0.type == XI_ButtonPress })
        #expect(press.window == window)
        #expect(press.detail == 1)
        #expect(press.eventX == 50 && press.eventY == 40)
        #expect(press.flags & XIPointerEmulated == 0)
    }

    @Test func xtestKeyArrivesAsXI2KeyPress() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        let client = try RawXlibClient(displayName: server.displayName)
        let window = try client.createWindow(title: "key target", x: 0, y: 0, width: 100, height: 100, background: 0)
        XSetInputFocus(client.display, window, RevertToParent, UInt(CurrentTime))
        try client.selectEvents([XI_KeyPress, XI_KeyRelease], on: window)

        let injector = try XTestInjector(displayName: server.displayName)
        try injector.typeKey(named: "Escape")

        let events = try await client.waitForEvents(ofTypes: [XI_KeyPress, XI_KeyRelease])
        let press = try #require(events.first { $0.type == XI_KeyPress })
        let escape = try #require(XTestInjector.keysym(named: "Escape"))
        #expect(Int32(XKeysymToKeycode(client.display, escape)) == press.detail)
    }

    @Test func childSeesTheServerAndExitsWhenItDies() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        // xprop -spy keeps a connection open and waits for property changes; like any Xlib
        // client it exits when the connection breaks.
        let child = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/xprop"), arguments: ["-root", "-spy", "_NET_NO_SUCH_PROPERTY"],
            environment: ["DISPLAY": server.displayName])
        defer { child.terminate() }
        #expect(await child.waitForLine(containing: "_NET_NO_SUCH_PROPERTY") != nil, "\(child.transcript)")
        #expect(child.isRunning)

        server.killAbruptly()
        #expect(!server.isRunning)
        let status = await child.waitForExit()
        #expect(status != nil && status != 0, "\(child.transcript)")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/.X\(server.displayNumber)-lock"), "the dead server's lock was removed")
    }
}
