import CX11
import Foundation

/// One X11 selection (`CLIPBOARD` or `PRIMARY`) as a pasteboard shared with other programs
/// (ICCCM section 2).
///
/// Writing takes ownership (`XSetSelectionOwner`) and keeps the text here; other programs
/// then ask for it with `SelectionRequest` events, answered from `handle(_:)` with the text
/// as `UTF8_STRING` (or Latin-1 `STRING`), or the list of `TARGETS`. Reading from another
/// owner asks the server to convert the selection into a property of the app's window and
/// waits (at most `conversionTimeout`) for the owner's answer, so `UIPasteboard.string` stays
/// a plain synchronous property as in UIKit. Losing ownership (`SelectionClear`, another
/// program copied) forgets the text and counts as a change.
@MainActor
final class X11Selection: PasteboardBackend {
    /// How long a read waits for the owner to answer, in seconds: a live owner answers in
    /// milliseconds, a hung one must not freeze the app.
    static let conversionTimeout: TimeInterval = 1
    /// The largest text sent in one property, and the default largest answer read (in one
    /// property or in pieces by INCR), in bytes.
    static let largestTransferBytes = 256 * 1024

    /// What an owner answered: the property's type and bytes.
    struct Transfer {
        let type: Atom
        let bytes: [UInt8]
    }

    /// The largest answer read, in bytes: a larger one is refused before it is read.
    let largestAnswerBytes: Int

    private let display: OpaquePointer
    private let window: Window
    /// The selection's atom.
    let selection: Atom
    private let utf8String: Atom
    private let targets: Atom
    private let text: Atom
    private let incr: Atom
    /// The property of the app's window the owner writes the converted text into.
    private let transferProperty: Atom
    /// The text while the app owns the selection.
    private var ownedString: String?
    private(set) var changeCount = 0
    /// A conversion's answer, once `handle` has seen the `SelectionNotify` awaited.
    private var pendingAnswer: Transfer??

    /// The selection named `name` (`"CLIPBOARD"`, `"PRIMARY"`, `"XdndSelection"`) for
    /// `window` on `display`, reading answers of at most `largestAnswerBytes`.
    init(display: OpaquePointer, window: Window, name: String, largestAnswerBytes: Int = X11Selection.largestTransferBytes) {
        self.largestAnswerBytes = largestAnswerBytes
        self.display = display
        self.window = window
        selection = XInternAtom(display, name, False)
        utf8String = XInternAtom(display, "UTF8_STRING", False)
        targets = XInternAtom(display, "TARGETS", False)
        text = XInternAtom(display, "TEXT", False)
        incr = XInternAtom(display, "INCR", False)
        transferProperty = XInternAtom(display, "OPENUIKIT_SELECTION_\(name)", False)
    }

    /// Whether the app's window owns the selection now.
    private var isOwned: Bool { ownedString != nil && XGetSelectionOwner(display, selection) == window }

    // MARK: PasteboardBackend

    func readString() -> String? {
        if isOwned { return ownedString }
        guard XGetSelectionOwner(display, selection) != Window(None) else { return nil }
        return text(of: convert(to: utf8String, time: Time(CurrentTime)))
            ?? text(of: convert(to: Atom(XA_STRING), time: Time(CurrentTime)))
    }

    /// Another owner's data as `target` (a MIME type's atom, for drag and drop), asked for
    /// with the timestamp of the event that started the transfer; nil when refused, too
    /// large or not answered in time (each reported).
    func readData(as target: Atom, time: Time) -> Data? {
        convert(to: target, time: time).map { Data($0.bytes) }
    }

    /// An answer as text: Latin-1 for `STRING`, else UTF-8; nil unless 8-bit.
    private func text(of transfer: Transfer?) -> String? {
        guard let transfer else { return nil }
        if transfer.type == Atom(XA_STRING) {
            return String(String.UnicodeScalarView(transfer.bytes.map { Unicode.Scalar($0) }))
        }
        return String(decoding: transfer.bytes, as: UTF8.self)
    }

    func write(_ string: String?) {
        changeCount += 1
        guard let string else {
            if isOwned { XSetSelectionOwner(display, selection, Window(None), Time(CurrentTime)) }
            ownedString = nil
            XFlush(display)
            return
        }
        ownedString = string
        XSetSelectionOwner(display, selection, window, Time(CurrentTime))
        if XGetSelectionOwner(display, selection) != window {
            Diagnostics.warn("X11: could not take the \(selectionName) selection; the copied text stays in this app only",
                             once: "X11Selection.own")
        }
        XFlush(display)
    }

    private var selectionName: String {
        guard let name = XGetAtomName(display, selection) else { return "?" }
        defer { XFree(name) }
        return String(cString: name)
    }

    // MARK: Events

    /// Handles a selection event about this selection; returns whether it was one.
    func handle(_ event: XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.selection == selection:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.selection == selection:
            if ownedString != nil {
                ownedString = nil
                changeCount += 1
            }
            return true
        case SelectionNotify where event.xselection.selection == selection:
            pendingAnswer = .some(event.xselection.property == Atom(None) ? nil : takeTransfer())
            return true
        default:
            return false
        }
    }

    /// Gives another program the text it asked for, or refuses (property None).
    private func answer(_ request: XSelectionRequestEvent) {
        // Obsolete clients name no property: the target then names it (ICCCM 2.2).
        let property = request.property == Atom(None) ? request.target : request.property
        var delivered = false
        if let owned = ownedString, request.owner == window {
            if request.target == targets {
                var list: [Atom] = [targets, utf8String, text, Atom(XA_STRING)]
                let count = Int32(list.count)
                list.withUnsafeMutableBytes { bytes in
                    // Format 32 data is passed to Xlib as an array of longs, which `Atom` is.
                    _ = XChangeProperty(display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
                }
                delivered = true
            } else if request.target == utf8String || request.target == text || request.target == Atom(XA_STRING) {
                // STRING is Latin-1: characters outside it become "?".
                let bytes: [UInt8] = request.target == Atom(XA_STRING)
                    ? owned.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
                    : Array(owned.utf8)
                if bytes.count <= Self.largestTransferBytes {
                    var data = bytes
                    let type = request.target == Atom(XA_STRING) ? Atom(XA_STRING) : utf8String
                    _ = XChangeProperty(display, request.requestor, property, type, 8, PropModeReplace, &data, Int32(data.count))
                    delivered = true
                } else {
                    Diagnostics.warn("X11: another program asked for \(bytes.count) bytes of copied text; more than \(Self.largestTransferBytes) is not sent",
                                     once: "X11Selection.tooLarge")
                }
            }
        }
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.property = delivered ? property : Atom(None)
        reply.xselection.time = request.time
        _ = XSendEvent(display, request.requestor, False, 0, &reply)
        XFlush(display)
    }

    /// Asks the owner for the selection as `target` and waits for the answer.
    private func convert(to target: Atom, time: Time) -> Transfer? {
        pendingAnswer = nil
        XDeleteProperty(display, window, transferProperty)
        XConvertSelection(display, selection, target, transferProperty, window, time)
        XFlush(display)
        let deadline = ProcessInfo.processInfo.systemUptime + Self.conversionTimeout
        var event = XEvent()
        while pendingAnswer == nil {
            if XCheckTypedWindowEvent(display, window, SelectionNotify, &event) != 0 {
                // Answers for the other selection, or late ones, are handled (and ignored) too.
                _ = handle(event)
                continue
            }
            let remaining = deadline - ProcessInfo.processInfo.systemUptime
            guard remaining > 0 else {
                Diagnostics.warn("X11: the owner of the \(selectionName) selection did not answer within \(Self.conversionTimeout) s; nothing is read",
                                 once: "X11Selection.timeout.\(selectionName)")
                return nil
            }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(max(1, min(remaining, 0.05) * 1000)))
        }
        return pendingAnswer ?? nil
    }

    /// Reads data the owner sends in pieces (INCR, ICCCM 2.7.2): deleting the property asks
    /// for each piece, which arrives as a new value of it; an empty piece ends the transfer.
    /// Refused (with a message) when the pieces come to more than `largestAnswerBytes`, or
    /// when the owner sends none for `conversionTimeout`.
    private func takeIncrementalTransfer() -> Transfer? {
        var bytes: [UInt8] = []
        var type = Atom(None)
        XDeleteProperty(display, window, transferProperty)
        XFlush(display)
        while true {
            guard waitForNewTransferValue() else {
                Diagnostics.warn("X11: the owner of the \(selectionName) selection stopped sending its data in pieces (INCR); nothing is read",
                                 once: "X11Selection.incrTimeout.\(selectionName)")
                return nil
            }
            var actualType: Atom = 0
            var actualFormat: Int32 = 0
            var count: UInt = 0
            var remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            // A piece is at most one request, so one read with deletion takes all of it (and
            // asks for the next).
            let status = XGetWindowProperty(display, window, transferProperty, 0, (largestAnswerBytes + 3) / 4, True, Atom(AnyPropertyType),
                                            &actualType, &actualFormat, &count, &remaining, &data)
            defer { if let data { XFree(data) } }
            XFlush(display)
            guard status == Success else { return nil }
            // No property at all: the notice was an older one (the INCR value itself, queued
            // before the answer); the next piece is still to come.
            if actualType == Atom(None) { continue }
            guard count > 0, let data else { return Transfer(type: type, bytes: bytes) }
            guard actualFormat == 8, bytes.count + Int(count) <= largestAnswerBytes else {
                Diagnostics.warn("X11: the \(selectionName) data sent in pieces (INCR) come to more than \(largestAnswerBytes) bytes; refused",
                                 once: "X11Selection.incrTooLarge.\(selectionName)")
                return nil
            }
            type = actualType
            bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
        }
    }

    /// Waits at most `conversionTimeout` for a new value of the transfer property (a
    /// `PropertyNotify` on the window); returns whether it came.
    private func waitForNewTransferValue() -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + Self.conversionTimeout
        var wanted = TransferPropertyKey(window: window, property: transferProperty)
        var event = XEvent()
        while true {
            let found = withUnsafeMutablePointer(to: &wanted) { key in
                XCheckIfEvent(display, &event, { _, event, argument in
                    guard let event, let argument else { return False }
                    let key = UnsafeRawPointer(argument).assumingMemoryBound(to: TransferPropertyKey.self).pointee
                    let property = event.pointee.xproperty
                    return event.pointee.type == PropertyNotify && property.window == key.window && property.atom == key.property
                        && property.state == PropertyNewValue ? True : False
                }, UnsafeMutableRawPointer(key).assumingMemoryBound(to: CChar.self))
            }
            if found != 0 { return true }
            let remaining = deadline - ProcessInfo.processInfo.systemUptime
            guard remaining > 0 else { return false }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32(max(1, min(remaining, 0.05) * 1000)))
        }
    }

    /// What `waitForNewTransferValue`'s event predicate looks for.
    private struct TransferPropertyKey {
        let window: Window
        let property: Atom
    }

    /// Reads (and deletes) the converted data from the window's transfer property; its size
    /// is asked first, so an answer larger than `largestAnswerBytes` is refused unread.
    private func takeTransfer() -> Transfer? {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        var status = XGetWindowProperty(display, window, transferProperty, 0, 0, False, Atom(AnyPropertyType),
                                        &actualType, &actualFormat, &count, &remaining, &data)
        if let data { XFree(data) }
        data = nil
        guard status == Success else { return nil }
        if actualType == incr { return takeIncrementalTransfer() }
        guard Int(remaining) <= largestAnswerBytes else {
            XDeleteProperty(display, window, transferProperty)
            Diagnostics.warn("X11: the \(selectionName) data are \(remaining) bytes, more than \(largestAnswerBytes); refused unread",
                             once: "X11Selection.tooLargeAnswer.\(selectionName)")
            return nil
        }
        let longs = (Int(remaining) + 3) / 4
        status = XGetWindowProperty(display, window, transferProperty, 0, longs, True, Atom(AnyPropertyType),
                                    &actualType, &actualFormat, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, actualFormat == 8 else { return nil }
        return Transfer(type: actualType, bytes: Array(UnsafeBufferPointer(start: data, count: Int(count))))
    }
}
