import CX11
import Foundation
import Testing
import TestSupport

/// Drops into a running app from another X client by XDND (version 5): the source is
/// `XDNDSource`, a plain Xlib client written here, so the tests need no file manager.
@Suite("XDND drops (live)")
struct XDNDLiveTests {
    /// A 4×3 red PNG, drawn by the library's image renderer.
    static func pngBytes() async -> Data {
        await MainActor.run { NSItemProviderTests.pngData() }
    }

    /// Waits for a line of the probe's standard error containing `text`.
    static func waitForWarning(containing text: String, from probe: HostProbeRun) async -> Bool {
        await LiveTiming.waitUntil(timeout: LiveTiming.eventTimeout) {
            probe.child.standardErrorLines.contains { $0.contains(text) }
        }
    }

    static func center(of probe: HostProbeRun) throws -> (Int, Int) {
        let o = try probe.inspector.geometry(of: probe.window)
        return (o.x + o.width / 2, o.y + o.height / 2)
    }

    @Test func aPNGFileDroppedFromAnotherClientArrivesAsAnImageAndAFileURL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xdnd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dot.png")
        try await Self.pngBytes().write(to: file)
        let png = await Self.pngBytes()
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try Self.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("text/uri-list", Data("\(file.absoluteString)\r\n".utf8)),
                ("image/png", png),
            ])
            #expect(result.accepted, "XdndStatus accepted the drop: \(probe.child.transcript)")
            #expect(result.finished == true, "XdndFinished said the drop was taken")
            #expect(result.action == "XdndActionCopy")
            let images = await probe.waitForLines(startingWith: "drop image", count: 1)
            #expect(images == ["drop image 4x3"], "\(probe.child.transcript)")
            let urls = await probe.waitForLines(startingWith: "drop url", count: 1)
            #expect(urls == ["drop url \(file.absoluteString)"])
            #expect(probe.lines(startingWith: "drop items=") == ["drop items=1"])
        }
    }

    @Test func imageDataOfferedAloneIsReadThroughTheSelection() async throws {
        let png = await Self.pngBytes()
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try Self.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("image/png", png), ("text/plain;charset=utf-8", Data("hello ✓".utf8)),
            ])
            #expect(result.finished == true)
            #expect(await probe.waitForLines(startingWith: "drop image", count: 1) == ["drop image 4x3"], "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drop text", count: 1) == ["drop text hello ✓"])
        }
    }

    @Test func aMalformedURIListIsRefusedWithAMessageAndTheDragFinishes() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try Self.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("text/uri-list", Data("this is not\u{1} a url\r\n".utf8)),
            ])
            #expect(result.finished == false, "XdndFinished said the drop was not taken")
            // The message is on the probe's standard error, which may arrive after the finish.
            #expect(await Self.waitForWarning(containing: "a dropped URI list is refused", from: probe), "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drop session ended", count: 1).count == 1)
            #expect(probe.lines(startingWith: "drop items=").isEmpty)
        }
    }

    @Test func aTypeTheAppNeverAskedForLoadsNothingAndTheDragFinishes() async throws {
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try Self.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("application/x-openuikit-unknown", Data([0, 1, 2, 3])),
            ])
            // The probe proposes a copy of anything; it asks for images, URLs and text only.
            #expect(result.finished == true, "\(probe.child.transcript)")
            #expect(await probe.waitForLines(startingWith: "drop session ended", count: 1).count == 1)
            #expect(probe.lines(startingWith: "drop items=") == ["drop items=1"])
            #expect(probe.lines(startingWith: "drop image").isEmpty && probe.lines(startingWith: "drop text").isEmpty
                    && probe.lines(startingWith: "drop url").isEmpty)
        }
    }

    @Test func aSourceThatStopsAnsweringMidDropEndsInAFailedFinish() async throws {
        let png = await Self.pngBytes()
        try await HostProbeRun.withXvfb { server in
            let probe = try await HostProbeRun(displayName: server.displayName, arguments: ["--drop-target"])
            let source = try XDNDSource(displayName: server.displayName)
            let (x, y) = try Self.center(of: probe)
            let result = await source.drop(on: probe.window, atRootX: x, y: y, offering: [
                ("text/uri-list", Data("file:///tmp/x.png\r\n".utf8)),
            ], answersRequests: false)
            #expect(result.finished == false)
            #expect(await Self.waitForWarning(containing: "did not answer", from: probe), "\(probe.child.transcript)")
            // The app goes on: a second drop from an answering source is taken.
            let again = await source.drop(on: probe.window, atRootX: x, y: y, offering: [("image/png", png)])
            #expect(again.finished == true, "\(probe.child.transcript)")
        }
    }
}

/// An XDND source with nothing but Xlib: it offers data of MIME types through the
/// `XdndSelection` selection and walks a target through enter, position, drop and finished.
final class XDNDSource: @unchecked Sendable {
    let display: OpaquePointer
    let window: Window
    private var offered: [Atom: Data] = [:]
    /// Data larger than this many bytes are sent in pieces of it (INCR), as a real source
    /// does past the server's request size.
    let largestPieceBytes = 256 * 1024
    /// INCR transfers under way: the requestor's window and property, the data and how much
    /// was sent.
    private var pieces: [(requestor: Window, property: Atom, type: Atom, data: Data, sent: Int)] = []

    init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else { throw LiveTestError("cannot open \(displayName)") }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSync(display, 0)
    }

    deinit { XCloseDisplay(display) }

    private func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    private func name(_ atom: Atom) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// What the target said: whether its status accepted, whether its finish said taken,
    /// and the action it finished with.
    struct Outcome {
        var accepted = false
        var finished: Bool?
        var action = "None"
    }

    private func send(_ type: String, to target: Window, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = atom(type)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: UInt(window))
        if values.count > 0 { event.xclient.data.l.1 = values[0] }
        if values.count > 1 { event.xclient.data.l.2 = values[1] }
        if values.count > 2 { event.xclient.data.l.3 = values[2] }
        if values.count > 3 { event.xclient.data.l.4 = values[3] }
        XSendEvent(display, target, 0, 0, &event)
        XFlush(display)
    }

    /// Drags `offering` (MIME type and bytes, in preference order) onto `target` at the
    /// root point, drops, answers the target's requests (unless told not to) and waits for
    /// its finish.
    func drop(on target: Window, atRootX x: Int, y: Int, offering: [(String, Data)], answersRequests: Bool = true) async -> Outcome {
        offered = [:]
        for (mime, data) in offering { offered[atom(mime)] = data }
        let types = offering.map { atom($0.0) }
        XSetSelectionOwner(display, atom("XdndSelection"), window, UInt(CurrentTime))
        var listed = types
        listed.withUnsafeMutableBytes { bytes in
            // Format 32 data are passed to Xlib as an array of longs, which `Atom` is.
            _ = XChangeProperty(display, window, atom("XdndTypeList"), Atom(XA_ATOM), 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(types.count))
        }
        let moreThanThree = types.count > 3 ? 1 : 0
        let three = (types + [0, 0, 0]).prefix(3).map { Int(bitPattern: UInt($0)) }
        send("XdndEnter", to: target, [5 << 24 | moreThanThree] + three)
        send("XdndPosition", to: target, [0, x << 16 | y, Int(CurrentTime), Int(bitPattern: UInt(atom("XdndActionCopy")))])
        var outcome = Outcome()
        let status = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> XClientMessageEvent? in
            var event = XEvent()
            while XCheckTypedWindowEvent(self.display, self.window, ClientMessage, &event) != 0 {
                if event.xclient.message_type == self.atom("XdndStatus") { return event.xclient }
            }
            return nil
        }
        guard let status else { return outcome }
        outcome.accepted = status.data.l.1 & 1 != 0
        send("XdndDrop", to: target, [0, Int(CurrentTime)])
        let finished = await LiveTiming.poll(timeout: LiveTiming.eventTimeout) { () -> XClientMessageEvent? in
            var event = XEvent()
            while answersRequests, XCheckTypedWindowEvent(self.display, self.window, SelectionRequest, &event) != 0 {
                self.answer(event.xselectionrequest)
            }
            while XCheckTypedEvent(self.display, PropertyNotify, &event) != 0 {
                self.sendNextPiece(after: event.xproperty)
            }
            while XCheckTypedWindowEvent(self.display, self.window, ClientMessage, &event) != 0 {
                if event.xclient.message_type == self.atom("XdndFinished") { return event.xclient }
            }
            return nil
        }
        if let finished {
            outcome.finished = finished.data.l.1 & 1 != 0
            outcome.action = name(Atom(UInt(bitPattern: finished.data.l.2)))
        }
        return outcome
    }

    private func answer(_ request: XSelectionRequestEvent) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        if let data = offered[request.target], data.count > largestPieceBytes {
            // INCR (ICCCM 2.7.2): the size first; each deletion of the property asks for a piece.
            XSelectInput(display, request.requestor, PropertyChangeMask)
            var size = [Int(data.count)]
            size.withUnsafeMutableBytes { bytes in
                _ = XChangeProperty(display, request.requestor, request.property, atom("INCR"), 32, PropModeReplace,
                                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
            }
            pieces.append((request.requestor, request.property, request.target, data, 0))
            reply.xselection.property = request.property
        } else if let data = offered[request.target] {
            var bytes = [UInt8](data)
            XChangeProperty(display, request.requestor, request.property, request.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
            reply.xselection.property = request.property
        }
        XSendEvent(display, request.requestor, 0, 0, &reply)
        XFlush(display)
    }

    /// The requestor deleted an INCR property: the next piece, or the empty one that ends.
    private func sendNextPiece(after event: XPropertyEvent) {
        guard event.state == PropertyDelete,
              let index = pieces.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom }) else { return }
        let transfer = pieces[index]
        let count = min(largestPieceBytes, transfer.data.count - transfer.sent)
        var bytes = [UInt8](transfer.data[transfer.sent..<(transfer.sent + count)])
        XChangeProperty(display, transfer.requestor, transfer.property, transfer.type, 8, PropModeReplace, &bytes, Int32(count))
        XFlush(display)
        if count == 0 { pieces.remove(at: index) } else { pieces[index].sent += count }
    }
}
