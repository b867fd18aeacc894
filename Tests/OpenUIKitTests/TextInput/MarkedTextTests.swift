import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Marked text as UIKit's `UITextInput` members make it: an input method's provisional text
/// is part of the text (`text` includes it, as in UIKit), `markedTextRange` covers it, the
/// commit (`insertText`) replaces it, and `UIApplication.sendInput` routes the platform's
/// `MarkedTextInput` to the first responder.
@MainActor
@Suite("Marked text", .serialized)
struct MarkedTextTests {
    // MARK: The buffer

    @Test func markedTextReplacesTheSelectionThenItself() {
        var buffer = TextEditingBuffer(text: "abcd")
        buffer.select(1..<3)
        buffer.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(buffer.text == "a´d")
        #expect(buffer.markedRange == 1..<2)
        #expect(buffer.selection == 2..<2, "the caret sits where selectedRange puts it inside the marked text")
        buffer.setMarkedText("かな", selectedRange: NSRange(location: 0, length: 2))
        #expect(buffer.text == "aかなd")
        #expect(buffer.markedRange == 1..<3)
        #expect(buffer.selection == 1..<3)
        buffer.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
        #expect(buffer.text == "ad")
        #expect(buffer.markedRange == nil, "empty marked text ends the composition")
        #expect(buffer.selection == 1..<1)
    }

    @Test func anEditOrUnmarkEndsTheComposition() {
        var buffer = TextEditingBuffer(text: "")
        buffer.setMarkedText("o", selectedRange: NSRange(location: 1, length: 0))
        buffer.unmarkText()
        #expect(buffer.text == "o" && buffer.markedRange == nil)
        buffer.setMarkedText("e", selectedRange: NSRange(location: 1, length: 0))
        buffer.replace(buffer.markedRange!, with: "é")
        #expect(buffer.text == "oé" && buffer.markedRange == nil && buffer.selection == 2..<2)
    }

    @Test func outOfRangeSelectionsAreClampedNotTrapped() {
        var buffer = TextEditingBuffer(text: "x")
        buffer.setMarkedText("ab", selectedRange: NSRange(location: NSNotFound, length: 5))
        #expect(buffer.text == "xab" && buffer.selection == 3..<3)
        buffer.setMarkedText("ab", selectedRange: NSRange(location: -4, length: Int.max))
        #expect(buffer.selection == 1..<3)
    }

    // MARK: A text field

    @Test func aFieldShowsMarkedTextThenTheCommitReplacesIt() throws {
        let harness = TextFieldHarness(text: "Caf")
        let field = harness.field
        #expect(field.becomeFirstResponder())
        var changes: [String] = []
        field.addAction(UIAction { [field] _ in changes.append(field.text ?? "") }, for: .editingChanged)
        let delegate = RecordingTextFieldDelegate()
        field.delegate = delegate

        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "Caf´", "UIKit's text includes the marked text")
        let range = try #require(field.markedTextRange)
        #expect(!range.isEmpty)
        #expect((range.start as? TextOffsetPosition)?.offset == 3 && (range.end as? TextOffsetPosition)?.offset == 4)
        #expect(field.selectedRange == NSRange(location: 4, length: 0))

        field.insertText("é")
        #expect(field.text == "Café")
        #expect(field.markedTextRange == nil)
        #expect(changes == ["Caf´", "Café"])
        #expect(delegate.log.contains("change {3, 0} \"´\"") && delegate.log.contains("change {3, 1} \"é\""),
                "the delegate is asked about each: \(delegate.log)")

        field.undoManager?.undo()
        #expect(field.text == "Caf", "one undo takes back the composition and its commit")
    }

    @Test func unmarkTextKeepsTheTextAndACaretMoveEndsTheComposition() {
        let harness = TextFieldHarness(text: "")
        let field = harness.field
        field.becomeFirstResponder()
        field.setMarkedText("ka", selectedRange: NSRange(location: 2, length: 0))
        field.unmarkText()
        #expect(field.text == "ka" && field.markedTextRange == nil)
        field.setMarkedText("na", selectedRange: NSRange(location: 2, length: 0))
        harness.press("Left")
        #expect(field.text == "kana" && field.markedTextRange == nil)
    }

    @Test func aRefusingDelegateKeepsTheTextUnmarked() {
        let harness = TextFieldHarness(text: "a")
        let field = harness.field
        field.becomeFirstResponder()
        let delegate = RecordingTextFieldDelegate()
        delegate.refusedCharacters = CharacterSet(charactersIn: "´")
        field.delegate = delegate
        field.setMarkedText("´", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.text == "a" && field.markedTextRange == nil)
    }

    // MARK: Routing from the platform

    @Test func theApplicationSendsMarkedTextToTheFirstResponder() {
        let harness = TextFieldHarness(text: "hello")
        let field = harness.field
        field.becomeFirstResponder()
        field.selectAll(nil)
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = harness.window
        defer { application.keyWindow = previous }
        let now = harness.harness.clock.now
        application.sendInput(.markedText(MarkedTextInput(text: "", selectedRange: NSRange(location: 0, length: 0), timestamp: now)))
        #expect(field.text == "hello" && field.selectedRange == NSRange(location: 0, length: 5),
                "an empty preedit with nothing marked (after a commit) changes nothing")
        application.sendInput(.markedText(MarkedTextInput(text: "´", selectedRange: NSRange(location: 1, length: 0), timestamp: now)))
        #expect(field.text == "´" && field.markedTextRange != nil, "the preedit replaced the selection")
        application.sendInput(.markedText(MarkedTextInput(text: "", selectedRange: NSRange(location: 0, length: 0), timestamp: now)))
        #expect(field.text == "" && field.markedTextRange == nil, "a cancelled composition removes its marked text")
        #expect(harness.controller.log.isEmpty)
    }

    @Test func theCaretIsReportedInWindowCoordinatesForTheInputMethod() throws {
        let harness = TextFieldHarness(text: "")
        let field = harness.field
        #expect((field as MarkedTextResponder).inputMethodCaretRect == nil, "not editing: no caret")
        field.becomeFirstResponder()
        harness.window.layoutIfNeeded()
        let caret = try #require((field as MarkedTextResponder).inputMethodCaretRect)
        #expect(field.frame.contains(caret), "\(caret) lies in the field's frame \(field.frame)")
    }

    // MARK: A text view

    @Test func aTextViewShowsMarkedTextThenTheCommitReplacesIt() throws {
        let harness = TextFieldHarness()
        let view = UITextView(frame: CGRect(x: 20, y: 90, width: 200, height: 120))
        harness.controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        view.insertText("line\n")
        view.setMarkedText("¨", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.text == "line\n¨")
        let range = try #require(view.markedTextRange)
        #expect((range.start as? TextOffsetPosition)?.offset == 5)
        view.insertText("ü")
        #expect(view.text == "line\nü" && view.markedTextRange == nil)
        view.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        view.unmarkText()
        #expect(view.text == "line\nüx" && view.markedTextRange == nil)
    }

    // MARK: Ranges and positions

    @Test func rangesCompareTheirPositions() {
        #expect(UITextRange().isEmpty, "a bare range has one position at both ends")
        #expect(TextOffsetPosition.range(NSRange(location: 2, length: 0)).isEmpty)
        #expect(!TextOffsetPosition.range(NSRange(location: 2, length: 1)).isEmpty)
        #expect(TextOffsetPosition(offset: 3).isEqual(TextOffsetPosition(offset: 3)))
        #expect(!TextOffsetPosition(offset: 3).isEqual(UITextPosition()))
    }
}
