import Foundation

/// `org.a11y.atspi.Text` and `org.a11y.atspi.EditableText` for text fields and text views:
/// reading the text by characters, words and lines, the caret and selection, and edits that
/// go through the same path as typing. Offsets count characters.
extension ATSPIBridge {
    func text(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        guard let text = node.textInput else { return .unknownMethod(call) }
        let arguments = call.arguments
        let numbers = arguments.compactMap(\.intValue)
        let characters = text.characters
        func string(_ range: Range<Int>) -> String { String(characters[range]) }
        func unit(_ granularity: ATSPITextTarget.Granularity) -> DBusReply {
            guard numbers.count == 2 else { return .invalidArguments(call) }
            let range = text.unit(at: numbers[0], granularity: granularity)
            return .values([.string(string(range)), .int32(Int32(range.lowerBound)), .int32(Int32(range.upperBound))])
        }
        switch call.member {
        case "GetText":
            guard numbers.count == 2 else { return .invalidArguments(call) }
            return .values([.string(string(text.clamped(numbers[0], numbers[1])))])
        case "GetCharacterAtOffset":
            guard let offset = numbers.first else { return .invalidArguments(call) }
            let scalar = characters.indices.contains(offset) ? characters[offset].unicodeScalars.first.map { Int32($0.value) } : nil
            return .values([.int32(scalar ?? 0)])
        case "GetStringAtOffset":
            guard numbers.count == 2 else { return .invalidArguments(call) }
            return unit(ATSPITextTarget.Granularity(granularity: numbers[1]))
        case "GetTextAtOffset":
            guard numbers.count == 2 else { return .invalidArguments(call) }
            return unit(ATSPITextTarget.Granularity(boundary: numbers[1]))
        case "SetCaretOffset":
            guard let offset = numbers.first else { return .invalidArguments(call) }
            let caret = text.clamped(offset, offset)
            text.select(caret.lowerBound..<caret.lowerBound)
            return .values([.boolean(true)])
        case "GetNSelections":
            return .values([.int32(text.selection.isEmpty ? 0 : 1)])
        case "GetSelection":
            let selection = text.selection
            guard numbers.first == 0, !selection.isEmpty else { return .values([.int32(0), .int32(0)]) }
            return .values([.int32(Int32(selection.lowerBound)), .int32(Int32(selection.upperBound))])
        case "AddSelection":
            guard numbers.count == 2, text.selection.isEmpty else { return .values([.boolean(false)]) }
            text.select(text.clamped(numbers[0], numbers[1]))
            return .values([.boolean(true)])
        case "SetSelection":
            guard numbers.count == 3, numbers[0] == 0 else { return .values([.boolean(false)]) }
            text.select(text.clamped(numbers[1], numbers[2]))
            return .values([.boolean(true)])
        case "RemoveSelection":
            guard numbers.first == 0 else { return .values([.boolean(false)]) }
            text.select(text.caret..<text.caret)
            return .values([.boolean(true)])
        case "GetAttributes", "GetAttributeRun":
            // No per-run attributes: one run covering the text, with none.
            return .values([stringDictionary([:]), .int32(0), .int32(Int32(characters.count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet":
            return .values([stringDictionary([:])])
        default:
            return .unknownMethod(call)
        }
    }

    func editableText(_ call: DBusIncomingCall, _ node: ATSPINode) -> DBusReply {
        guard let text = node.textInput else { return .unknownMethod(call) }
        let arguments = call.arguments
        switch call.member {
        case "SetTextContents":
            guard let contents = arguments.first?.stringValue else { return .invalidArguments(call) }
            return .values([.boolean(text.replace(text.clamped(0, -1), with: contents))])
        case "InsertText":
            // (position, text, length in characters of text to insert)
            guard arguments.count == 3, let position = arguments[0].intValue, let inserted = arguments[1].stringValue,
                  let length = arguments[2].intValue else { return .invalidArguments(call) }
            let at = text.clamped(position, position).lowerBound
            let piece = length >= 0 ? String(inserted.prefix(length)) : inserted
            return .values([.boolean(text.replace(at..<at, with: piece))])
        case "DeleteText":
            guard arguments.count == 2, let start = arguments[0].intValue, let end = arguments[1].intValue else {
                return .invalidArguments(call)
            }
            return .values([.boolean(text.replace(text.clamped(start, end), with: ""))])
        case "CopyText", "CutText":
            guard arguments.count == 2, let start = arguments[0].intValue, let end = arguments[1].intValue else {
                return .invalidArguments(call)
            }
            let range = text.clamped(start, end)
            // A secure field's text never leaves it, as its own copy refuses.
            if case .field(let field) = text, field.isSecureTextEntry { return call.member == "CopyText" ? .values([]) : .values([.boolean(false)]) }
            UIPasteboard.general.string = String(text.characters[range])
            if call.member == "CopyText" { return .values([]) }
            return .values([.boolean(text.replace(range, with: ""))])
        case "PasteText":
            guard let position = arguments.first?.intValue else { return .invalidArguments(call) }
            guard let pasted = UIPasteboard.general.string else { return .values([.boolean(false)]) }
            let at = text.clamped(position, position).lowerBound
            return .values([.boolean(text.replace(at..<at, with: pasted))])
        default:
            return .unknownMethod(call)
        }
    }
}
