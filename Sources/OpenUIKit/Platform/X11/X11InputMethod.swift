import CX11
import Foundation

/// The window's X input method (XIM): the server the user runs (IBus, fcitx — chosen by
/// `XMODIFIERS`), or Xlib's local one, which composes dead keys and Compose (Multi_key)
/// sequences from the locale's Compose file.
///
/// **Where keys come from.** Keys arrive as core `KeyPress`/`KeyRelease` events (the window
/// selects no XInput2 key events), and that is on purpose: `XFilterEvent` and
/// `Xutf8LookupString` work on core `XKeyEvent`s only, and an input method server sends its
/// commits back as core key events (keycode 0). Every event the connection reads goes
/// through `filter(_:)` first; a filtered event belongs to the input method and is not
/// decoded at all.
///
/// **Text.** A key press the input method lets through is looked up with `Xutf8LookupString`
/// (`lookUp(_:)`), which gives what a dead key or Compose sequence produced, or what the
/// server committed, as UTF-8. That needs the process's `LC_CTYPE` to be a UTF-8 locale: one
/// is set before the input method opens (the environment's if it is UTF-8, else `C.UTF-8`).
///
/// **Preedit.** When the input method offers `XIMPreeditCallbacks`, its preedit (the text it
/// is composing) arrives through callbacks and is handed on as `MarkedTextInput` values, which
/// the first responder shows as marked text; else the input method draws nothing of its own
/// in the window (`XIMPreeditNothing`).
///
/// **A server that goes away.** Its destroy callback drops the server's input method and
/// context (Xlib has already freed them), removes a preedit left behind, and opens the local
/// input method in its place; an instantiate callback switches back when the server returns.
@MainActor
final class X11InputMethod {
    private let display: OpaquePointer
    private let window: Window
    private var im: XIM?
    private var ic: XIC?
    /// Whether `im` is a server's (not Xlib's local input method).
    private(set) var usesServer = false
    /// Whether the window has the keyboard focus, kept so a new context starts in that state.
    private var isFocused = true
    /// The last spot told to the input method (window pixels), so an unchanged caret costs
    /// no request.
    private var spot: (x: Int16, y: Int16)?
    /// The text being composed, in characters (code points), as the preedit callbacks edit it.
    private var preedit: [Unicode.Scalar] = []
    /// The caret in `preedit`, in characters.
    private var preeditCaret = 0
    /// Whether an instantiate callback waits for the user's input method server.
    private var waitsForServer = false
    /// The callbacks handed to Xlib, which point back here through `client_data`.
    private let callbacks: UnsafeMutablePointer<XIMCallback>
    private let startCallback: UnsafeMutablePointer<XICCallback>
    /// The time of a preedit change, on the app's input clock.
    private let now: () -> TimeInterval
    /// Where preedit changes go; the event source puts them in the turn's input.
    var onMarkedText: (MarkedTextInput) -> Void = { _ in }

    /// The `LC_CTYPE` locale used when the environment's is not UTF-8.
    static let fallbackLocale = "C.UTF-8"
    /// Locale modifiers that select Xlib's local input method.
    private static let localModifiers = "@im=none"
    /// The largest text one key's lookup may hold before the buffer grows (bytes); a server
    /// may commit more at once, which `lookUp` reads in a second call.
    private static let lookupBufferBytes = 64
    /// The input styles tried, best first: preedit through callbacks, then none drawn.
    private static let preferredStyles: [XIMStyle] = [
        XIMStyle(XIMPreeditCallbacks | XIMStatusNothing),
        XIMStyle(XIMPreeditNothing | XIMStatusNothing),
        XIMStyle(XIMPreeditNone | XIMStatusNone),
    ]

    /// Opens the input method for `window` and makes its input context; with no input method
    /// at all (a locale Xlib does not support), `hasContext` stays false and keys are decoded
    /// without one.
    init(display: OpaquePointer, window: Window, now: @escaping () -> TimeInterval) {
        self.display = display
        self.window = window
        self.now = now
        callbacks = .allocate(capacity: Slot.count)
        startCallback = .allocate(capacity: 1)
        let client = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        callbacks[Slot.draw] = XIMCallback(client_data: client, callback: { _, client, data in
            X11InputMethod.call(client, data) { method, data in method.preeditDraw(data) }
        })
        callbacks[Slot.done] = XIMCallback(client_data: client, callback: { _, client, data in
            X11InputMethod.call(client, data) { method, _ in method.preeditDone() }
        })
        callbacks[Slot.caret] = XIMCallback(client_data: client, callback: { _, client, data in
            X11InputMethod.call(client, data) { method, data in method.preeditCaret(data) }
        })
        callbacks[Slot.destroy] = XIMCallback(client_data: client, callback: { _, client, data in
            X11InputMethod.call(client, data) { method, _ in method.serverWentAway() }
        })
        // The start callback answers how long the preedit may grow: -1, no limit.
        startCallback.pointee = XICCallback(client_data: client, callback: { _, client, data in
            X11InputMethod.call(client, data) { method, _ in method.preeditStarted() }
            return -1
        })
        guard X11InputMethod.prepareLocale() else { return }
        open()
    }

    /// The callbacks' places in `callbacks`.
    private enum Slot {
        static let draw = 0, done = 1, caret = 2, destroy = 3, count = 4
    }

    /// Runs `body` with the input method behind a callback's `client_data` and the
    /// callback's data. Xlib calls back on the thread that reads the connection, the main
    /// thread, from inside `XFilterEvent` or `XNextEvent`; the pointers cross as addresses.
    nonisolated private static func call(_ client: XPointer?, _ data: XPointer?,
                                         _ body: @escaping @MainActor @Sendable (X11InputMethod, XPointer?) -> Void) {
        guard let client else { return }
        let address = UInt(bitPattern: client), argument = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            guard let pointer = UnsafeRawPointer(bitPattern: address) else { return }
            body(Unmanaged<X11InputMethod>.fromOpaque(pointer).takeUnretainedValue(), XPointer(bitPattern: argument))
        }
    }

    isolated deinit {
        closeCurrent()
        if waitsForServer { unregisterInstantiateCallback() }
        callbacks.deallocate()
        startCallback.deallocate()
    }

    /// Whether keys are looked up through an input context.
    var hasContext: Bool { ic != nil }

    // MARK: Opening

    /// Sets `LC_CTYPE` from the environment, or to `C.UTF-8` when that is not UTF-8 (Xlib
    /// returns the input method's text in the locale's encoding); false, with a warning, when
    /// Xlib supports neither.
    private static func prepareLocale() -> Bool {
        let chosen = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
        if !isUTF8(locale: chosen) {
            guard setlocale(LC_CTYPE, fallbackLocale) != nil else {
                Diagnostics.warn("the locale \(chosen.isEmpty ? "from the environment" : "\"\(chosen)\"") is not UTF-8 and \(fallbackLocale) is not installed: no input method, so dead keys, Compose and IBus do not work")
                return false
            }
        }
        guard XSupportsLocale() != 0 else {
            Diagnostics.warn("Xlib does not support the locale \"\(String(cString: setlocale(LC_CTYPE, nil)))\": no input method, so dead keys, Compose and IBus do not work")
            return false
        }
        return true
    }

    /// Whether a locale name names UTF-8 ("en_US.UTF-8", "C.utf8").
    nonisolated static func isUTF8(locale: String) -> Bool {
        let lowered = locale.lowercased()
        return lowered.hasSuffix(".utf-8") || lowered.hasSuffix(".utf8") || lowered.contains(".utf-8@") || lowered.contains(".utf8@")
    }

    /// Whether `XMODIFIERS` names an input method server (`@im=ibus`), not the local one.
    nonisolated static func namesServer(modifiers: String?) -> Bool {
        guard let modifiers, let range = modifiers.range(of: "@im=") else { return false }
        let name = modifiers[range.upperBound...].prefix { $0 != "@" }
        return !name.isEmpty && name != "none" && name != "local"
    }

    private var userNamesServer: Bool { X11InputMethod.namesServer(modifiers: ProcessInfo.processInfo.environment["XMODIFIERS"]) }

    /// Opens the user's input method (`XMODIFIERS`), else the local one.
    private func open() {
        XSetLocaleModifiers("")
        if let server = XOpenIM(display, nil, nil, nil) {
            adopt(server, isServer: userNamesServer)
            return
        }
        if userNamesServer {
            Diagnostics.warn("the input method \"\(ProcessInfo.processInfo.environment["XMODIFIERS"] ?? "")\" (XMODIFIERS) is not running: using Xlib's own (dead keys and Compose); switching when it starts", once: "xim-server-missing")
            registerInstantiateCallback()
        }
        openLocal()
    }

    /// Opens Xlib's local input method (Compose and dead keys only).
    private func openLocal() {
        XSetLocaleModifiers(X11InputMethod.localModifiers)
        guard let local = XOpenIM(display, nil, nil, nil) else {
            Diagnostics.warn("Xlib could not open its local input method: dead keys and Compose do not work", once: "xim-local-missing")
            return
        }
        adopt(local, isServer: false)
    }

    /// Makes `method` the input method and creates the window's input context on it.
    private func adopt(_ method: XIM, isServer: Bool) {
        im = method
        usesServer = isServer
        spot = nil
        if isServer { _ = openuikit_im_set_destroy_callback(method, callbacks + Slot.destroy) }
        var offered = [XIMStyle](repeating: 0, count: 32)
        let count = Int(openuikit_im_input_styles(method, &offered, Int32(offered.count)))
        let supported = Set(offered.prefix(min(count, offered.count)))
        guard let chosen = X11InputMethod.preferredStyles.first(where: supported.contains) else {
            Diagnostics.warn("the input method offers none of the input styles OpenUIKit draws (preedit callbacks, or none): keys are decoded without it", once: "xim-no-style")
            return
        }
        ic = openuikit_create_ic(method, window, chosen, startCallback, callbacks + Slot.draw, callbacks + Slot.done, callbacks + Slot.caret)
        guard let ic else {
            Diagnostics.warn("the input method refused an input context for the window: keys are decoded without it", once: "xim-no-context")
            return
        }
        // The input method may need events the window does not select yet.
        let needed = openuikit_ic_filter_events(ic)
        var attributes = XWindowAttributes()
        if needed != 0, XGetWindowAttributes(display, window, &attributes) != 0, attributes.your_event_mask & needed != needed {
            XSelectInput(display, window, attributes.your_event_mask | needed)
        }
        if isFocused { XSetICFocus(ic) }
    }

    /// Closes the input method and its context: the local one when the server returns, any
    /// when the app lets go of it (a server's that went away Xlib has closed already).
    private func closeCurrent() {
        if let ic { XDestroyIC(ic) }
        if let im { XCloseIM(im) }
        ic = nil
        im = nil
    }

    // MARK: Events

    /// Hands `event` to the input method first; true when it took it (a key it composes with,
    /// or its own protocol traffic), and the event must not be handled further.
    func filter(_ event: inout XEvent) -> Bool {
        guard im != nil else { return false }
        return XFilterEvent(&event, 0) != 0
    }

    /// The text and keysym of a key press through the input context: what a dead key or
    /// Compose sequence made, or a server's commit. Nil without a context, for releases, and
    /// when the press produced neither text nor a keysym.
    func lookUp(_ event: inout XKeyEvent) -> (characters: String, keysym: KeySym)? {
        guard let ic, event.type == KeyPress else { return nil }
        var buffer = [CChar](repeating: 0, count: X11InputMethod.lookupBufferBytes)
        var keysym: KeySym = 0
        var status: Int32 = 0
        var count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        if status == XBufferOverflow {
            // The return value is the length needed; the same event may be looked up again.
            buffer = [CChar](repeating: 0, count: Int(count) + 1)
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count), &keysym, &status)
        }
        let hasText = status == XLookupChars || status == XLookupBoth
        let hasKeysym = status == XLookupKeySym || status == XLookupBoth
        guard hasText || hasKeysym else { return nil }
        let text = hasText ? String(decoding: buffer.prefix(Int(max(0, count))).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
        return (text, hasKeysym ? keysym : 0)
    }

    /// Whether the input method is composing: its preedit holds text.
    var isComposing: Bool { !preedit.isEmpty }

    /// Makes the input method drop its composition, because the app ended it itself: it
    /// called `unmarkText()` (keeping the marked text as typed), or the field resigned. Left
    /// alone, the server would go on composing and later commit the same text a second
    /// time, or show its preedit in the next field. `Xutf8ResetIC` returns what the method
    /// would have committed; the app already kept that text, so it is freed unread.
    func resetComposition() {
        guard let ic, isComposing else { return }
        if let unread = Xutf8ResetIC(ic) { XFree(unread) }
        // The server answers with preedit callbacks of its own (an empty draw, done); the
        // text is forgotten here now, so nothing asks for a reset twice.
        preedit.removeAll()
        preeditCaret = 0
    }

    /// The window gained or lost the keyboard focus: the input context follows.
    func setFocused(_ focused: Bool) {
        isFocused = focused
        guard let ic else { return }
        if focused { XSetICFocus(ic) } else { XUnsetICFocus(ic) }
    }

    /// Tells the input method where the caret is, in window pixels (its left edge, at the
    /// baseline), so a server's candidate window opens beside it. Only changes are sent.
    func moveSpot(toPixelX x: CGFloat, y: CGFloat) {
        guard let ic, x.isFinite, y.isFinite else { return }
        let clamped = (x: Int16(clamping: Int(x.rounded())), y: Int16(clamping: Int(y.rounded())))
        if let spot, spot == clamped { return }
        spot = clamped
        _ = openuikit_ic_set_spot(ic, clamped.x, clamped.y)
    }

    // MARK: Preedit callbacks

    private func preeditStarted() {
        preedit.removeAll()
        preeditCaret = 0
    }

    /// XIMPreeditDrawCallbackStruct: replace `chg_length` characters at `chg_first` with
    /// `text` (none: a deletion), then put the caret at `caret`.
    private func preeditDraw(_ data: XPointer?) {
        guard let data else { return }
        let draw = UnsafeRawPointer(data).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
        let first = min(max(0, Int(draw.chg_first)), preedit.count)
        let end = min(first + max(0, Int(draw.chg_length)), preedit.count)
        preedit.replaceSubrange(first..<end, with: draw.text.map { X11InputMethod.scalars(of: $0.pointee) } ?? [])
        preeditCaret = min(max(0, Int(draw.caret)), preedit.count)
        sendPreedit()
    }

    private func preeditDone() {
        preedit.removeAll()
        preeditCaret = 0
        sendPreedit()
    }

    /// XIMPreeditCaretCallbackStruct: the input method moves the caret within the preedit
    /// and reads back where it landed.
    private func preeditCaret(_ data: XPointer?) {
        guard let data else { return }
        let caret = UnsafeMutableRawPointer(data).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
        var position = preeditCaret
        switch caret.pointee.direction {
        case XIMAbsolutePosition: position = Int(caret.pointee.position)
        case XIMForwardChar: position += 1
        case XIMBackwardChar: position -= 1
        case XIMLineStart: position = 0
        case XIMLineEnd: position = preedit.count
        default: break
        }
        preeditCaret = min(max(0, position), preedit.count)
        caret.pointee.position = Int32(preeditCaret)
        sendPreedit()
    }

    /// The characters of an `XIMText`: multibyte text is UTF-8 (the locale is), wide text UCS-4.
    nonisolated static func scalars(of text: XIMText) -> [Unicode.Scalar] {
        if text.encoding_is_wchar != 0 {
            guard let wide = text.string.wide_char else { return [] }
            return (0..<Int(text.length)).compactMap { Unicode.Scalar(UInt32(bitPattern: wide[$0])) }
        }
        guard let bytes = text.string.multi_byte else { return [] }
        return Array(String(cString: bytes).unicodeScalars.prefix(Int(text.length)))
    }

    private func sendPreedit() {
        let text = String(String.UnicodeScalarView(preedit))
        let caretUTF16 = preedit.prefix(preeditCaret).reduce(0) { $0 + $1.utf16.count }
        onMarkedText(MarkedTextInput(text: text, selectedRange: NSRange(location: caretUTF16, length: 0), timestamp: now()))
    }

    // MARK: The server going and coming

    /// The server went away (XNDestroyCallback): Xlib has freed its input method and context.
    private func serverWentAway() {
        ic = nil
        im = nil
        usesServer = false
        Diagnostics.warn("the input method server went away: using Xlib's own (dead keys and Compose) until it returns")
        if !preedit.isEmpty { preeditDone() }
        if userNamesServer { registerInstantiateCallback() }
        openLocal()
    }

    /// The user's server is (back) up: leave the local input method for it.
    private func serverAppeared() {
        guard !usesServer else { return }
        XSetLocaleModifiers("")
        guard let server = XOpenIM(display, nil, nil, nil) else {
            XSetLocaleModifiers(X11InputMethod.localModifiers)
            return
        }
        unregisterInstantiateCallback()
        closeCurrent()
        adopt(server, isServer: true)
    }

    /// The instantiate callback is registered under the user's modifiers, which name the server.
    private func registerInstantiateCallback() {
        guard !waitsForServer else { return }
        XSetLocaleModifiers("")
        let client = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        waitsForServer = XRegisterIMInstantiateCallback(display, nil, nil, nil, X11InputMethod.instantiated, client) != 0
    }

    private func unregisterInstantiateCallback() {
        guard waitsForServer else { return }
        waitsForServer = false
        let client = XPointer(Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self))
        XUnregisterIMInstantiateCallback(display, nil, nil, nil, X11InputMethod.instantiated, client)
    }

    private static let instantiated: XIDProc = { _, client, data in
        X11InputMethod.call(client, data) { method, _ in method.serverAppeared() }
    }
}
