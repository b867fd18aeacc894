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

    /// How long IBus is given to set its layout after the app's input context gets the focus.
    static let layoutSettleTime: Duration = .milliseconds(300)

    /// Puts `extraKeysyms` on the server's keymap.
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
    static func startProbe(on server: XServer, environment: [String: String],
                           arguments: [String] = ["--textfield"]) async throws -> (HostProbeRun, XTestInjector) {
        let probe = try await HostProbeRun(displayName: server.displayName, arguments: arguments, environment: environment)
        guard await probe.child.waitForLine(containing: "textfield began") != nil else {
            throw LiveTestError("the field did not begin editing:\n\(probe.child.transcript)")
        }
        let pointer = try XTestInjector(displayName: server.displayName)
        let origin = try probe.inspector.geometry(of: probe.window)
        pointer.movePointer(toX: origin.x + 150, y: origin.y + 300)
        // The keymap changes once the app has its input context and the focus: IBus's xkb
        // engine sets its layout when it starts serving a context, which would drop the keys.
        // The app hears of the change (MappingNotify) and refreshes its copy.
        // Nothing tells a client that IBus has set its layout: it is given a moment.
        try await Task.sleep(for: layoutSettleTime)
        try extendKeymap(on: server.displayName)
        // Made after the keymap changed, so its keysym lookups see the new keys.
        return (probe, try XTestInjector(displayName: server.displayName))
    }

    /// The local input method: no server named, whatever the test's own environment says.
    static let localEnvironment = ["XMODIFIERS": ""]

    @Test func deadKeyThenLetterArrivesAsOneCommit() async throws {
        try await HostProbeRun.withXvfb { server in
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
            let (probe, xtest) = try await Self.startProbe(on: server, environment: Self.localEnvironment)
            for key in ["Multi_key", "apostrophe", "e", "Multi_key", "o", "e"] { try xtest.typeKey(named: key) }
            let changes = await probe.waitForLines(startingWith: "textfield changed", count: 2)
            #expect(changes == ["textfield changed text=é", "textfield changed text=éœ"], "\(probe.child.transcript)")
        }
    }

    /// The app ends IBus's composition itself (`unmarkText()`): the accent stays in the field
    /// as typed, and the input context is reset, so IBus forgets the dead key and the next
    /// letter arrives plain. (Without the reset IBus would still be composing, and commit
    /// "é" after the accent the app already kept.)
    @Test func ibusDropsItsCompositionWhenTheAppUnmarks() async throws {
        try await HostProbeRun.withXvfb { server in
            let ibus = try await IBusSession(displayName: server.displayName)
            defer { ibus.stop() }
            let (probe, xtest) = try await Self.startProbe(on: server, environment: ibus.clientEnvironment,
                                                           arguments: ["--textfield", "--unmark-when-marked"])
            try xtest.typeKey(named: "dead_acute")
            let unmarked = await probe.waitForLines(startingWith: "textfield unmarked", count: 1)
            #expect(unmarked == ["textfield unmarked text=´ marked=false"], "\(probe.child.transcript)")
            try xtest.typeKey(named: "e")
            let changes = await probe.waitForLines(startingWith: "textfield changed", count: 2)
            #expect(changes == ["textfield changed text=´", "textfield changed text=´e"],
                    "the reset input method composed nothing from the accent: \(probe.child.transcript)")
            #expect(probe.lines(startingWith: "textfield marking").count == 1, "nothing was marked again")
        }
    }

    @Test func ibusShowsTheDeadKeyAsMarkedTextThenCommits() async throws {
        try await HostProbeRun.withXvfb { server in
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

    // MARK: Latency

    /// How long a typed key may take to reach the field through an input method: typing
    /// must look immediate (a frame or two, with room for a loaded machine).
    static let keyToTextLimit: Duration = .milliseconds(250)
    /// Keys measured per configuration.
    static let measuredKeys = 25

    /// The times from pressing the last key of `keys` to the probe printing the field's text
    /// as `expected` (the field is emptied between repetitions), once per repetition.
    static func keyToTextTimes(_ probe: HostProbeRun, _ xtest: XTestInjector, keys: [String], expected: String) async throws -> [Duration] {
        var times: [Duration] = []
        let typed = "textfield changed text=\(expected)", emptied = "textfield changed text="
        for _ in 0..<measuredKeys {
            let typedBefore = probe.child.lines.filter { $0.text == typed }.count
            let emptiedBefore = probe.child.lines.filter { $0.text == emptied }.count
            for key in keys.dropLast() { try xtest.typeKey(named: key) }
            let pressed = ContinuousClock.now
            try xtest.typeKey(named: keys.last!)
            let line = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) {
                probe.child.lines.filter { $0.text == typed }.dropFirst(typedBefore).first
            }
            let arrived = try #require(line, "\(keys) did not type \(expected): \(probe.child.transcript)")
            times.append(arrived.receivedAt - pressed)
            // Keep the field empty: its text is not what is measured.
            try xtest.typeKey(named: "BackSpace")
            _ = await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
                probe.child.lines.filter { $0.text == emptied }.count > emptiedBefore
            }
        }
        return times
    }

    static func median(_ times: [Duration]) -> Duration {
        times.sorted()[times.count / 2]
    }

    /// Prints the median key-to-text times of a plain key and a dead-key composition, through
    /// the local input method and through IBus, in one run (the figures in BENCHMARKS.md).
    @Test func typedTextReachesTheFieldPromptlyThroughEitherInputMethod() async throws {
        try await HostProbeRun.withXvfb { server in
            var report: [String] = []
            do {
                let (probe, xtest) = try await Self.startProbe(on: server, environment: Self.localEnvironment)
                let plain = Self.median(try await Self.keyToTextTimes(probe, xtest, keys: ["x"], expected: "x"))
                let composed = Self.median(try await Self.keyToTextTimes(probe, xtest, keys: ["dead_acute", "e"], expected: "é"))
                report.append("local: plain \(plain), dead key + e \(composed)")
                #expect(plain < Self.keyToTextLimit && composed < Self.keyToTextLimit, "\(report)")
                probe.child.terminate()
            }
            let ibus = try await IBusSession(displayName: server.displayName)
            defer { ibus.stop() }
            let (probe, xtest) = try await Self.startProbe(on: server, environment: ibus.clientEnvironment)
            let plain = Self.median(try await Self.keyToTextTimes(probe, xtest, keys: ["x"], expected: "x"))
            let composed = Self.median(try await Self.keyToTextTimes(probe, xtest, keys: ["dead_acute", "e"], expected: "é"))
            report.append("ibus: plain \(plain), dead key + e \(composed)")
            #expect(plain < Self.keyToTextLimit && composed < Self.keyToTextLimit, "\(report)")
            print("key-to-text medians over \(Self.measuredKeys) keys: " + report.joined(separator: "; "))
        }
    }
}
