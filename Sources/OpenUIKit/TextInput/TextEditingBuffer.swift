import Foundation

/// The text a field edits and its selection, as plain values: what the editing keys do to
/// them (character and word moves, deletions, replacements), apart from drawing and events
/// so each rule can be tested alone.
///
/// Positions count characters (grapheme clusters), so a caret never lands inside an emoji
/// or a letter with its accents; `nsRange(_:)` converts to the UTF-16 ranges UIKit's
/// delegate methods take.
struct TextEditingBuffer: Equatable {
    /// The characters being edited.
    private(set) var characters: [Character]
    /// Where the selection started (stays put while Shift-arrows or a drag extend it).
    private(set) var anchor: Int
    /// The end of the selection that moves; the caret when the selection is empty.
    private(set) var focus: Int
    /// The marked text's characters while an input method composes (its provisional text,
    /// part of `characters`); nil otherwise. Any other edit ends the composition.
    private(set) var markedRange: Range<Int>?

    /// A buffer holding `text`, the caret after its last character.
    init(text: String) {
        characters = Array(text)
        anchor = characters.count
        focus = characters.count
    }

    /// The text as one string.
    var text: String { String(characters) }

    /// The selected characters' range; empty at the caret.
    var selection: Range<Int> { min(anchor, focus)..<max(anchor, focus) }

    /// The UTF-16 range of `range` of characters, as `NSRange`.
    func nsRange(_ range: Range<Int>) -> NSRange {
        let before = characters[..<range.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let length = characters[range].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: before, length: length)
    }

    /// The characters' range covering the UTF-16 range `range`, clamped to the text, with
    /// ends inside a character widened to its edges.
    func characterRange(_ range: NSRange) -> Range<Int> {
        var lower = characters.count
        var upper = characters.count
        var utf16 = 0
        for (index, character) in characters.enumerated() {
            let next = utf16 + character.utf16.count
            if lower == characters.count, range.location < next { lower = index }
            if range.location + range.length <= utf16 { upper = index; break }
            utf16 = next
        }
        return min(lower, upper)..<max(lower, upper)
    }

    /// Selects `range` (clamped to the text), the anchor at its start.
    mutating func select(_ range: Range<Int>) {
        anchor = min(max(0, range.lowerBound), characters.count)
        focus = min(max(anchor, range.upperBound), characters.count)
    }

    /// Puts the caret at `index` or, when `extending`, moves the selection's free end there.
    mutating func move(to index: Int, extending: Bool) {
        let clamped = min(max(0, index), characters.count)
        focus = clamped
        if !extending { anchor = clamped }
    }

    /// Replaces the selection with `string`; the caret lands after the inserted text.
    mutating func replaceSelection(with string: String) {
        replace(selection, with: string)
    }

    /// Replaces `range` with `string`; the caret lands after the inserted text.
    mutating func replace(_ range: Range<Int>, with string: String) {
        let clamped = min(range.lowerBound, characters.count)..<min(range.upperBound, characters.count)
        // Characters can merge across the seam (a combining accent typed after a letter),
        // so the caret is counted from the end, which the edit did not touch.
        let untouchedTail = characters.count - clamped.upperBound
        characters = Array(String(characters[..<clamped.lowerBound]) + string + String(characters[clamped.upperBound...]))
        move(to: max(0, characters.count - untouchedTail), extending: false)
        markedRange = nil
    }

    /// Replaces the marked text (or, with none, the selection) with `string` and marks it, as
    /// `setMarkedText(_:selectedRange:)` does; `selectedRange` (UTF-16, within `string`,
    /// clamped to it) becomes the selection. An empty `string` removes the marked text and
    /// ends the composition.
    mutating func setMarkedText(_ string: String, selectedRange: NSRange) {
        let target = markedRange ?? selection
        replace(target, with: string)
        guard !string.isEmpty else { return }
        let marked = min(target.lowerBound, focus)..<focus
        markedRange = marked
        // Clamped before use: NSNotFound or a negative location is the caller's mistake.
        let length = string.utf16.count
        let location = min(max(0, selectedRange.location), length)
        let clamped = NSRange(location: location, length: min(max(0, selectedRange.length), length - location))
        let inner = TextEditingBuffer(text: String(characters[marked])).characterRange(clamped)
        select((marked.lowerBound + inner.lowerBound)..<(marked.lowerBound + inner.upperBound))
    }

    /// Ends the composition: the marked text stays as ordinary text.
    mutating func unmarkText() {
        markedRange = nil
    }

    /// Where a caret move from `index` by one step lands: one character, or (`byWord`) to the
    /// start of the previous word or the end of the next.
    func index(from index: Int, forward: Bool, byWord: Bool) -> Int {
        guard byWord else { return min(max(0, index + (forward ? 1 : -1)), characters.count) }
        var i = index
        if forward {
            while i < characters.count, !isWordCharacter(characters[i]) { i += 1 }
            while i < characters.count, isWordCharacter(characters[i]) { i += 1 }
        } else {
            while i > 0, !isWordCharacter(characters[i - 1]) { i -= 1 }
            while i > 0, isWordCharacter(characters[i - 1]) { i -= 1 }
        }
        return i
    }

    /// The range a left or right arrow acts on: without Shift, a selection collapses to the
    /// side moved toward instead of moving past it.
    mutating func moveCaret(forward: Bool, byWord: Bool, extending: Bool) {
        if !extending, !selection.isEmpty, !byWord {
            move(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
            return
        }
        move(to: index(from: focus, forward: forward, byWord: byWord), extending: extending)
    }

    /// What Backspace (`forward` false) or Delete removes: the selection, else one character
    /// or (`byWord`) a word next to the caret. Empty when there is nothing to remove.
    func deletionRange(forward: Bool, byWord: Bool) -> Range<Int> {
        guard selection.isEmpty else { return selection }
        let other = index(from: focus, forward: forward, byWord: byWord)
        return min(focus, other)..<max(focus, other)
    }

    /// The word (or run of spaces or punctuation) around `index`: what a double click selects.
    func wordRange(at index: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let i = min(max(0, index), characters.count - 1)
        let kind = isWordCharacter(characters[i])
        var lower = i
        var upper = i + 1
        while lower > 0, isWordCharacter(characters[lower - 1]) == kind { lower -= 1 }
        while upper < characters.count, isWordCharacter(characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }

    private func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "'"
    }
}
