import CX11
import Foundation
import UniformTypeIdentifiers

/// Drops into the app's window from other X clients, by the XDND protocol (version 5,
/// freedesktop.org's "Drag-and-Drop Protocol for the X Window System").
///
/// The window says it takes drops (`XdndAware`). A source then sends `XdndEnter` with the
/// MIME types it offers (three in the message, or a `XdndTypeList` property),
/// `XdndPosition` as the pointer moves (answered by `XdndStatus`: accepted or not, and the
/// action, `XdndActionCopy` or `XdndActionMove`, from the destination's proposal), then
/// `XdndLeave` or `XdndDrop`; after a drop the data are read through the `XdndSelection`
/// selection (with `X11Selection`'s conversion and its timeout) and `XdndFinished` says
/// whether the drop was taken.
///
/// Types map to `UTType`s by MIME type. A `text/uri-list` becomes, at the drop, one item
/// per URL: a file's item gives its contents in the type its extension names (a PNG file
/// loads as a `UIImage`) and its URL as `public.file-url`. Data are input: an answer larger
/// than `largestDropBytes`, a malformed URI list, a source that stops answering (1 s per
/// conversion, `silenceTimeout` between messages) each end in one message and a finished or
/// forgotten drag, never a stuck one.
@MainActor
final class XDNDDropTarget {
    /// The protocol version spoken.
    static let version = 5
    /// The largest data read from a source, in bytes.
    static let largestDropBytes = 64 * 1024 * 1024
    /// How long a drag over the window may go without a message from its source, in
    /// seconds, before it is forgotten (a source that crashed mid-drag sends no leave).
    static let silenceTimeout: TimeInterval = 5
    /// The most types read from a source's `XdndTypeList`.
    static let mostOfferedTypes = 64

    private let display: OpaquePointer
    private let window: Window
    private weak var uiWindow: UIWindow?
    /// The `XdndSelection` selection the data are read through.
    let selection: X11Selection
    private let atoms: XDNDAtoms

    /// The drag over the window now: its source, the types offered (atom and MIME type),
    /// the UIKit side, and the last operation answered.
    private struct Visit {
        let source: Window
        let offered: [(atom: Atom, mime: String)]
        let drop: ExternalDrop
        var operation: UIDropOperation?
        var lastHeard: TimeInterval
    }

    private var visit: Visit?

    init(display: OpaquePointer, window: Window, uiWindow: UIWindow) {
        self.display = display
        self.window = window
        self.uiWindow = uiWindow
        atoms = XDNDAtoms(display)
        selection = X11Selection(display: display, window: window, name: "XdndSelection", largestAnswerBytes: Self.largestDropBytes)
        var version = Atom(Self.version)
        _ = withUnsafeMutableBytes(of: &version) { bytes in
            XChangeProperty(display, window, atoms.aware, Atom(XA_ATOM), 32, PropModeReplace,
                            bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Handles an XDND client message to the window; returns whether it was one.
    func handle(_ message: XClientMessageEvent) -> Bool {
        guard message.window == window, message.format == 32 else { return false }
        let type = message.message_type
        let source = Window(UInt(bitPattern: message.data.l.0))
        switch type {
        case atoms.enter: enter(from: source, message)
        case atoms.position: position(from: source, message)
        case atoms.leave:
            guard visit?.source == source else { return true }
            visit?.drop.leave()
            visit = nil
        case atoms.drop: drop(from: source, time: Time(UInt(bitPattern: message.data.l.2)))
        default: return false
        }
        return true
    }

    // MARK: Messages

    private func enter(from source: Window, _ message: XClientMessageEvent) {
        visit?.drop.leave()
        visit = nil
        guard let uiWindow else { return }
        let flags = UInt(bitPattern: message.data.l.1)
        let version = Int(flags >> 24)
        guard version >= 3 else {
            Diagnostics.warn("X11: a drag from a program speaking XDND version \(version) (3 or later is needed) is ignored",
                             once: "XDND.version")
            return
        }
        var typeAtoms: [Atom] = []
        if flags & 1 != 0 {
            typeAtoms = typeList(of: source)
        } else {
            typeAtoms = [message.data.l.2, message.data.l.3, message.data.l.4].map { Atom(UInt(bitPattern: $0)) }.filter { $0 != 0 }
        }
        let offered = typeAtoms.compactMap { atom in name(of: atom).map { (atom: atom, mime: $0) } }
        let provider = NSItemProvider()
        for (atom, mime) in offered {
            guard let type = UTType(mimeType: mime) else { continue }
            registerRepresentation(on: provider, type: type.identifier, atom: atom)
        }
        let drop = ExternalDrop(window: uiWindow, items: provider.registeredTypeIdentifiers.isEmpty ? [] : [UIDragItem(itemProvider: provider)])
        visit = Visit(source: source, offered: offered, drop: drop, operation: nil, lastHeard: ProcessInfo.processInfo.systemUptime)
        scheduleSilenceCheck()
    }

    private func position(from source: Window, _ message: XClientMessageEvent) {
        guard var current = visit, current.source == source, let uiWindow else {
            return sendStatus(to: source, operation: nil)
        }
        let packed = UInt(bitPattern: message.data.l.2)
        let rootX = Int32(truncatingIfNeeded: packed >> 16), rootY = Int32(truncatingIfNeeded: packed & 0xFFFF)
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, XDefaultRootWindow(display), window, rootX, rootY, &x, &y, &child)
        let scale = uiWindow.screenScale
        current.operation = current.drop.move(to: CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale))
        current.lastHeard = ProcessInfo.processInfo.systemUptime
        visit = current
        let requested = Atom(UInt(bitPattern: message.data.l.4))
        // A move only when the source asked for one; any other taken drop is a copy.
        let answer: UIDropOperation? = current.operation == .move && requested != atoms.actionMove ? .copy : current.operation
        visit?.operation = answer
        sendStatus(to: source, operation: answer)
    }

    private func drop(from source: Window, time: Time) {
        guard let current = visit, current.source == source else {
            return sendFinished(to: source, operation: nil)
        }
        visit = nil
        guard current.operation != nil else {
            current.drop.drop(replacingItems: nil) { _ in }
            return sendFinished(to: source, operation: nil)
        }
        guard let items = itemsAtDrop(current, time: time) else {
            current.drop.leave()
            return sendFinished(to: source, operation: nil)
        }
        current.drop.drop(replacingItems: items) { [weak self] operation in
            self?.sendFinished(to: source, operation: operation)
        }
    }

    /// The items as the drop shows them: with a URI list, one per URL (a file's with its
    /// contents), the other types offered on the first; else one item of the types offered.
    /// Nil when the URI list cannot be read or is malformed (reported).
    private func itemsAtDrop(_ visit: Visit, time: Time) -> [UIDragItem]? {
        guard let uriList = visit.offered.first(where: { $0.mime.lowercased() == "text/uri-list" }) else {
            // The data are read with the drop's timestamp, as the protocol asks.
            let provider = NSItemProvider()
            for (atom, mime) in visit.offered {
                guard let type = UTType(mimeType: mime) else { continue }
                registerRepresentation(on: provider, type: type.identifier, atom: atom, time: time)
            }
            return [UIDragItem(itemProvider: provider)]
        }
        guard let data = selection.readData(as: uriList.atom, time: time) else { return nil }
        let urls: [URL]
        do {
            urls = try ItemProviderDecoding.urls(from: data)
        } catch {
            Diagnostics.warn("X11: a dropped URI list is refused: \(error.localizedDescription)", once: "XDND.uriList")
            return nil
        }
        let items = urls.map { url -> UIDragItem in
            if url.isFileURL, let provider = NSItemProvider(contentsOf: url) { return UIDragItem(itemProvider: provider) }
            let provider = NSItemProvider()
            let bytes = Data(url.absoluteString.utf8)
            let type = url.isFileURL ? UTType.fileURL : UTType.url
            provider.registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
                completion(bytes, nil)
                return nil
            }
            return UIDragItem(itemProvider: provider)
        }
        if let first = items.first?.itemProvider {
            for (atom, mime) in visit.offered where atom != uriList.atom {
                guard let type = UTType(mimeType: mime), !first.registeredTypeIdentifiers.contains(type.identifier) else { continue }
                registerRepresentation(on: first, type: type.identifier, atom: atom, time: time)
            }
        }
        return items
    }

    /// Registers the source's data as `atom` under `type`, read through the selection when
    /// loaded.
    private func registerRepresentation(on provider: NSItemProvider, type: String, atom: Atom, time: Time = Time(CurrentTime)) {
        let selection = self.selection
        provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(selection.readData(as: atom, time: time), nil)
            return nil
        }
    }

    // MARK: Replies

    private func sendStatus(to source: Window, operation: UIDropOperation?) {
        var event = message(to: source, type: atoms.status)
        // Bit 0: the drop would be taken; bit 1: send positions even inside the (empty) rectangle.
        event.xclient.data.l.1 = operation == nil ? 2 : 3
        event.xclient.data.l.4 = Int(bitPattern: UInt(action(for: operation)))
        send(&event, to: source)
    }

    private func sendFinished(to source: Window, operation: UIDropOperation?) {
        var event = message(to: source, type: atoms.finished)
        event.xclient.data.l.1 = operation == nil ? 0 : 1
        event.xclient.data.l.2 = Int(bitPattern: UInt(action(for: operation)))
        send(&event, to: source)
    }

    private func action(for operation: UIDropOperation?) -> Atom {
        switch operation {
        case .copy: atoms.actionCopy
        case .move: atoms.actionMove
        default: Atom(None)
        }
    }

    private func message(to source: Window, type: Atom) -> XEvent {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = source
        event.xclient.message_type = type
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: UInt(window))
        return event
    }

    private func send(_ event: inout XEvent, to source: Window) {
        _ = XSendEvent(display, source, False, 0, &event)
        XFlush(display)
    }

    // MARK: Helpers

    /// The source's `XdndTypeList` (at most `mostOfferedTypes`).
    private func typeList(of source: Window) -> [Atom] {
        var actualType: Atom = 0
        var actualFormat: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, source, atoms.typeList, 0, Self.mostOfferedTypes, False, Atom(XA_ATOM),
                                        &actualType, &actualFormat, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, actualFormat == 32 else { return [] }
        // Format 32 data come back as longs, which `Atom` is.
        return data.withMemoryRebound(to: Atom.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    private func name(of atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// Forgets a drag whose source has gone quiet for `silenceTimeout`.
    private func scheduleSilenceCheck() {
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.silenceTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let current = self.visit else { return }
                if ProcessInfo.processInfo.systemUptime - current.lastHeard >= Self.silenceTimeout {
                    Diagnostics.warn("X11: the program dragging over the window stopped answering; the drag is forgotten",
                                     once: "XDND.silent")
                    current.drop.leave()
                    self.visit = nil
                } else {
                    self.scheduleSilenceCheck()
                }
            }
        }
    }
}
