import CX11
import Foundation
import Testing
import TestSupport

/// The PlayingCard app when its X server or its window goes away in the middle of a gesture,
/// and when `DISPLAY` names no server: each time one line saying what happened and a plain
/// exit, never a crash.
@Suite("PlayingCard faults (live)")
struct PlayingCardFaultLiveTests {
    /// How long the app may take to exit once its server or window is gone. It takes a few
    /// milliseconds (see docs/RELIABILITY.md); only a hang, a retry loop or a windowless
    /// zombie would miss this.
    static let exitTimeout: Duration = .seconds(5)
    /// Between injected pointer steps: a slow drag, so the pan (not the swipe) recognizes.
    static let dragStepPause: Duration = .milliseconds(20)
    /// Pointer moves sent back to back (each waits only for the server) to keep the app busy.
    static let burstSteps = 40

    /// What the pointer is doing when the server dies.
    enum HeldGesture: String, CaseIterable, CustomTestStringConvertible {
        /// The button down and moving slowly: the card is being dragged.
        case drag
        /// The button down and still: the long press has begun.
        case hold

        var testDescription: String { rawValue }

        /// The transcript line (`OPENUIKIT_GESTURE_TRANSCRIPT=1`) that shows it in progress.
        var inProgress: (recognizer: String, transition: String) {
            switch self {
            case .drag: ("UIPanGestureRecognizer", "→ changed")
            case .hold: ("UILongPressGestureRecognizer", "→ began")
            }
        }
    }

    /// Starts the app on `server` with its frame log and gesture transcript, in `folder`.
    static func launch(on server: XServer, in folder: URL) throws -> ChildProcess {
        try ChildProcess(executable: AppRun.executable(named: "PlayingCard"),
                         arguments: ["--card", "5H", "--seed", "1", "--size", "400x560"],
                         environment: ["DISPLAY": server.displayName, "OPENUIKIT_FRAME_LOG": "1", "OPENUIKIT_GESTURE_TRANSCRIPT": "1"],
                         currentDirectory: folder)
    }

    /// Presses the button on the card and starts `gesture`, then waits until the app's
    /// transcript shows it in progress. The test's own connections are closed on return (the
    /// button stays down in the server), so none is left to break when the server dies.
    static func start(_ gesture: HeldGesture, in child: ChildProcess, on server: XServer) async throws {
        let inspector = try WindowInspector(displayName: server.displayName)
        let window = try await inspector.findWindow(pid: child.processIdentifier)
        let origin = try inspector.geometry(of: window)
        let xtest = try XTestInjector(displayName: server.displayName)
        xtest.movePointer(toX: origin.x + 200, y: origin.y + 280)
        xtest.pressButton(1)
        if gesture == .drag {
            for step in 1...15 {
                try await Task.sleep(for: dragStepPause)
                xtest.movePointer(toX: origin.x + 200 + 2 * step, y: origin.y + 280)
            }
        }
        let (recognizer, transition) = gesture.inProgress
        let shown = await child.waitForLine(in: .standardError) { $0.contains(recognizer) && $0.contains(transition) }
        #expect(shown != nil, "\(recognizer) \(transition): \(child.transcript)")
    }

    @Test(arguments: HeldGesture.allCases)
    func aServerKilledMidGestureEndsTheAppWithOneLineAndExitCodeOne(_ gesture: HeldGesture) async throws {
        let server = try await XServer.startXvfb()
        defer { server.stop() }
        let folder = try PlayingCardExecutableTests.Directory()
        let child = try Self.launch(on: server, in: folder.url)
        defer { child.terminate() }
        #expect(await child.waitForLine(containing: "frame 1 ") != nil, "\(child.transcript)")
        try await Self.start(gesture, in: child, on: server)
        #expect(child.isRunning)

        let linesBefore = child.standardErrorLines.count
        let killed = ContinuousClock.now
        server.killAbruptly()
        let status = await child.waitForExit(timeout: Self.exitTimeout)
        let elapsed = ContinuousClock.now - killed

        #expect(status == 1, "\(child.transcript)")
        #expect(child.termination == .exited(status: 1), "an exit, not a crash signal")
        // The gesture transcript this test asked for may still report the last drag steps.
        let after = Array(child.standardErrorLines.dropFirst(linesBefore)).filter { !$0.hasPrefix("OpenUIKit gesture:") }
        #expect(after == [
            "OpenUIKit: lost the connection to X display \"\(server.displayName)\" (the server closed it or went away); exiting.",
        ], "one line: \(child.transcript)")
        #expect(elapsed < Self.exitTimeout, "\(elapsed)")
        // Only a crash signal dumps core; none may be left in the folder it ran in either.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!leftovers.contains { $0.hasPrefix("core") }, "\(leftovers)")
    }

    /// A desktop scale (here `OPENUIKIT_SCALE`) that makes the window more pixels than can be
    /// drawn is one line naming the size and the scale, and exit 1: no blank window.
    @Test func aWindowTooLargeAtTheEnvironmentsScaleIsOneLineAndExitOne() async throws {
        try await XServer.withXvfb { server in
            let child = try ChildProcess(executable: PlayingCardExecutableTests.executable, arguments: ["--size", "8192x8192"],
                                         environment: ["DISPLAY": server.displayName, "OPENUIKIT_SCALE": "4"])
            defer { child.terminate() }
            #expect(await child.waitForExit(timeout: Self.exitTimeout) == 1, "\(child.transcript)")
            #expect(child.standardErrorLines == [
                "PlayingCard: a window of 8192×8192 points at scale 4.0 would be 32768×32768 pixels; each side may be at most 16384 pixels",
            ], "\(child.transcript)")
        }
    }

    @Test func itsWindowDestroyedMidDragEndsTheAppWithOneLineAndExitCodeZero() async throws {
        try await XServer.withXvfb { server in
            let folder = try PlayingCardExecutableTests.Directory()
            let child = try Self.launch(on: server, in: folder.url)
            defer { child.terminate() }
            #expect(await child.waitForLine(containing: "frame 1 ") != nil, "\(child.transcript)")
            try await Self.start(.drag, in: child, on: server)

            // A burst of drag steps keeps the app drawing and presenting while another
            // connection destroys the window: about every other run a present lands after the
            // destroy but before the app has read DestroyNotify, and the server refuses it
            // (BadDrawable). That refusal must not be logged: the DestroyNotify explains it.
            let inspector = try WindowInspector(displayName: server.displayName)
            let window = try await inspector.findWindow(pid: child.processIdentifier)
            let origin = try inspector.geometry(of: window)
            let xtest = try XTestInjector(displayName: server.displayName)
            let linesBefore = child.standardErrorLines.count
            for step in 1...Self.burstSteps {
                xtest.movePointer(toX: origin.x + 230 + step % 7, y: origin.y + 280)
            }
            XDestroyWindow(inspector.display, window)
            XSync(inspector.display, 0)
            for step in 1...5 {
                xtest.movePointer(toX: origin.x + 240 + 2 * step, y: origin.y + 280)
            }
            xtest.releaseButton(1)

            #expect(await child.waitForExit(timeout: Self.exitTimeout) == 0, "\(child.transcript)")
            let after = Array(child.standardErrorLines.dropFirst(linesBefore)).filter { !$0.hasPrefix("OpenUIKit gesture:") }
            #expect(after == [
                "OpenUIKit: the window on X display \"\(server.displayName)\" was destroyed by another program; exiting.",
            ], "one line and no protocol errors: \(child.transcript)")
        }
    }

    @Test func aDisplayNobodyServesIsOneLineNamingItAndExitCodeOne() async throws {
        let folder = try PlayingCardExecutableTests.Directory()
        // A display number with no server's socket or lock file.
        let number = (600..<700).first {
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)") && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
        } ?? 699
        let child = try ChildProcess(executable: AppRun.executable(named: "PlayingCard"), environment: ["DISPLAY": ":\(number)"],
                                     currentDirectory: folder.url)
        defer { child.terminate() }
        #expect(await child.waitForExit() == 1, "\(child.transcript)")
        #expect(child.standardErrorLines.count == 1 && child.standardOutputLines.isEmpty, "one line: \(child.transcript)")
        #expect(child.standardErrorLines.first?.hasPrefix("PlayingCard: cannot open X display \":\(number)\"") == true, "\(child.transcript)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty, "no snapshot instead of the window")
    }
}
