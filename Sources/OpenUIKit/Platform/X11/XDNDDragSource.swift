import CX11
import Foundation
import UniformTypeIdentifiers

/// Drags out of the app's window to other X clients, by the XDND protocol (version 5, as
/// `XDNDDropTarget` speaks it the other way): the window's `ExternalDragChannel`.
///
/// On each move of the drag the window under the touch's screen point is found by walking
/// down from the root (`XTranslateCoordinates`) to the first window that says it takes drops
/// (`XdndAware`, through its `XdndProxy` if it names one). Over another program's window the
/// app owns `XdndSelection`, serving the types other programs may load (by their preferred
/// MIME types; text also as `text/plain` and `UTF8_STRING`): all the items as one
/// `text/uri-list` when every one is a URL, else only the first item's types, since XDND
/// carries one selection (`ExternalDragOffer`). It sends `XdndEnter` with those types
/// (more than three go in the window's `XdndTypeList`), `XdndPosition` as the touch moves
/// (one at a time: the next waits for the `XdndStatus` answering the last), `XdndLeave` when it goes, and
/// `XdndDrop` when it lifts there, then waits at most `finishTimeout` for `XdndFinished`.
/// The data are loaded from the item provider when the other program asks for them
/// (`X11SelectionServer`, INCR for large data).
@MainActor
final class XDNDDragSource: ExternalDragChannel {
    /// The newest protocol version spoken; an older target gets its own (3 at least).
    static let version = 5
    /// The oldest target version spoken to: version 3 brought the type list and actions.
    static let oldestTargetVersion = 3
    /// How long a drop waits for the target's `XdndFinished`, in seconds, before the drag
    /// ends as cancelled (a target that crashed must not leave the drag stuck).
    static let finishTimeout: TimeInterval = 5
    /// How many windows deep the search for a drop-aware window goes below the root.
    static let deepestSearch = 12

    private let display: OpaquePointer
    private let window: Window
    private let root: Window
    private weak var uiWindow: UIWindow?
    private let atoms: XDNDAtoms
    private let utf8String: Atom
    private let plainText: Atom
    /// Serves `XdndSelection` while the items are offered.
    let server: X11SelectionServer

    /// The other program's window the drag is over: the window that takes drops, the one
    /// the messages go to (its proxy, or itself), and the version spoken with it.
    private struct Target: Equatable {
        let window: Window
        let messageWindow: Window
        let version: Int
    }

    private var target: Target?
    /// The types offered for the session, once it first went over another program.
    private var offeredTypes: [Atom] = []
    private weak var offeredSession: DragDropSession?
    /// Whether an `XdndPosition` awaits its `XdndStatus`, and the point (root pixels) to
    /// send once it comes.
    private var awaitingStatus = false
    private var pendingPosition: (x: Int32, y: Int32)?
    private(set) var proposedOperation: UIDropOperation?
    /// Runs when the target finishes the drop (or the wait times out).
    private var dropFinished: (@MainActor (UIDropOperation?) -> Void)?
    /// Whether the session allows a move, for reading the target's answers.
    private var allowsMove = false

    init(display: OpaquePointer, window: Window, uiWindow: UIWindow) {
        self.display = display
        self.window = window
        self.uiWindow = uiWindow
        root = XDefaultRootWindow(display)
        atoms = XDNDAtoms(display)
        utf8String = XInternAtom(display, "UTF8_STRING", False)
        plainText = XInternAtom(display, "text/plain", False)
        server = X11SelectionServer(display: display, window: window, selection: atoms.selection,
                                    largestAnswerBytes: XDNDDropTarget.largestDropBytes)
    }

    // MARK: ExternalDragChannel

    func dragMoved(_ session: DragDropSession, to location: CGPoint) -> Bool {
        guard let uiWindow, dropFinished == nil else { return false }
        allowsMove = session.allowsMoveOperation
        let scale = uiWindow.screenScale
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, root, Int32((location.x * scale).rounded()), Int32((location.y * scale).rounded()),
                              &rootX, &rootY, &child)
        guard let found = dropAwareWindow(atRootX: rootX, y: rootY), found.window != window else {
            if target != nil { leave(session) }
            return false
        }
        if found != target {
            if target != nil { leave(session) }
            guard offer(session) else { return false }
            target = found
            proposedOperation = nil
            awaitingStatus = false
            sendEnter(to: found)
        }
        sendPosition(x: rootX, y: rootY)
        return true
    }

    func drop(_ session: DragDropSession, finished: @escaping @MainActor (UIDropOperation?) -> Void) {
        guard let target else { return finished(nil) }
        dropFinished = finished
        var event = message(to: target, type: atoms.drop)
        event.xclient.data.l.2 = Int(CurrentTime)
        send(&event, to: target)
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.finishTimeout) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.dropFinished != nil else { return }
                Diagnostics.warn("X11: the program the items were dropped on did not finish within \(Self.finishTimeout) s; the drag ends as cancelled",
                                 once: "XDNDDragSource.finishTimeout")
                self.complete(with: nil)
            }
        }
    }

    func leave(_ session: DragDropSession) {
        guard let target else { return }
        var event = message(to: target, type: atoms.leave)
        send(&event, to: target)
        self.target = nil
        proposedOperation = nil
        awaitingStatus = false
        pendingPosition = nil
    }

    // MARK: Messages from the target

    /// Handles `XdndStatus` or `XdndFinished` from the target; returns whether it was one.
    func handle(_ message: XClientMessageEvent) -> Bool {
        guard message.window == window, message.format == 32,
              message.message_type == atoms.status || message.message_type == atoms.finished else { return false }
        let sender = Window(UInt(bitPattern: message.data.l.0))
        guard let target, sender == target.window else { return true }
        let flags = UInt(bitPattern: message.data.l.1)
        if message.message_type == atoms.status {
            awaitingStatus = false
            proposedOperation = flags & 1 != 0 ? operation(for: Atom(UInt(bitPattern: message.data.l.4))) : nil
            if let next = pendingPosition, dropFinished == nil {
                pendingPosition = nil
                sendPosition(x: next.x, y: next.y)
            }
        } else if dropFinished != nil {
            // Before version 5 the finish says nothing: the drop was taken as proposed.
            let accepted = target.version < 5 || flags & 1 != 0
            let action = Atom(UInt(bitPattern: message.data.l.2))
            complete(with: accepted ? (target.version < 5 ? proposedOperation : operation(for: action)) : nil)
        }
        return true
    }

    /// What a target's action means for the drag: a move only when the session allows it,
    /// any other accepted action a copy.
    private func operation(for action: Atom) -> UIDropOperation {
        action == atoms.actionMove && allowsMove ? .move : .copy
    }

    private func complete(with operation: UIDropOperation?) {
        guard let finished = dropFinished else { return }
        dropFinished = nil
        target = nil
        proposedOperation = nil
        awaitingStatus = false
        pendingPosition = nil
        finished(operation)
    }

    // MARK: Offering the items

    /// Owns `XdndSelection` with the session's offer (once per session): every item as one
    /// URI list when all are URLs, else the first item's types (`ExternalDragOffer`);
    /// returns whether there is anything to offer.
    private func offer(_ session: DragDropSession) -> Bool {
        if offeredSession === session, !offeredTypes.isEmpty { return true }
        guard let offer = ExternalDragOffer(items: session.items) else {
            Diagnostics.warn("X11: the dragged items have no type other programs may load; they stay in the app",
                             once: "XDNDDragSource.noTypes")
            return false
        }
        if offer.itemCount < session.items.count {
            Diagnostics.warn("X11: another program gets only the first of the \(session.items.count) dragged items (only URLs go together, as one URI list)",
                             once: "XDNDDragSource.firstItemOnly")
        }
        var offers: [(target: Atom, load: X11SelectionServer.Loader)] = []
        for representation in offer.representations {
            guard let type = UTType(representation.typeIdentifier), let mime = type.preferredMIMEType else { continue }
            var names = [XInternAtom(display, mime, False)]
            // Text is asked for under older names too.
            if type.conforms(to: .utf8PlainText) || type == .plainText { names += [plainText, utf8String] }
            for name in names where !offers.contains(where: { $0.target == name }) {
                offers.append((target: name, load: representation.load))
            }
        }
        guard !offers.isEmpty else {
            Diagnostics.warn("X11: the dragged items have no type other programs may load; they stay in the app",
                             once: "XDNDDragSource.noTypes")
            return false
        }
        guard server.own(offering: offers) else { return false }
        offeredSession = session
        offeredTypes = offers.map(\.target)
        var list = offeredTypes
        let count = Int32(list.count)
        list.withUnsafeMutableBytes { bytes in
            // Format 32 data are passed to Xlib as an array of longs, which `Atom` is.
            _ = XChangeProperty(display, window, atoms.typeList, Atom(XA_ATOM), 32, PropModeReplace,
                                bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), count)
        }
        return true
    }

    // MARK: Messages to the target

    private func sendEnter(to target: Target) {
        var event = message(to: target, type: atoms.enter)
        let moreThanThree = offeredTypes.count > 3 ? 1 : 0
        event.xclient.data.l.1 = target.version << 24 | moreThanThree
        let first = (offeredTypes + [0, 0, 0]).prefix(3).map { Int(bitPattern: UInt($0)) }
        event.xclient.data.l.2 = first[0]
        event.xclient.data.l.3 = first[1]
        event.xclient.data.l.4 = first[2]
        send(&event, to: target)
    }

    private func sendPosition(x: Int32, y: Int32) {
        guard let target else { return }
        guard !awaitingStatus else {
            pendingPosition = (x, y)
            return
        }
        var event = message(to: target, type: atoms.position)
        event.xclient.data.l.2 = Int(x) << 16 | Int(y & 0xFFFF)
        event.xclient.data.l.3 = Int(CurrentTime)
        // Between programs the items are copied (see `UIDropOperation.move`); the target's
        // status may still answer with a move.
        event.xclient.data.l.4 = Int(bitPattern: UInt(atoms.actionCopy))
        awaitingStatus = true
        send(&event, to: target)
    }

    private func message(to target: Target, type: Atom) -> XEvent {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        // Through a proxy, the message still names the window that takes drops.
        event.xclient.window = target.window
        event.xclient.message_type = type
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: UInt(window))
        return event
    }

    private func send(_ event: inout XEvent, to target: Target) {
        _ = XSendEvent(display, target.messageWindow, False, 0, &event)
        XFlush(display)
    }

    // MARK: Finding the target

    /// The first window down from the root at the root point that takes drops, with the
    /// window its messages go to and the version spoken; nil when none does.
    private func dropAwareWindow(atRootX x: Int32, y: Int32) -> Target? {
        var current = root
        for _ in 0..<Self.deepestSearch {
            var child: Window = 0
            var childX: Int32 = 0, childY: Int32 = 0
            XTranslateCoordinates(display, root, current, x, y, &childX, &childY, &child)
            guard child != Window(None) else { return nil }
            if child == window { return Target(window: window, messageWindow: window, version: Self.version) }
            let proxy = proxy(of: child)
            if let version = awareVersion(of: proxy ?? child) {
                guard version >= Self.oldestTargetVersion else {
                    Diagnostics.warn("X11: a window under the drag speaks XDND version \(version) (3 or later is needed); it is passed over",
                                     once: "XDNDDragSource.version")
                    return nil
                }
                return Target(window: child, messageWindow: proxy ?? child, version: min(version, Self.version))
            }
            current = child
        }
        return nil
    }

    /// The `XdndAware` version of `candidate`, if it has one.
    private func awareVersion(of candidate: Window) -> Int? {
        windowProperty(atoms.aware, of: candidate, type: Atom(XA_ATOM)).map { Int($0) }
    }

    /// The proxy `candidate` names, when the proxy names itself too (a stale proxy is
    /// passed over, as the protocol asks).
    private func proxy(of candidate: Window) -> Window? {
        guard let proxy = windowProperty(atoms.proxy, of: candidate, type: Atom(XA_WINDOW)).map({ Window($0) }),
              windowProperty(atoms.proxy, of: proxy, type: Atom(XA_WINDOW)).map({ Window($0) }) == proxy else { return nil }
        return proxy
    }

    /// The first 32-bit value of a window's property of `type`; nil when it has none (or the
    /// window went away meanwhile, which is trapped rather than reported).
    private func windowProperty(_ property: Atom, of candidate: Window, type: Atom) -> UInt? {
        var value: UInt?
        _ = X11ErrorHandlers.trapping(display) {
            var actualType: Atom = 0
            var actualFormat: Int32 = 0
            var count: UInt = 0
            var remaining: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            let status = XGetWindowProperty(display, candidate, property, 0, 1, False, type,
                                            &actualType, &actualFormat, &count, &remaining, &data)
            defer { if let data { XFree(data) } }
            guard status == Success, let data, actualFormat == 32, count >= 1 else { return }
            // Format 32 data come back as longs.
            value = data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
        }
        return value
    }
}
