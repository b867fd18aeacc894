import CX11
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// Typing through X input methods into a real text field (the probe's `--textfield`): Xlib's
/// local input method composing a dead key and a Compose sequence from the locale's Compose
/// file, and IBus over XIM (its own `xkb:us::eng` engine, which shows a dead key as preedit
/// before it commits), each on a fresh Xvfb whose keymap the test sets.
@Suite("Input methods (live)")
struct InputMethodLiveTests {
    /// The keysyms the test puts on the highest keycodes, which Xvfb leaves empty.
    static let extraKeysyms = [KeySym(XK_dead_acute), KeySym(XK_Multi_key)]

    /// Puts `extraKeysyms` on the server's keymap, before the probe starts.
    static func extendKeymap(on displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        defer { XCloseDisplay(display) }
        var lowest: Int32 = 0, highest: Int32 = 0
        XDisplayKeycodes(display, &lowest, &highest)
        for (index, keysym) in extraKeysyms.enumerated() {
            var symbol = keysym
            XChangeKeyboardMapping(display, highest - Int32(extraKeysyms.count - 1 - index), 1, &symbol, 1)
        }
        XSync(display, 0)
    }

    /// Starts the probe with its field editing, the pointer over its window (the focus
    /// follows it without a window manager), and returns it with an injector.
    static func startProbe(on server: XServer, environment: [String: String]) async throws -> (HostProbeRun, XTestInjector) {
        let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--textfield"], environment: environment)
        guard await probe.child.waitForLine(containing: "textfield began") != nil else {
            throw LiveTestError("the field did not begin editing:\n\(probe.child.transcript)")
        }
        // Made after the keymap changed, so its keysym lookups see the new keys.
        let xtest = try XTestInjector(displayName: server.displayName)
        let origin = try probe.inspector.geometry(of: probe.window)
        xtest.movePointer(toX: origin.x + 150, y: origin.y + 300)
        return (probe, xtest)
    }

    /// The local input method: no server named, whatever the test's own environment says.
    static let localEnvironment = ["XMODIFIERS": ""]

    @Test func deadKeyThenLetterArrivesAsOneCommit() async throws {
        try await HostProbeRun.withXvfb { server in
            try Self.extendKeymap(on: server.displayName)
            let (probe, xtest) = try await Self.startProbe(on: server, environment: Self.localEnvironment)
            try xtest.typeKey(named: "dead_acute")
            try xtest.typeKey(named: "e")
            try xtest.typeKey(named: "x")
            let changes = await probe.waitForLines(startingWith: "textfield changed", count: 2)
            #expect(changes == ["textfield changed text=é", "textfield changed text=éx"],
                    "the dead key types nothing by itself, and é comes as one edit: \(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input key down").contains { $0.hasSuffix("chars=é") })
            #expect(probe.lines(startingWith: "input marked").isEmpty, "the local input method shows no preedit")
        }
    }

    @Test func composeSequenceArrivesAsOneCommit() async throws {
        try await HostProbeRun.withXvfb { server in
            try Self.extendKeymap(on: server.displayName)
            let (probe, xtest) = try await Self.startProbe(on: server, environment: Self.localEnvironment)
            for key in ["Multi_key", "apostrophe", "e", "Multi_key", "o", "e"] { try xtest.typeKey(named: key) }
            let changes = await probe.waitForLines(startingWith: "textfield changed", count: 2)
            #expect(changes == ["textfield changed text=é", "textfield changed text=éœ"], "\(probe.child.transcript)")
        }
    }

    @Test func ibusShowsTheDeadKeyAsMarkedTextThenCommits() async throws {
        try await HostProbeRun.withXvfb { server in
            try Self.extendKeymap(on: server.displayName)
            let ibus = try await IBusSession(displayName: server.displayName)
            defer { ibus.stop() }
            let (probe, xtest) = try await Self.startProbe(on: server, environment: ibus.clientEnvironment)
            try xtest.typeKey(named: "dead_acute")
            let marking = await probe.waitForLines(startingWith: "textfield marking", count: 1)
            #expect(marking.count == 1, "IBus's preedit became marked text: \(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input marked") == ["input marked text=´ caret=1"])
            #expect(probe.lines(startingWith: "textfield changed") == ["textfield changed text=´"])

            try xtest.typeKey(named: "e")
            let changes = await probe.waitForLines(startingWith: "textfield changed", count: 2)
            #expect(changes == ["textfield changed text=´", "textfield changed text=é"],
                    "the commit replaced the marked accent: \(probe.child.transcript)")
            #expect(probe.lines(startingWith: "input key down").last?.hasSuffix("code=\(UIKeyboardHIDUsage.keyboardErrorUndefined.rawValue) chars=é") == true,
                    "the commit came from the server as text, not as a key of the keymap")
            #expect(probe.lines(startingWith: "textfield marking").count == 1, "nothing is marked after the commit")

            // The server goes away: the app keeps typing through Xlib's own input method.
            let ximServer = try #require(ibus.ximServerProcessIdentifier, "ibus-x11 runs under the daemon")
            kill(ximServer, SIGTERM)
            let warned = await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                probe.child.standardErrorLines.contains { $0.contains("input method server went away") }
            }
            #expect(warned, "\(probe.child.transcript)")
            try xtest.typeKey(named: "dead_acute")
            try xtest.typeKey(named: "e")
            let after = await probe.waitForLines(startingWith: "textfield changed", count: 3)
            #expect(after.last == "textfield changed text=éé", "\(probe.child.transcript)")
            #expect(probe.child.isRunning)
        }
    }
}
