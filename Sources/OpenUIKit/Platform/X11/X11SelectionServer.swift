import CX11
import Foundation

/// Serves a selection the app owns with data made on demand (ICCCM section 2): what a drag
/// out of the window offers through `XdndSelection`.
///
/// Each offered target (a MIME type's atom) has a loader that hands its bytes over later, on
/// the main queue: a `SelectionRequest` is answered when they arrive, or refused after
/// `answerTimeout`. Data larger than one request (`chunkBytes`, from the server's maximum
/// request size) go by the INCR protocol (ICCCM 2.7.2): the requestor's property first holds
/// `INCR` and the size, then, each time the requestor deletes it, the next chunk, and at
/// last an empty one. A requestor that stops deleting for `stallTimeout` is given up.
@MainActor
final class X11SelectionServer {
    /// Makes the bytes of one target; calls its completion once on the main actor, with
    /// nil when there are none.
    typealias Loader = (@escaping @MainActor (Data?) -> Void) -> Void

    /// How long a request waits for the item's data, in seconds, before it is refused.
    static let answerTimeout: TimeInterval = 3
    /// How long an INCR transfer waits for the requestor to take a chunk, in seconds.
    static let stallTimeout: TimeInterval = 5
    /// Room left in a request beside a chunk's bytes, in bytes (the request's own header).
    static let requestHeaderBytes = 1024

    private let display: OpaquePointer
    private let window: Window
    /// The selection served.
    let selection: Atom
    private let targets: Atom
    private let incr: Atom
    /// The largest data sent, in bytes: a loader's larger answer is refused.
    let largestAnswerBytes: Int
    /// The most bytes one property change carries; larger data go by INCR.
    let chunkBytes: Int

    /// The targets offered while the app owns the selection, in preference order.
    private var offers: [(target: Atom, load: Loader)] = []

    /// One INCR transfer under way: the requestor's property and what is left to send.
    private struct IncrementalTransfer {
        let requestor: Window
        let property: Atom
        let type: Atom
        let data: Data
        var sent: Int
        var lastActivity: TimeInterval
    }

    private var transfers: [IncrementalTransfer] = []

    init(display: OpaquePointer, window: Window, selection: Atom, largestAnswerBytes: Int) {
        self.display = display
        self.window = window
        self.selection = selection
        self.largestAnswerBytes = largestAnswerBytes
        targets = XInternAtom(display, "TARGETS", False)
        incr = XInternAtom(display, "INCR", False)
        // XMaxRequestSize counts 4-byte units; without BIG-REQUESTS it bounds every request.
        chunkBytes = max(4096, Int(XMaxRequestSize(display)) * 4 - Self.requestHeaderBytes)
    }

    /// Takes the selection, offering `offers` (target atom and loader, in preference order);
    /// returns whether the server made the window its owner.
    func own(offering offers: [(target: Atom, load: Loader)]) -> Bool {
        self.offers = offers
        XSetSelectionOwner(display, selection, window, Time(CurrentTime))
        let owned = XGetSelectionOwner(display, selection) == window
        if !owned {
            Diagnostics.warn("X11: could not take the XdndSelection selection; other programs cannot read the dragged items",
                             once: "X11SelectionServer.own")
            self.offers = []
        }
        XFlush(display)
        return owned
    }

    /// Whether a transfer is still under way (the selection must stay served).
    var isTransferring: Bool { !transfers.isEmpty }

    // MARK: Events

    /// Handles a request for the selection, its loss, or a requestor's deleted INCR property;
    /// returns whether the event was one.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.selection == selection && event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.selection == selection && event.xselectionclear.window == window:
            offers = []
            return true
        case PropertyNotify where event.xproperty.state == PropertyDelete:
            return sendNextChunk(requestor: event.xproperty.window, property: event.xproperty.atom)
        default:
            return false
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: the target then names it (ICCCM 2.2).
        let property = request.property == Atom(None) ? request.target : request.property
        if request.target == targets {
            var list = [targets] + offers.map(\.target)
            let count = Int32(list.count)
            list.withUnsafeMutableBytes { bytes in
                // Format 32 data are passed to Xlib as an array of longs, which `Atom` is.
                _ = XChangeProperty(display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                    bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
            }
            return notify(request, property: property)
        }
        guard let offer = offers.first(where: { $0.target == request.target }) else {
            return notify(request, property: Atom(None))
        }
        // The first of the data and the timeout answers; the other is dropped.
        let answered = AnsweredOnce()
        let pending = UncheckedSendableBox(request)
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.answerTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, answered.take() else { return }
                Diagnostics.warn("X11: a dragged item's data did not arrive within \(Self.answerTimeout) s; the other program's request is refused",
                                 once: "X11SelectionServer.timeout")
                self.notify(pending.value, property: Atom(None))
            }
        }
        offer.load { [weak self] data in
            guard let self, answered.take() else { return }
            self.deliver(data, for: request, property: property)
        }
    }

    /// Writes `data` into the requestor's property (or starts INCR) and tells it.
    private func deliver(_ data: Data?, for request: XSelectionRequestEvent, property: Atom) {
        guard let data else { return notify(request, property: Atom(None)) }
        guard data.count <= largestAnswerBytes else {
            Diagnostics.warn("X11: a dragged item's data are \(data.count) bytes, more than \(largestAnswerBytes); not sent",
                             once: "X11SelectionServer.tooLarge")
            return notify(request, property: Atom(None))
        }
        if data.count <= chunkBytes {
            var bytes = [UInt8](data)
            _ = XChangeProperty(display, request.requestor, property, request.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
            return notify(request, property: property)
        }
        // INCR: the requestor deletes the property to ask for each chunk, which we hear as a
        // PropertyNotify on its window.
        XSelectInput(display, request.requestor, PropertyChangeMask)
        var size = [Int(data.count)]
        size.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(display, request.requestor, property, incr, 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        transfers.append(IncrementalTransfer(requestor: request.requestor, property: property, type: request.target, data: data,
                                             sent: 0, lastActivity: ProcessInfo.processInfo.systemUptime))
        notify(request, property: property)
        scheduleStallCheck()
    }

    /// The requestor took the last chunk (deleted the property): sends the next, or the
    /// empty one that ends the transfer.
    private func sendNextChunk(requestor: Window, property: Atom) -> Bool {
        guard let index = transfers.firstIndex(where: { $0.requestor == requestor && $0.property == property }) else { return false }
        var transfer = transfers[index]
        let count = min(chunkBytes, transfer.data.count - transfer.sent)
        var bytes = [UInt8](transfer.data[transfer.sent..<(transfer.sent + count)])
        _ = XChangeProperty(display, requestor, property, transfer.type, 8, PropModeReplace, &bytes, Int32(count))
        XFlush(display)
        if count == 0 {
            transfers.remove(at: index)
            if !transfers.contains(where: { $0.requestor == requestor }) { XSelectInput(display, requestor, NoEventMask) }
            return true
        }
        transfer.sent += count
        transfer.lastActivity = ProcessInfo.processInfo.systemUptime
        transfers[index] = transfer
        return true
    }

    private func notify(_ request: XSelectionRequestEvent, property: Atom) {
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = property
        reply.xselection.time = request.time
        _ = XSendEvent(display, request.requestor, False, 0, &reply)
        XFlush(display)
    }

    /// Gives up INCR transfers whose requestor stopped taking chunks.
    private func scheduleStallCheck() {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.stallTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, !self.transfers.isEmpty else { return }
                let now = ProcessInfo.processInfo.systemUptime
                let stalled = self.transfers.filter { now - $0.lastActivity >= Self.stallTimeout }
                if !stalled.isEmpty {
                    Diagnostics.warn("X11: a program reading a dragged item in pieces (INCR) stopped taking them; the transfer is given up",
                                     once: "X11SelectionServer.stalled")
                    self.transfers.removeAll { now - $0.lastActivity >= Self.stallTimeout }
                }
                if !self.transfers.isEmpty { self.scheduleStallCheck() }
            }
        }
    }
}
