import CX11
import Foundation

/// Turns core key events into `KeyInput` values with UIKit's key codes.
///
/// Keys come from core events even when XI2 is in use: the host selects no XI2 key events,
/// so the two never duplicate each other.
enum X11Keyboard {
    static func decode(_ event: XKeyEvent, timestamp: TimeInterval) -> KeyInput {
        var e = event
        let typed = lookUp(&e)
        var plain = event
        plain.state = 0
        let unmodified = lookUp(&plain)
        let key = UIKey(characters: typed.characters, charactersIgnoringModifiers: unmodified.characters,
                        modifierFlags: X11InputDecoder.modifiers(effective: Int32(event.state)),
                        keyCode: usage(forKeysym: unmodified.keysym))
        return KeyInput(isDown: event.type == KeyPress, key: key, timestamp: timestamp)
    }

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
        Int(XK_Escape): .keyboardEscape, Int(XK_BackSpace): .keyboardDeleteOrBackspace,
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
