import CX11
import CXTest

/// Fakes pointer and keyboard input with the XTEST extension, over a connection of its own.
///
/// XTest input goes through the server's XTEST slave devices, so clients see it exactly like
/// real mouse and keyboard input: core events and XI2 events (XI_Motion, XI_ButtonPress,
/// XI_KeyPress …) from the "Virtual core pointer/keyboard" masters. (Events sent with
/// XSendEvent, as `xdotool click --window` does, never appear as XI2 events.) Works on Xvfb
/// and on Xorg. Every call flushes and waits (XSync) until the server has processed it.
public final class XTestInjector {
    public let displayName: String
    private let display: OpaquePointer

    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw LiveTestError("cannot open display \(displayName)")
        }
        var eventBase: Int32 = 0, errorBase: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
            XCloseDisplay(display)
            throw LiveTestError("\(displayName) has no XTEST extension")
        }
        self.displayName = displayName
        self.display = display
    }

    deinit {
        XCloseDisplay(display)
    }

    // MARK: Pointer

    /// Moves the pointer to screen pixel (`x`, `y`) of screen 0.
    public func movePointer(toX x: Int, y: Int) {
        XTestFakeMotionEvent(display, 0, Int32(x), Int32(y), UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Presses pointer button `button` (1 left, 2 middle, 3 right, 4–7 wheel up, down,
    /// left, right, 8 back, 9 forward).
    public func pressButton(_ button: Int) {
        precondition((1...9).contains(button), "button \(button) is not 1...9")
        XTestFakeButtonEvent(display, UInt32(button), 1, UInt(CurrentTime))
        XSync(display, 0)
    }

    public func releaseButton(_ button: Int) {
        precondition((1...9).contains(button), "button \(button) is not 1...9")
        XTestFakeButtonEvent(display, UInt32(button), 0, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Presses and releases `button` where the pointer is.
    public func click(_ button: Int = 1) {
        pressButton(button)
        releaseButton(button)
    }

    // MARK: Keys

    /// The keysym called `name` ("Alt_L", "Control_L", "Shift_L", "Escape", "q", "F11", …),
    /// or nil for an unknown name.
    public static func keysym(named name: String) -> KeySym? {
        let keysym = XStringToKeysym(name)
        return keysym == UInt(NoSymbol) ? nil : keysym
    }

    /// Presses the key that produces `keysym` on the server's keymap.
    public func pressKey(_ keysym: KeySym) throws {
        XTestFakeKeyEvent(display, UInt32(try keycode(for: keysym)), 1, UInt(CurrentTime))
        XSync(display, 0)
    }

    public func releaseKey(_ keysym: KeySym) throws {
        XTestFakeKeyEvent(display, UInt32(try keycode(for: keysym)), 0, UInt(CurrentTime))
        XSync(display, 0)
    }

    /// Presses the key called `name` (see `keysym(named:)`).
    public func pressKey(named name: String) throws {
        try pressKey(try keysym(forName: name))
    }

    public func releaseKey(named name: String) throws {
        try releaseKey(try keysym(forName: name))
    }

    /// Presses and releases the key called `name`.
    public func typeKey(named name: String) throws {
        try pressKey(named: name)
        try releaseKey(named: name)
    }

    private func keysym(forName name: String) throws -> KeySym {
        guard let keysym = Self.keysym(named: name) else { throw LiveTestError("no keysym named \"\(name)\"") }
        return keysym
    }

    private func keycode(for keysym: KeySym) throws -> KeyCode {
        let keycode = XKeysymToKeycode(display, keysym)
        guard keycode != 0 else {
            throw LiveTestError("keysym 0x\(String(keysym, radix: 16)) is on no key of \(displayName)'s keymap")
        }
        return keycode
    }
}
