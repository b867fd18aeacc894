import Foundation

/// What a key does in a text field: the keyboard's editing conventions of Linux desktops
/// (Ctrl for words and shortcuts) with the Mac's (Option for words, Command for shortcuts)
/// accepted as well, since UIKit apps document the latter.
enum TextEditingCommand: Equatable {
    /// Left or right by a character or word, extending the selection with Shift.
    case moveCaret(forward: Bool, byWord: Bool, extending: Bool)
    /// To the start (Home, Up, Command-Left) or end (End, Down, Command-Right).
    case moveToEnd(forward: Bool, extending: Bool)
    /// Backspace (`forward` false) or Delete, by a character or word.
    case delete(forward: Bool, byWord: Bool)
    /// Typed text.
    case insert(String)
    /// Return or Enter.
    case returnKey
    case selectAll, copy, cut, paste, undo, redo

    /// The command `key` gives in a text field; nil for keys the field leaves to others.
    static func command(for key: UIKey) -> TextEditingCommand? {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let shortcut = flags.contains(.control) || flags.contains(.command)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardRightArrow:
            let forward = key.keyCode == .keyboardRightArrow
            if flags.contains(.command) { return .moveToEnd(forward: forward, extending: shift) }
            return .moveCaret(forward: forward, byWord: byWord, extending: shift)
        case .keyboardUpArrow, .keyboardHome:
            return .moveToEnd(forward: false, extending: shift)
        case .keyboardDownArrow, .keyboardEnd:
            return .moveToEnd(forward: true, extending: shift)
        case .keyboardDeleteOrBackspace:
            return .delete(forward: false, byWord: byWord)
        case .keyboardDeleteForward:
            return .delete(forward: true, byWord: byWord)
        case .keyboardReturnOrEnter:
            return .returnKey
        default:
            break
        }
        if shortcut {
            guard !flags.contains(.alternate) else { return nil }
            switch key.charactersIgnoringModifiers.lowercased() {
            case "a": return .selectAll
            case "c": return .copy
            case "x": return .cut
            case "v": return .paste
            case "z": return shift ? .redo : .undo
            case "y": return .redo
            default: return nil
            }
        }
        let typed = String(String.UnicodeScalarView(key.characters.unicodeScalars.filter(isTypeable)))
        return typed.isEmpty ? nil : .insert(typed)
    }

    /// Whether a typed character is text: control characters (Tab, Escape, the C0 and C1
    /// ranges, DEL) are keys, not text.
    private static func isTypeable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
