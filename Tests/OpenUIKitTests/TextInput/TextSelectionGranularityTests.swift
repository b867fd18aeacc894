import Foundation
import Testing
@testable import OpenUIKit

/// What presses in a row select, as values: the granularity by `tapCount` for a pointer and
/// a finger, the buffer's sentence and paragraph ranges (Foundation's units: a paragraph
/// keeps its line break, a sentence the spaces after it), and a drag's extension by units.
@Suite struct TextSelectionGranularityTests {
    @Test func pressesInARowSelectLargerUnits() {
        #expect([1, 2, 3, 4].map { TextSelectionGranularity(tapCount: $0, isPointer: true) } == [.character, .word, .paragraph, .paragraph],
                "a pointer: caret, word, paragraph (the desktop's triple click)")
        #expect([1, 2, 3, 4, 5].map { TextSelectionGranularity(tapCount: $0, isPointer: false) }
                == [.character, .word, .sentence, .paragraph, .paragraph], "a finger: iOS 13's third tap is the sentence")
    }

    @Test func paragraphsKeepTheirLineBreak() {
        let buffer = TextEditingBuffer(text: "ab\ncd\n")
        #expect(buffer.paragraphRange(at: 0) == 0..<3 && buffer.paragraphRange(at: 2) == 0..<3, "the break belongs to its paragraph")
        #expect(buffer.paragraphRange(at: 4) == 3..<6)
        #expect(buffer.paragraphRange(at: 6) == 6..<6, "after a final break, the empty last paragraph")
        #expect(TextEditingBuffer(text: "").paragraphRange(at: 0) == 0..<0)
        #expect(TextEditingBuffer(text: "one line").paragraphRange(at: 99) == 0..<8, "an index past the end is clamped")
    }

    @Test func sentencesEndAtTerminatorsFollowedBySpaceAndKeepTheSpaces() {
        let buffer = TextEditingBuffer(text: "Hi there. \"Why?\" she asked. Version 1.5 is out\nNext")
        #expect(buffer.sentenceRange(at: 3) == 0..<10, "\"Hi there. \" with its space")
        #expect(buffer.sentenceRange(at: 12) == 10..<17, "a closing quote stays with its sentence")
        #expect(buffer.sentenceRange(at: 20) == 17..<28)
        #expect(buffer.sentenceRange(at: 38) == 28..<46, "a point inside a number ends nothing; the line break is left out")
        #expect(buffer.sentenceRange(at: 49) == 47..<51, "the next paragraph is a sentence of its own")
        #expect(TextEditingBuffer(text: "").sentenceRange(at: 0) == 0..<0)
    }

    @Test func aDragExtendsByWholeUnitsAndKeepsTheAnchor() {
        var buffer = TextEditingBuffer(text: "alpha beta gamma")
        buffer.extendSelection(from: 6..<10, by: .word, to: 13)
        #expect(buffer.selection == 6..<16 && buffer.focus == 16, "forward: from the word's start to the reached word's end")
        buffer.extendSelection(from: 6..<10, by: .word, to: 2)
        #expect(buffer.selection == 0..<10 && buffer.focus == 0, "backward: the free end moves to the reached word's start")
        buffer.extendSelection(from: 8..<8, by: .character, to: 3)
        #expect(buffer.selection == 3..<8 && buffer.focus == 3)
    }
}
