import CX11
import Foundation
import Testing
import TestSupport

/// Drags out of a running app to another X client by XDND (version 5): the mouse (XTest)
/// lifts the probe's drag source, carries it out of the window onto `XDNDTarget`, a plain
/// Xlib drop target written here, and lets go; the target reads the text through
/// `XdndSelection`. Large data go by INCR, both ways.
@Suite("XDND drags out (live)")
struct XDNDDragOutLiveTests {
    /// Presses on the probe's drag square, lifts it by moving the mouse, carries it to the
    /// target's window and lets go there.
    static func dragFromSquare(of probe: HostProbeRun, to target: XDNDTarget, with xtest: XTestInjector) async throws {
        let o = try probe.inspector.geometry(of: probe.window)
        let start = (x: o.x + 220, y: o.y + 70)
        xtest.movePointer(toX: start.x, y: start.y)
        try await Task.sleep(for: .milliseconds(50))
        xtest.pressButton(1)
        for step in 1...4 {
            xtest.movePointer(toX: start.x + 4 * step, y: start.y)
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(await probe.waitForLines(startingWith: "drag lift", count: 1).count == 1, "\(probe.child.transcript)")
        let end = (x: target.origin.x + 100, y: target.origin.y + 100)
        for step in 1...12 {
            let f = Double(step) / 12
            xtest.movePointer(toX: start.x + 16 + Int(Double(end.x - start.x - 16) * f), y: start.y + Int(Double(end.y - start.y) * f))
            try await Task.sleep(for: .milliseconds(30))
        }
        // A position or two more over the target, so its status has come back.
        try await Task.sleep(for: .milliseconds(150))
        xtest.movePointer(toX: end.x + 2, y: end.y)
        try await Task.sleep(for: .milliseconds(150))
        xtest.releaseButton(1)
    }

    @Test func textDraggedOutOfTheAppDropsIntoAnotherClient() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drag-source"])
            let o = try probe.inspector.geometry(of: probe.window)
            let target = try XDNDTarget(displayName: server.displayName, x: o.x + o.width + 100, y: o.y + 40)
            let xtest = try XTestInjector(displayName: server.displayName)
            async let dropped = target.serveOneDrop(reading: "text/plain;charset=utf-8", timeout: .seconds(20))
            try await Self.dragFromSquare(of: probe, to: target, with: xtest)
            let outcome = await dropped
            #expect(outcome.offered.contains("text/plain;charset=utf-8"), "\(outcome.offered)")
            #expect(outcome.positions > 0 && outcome.dropped, "\(probe.child.transcript)")
            #expect(outcome.type == "text/plain;charset=utf-8")
            #expect(outcome.data.map { String(decoding: $0, as: UTF8.self) } == "dragged from probe", "\(probe.child.transcript)")
            #expect(!outcome.viaIncr)
            #expect(await probe.waitForLines(startingWith: "drag ended", count: 1) == ["drag ended copy"], "\(probe.child.transcript)")
        }
    }

    /// XDND carries one selection: three file URLs dragged together go out as one
    /// `text/uri-list`, one URL a line, each line ended by CRLF (RFC 2483, freedesktop).
    @Test func threeFileURLsDraggedOutGoTogetherAsOneURIList() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drag-source", "--drag-urls", "3"])
            let o = try probe.inspector.geometry(of: probe.window)
            let target = try XDNDTarget(displayName: server.displayName, x: o.x + o.width + 100, y: o.y + 40)
            let xtest = try XTestInjector(displayName: server.displayName)
            async let dropped = target.serveOneDrop(reading: "text/uri-list", timeout: .seconds(20))
            try await Self.dragFromSquare(of: probe, to: target, with: xtest)
            let outcome = await dropped
            #expect(outcome.offered == ["text/uri-list"], "\(outcome.offered)")
            #expect(outcome.positions > 0 && outcome.dropped, "\(probe.child.transcript)")
            #expect(outcome.type == "text/uri-list")
            #expect(outcome.data.map { String(decoding: $0, as: UTF8.self) }
                == "file:///probe/file-1.txt\r\nfile:///probe/file-2.txt\r\nfile:///probe/file-3.txt\r\n",
                "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drag ended", count: 1) == ["drag ended copy"], "\(probe.child.transcript)")
        }
    }

    @Test func fourMebibytesOfTextGoOutInPiecesByINCR() async throws {
        let size = 4 * 1024 * 1024
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName,
                                               arguments: ["--drag-source", "--drag-text-bytes", "\(size)"])
            let o = try probe.inspector.geometry(of: probe.window)
            let target = try XDNDTarget(displayName: server.displayName, x: o.x + o.width + 100, y: o.y + 40)
            let xtest = try XTestInjector(displayName: server.displayName)
            async let dropped = target.serveOneDrop(reading: "text/plain;charset=utf-8", timeout: .seconds(30))
            try await Self.dragFromSquare(of: probe, to: target, with: xtest)
            let outcome = await dropped
            #expect(outcome.viaIncr, "\(probe.child.transcript)")
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
            #expect(outcome.data == Data((0..<size).map { alphabet[$0 % alphabet.count] }), "\(outcome.data?.count ?? -1) bytes")
            #expect(await probe.waitForLines(startingWith: "drag ended", count: 1) == ["drag ended copy"], "\(probe.child.transcript)")
        }
    }

    @Test func fourMebibytesDroppedIntoTheAppArriveInPiecesByINCR() async throws {
        let size = 4 * 1024 * 1024
        let bytes = (0..<size).map { (UInt8(truncatingIfNeeded: $0 * 7 + 1) & 0x3F) | 0x40 }
        let checksum = bytes.reduce(UInt32(0)) { $0 &+ UInt32($1) }
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try XDNDLiveTests.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("text/plain;charset=utf-8", Data(bytes)),
            ])
            #expect(result.finished == true, "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drop text", count: 1) == ["drop text \(size) bytes checksum=\(checksum)"],
                    "\(probe.child.transcript)")
        }
    }

    @Test func aDragLetGoOverNoDropTargetIsCancelledAndTheTargetHearsLeave() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drag-source"])
            let o = try probe.inspector.geometry(of: probe.window)
            let target = try XDNDTarget(displayName: server.displayName, x: o.x + o.width + 100, y: o.y + 40, accepts: false)
            let xtest = try XTestInjector(displayName: server.displayName)
            async let dropped = target.serveOneDrop(reading: "text/plain;charset=utf-8", timeout: .seconds(15))
            try await Self.dragFromSquare(of: probe, to: target, with: xtest)
            let outcome = await dropped
            #expect(outcome.positions > 0 && outcome.left && !outcome.dropped, "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drag ended", count: 1) == ["drag ended cancel"], "\(probe.child.transcript)")
        }
    }
}

/// An XDND drop target with nothing but Xlib: a mapped window that says it takes drops
/// (`XdndAware` 5), answers each position with a status (accepting a copy, unless told
/// not to), and on a drop reads the selection as one MIME type (in pieces when the source
/// sends INCR) and finishes.
final class XDNDTarget: @unchecked Sendable {
    let display: OpaquePointer
    let window: Window
    let origin: (x: Int, y: Int)
    let accepts: Bool

    /// What the drag did: the types offered, how many positions came, whether it dropped
    /// or left, and what was read (with its type, and whether INCR brought it).
    struct Outcome {
        var offered: [String] = []
        var positions = 0
        var dropped = false
        var left = false
        var data: Data?
        var type = "None"
        var viaIncr = false
    }

    init(displayName: String, x: Int, y: Int, accepts: Bool = true) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        self.display = display
        self.accepts = accepts
        origin = (x, y)
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), Int32(x), Int32(y), 300, 300, 0, 0, 0xFFFFFF)
        XSelectInput(display, window, PropertyChangeMask)
        var version = Atom(5)
        _ = withUnsafeMutableBytes(of: &version) { bytes in
            XChangeProperty(display, window, XInternAtom(display, "XdndAware", 0), Atom(XA_ATOM), 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        XMapRaised(display, window)
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    private func name(_ atom: Atom) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }

    private func reply(_ type: String, to source: Window, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = source
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: UInt(window))
        if values.count > 0 { event.xclient.data.l.1 = values[0] }
        if values.count > 1 { event.xclient.data.l.2 = values[1] }
        if values.count > 3 { event.xclient.data.l.4 = values[3] }
        XSendEvent(display, source, 0, 0, &event)
        XFlush(display)
    }

    /// Serves one drag: returns once it dropped (and was read and finished) or left, or
    /// after `timeout`.
    func serveOneDrop(reading mime: String, timeout: Duration) async -> Outcome {
        var outcome = Outcome()
        let copy = Int(bitPattern: UInt(atom("XdndActionCopy")))
        let done = await LiveTiming.poll(timeout: timeout) { () -> Bool? in
            var event = XEvent()
            while XCheckTypedWindowEvent(self.display, self.window, ClientMessage, &event) != 0 {
                let message = event.xclient
                let source = Window(UInt(bitPattern: message.data.l.0))
                switch self.name(message.message_type) {
                case "XdndEnter":
                    outcome.offered = self.types(of: message, from: source)
                case "XdndPosition":
                    outcome.positions += 1
                    self.reply("XdndStatus", to: source, [self.accepts ? 1 : 0, 0, 0, self.accepts ? copy : 0])
                case "XdndLeave":
                    outcome.left = true
                    return true
                case "XdndDrop":
                    outcome.dropped = true
                    let time = message.data.l.2
                    if let (type, data, incr) = self.readSelection(as: mime, time: time) {
                        outcome.type = type
                        outcome.data = data
                        outcome.viaIncr = incr
                    }
                    self.reply("XdndFinished", to: source, [outcome.data == nil ? 0 : 1, outcome.data == nil ? 0 : copy])
                    return true
                default:
                    break
                }
            }
            return nil
        }
        _ = done
        return outcome
    }

    /// The types of an `XdndEnter`: its three, or the source's `XdndTypeList`.
    private func types(of message: XClientMessageEvent, from source: Window) -> [String] {
        guard message.data.l.1 & 1 != 0 else {
            return [message.data.l.2, message.data.l.3, message.data.l.4].filter { $0 != 0 }.map { name(Atom(UInt(bitPattern: $0))) }
        }
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, source, atom("XdndTypeList"), 0, 64, 0, Atom(XA_ATOM), &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard let data else { return [] }
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
            .map(name)
    }

    /// Converts `XdndSelection` to `mime` into a property of the window and reads it, in
    /// pieces when the owner answers INCR; nil when refused or not answered within 5 s.
    private func readSelection(as mime: String, time: Int) -> (String, Data, Bool)? {
        let property = atom("OPENUIKIT_TEST_DROP")
        XConvertSelection(display, atom("XdndSelection"), atom(mime), property, window, Time(UInt(bitPattern: time)))
        XFlush(display)
        var event = XEvent()
        guard wait(for: { XCheckTypedWindowEvent(self.display, self.window, SelectionNotify, &event) != 0 }),
              event.xselection.property != 0 else { return nil }
        guard let (type, first) = takeProperty(property) else { return nil }
        guard type == "INCR" else { return (type, first, false) }
        var data = Data()
        var pieceType = "None"
        while true {
            // Each new value is the next piece; deleting it (as `takeProperty` does) asks for more.
            guard wait(for: {
                XCheckTypedWindowEvent(self.display, self.window, PropertyNotify, &event) != 0
                    && event.xproperty.atom == property && event.xproperty.state == PropertyNewValue
            }) else { return nil }
            guard let (type, piece) = takeProperty(property) else { return nil }
            if piece.isEmpty { return (pieceType, data, true) }
            pieceType = type
            data.append(piece)
        }
    }

    /// Polls `found` (which reads events) for at most 5 s.
    private func wait(for found: () -> Bool) -> Bool {
        LiveTiming.pollBlocking(timeout: .seconds(5), found)
    }

    /// Reads and deletes the property: its type and bytes.
    private func takeProperty(_ property: Atom) -> (String, Data)? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, property, 0, 64 * 1024 * 1024 / 4, 1, Atom(AnyPropertyType),
                                        &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        XFlush(display)
        guard status == Success else { return nil }
        let type = name(actualType)
        guard let data else { return (type, Data()) }
        let bytes = format == 32 ? Int(count) * MemoryLayout<Int>.size : Int(count)
        return (type, Data(bytes: data, count: bytes))
    }
}
