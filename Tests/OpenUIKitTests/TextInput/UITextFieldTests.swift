import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Editing a text field with keys and the pointer, as UIKit documents it.
///
/// Sources, in UIKit's documentation: `UITextFieldDelegate` ("the text field calls
/// `textFieldShouldBeginEditing(_:)` … before becoming the first responder";
/// `textField(_:shouldChangeCharactersIn:replacementString:)` is called "whenever the user
/// types a new character … or deletes an existing character", with the range in the
/// current text and an empty string for deletions; `textFieldShouldReturn` "asks the delegate
/// whether to process the pressing of the Return button"); `UIControl.Event.editingChanged`
/// and `editingDidEndOnExit`; `UITextField.textDidChangeNotification`. Setting `text` in
/// code sends no `.editingChanged` (observed behaviour in UIKit, relied on by apps that
/// format text in their handler).
@MainActor
@Suite("UITextField", .serialized)
struct UITextFieldTests {
    @Test func typingIntoTheFocusedFieldFillsItAndSendsEditingChanged() {
        let h = TextFieldHarness()
        var events: [String] = []
        h.field.addAction(UIAction { _ in events.append("changed \(h.field.text ?? "")") }, for: .editingChanged)
        h.field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        let notes = NotificationCount()
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: h.field, queue: nil) { _ in
            notes.count += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        h.type("hi")
        #expect(h.field.text == "", "no field is first responder: keys go to the controller")
        #expect(h.controller.log == ["pressesBegan h", "pressesBegan i"])
        #expect(h.field.becomeFirstResponder())
        #expect(h.field.isFirstResponder && h.field.isEditing)
        h.type("Hi q")
        #expect(h.field.text == "Hi q")
        #expect(events == ["began", "changed H", "changed Hi", "changed Hi ", "changed Hi q"])
        #expect(notes.count == 4)
        #expect(!h.controller.log.contains("quit"), "a typed letter is text, not the controller's q command")
        h.field.text = "set in code"
        #expect(events.count == 5, "setting text in code sends no editingChanged")
    }

    @Test func theDelegateIsAskedWithUTF16RangesAndCanRefuse() {
        let h = TextFieldHarness(text: "a😀b")
        let delegate = RecordingTextFieldDelegate()
        delegate.refusedCharacters = .decimalDigits
        h.field.delegate = delegate
        h.field.becomeFirstResponder()
        h.type("1x")
        h.press("left")
        h.press("left")
        h.press("backspace")
        #expect(delegate.log == ["shouldBegin", "didBegin", "change {4, 0} \"1\"", "change {4, 0} \"x\"", "change {1, 2} \"\""])
        #expect(h.field.text == "abx")
    }

    @Test func caretMovesAndDeletionsFollowTheKeys() {
        let h = TextFieldHarness(text: "one two three")
        h.field.becomeFirstResponder()
        h.press("left", .control)
        h.press("backspace", .control)
        #expect(h.field.text == "one three")
        h.press("home")
        h.press("delete")
        #expect(h.field.text == "ne three")
        h.press("right", [.shift, .control])
        #expect(h.field.selectedRange == NSRange(location: 0, length: 2))
        h.type("N")
        #expect(h.field.text == "N three")
        h.press("end")
        h.press("left", .shift)
        h.press("left", .shift)
        h.press("delete")
        #expect(h.field.text == "N thr")
        h.press("a", .control)
        #expect(h.field.selectedRange == NSRange(location: 0, length: 5))
    }

    @Test func undoAndRedoGoThroughTheWindowsUndoManager() throws {
        let h = TextFieldHarness()
        let undoManager = try #require(h.field.undoManager)
        #expect(undoManager === h.window.undoManager)
        h.field.becomeFirstResponder()
        h.type("abc")
        h.press("backspace")
        #expect(h.field.text == "ab")
        h.press("z", .control)
        #expect(h.field.text == "abc", "the deletion undoes alone")
        h.press("z", .control)
        #expect(h.field.text == "", "the typing run undoes as one step")
        h.press("z", [.control, .shift])
        #expect(h.field.text == "abc")
        h.press("y", .control)
        #expect(h.field.text == "ab")
        #expect(!undoManager.canRedo)
    }

    @Test func copyCutAndPasteUseTheGeneralPasteboard() {
        let pasteboard = UIPasteboard.general
        let h = TextFieldHarness(text: "copy me")
        h.field.becomeFirstResponder()
        let before = pasteboard.changeCount
        h.press("a", .control)
        h.press("c", .control)
        #expect(pasteboard.string == "copy me" && pasteboard.changeCount == before + 1)
        h.press("end")
        h.type(" ")
        h.press("v", .control)
        #expect(h.field.text == "copy me copy me")
        pasteboard.string = "two\nlines"
        h.press("v", .control)
        #expect(h.field.text == "copy me copy metwo lines", "a field is one line: line breaks become spaces")
        h.press("left", [.shift, .control])
        h.press("x", .control)
        #expect(pasteboard.string == "lines" && h.field.text == "copy me copy metwo ")
        h.field.isSecureTextEntry = true
        h.press("a", .control)
        h.press("c", .control)
        #expect(pasteboard.string == "lines", "secure text is never copied")
        #expect(pasteboard.hasStrings && pasteboard.strings == ["lines"] && pasteboard.numberOfItems == 1)
        #expect(pasteboard.items.first?["public.utf8-plain-text"] as? String == "lines")
    }

    @Test func returnAsksTheDelegateAndEndsEditingWhenSomeoneListens() {
        let h = TextFieldHarness(text: "x")
        let delegate = RecordingTextFieldDelegate()
        h.field.delegate = delegate
        h.field.becomeFirstResponder()
        var exits = 0
        h.press("return")
        #expect(h.field.isEditing, "no action for editingDidEndOnExit: the field stays first responder")
        h.field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        h.press("return")
        #expect(exits == 0 && h.field.isEditing)
        delegate.allowsReturn = true
        h.press("return")
        #expect(exits == 1 && !h.field.isEditing && !h.field.isFirstResponder)
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "shouldReturn", "shouldEnd", "didEnd committed"])
    }

    @Test func theClearButtonAsksTheDelegateAndEmptiesTheField() {
        let h = TextFieldHarness(text: "clear me")
        let delegate = RecordingTextFieldDelegate()
        h.field.delegate = delegate
        h.field.clearButtonMode = .always
        let button = h.field.clearButtonRect(forBounds: h.field.bounds)
        #expect(button.maxX == 300 - UITextField.clearButtonMargin && button.width == 19)
        #expect(h.field.textRect(forBounds: h.field.bounds).maxX <= button.minX)
        var script = h.harness.script()
        script.tap(at: h.field.convert(CGPoint(x: button.midX, y: button.midY), to: h.window))
        h.harness.send(script)
        #expect(h.field.text == "")
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldClear"])
    }

    @Test func clicksPlaceTheCaretAndSelectWordsAndEverything() {
        let h = TextFieldHarness(text: "hello big world")
        let offsets = TextCaretOffsets.offsets(of: "hello big world", attributes: [.font: UITextField.defaultFont])
        let textLeft = h.field.textRect(forBounds: h.field.bounds).minX
        func point(atCharacter index: Int) -> CGPoint {
            h.field.convert(CGPoint(x: textLeft + offsets[index] + 1, y: 17), to: h.window)
        }
        var script = h.harness.script()
        script.tap(at: h.field.convert(CGPoint(x: textLeft + offsets[7] - 1, y: 17), to: h.window))
        h.harness.send(script)
        #expect(h.field.isFirstResponder, "a click begins editing")
        #expect(h.field.selectedRange == NSRange(location: 7, length: 0))
        h.harness.advance(by: 1)
        script = h.harness.script()
        script.tap(at: point(atCharacter: 7))
        script.wait(0.1)
        script.tap(at: point(atCharacter: 7))
        h.harness.send(script)
        #expect(h.field.selectedRange == NSRange(location: 6, length: 3), "a double click selects the word")
        script = h.harness.script()
        script.wait(0.1)
        script.tap(at: point(atCharacter: 7))
        h.harness.send(script)
        #expect(h.field.selectedRange == NSRange(location: 0, length: 15), "a triple click selects everything")
        h.harness.advance(by: 1)
        script = h.harness.script()
        script.down(1, at: point(atCharacter: 1))
        script.move(1, to: point(atCharacter: 9), duration: 0.2, steps: 5)
        script.up(1)
        h.harness.send(script)
        #expect(h.field.selectedRange == NSRange(location: 1, length: 8), "a drag selects from where it started")
        #expect(UIPasteboard.primarySelection.string == "ello big", "the selection is offered as the primary selection")
    }

    @Test func theCaretBlinksTwiceASecondOnlyWhileAFieldEdits() {
        let h = TextFieldHarness(text: "blink")
        #expect(h.harness.clock.pendingTimerCount == 0, "no field is focused: nothing is scheduled")
        h.harness.advance(by: 5)
        let caret = h.field.caretBlinker.caret
        #expect(caret.isHidden)
        h.field.becomeFirstResponder()
        #expect(!caret.isHidden && h.harness.clock.pendingTimerCount == 1)
        var toggles = 0
        var wasHidden = caret.isHidden
        for _ in 0..<42 {
            h.harness.advance(by: 0.05)
            if caret.isHidden != wasHidden { toggles += 1; wasHidden = caret.isHidden }
        }
        #expect(toggles == 4, "two seconds: hidden and shown twice, one wake each")
        #expect(h.harness.clock.pendingTimerCount == 1)
        h.field.resignFirstResponder()
        #expect(caret.isHidden && h.harness.clock.pendingTimerCount == 0, "editing ended: the blinking stops")
    }

    @Test func adjustsFontSizeToFitWidthShrinksLongText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.text = "a rather long line of text"
        #expect(field.displayFont.pointSize == 17)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 9
        let shrunk = field.displayFont.pointSize
        #expect(shrunk < 17 && shrunk >= 9)
        let width = (field.text ?? "").size(withAttributes: [.font: field.displayFont]).width
        #expect(width <= 120 || shrunk == 9)
    }

    @Test func leftAndRightViewsTakeRoomFromTheText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        field.rightViewMode = .unlessEditing
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 160, height: 34), "left view never shown")
        field.leftViewMode = .always
        field.layoutIfNeeded()
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 130, height: 34))
        #expect(field.leftView?.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightView?.frame == CGRect(x: 160, y: 7, width: 40, height: 20) && field.rightView?.isHidden == false)
    }
}
