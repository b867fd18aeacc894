import CX11
import Foundation
import Testing
import TestSupport

/// A text field in a real window, typed into with XTest, with copy and paste through the X11
/// `CLIPBOARD` selection to and from another X client (`SelectionPeer`, a plain Xlib client
/// written here, so the tests need no clipboard tool installed).
@Suite("Text field (live)")
struct TextFieldLiveTests {
    @Test func typingFillsTheFieldAndCopyAndPasteReachAnotherClient() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--textfield"])
            #expect(await probe.child.waitForLine(containing: "textfield began") != nil, "\(probe.child.transcript)")
            let xtest = try XTestInjector(displayName: server.displayName)
            let o = try probe.inspector.geometry(of: probe.window)
            // Keys go to the focused window: the pointer over it keeps a PointerRoot focus there.
            xtest.movePointer(toX: o.x + 150, y: o.y + 300)
            for letter in ["h", "e", "l", "l", "o", "q"] { try xtest.typeKey(named: letter) }
            let typed = await probe.waitForLines(startingWith: "textfield changed text=helloq", count: 1)
            #expect(typed == ["textfield changed text=helloq"], "a plain q is text while the field edits, not the quit command: \(probe.child.transcript)")
            try xtest.typeKey(named: "BackSpace")
            _ = await probe.waitForLines(startingWith: "textfield changed text=hello", count: 2)

            // Copy: Ctrl-A, Ctrl-C, then another client reads CLIPBOARD.
            try xtest.pressKey(named: "Control_L")
            try xtest.typeKey(named: "a")
            try xtest.typeKey(named: "c")
            try xtest.releaseKey(named: "Control_L")
            let peer = try SelectionPeer(displayName: server.displayName)
            // The app handles Ctrl-C in its own time: ask until it owns the selection.
            var copied: String?
            let deadline = ContinuousClock.now + LiveTiming.eventTimeout
            while copied == nil, ContinuousClock.now < deadline {
                copied = await peer.read("CLIPBOARD")
                if copied == nil { try await Task.sleep(for: .milliseconds(50)) }
            }
            #expect(copied == "hello", "\(probe.child.transcript)")
            #expect(await peer.read("PRIMARY") == "hello", "the selection is offered as PRIMARY too")

            // Paste: the other client owns CLIPBOARD; Ctrl-V replaces the selection with its text.
            peer.own("CLIPBOARD", text: "pasted ✓")
            try xtest.pressKey(named: "Control_L")
            try xtest.typeKey(named: "v")
            try xtest.releaseKey(named: "Control_L")
            await peer.serve(timeout: .seconds(5)) {
                !probe.lines(startingWith: "textfield changed text=pasted ✓").isEmpty
            }
            #expect(probe.lines(startingWith: "textfield changed text=pasted ✓").count == 1, "\(probe.child.transcript)")
        }
    }
}

/// Another X client holding or reading a selection, with nothing but Xlib (ICCCM section 2).
final class SelectionPeer: @unchecked Sendable {
    let display: OpaquePointer
    let window: Window
    private var ownedText: [Atom: String] = [:]

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// The selection's text as UTF8_STRING, or nil when the owner refuses or does not answer.
    func read(_ selection: String) async -> String? {
        let property = atom("PEER_TRANSFER")
        XConvertSelection(display, atom(selection), atom("UTF8_STRING"), property, window, UInt(CurrentTime))
        XFlush(display)
        let answered = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> XSelectionEvent? in
            var event = XEvent()
            return XCheckTypedWindowEvent(self.display, self.window, SelectionNotify, &event) != 0 ? event.xselection : nil
        }
        guard let answered, answered.property != 0 else { return nil }
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, window, property, 0, 65_536, 1, 0, &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard let data else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    /// Takes ownership of `selection` with `text`; `serve` answers the requests.
    func own(_ selection: String, text: String) {
        ownedText[atom(selection)] = text
        XSetSelectionOwner(display, atom(selection), window, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Answers selection requests until `done` or `timeout`.
    func serve(timeout: Duration, until done: @escaping () -> Bool) async {
        _ = await LiveTiming.poll(timeout: timeout) { () -> Bool? in
            var event = XEvent()
            while XCheckTypedWindowEvent(self.display, self.window, SelectionRequest, &event) != 0 {
                self.answer(event.xselectionrequest)
            }
            return done() ? true : nil
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        if let text = ownedText[request.selection], request.target == atom("UTF8_STRING") {
            var bytes = Array(text.utf8)
            XChangeProperty(display, request.requestor, request.property, atom("UTF8_STRING"), 8, PropModeReplace, &bytes, Int32(bytes.count))
            reply.xselection.property = request.property
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }
}
