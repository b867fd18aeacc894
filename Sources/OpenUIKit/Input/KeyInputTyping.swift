import Foundation

/// What a key does to a `UIKeyInput` first responder: typed characters are inserted,
/// Backspace deletes backward, and Return inserts a line break. Keys with Control or
/// Command are shortcuts, not typing, and everything else (arrows, Tab, Esc, function keys)
/// goes on up the responder chain.
enum KeyInputTyping: Equatable {
    /// Text to pass to `insertText(_:)`.
    case insert(String)
    /// A call of `deleteBackward()`.
    case deleteBackward

    /// The typing `key` does, or nil for a key that is not typing.
    init?(_ key: UIKey) {
        let flags = key.modifierFlags
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            self = .deleteBackward
            return
        case .keyboardReturnOrEnter:
            self = .insert("\n")
            return
        default:
            break
        }
        guard flags.isDisjoint(with: [.control, .command]) else { return nil }
        // Control characters (Tab, Esc, the C0 and C1 ranges, DEL) are keys, not text.
        let scalars = key.characters.unicodeScalars.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
        guard !scalars.isEmpty else { return nil }
        self = .insert(String(String.UnicodeScalarView(scalars)))
    }

    /// Does it to `input`.
    @MainActor
    func apply(to input: UIKeyInput) {
        switch self {
        case .insert(let text): input.insertText(text)
        case .deleteBackward: input.deleteBackward()
        }
    }
}
