import Foundation

/// What a key does in a text view: a text field's commands (`TextEditingCommand`), with the
/// keys that mean something else in many lines: Up and Down move by line, Home and End go
/// to the line's ends (with Ctrl or Command, to the text's), and Return inserts a line break.
enum TextViewEditingCommand: Equatable {
    /// Up (`by` -1) or Down (+1) a line, extending the selection with Shift.
    case moveLine(by: Int, extending: Bool)
    /// To the start or end of the caret's line, extending with Shift.
    case moveToLineEnd(forward: Bool, extending: Bool)
    /// A text field's command.
    case field(TextEditingCommand)

    /// Whether the command leaves the text as it is: a selection extended with Shift,
    /// selecting all, copying. A text view that is selectable but not editable does these
    /// alone (plain arrows and pages scroll it instead).
    var leavesTextAlone: Bool {
        switch self {
        case .moveLine(_, let extending), .moveToLineEnd(_, let extending): extending
        case .field(.moveCaret(_, _, let extending)), .field(.moveToEnd(_, let extending)): extending
        case .field(.selectAll), .field(.copy): true
        case .field: false
        }
    }

    /// The command `key` gives in a text view; nil for keys the view leaves to others.
    init?(_ key: UIKey) {
        let flags = key.modifierFlags
        let shift = flags.contains(.shift)
        let toTextEnds = flags.contains(.control) || flags.contains(.command)
        switch key.keyCode {
        case .keyboardUpArrow, .keyboardDownArrow:
            let forward = key.keyCode == .keyboardDownArrow
            self = toTextEnds ? .field(.moveToEnd(forward: forward, extending: shift)) : .moveLine(by: forward ? 1 : -1, extending: shift)
        case .keyboardHome, .keyboardEnd:
            let forward = key.keyCode == .keyboardEnd
            self = toTextEnds ? .field(.moveToEnd(forward: forward, extending: shift)) : .moveToLineEnd(forward: forward, extending: shift)
        case .keyboardReturnOrEnter:
            self = .field(.insert("\n"))
        default:
            guard let command = TextEditingCommand.command(for: key) else { return nil }
            self = .field(command)
        }
    }
}
