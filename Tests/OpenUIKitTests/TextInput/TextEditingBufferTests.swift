import Foundation
import Testing
@testable import OpenUIKit

/// The editing rules on plain values: characters (grapheme clusters) as positions, UTF-16
/// ranges for the delegate, word moves and deletions, what the keys map to.
@Suite("TextEditingBuffer")
struct TextEditingBufferTests {
    @Test func positionsCountCharactersAndRangesCountUTF16() {
        var buffer = TextEditingBuffer(text: "e\u{301}👍🏽x")
        #expect(buffer.characters.count == 3 && buffer.selection == 3..<3)
        #expect(buffer.nsRange(1..<2) == NSRange(location: 2, length: 4))
        #expect(buffer.characterRange(NSRange(location: 2, length: 4)) == 1..<2)
        buffer.move(to: 1, extending: false)
        buffer.replaceSelection(with: "!")
        #expect(buffer.text == "e\u{301}!👍🏽x" && buffer.selection == 2..<2)
    }

    @Test func wordMovesAndDeletions() {
        var buffer = TextEditingBuffer(text: "alpha, beta gamma")
        #expect(buffer.index(from: 17, forward: false, byWord: true) == 12)
        #expect(buffer.index(from: 0, forward: true, byWord: true) == 5)
        #expect(buffer.index(from: 5, forward: true, byWord: true) == 11)
        #expect(buffer.deletionRange(forward: false, byWord: true) == 12..<17)
        #expect(buffer.wordRange(at: 8) == 7..<11)
        #expect(buffer.wordRange(at: 5) == 5..<7, "punctuation and spaces form their own run")
        buffer.move(to: 7, extending: false)
        buffer.moveCaret(forward: true, byWord: false, extending: true)
        buffer.moveCaret(forward: true, byWord: false, extending: true)
        #expect(buffer.selection == 7..<9)
        buffer.moveCaret(forward: false, byWord: false, extending: false)
        #expect(buffer.selection == 7..<7, "an arrow without Shift collapses the selection to its side")
    }

    @MainActor
    @Test func keysMapToCommands() {
        func key(_ name: String, _ flags: UIKeyModifierFlags = []) -> UIKey {
            var key = UIKey(name: name)!
            key.modifierFlags = flags
            return key
        }
        #expect(TextEditingCommand.command(for: key("left", [.shift, .alternate])) == .moveCaret(forward: false, byWord: true, extending: true))
        #expect(TextEditingCommand.command(for: key("right", .command)) == .moveToEnd(forward: true, extending: false))
        #expect(TextEditingCommand.command(for: key("home", .shift)) == .moveToEnd(forward: false, extending: true))
        #expect(TextEditingCommand.command(for: key("backspace", .control)) == .delete(forward: false, byWord: true))
        #expect(TextEditingCommand.command(for: key("v", .control)) == .paste)
        #expect(TextEditingCommand.command(for: key("z", [.command, .shift])) == .redo)
        #expect(TextEditingCommand.command(for: key("k", .control)) == nil, "unknown shortcuts go up the chain")
        #expect(TextEditingCommand.command(for: key("tab")) == nil && TextEditingCommand.command(for: key("escape")) == nil)
        #expect(TextEditingCommand.command(for: key("f11")) == nil)
        #expect(TextEditingCommand.command(for: UIKey(characters: "é", charactersIgnoringModifiers: "é", keyCode: .keyboardErrorUndefined)) == .insert("é"))
    }
}
