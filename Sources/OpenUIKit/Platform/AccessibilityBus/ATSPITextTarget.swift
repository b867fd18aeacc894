import Foundation

/// A text field or text view as AT-SPI's Text and EditableText interfaces see it: text,
/// caret and selection as character offsets, and edits made as the user's (the delegate is
/// asked, editing-changed actions and notifications go out).
@MainActor
enum ATSPITextTarget {
    case field(UITextField)
    case view(UITextView)

    private var buffer: TextEditingBuffer {
        switch self {
        case .field(let field): field.buffer
        case .view(let view): view.buffer
        }
    }

    /// The characters as a screen reader may read them: a secure field's are dots.
    var characters: [Character] {
        if case .field(let field) = self, field.isSecureTextEntry {
            return Array(repeating: "•", count: field.buffer.characters.count)
        }
        return buffer.characters
    }

    var isMultiLine: Bool {
        if case .view = self { return true }
        return false
    }

    var isEditable: Bool {
        switch self {
        case .field(let field): field.isEnabled
        case .view(let view): view.isEditable
        }
    }

    /// The caret: the selection's moving end.
    var caret: Int { buffer.focus }

    var selection: Range<Int> { buffer.selection }

    /// `start..<end` clamped to the text; -1 as the end means the end of the text.
    func clamped(_ start: Int, _ end: Int) -> Range<Int> {
        let count = buffer.characters.count
        let upper = end < 0 ? count : min(end, count)
        let lower = max(0, min(start, upper))
        return lower..<upper
    }

    /// Selects `range` (a caret when it is empty).
    func select(_ range: Range<Int>) {
        switch self {
        case .field(let field):
            field.buffer.select(range)
            field.selectionDidChange()
        case .view(let view):
            view.selectedRange = view.buffer.nsRange(range)
        }
    }

    /// Replaces `range` with `string` as typing would, but as one edit.
    func replace(_ range: Range<Int>, with string: String) -> Bool {
        guard isEditable else { return false }
        switch self {
        case .field(let field): field.replaceByUser(range, with: string, typing: false)
        case .view(let view): view.replaceByUser(range, with: string, typing: false)
        }
        return true
    }

    /// The range of the unit (`TextGranularity`-like) around `offset`: a character, a word,
    /// a line, or the whole text for sentences and paragraphs of a field.
    func unit(at offset: Int, granularity: Granularity) -> Range<Int> {
        let characters = buffer.characters
        let count = characters.count
        guard count > 0 else { return 0..<0 }
        let index = max(0, min(offset, count - 1))
        switch granularity {
        case .character:
            return offset >= count ? count..<count : index..<(index + 1)
        case .word:
            return buffer.wordRange(at: index)
        case .line:
            var lower = index, upper = index
            while lower > 0, characters[lower - 1] != "\n" { lower -= 1 }
            while upper < count, characters[upper] != "\n" { upper += 1 }
            return lower..<min(count, upper + 1)
        case .whole:
            return 0..<count
        }
    }

    /// The text units AT-SPI asks for, from its granularities and (older) boundary types.
    enum Granularity {
        case character, word, line, whole

        /// `AtspiTextGranularity`: char 0, word 1, sentence 2, line 3, paragraph 4.
        init(granularity: Int) {
            switch granularity {
            case 0: self = .character
            case 1: self = .word
            case 3: self = .line
            default: self = .whole
            }
        }

        /// `AtspiTextBoundaryType`: char 0, word start/end 1–2, sentence 3–4, line 5–6.
        init(boundary: Int) {
            switch boundary {
            case 0: self = .character
            case 1, 2: self = .word
            case 5, 6: self = .line
            default: self = .whole
            }
        }
    }
}
