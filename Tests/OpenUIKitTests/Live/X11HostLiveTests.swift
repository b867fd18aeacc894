import CX11
import Foundation
import Testing
import TestSupport

/// The X11 host end to end under Xvfb, driven with XTest: the probe app's window, its pixels,
/// pointer input, resizing, closing, and a server that dies. Each test has its own Xvfb.
@Suite("X11 host (live, Xvfb)")
struct X11HostLiveTests {
    static let background = PixelBuffer.Pixel(rgb: 0x3366CC)
    static let red = PixelBuffer.Pixel(rgb: 0xFF0000)
    static let green = PixelBuffer.Pixel(rgb: 0x00FF00)
    static let black = PixelBuffer.Pixel(rgb: 0x000000)
    /// Colours are exact except where anti-aliasing or 8-bit rounding of 0.2/0.4/0.8 enter.
    static let colourTolerance = 2


    static func near(_ a: PixelBuffer.Pixel, _ b: PixelBuffer.Pixel) -> Bool {
        a.maximumChannelDifference(from: b) <= colourTolerance
    }

    @Test func firstFrameShowsThePictureWithTitleClassAndPID() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--title", "Prüfung ♥ probe"])
            let geometry = try probe.inspector.geometry(of: probe.window)
            #expect(geometry.width == 300 && geometry.height == 420)
            let pixels = try await probe.inspector.capture(probe.window) { X11HostLiveTests.near($0.pixel(x: 70, y: 70), X11HostLiveTests.red) }
            #expect(X11HostLiveTests.near(pixels.pixel(x: 5, y: 5), X11HostLiveTests.background), "background: \(pixels.pixel(x: 5, y: 5))")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 20, y: 20), X11HostLiveTests.red))
            #expect(X11HostLiveTests.near(pixels.pixel(x: 19, y: 20), X11HostLiveTests.background))
            #expect(X11HostLiveTests.near(pixels.pixel(x: 150, y: 200), X11HostLiveTests.black), "the 1-point line")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 10, y: 410), X11HostLiveTests.green), "the bottom bar")
            #expect(probe.inspector.stringProperty("_NET_WM_NAME", of: probe.window) == "Prüfung ♥ probe")
            #expect(probe.inspector.stringProperty("WM_NAME", of: probe.window) != nil)
            #expect(probe.inspector.stringListProperty("WM_CLASS", of: probe.window) == ["openuikitprobe", "OpenUIKitProbe"])
            #expect(probe.inspector.cardinalProperty("_NET_WM_PID", of: probe.window) == UInt(probe.child.processIdentifier))
            // Nothing changes, so nothing more is drawn.
            try await Task.sleep(for: .milliseconds(300))
            #expect(probe.lines(startingWith: "frame").count <= 2, "\(probe.lines(startingWith: "frame"))")
        }
    }

    @Test func dragArrivesInWindowPoints() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + 40, y: origin.y + 50)
            xtest.pressButton(1)
            xtest.movePointer(toX: origin.x + 90, y: origin.y + 120)
            xtest.releaseButton(1)
            let lines = await probe.waitForLines(startingWith: "input pointer released", count: 1)
            #expect(lines.count == 1, "\(probe.child.transcript)")
            let pointer = probe.lines(startingWith: "input pointer").filter { !$0.contains("entered") }
            #expect(pointer.count == 3, "press, one move, release: \(pointer)")
            #expect(pointer.first?.contains("pressed button=1 x=40.000 y=50.000") == true, "\(pointer)")
            #expect(pointer.dropFirst().first?.contains("moved button=0 x=90.000 y=120.000 buttons=[1]") == true, "\(pointer)")
            #expect(pointer.last?.contains("released button=1 x=90.000 y=120.000 buttons=[]") == true, "\(pointer)")
            // One wheel notch down is one scroll step, reported once (valuator or button, never both).
            xtest.click(5)
            let scrolls = await probe.waitForLines(startingWith: "input scroll", count: 1)
            try await Task.sleep(for: .milliseconds(100))
            #expect(probe.lines(startingWith: "input scroll").count == 1, "\(probe.child.transcript)")
            #expect(scrolls.first?.contains("dx=0.000 dy=1.000") == true, "\(scrolls)")
            #expect(probe.lines(startingWith: "input pointer pressed button=5").isEmpty, "\(probe.child.transcript)")
        }
    }

    @Test func resizeRelayoutsAndRedraws() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            try probe.inspector.resize(probe.window, width: 400, height: 300)
            #expect(await probe.child.waitForLine(containing: "layout 400x300") != nil, "\(probe.child.transcript)")
            let pixels = try await probe.inspector.capture(probe.window) {
                $0.width == 400 && X11HostLiveTests.near($0.pixel(x: 390, y: 290), X11HostLiveTests.green)
            }
            #expect(X11HostLiveTests.near(pixels.pixel(x: 390, y: 270), X11HostLiveTests.background), "above the moved bar")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 350, y: 150), X11HostLiveTests.background), "new area filled")
        }
    }

    @Test func deleteWindowRequestExitsZero() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            try probe.inspector.sendDeleteRequest(to: probe.window)
            #expect(await probe.child.waitForExit() == 0, "\(probe.child.transcript)")
        }
    }

    @Test(arguments: ["q", "Escape"])
    func quitKeysExitZero(key: String) async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            // Without a window manager, keys go to the window under the pointer.
            xtest.movePointer(toX: origin.x + 10, y: origin.y + 10)
            try xtest.typeKey(named: key)
            #expect(await probe.child.waitForExit() == 0, "\(probe.child.transcript)")
        }
    }

    @Test func f11TogglesFullscreenAndBack() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + 10, y: origin.y + 10)
            // No window manager runs here, so the app covers the screen itself.
            try xtest.typeKey(named: "F11")
            #expect(await probe.child.waitForLine(containing: "layout \(XServer.screenWidth)x\(XServer.screenHeight)") != nil,
                    "\(probe.child.transcript)")
            let full = try await probe.inspector.capture(probe.window) {
                $0.width == XServer.screenWidth && X11HostLiveTests.near($0.pixel(x: 600, y: XServer.screenHeight - 5), X11HostLiveTests.green)
            }
            #expect(full.height == XServer.screenHeight)
            try xtest.typeKey(named: "F11")
            #expect(await probe.waitForLines(startingWith: "layout 300x420", count: 2).count == 2, "\(probe.child.transcript)")
            #expect(probe.child.isRunning)
        }
    }

    @Test func killedServerEndsTheAppWithCodeOneAndAMessage() async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        // No inspector here: this test process must hold no connection to a server it kills.
        let child = try ChildProcess(executable: HostProbeRun.executable, environment: ["DISPLAY": server.displayName])
        #expect(await child.waitForLine(containing: "frame 1 ") != nil, "\(child.transcript)")
        let killed = ContinuousClock.now
        server.killAbruptly()
        let code = await child.waitForExit(timeout: .seconds(5))
        let elapsed = ContinuousClock.now - killed
        #expect(code == 1, "\(child.transcript)")
        #expect(child.termination == .exited(status: 1), "an exit, not a crash signal (so no core dump)")
        #expect(child.standardErrorLines == [
            "OpenUIKit: lost the connection to X display \"\(server.displayName)\" (the server closed it or went away); exiting.",
        ], "one line: \(child.transcript)")
        // Not a timing assertion: a generous bound that only a hang or a retry loop would miss.
        #expect(elapsed < .seconds(5))
    }

    @Test func withoutXInputPointerInputStillArrives() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, environment: ["OPENUIKIT_XINPUT": "off"])
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + 30, y: origin.y + 40)
            xtest.pressButton(1)
            xtest.movePointer(toX: origin.x + 60, y: origin.y + 40)
            xtest.releaseButton(1)
            xtest.click(5)
            await probe.waitForLines(startingWith: "input scroll", count: 1)
            let transcript = probe.child.transcript
            #expect(probe.child.standardErrorLines.contains { $0.contains("core mouse events") }, "\(transcript)")
            #expect(probe.lines(startingWith: "input pointer pressed button=1 x=30.000 y=40.000").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "input pointer released button=1 x=60.000 y=40.000").count == 1, "\(transcript)")
            #expect(probe.lines(startingWith: "input scroll dx=0.000 dy=1.000").count == 1, "\(transcript)")
        }
    }

    @Test func scaleTwoDoublesEveryPixel() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, environment: ["OPENUIKIT_SCALE": "2"])
            let geometry = try probe.inspector.geometry(of: probe.window)
            #expect(geometry.width == 600 && geometry.height == 840)
            let pixels = try await probe.inspector.capture(probe.window) { X11HostLiveTests.near($0.pixel(x: 140, y: 140), X11HostLiveTests.red) }
            // The 1-point line at x = 150…151 points covers pixels 300 and 301, and only those.
            let row = 400
            #expect(X11HostLiveTests.near(pixels.pixel(x: 299, y: row), X11HostLiveTests.background), "\(pixels.pixel(x: 299, y: row))")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 300, y: row), X11HostLiveTests.black), "\(pixels.pixel(x: 300, y: row))")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 301, y: row), X11HostLiveTests.black), "\(pixels.pixel(x: 301, y: row))")
            #expect(X11HostLiveTests.near(pixels.pixel(x: 302, y: row), X11HostLiveTests.background), "\(pixels.pixel(x: 302, y: row))")
            // The red square spans 40…239 pixels.
            #expect(X11HostLiveTests.near(pixels.pixel(x: 40, y: 40), X11HostLiveTests.red))
            #expect(X11HostLiveTests.near(pixels.pixel(x: 239, y: 239), X11HostLiveTests.red))
            #expect(X11HostLiveTests.near(pixels.pixel(x: 240, y: 239), X11HostLiveTests.background))
            // Pointer input comes back in points.
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: geometry.x + 100, y: geometry.y + 60)
            xtest.click(1)
            let press = await probe.waitForLines(startingWith: "input pointer pressed", count: 1)
            #expect(press.first?.contains("x=50.000 y=30.000") == true, "\(press)")
        }
    }

    @Test func taskAsyncBlockAndTimerRunWhileTheWindowIsOpen() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName)
            let origin = try probe.inspector.geometry(of: probe.window)
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + 200, y: origin.y + 300)
            for (key, line, colour) in [("t", "task ran", 0xFFFF00), ("a", "async block ran", 0xFF00FF), ("c", "timer fired", 0x00FFFF)] as [(String, String, UInt32)] {
                try xtest.typeKey(named: key)
                #expect(await probe.child.waitForLine(containing: line) != nil, "\(probe.child.transcript)")
                let expected = PixelBuffer.Pixel(rgb: colour)
                let pixels = try? await probe.inspector.capture(probe.window) { X11HostLiveTests.near($0.pixel(x: 70, y: 70), expected) }
                #expect(pixels != nil, "the square should turn \(expected) after \(key)")
            }
            // Only the square's pixels were sent for each recolouring. (Before the first key,
            // an Expose may arrive after the first frame and re-send the whole window.)
            let output = probe.child.standardOutputLines
            let firstKey = output.firstIndex { $0.hasPrefix("press began") } ?? output.endIndex
            let frames = output[firstKey...].filter { $0.hasPrefix("frame") }
            #expect(frames.count >= 3, "\(probe.child.transcript)")
            #expect(frames.allSatisfy { HostProbeRun.number($0, "pixels") == 10_000 }, "\(probe.child.transcript)")
        }
    }

    @Test func unreachableDisplayIsOneLineAndExitCodeOne() async throws {
        // A display number no server uses: the socket does not exist.
        let number = (600..<700).first { !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") } ?? 699
        let child = try ChildProcess(executable: HostProbeRun.executable, environment: ["DISPLAY": ":\(number)"])
        #expect(await child.waitForExit() == 1)
        #expect(child.standardErrorLines.count == 1, "\(child.transcript)")
        #expect(child.standardErrorLines.first?.contains("cannot open X display \":\(number)\"") == true, "\(child.transcript)")
    }

    @Test func noDisplayWritesTheSnapshot() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("probe.png")
        let child = try ChildProcess(executable: HostProbeRun.executable, arguments: ["--snapshot", snapshot.path], removingEnvironment: ["DISPLAY"])
        #expect(await child.waitForExit() == 0, "\(child.transcript)")
        #expect(child.standardOutputLines.contains { $0.hasPrefix("no display") })
        let data = try Data(contentsOf: snapshot)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
    }
}
