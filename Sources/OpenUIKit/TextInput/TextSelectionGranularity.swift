import Foundation

/// How much of the text one press selects, by how many presses came in a row (`UITouch`'s
/// `tapCount`): the caret, a word, a sentence or a paragraph. A drag that began with the
/// press goes on selecting in the same units.
///
/// A pointer clicks as on the desktop (and on an iPad with a trackpad): one click places the
/// caret, two select a word, three the paragraph. A finger taps as iOS 13 and later: one tap
/// places the caret, two select a word, three the sentence and four the paragraph.
enum TextSelectionGranularity: Equatable {
    /// The caret between two characters.
    case character
    /// A word, or a run of spaces or punctuation (`TextEditingBuffer.wordRange(at:)`).
    case word
    /// A sentence with the spaces after it (`TextEditingBuffer.sentenceRange(at:)`).
    case sentence
    /// A paragraph with its line break (`TextEditingBuffer.paragraphRange(at:)`).
    case paragraph

    /// What the `tapCount`-th press in a row selects; `isPointer` for a mouse or trackpad.
    init(tapCount: Int, isPointer: Bool) {
        switch tapCount {
        case ...1: self = .character
        case 2: self = .word
        case 3: self = isPointer ? .paragraph : .sentence
        default: self = .paragraph
        }
    }
}

extension TextEditingBuffer {
    /// The unit of `granularity` around `index`; for `.character`, the empty range at it.
    func range(of granularity: TextSelectionGranularity, at index: Int) -> Range<Int> {
        switch granularity {
        case .character:
            let clamped = min(max(0, index), characters.count)
            return clamped..<clamped
        case .word: return wordRange(at: index)
        case .sentence: return sentenceRange(at: index)
        case .paragraph: return paragraphRange(at: index)
        }
    }

    /// Selects from `anchor` (what the press selected) to the unit of `granularity` at
    /// `index`, as a drag does: the selection always holds the whole anchor, and its free end
    /// follows the drag by whole units.
    mutating func extendSelection(from anchor: Range<Int>, by granularity: TextSelectionGranularity, to index: Int) {
        let unit = range(of: granularity, at: index)
        if unit.lowerBound < anchor.lowerBound {
            move(to: anchor.upperBound, extending: false)
            move(to: unit.lowerBound, extending: true)
        } else {
            move(to: anchor.lowerBound, extending: false)
            move(to: max(anchor.upperBound, unit.upperBound), extending: true)
        }
    }

    /// The paragraph around `index`, with the line break that ends it (as Foundation's
    /// `paragraphRange(for:)`): what a pointer's triple click selects. At the very end of a
    /// text ending in a line break, the empty last paragraph.
    func paragraphRange(at index: Int) -> Range<Int> {
        let i = min(max(0, index), characters.count)
        var lower = i
        while lower > 0, !characters[lower - 1].isNewline { lower -= 1 }
        var upper = i
        while upper < characters.count, !characters[upper].isNewline { upper += 1 }
        if upper < characters.count { upper += 1 }
        return lower..<upper
    }

    /// The sentence around `index`, with the spaces after it, within its paragraph: what a
    /// finger's triple tap selects. A sentence ends after `.`, `!`, `?` or `…` (and any
    /// closing quotes or brackets) followed by a space or the paragraph's end.
    func sentenceRange(at index: Int) -> Range<Int> {
        let paragraph = paragraphRange(at: index)
        // The paragraph's line break belongs to no sentence.
        var end = paragraph.upperBound
        if end > paragraph.lowerBound, characters[end - 1].isNewline { end -= 1 }
        let i = min(max(paragraph.lowerBound, index), max(paragraph.lowerBound, end - 1))
        var start = paragraph.lowerBound
        var k = start
        while k < end {
            guard Self.sentenceTerminators.contains(characters[k]) else {
                k += 1
                continue
            }
            var close = k + 1
            while close < end, Self.sentenceClosers.contains(characters[close]) { close += 1 }
            guard close == end || characters[close].isWhitespace else {
                k = close
                continue
            }
            var next = close
            while next < end, characters[next].isWhitespace { next += 1 }
            if i < next { return start..<next }
            start = next
            k = next
        }
        return start..<end
    }

    /// What ends a sentence.
    private static let sentenceTerminators: Set<Character> = [".", "!", "?", "\u{2026}"]
    /// What may follow a sentence's terminator and still belong to the sentence.
    private static let sentenceClosers: Set<Character> = ["\"", "'", ")", "]", "\u{201D}", "\u{2019}", "\u{00BB}"]
}
