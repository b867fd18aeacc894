import CX11
import Foundation

/// Turns core key events into `KeyInput` values with UIKit's key codes.
///
/// Keys come from core events even when XI2 is in use: the host selects no XI2 key events,
/// so the two never duplicate each other, and the input method (`X11InputMethod`) filters and
/// looks up core `XKeyEvent`s only.
enum X11Keyboard {
    /// The key `event` is, its text looked up through `inputMethod` when it has an input
    /// context (what a dead key or Compose sequence made, or a server's commit), else with
    /// `XLookupString`. Nil for a press that produced nothing (an input method's empty
    /// lookup).
    @MainActor
    static func decode(_ event: XKeyEvent, timestamp: TimeInterval, inputMethod: X11InputMethod? = nil) -> KeyInput? {
        var e = event
        let typed: (characters: String, keysym: KeySym)
        if let inputMethod, inputMethod.hasContext, event.type == KeyPress {
            guard let looked = inputMethod.lookUp(&e) else { return nil }
            typed = looked
        } else {
            typed = lookUp(&e)
        }
        let modifiers = X11InputDecoder.modifiers(effective: Int32(event.state))
        // Keycode 0 is no key: the text an input method server committed.
        guard event.keycode != X11Keyboard.committedTextKeycode else {
            let key = UIKey(characters: typed.characters, charactersIgnoringModifiers: typed.characters,
                            modifierFlags: modifiers, keyCode: .keyboardErrorUndefined)
            return KeyInput(isDown: event.type == KeyPress, key: key, timestamp: timestamp)
        }
        var plain = event
        plain.state = 0
        let unmodified = lookUp(&plain)
        let key = UIKey(characters: typed.characters, charactersIgnoringModifiers: unmodified.characters,
                        modifierFlags: modifiers, keyCode: usage(forKeysym: unmodified.keysym))
        return KeyInput(isDown: event.type == KeyPress, key: key, timestamp: timestamp)
    }

    /// The keycode of the key events an input method sends back with committed text.
    static let committedTextKeycode: UInt32 = 0

    private static func lookUp(_ event: inout XKeyEvent) -> (characters: String, keysym: KeySym) {
        var buffer = [CChar](repeating: 0, count: 32)
        var keysym: KeySym = 0
        let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        // XLookupString produces Latin-1; each byte is its own code point.
        let characters = String(String.UnicodeScalarView(buffer.prefix(Int(max(0, count))).compactMap { Unicode.Scalar(UInt8(bitPattern: $0)) }))
        return (characters, keysym)
    }

    /// The HID usage for a keysym; `.keyboardErrorUndefined` for keys without one here.
    static func usage(forKeysym keysym: KeySym) -> UIKeyboardHIDUsage {
        let sym = Int(keysym)
        switch sym {
        case Int(XK_a)...Int(XK_z): return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + sym - Int(XK_a))
        case Int(XK_A)...Int(XK_Z): return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + sym - Int(XK_A))
        case Int(XK_1)...Int(XK_9): return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + sym - Int(XK_1))
        case Int(XK_0): return .keyboard0
        case Int(XK_F1)...Int(XK_F12): return UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + sym - Int(XK_F1))
        default: return namedKeys[sym] ?? .keyboardErrorUndefined
        }
    }

    private static let namedKeys: [Int: UIKeyboardHIDUsage] = [
        Int(XK_Return): .keyboardReturnOrEnter, Int(XK_KP_Enter): .keyboardReturnOrEnter,
        Int(XK_Escape): .keyboardEscape, Int(XK_BackSpace): .keyboardDeleteOrBackspace, Int(XK_Menu): .keyboardApplication,
        Int(XK_Tab): .keyboardTab, Int(XK_space): .keyboardSpacebar,
        Int(XK_minus): .keyboardHyphen, Int(XK_equal): .keyboardEqualSign,
        Int(XK_Home): .keyboardHome, Int(XK_Prior): .keyboardPageUp, Int(XK_Delete): .keyboardDeleteForward,
        Int(XK_End): .keyboardEnd, Int(XK_Next): .keyboardPageDown,
        Int(XK_Right): .keyboardRightArrow, Int(XK_Left): .keyboardLeftArrow,
        Int(XK_Down): .keyboardDownArrow, Int(XK_Up): .keyboardUpArrow,
        Int(XK_Control_L): .keyboardLeftControl, Int(XK_Control_R): .keyboardRightControl,
        Int(XK_Shift_L): .keyboardLeftShift, Int(XK_Shift_R): .keyboardRightShift,
        Int(XK_Alt_L): .keyboardLeftAlt, Int(XK_Alt_R): .keyboardRightAlt,
        Int(XK_Meta_L): .keyboardLeftAlt, Int(XK_Meta_R): .keyboardRightAlt,
    ]
}
