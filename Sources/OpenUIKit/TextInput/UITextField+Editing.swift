import Foundation

/// What editing does to a text field: beginning and ending, the edits keys and the clear
/// button make (each asked of the delegate, registered for undo, announced), the caret and
/// selection moves, and copy and paste.
extension UITextField {
    // MARK: Beginning and ending

    func beginEditing() {
        editing = true
        if clearsOnBeginEditing, !buffer.characters.isEmpty {
            buffer = TextEditingBuffer(text: "")
            caretLayoutDidChange()
        }
        secureTextAwaitsReplacement = isSecureTextEntry && !buffer.characters.isEmpty
        if let clock = firstResponderWindow?.inputClock { caretBlinker.restart(on: clock) }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    func finishEditing(reason: DidEndEditingReason) {
        editing = false
        buffer.unmarkText()
        secureTextAwaitsReplacement = false
        caretBlinker.stop()
        typingRunIsOpen = false
        textLayoutDidChange()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    // MARK: Commands

    /// Does what `command` asks.
    func perform(_ command: TextEditingCommand) {
        switch command {
        case .moveCaret(let forward, let byWord, let extending):
            if !byWord, extending || buffer.selection.isEmpty, let target = visualCaretIndex(rightward: forward) {
                buffer.move(to: target, extending: extending)
            } else {
                buffer.moveCaret(forward: forward, byWord: byWord, extending: extending)
            }
            selectionDidChange(byKey: true)
        case .moveToEnd(let forward, let extending):
            buffer.move(to: forward ? buffer.characters.count : 0, extending: extending)
            selectionDidChange(byKey: true)
        case .delete(forward: false, byWord: false):
            deleteBackward()
        case .delete(let forward, let byWord):
            let range = editRange(buffer.deletionRange(forward: forward, byWord: byWord))
            guard !range.isEmpty else { return }
            replaceByUser(range, with: "", typing: false)
        case .insert(let string):
            insertText(string)
        case .returnKey:
            returnPressed()
        case .selectAll:
            selectAll(nil)
        case .copy:
            copy(nil)
        case .cut:
            cut(nil)
        case .paste:
            paste(nil)
        case .undo:
            closeTypingRun()
            undoManager?.undo()
        case .redo:
            closeTypingRun()
            undoManager?.redo()
        }
    }

    /// Return: if the delegate agrees (`textFieldShouldReturn`), sends `.editingDidEndOnExit`
    /// and `.primaryActionTriggered`, and ends editing when an action listens for the former,
    /// as UIKit does.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let endsEditing = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
        if endsEditing, editing { resignFirstResponder() }
    }

    /// The clear button: empties the field if the delegate agrees (`textFieldShouldClear`),
    /// beginning editing first when it was not.
    func clearFromButton() {
        if !editing { guard becomeFirstResponder() else { return } }
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        replaceByUser(0..<buffer.characters.count, with: "", typing: false, asksDelegate: false)
    }

    /// An edit the user makes: asks the delegate, registers its undo, changes the text, then
    /// sends `.editingChanged` and posts `textDidChangeNotification`. Typing joins the undo
    /// step of the typing just before it.
    func replaceByUser(_ range: Range<Int>, with string: String, typing: Bool, asksDelegate: Bool = true) {
        if asksDelegate, let delegate,
           !delegate.textField(self, shouldChangeCharactersIn: buffer.nsRange(range), replacementString: string) {
            return
        }
        if !(typing && typingRunIsOpen) { registerUndo(restoring: buffer) }
        typingRunIsOpen = typing
        buffer.replace(range, with: string)
        textDidChangeByUser()
    }

    /// What `setMarkedText(_:selectedRange:)` does: the delegate is asked about the range
    /// the marked text replaces; the composition joins the typing's undo step, so one undo
    /// removes what was composed and committed.
    func replaceMarkedText(with string: String, selectedRange: NSRange) {
        let target = buffer.markedRange ?? editRange(buffer.selection)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: buffer.nsRange(target), replacementString: string) {
            return
        }
        if !typingRunIsOpen { registerUndo(restoring: buffer) }
        typingRunIsOpen = true
        if buffer.markedRange == nil { buffer.select(target) }
        buffer.setMarkedText(string, selectedRange: selectedRange)
        textDidChangeByUser()
    }

    private func textDidChangeByUser() {
        caretLayoutDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Undo

    private func registerUndo(restoring state: TextEditingBuffer) {
        guard let undoManager else { return }
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { field in field.restore(state) }
        undoManager.endUndoGrouping()
    }

    /// Puts back a state undo (or redo) saved, registering the way back.
    private func restore(_ state: TextEditingBuffer) {
        let current = buffer
        undoManager?.registerUndo(withTarget: self) { field in field.restore(current) }
        buffer = state
        typingRunIsOpen = false
        textDidChangeByUser()
    }

    private func closeTypingRun() {
        typingRunIsOpen = false
    }

    // MARK: Selection

    /// The range an edit of `range` really changes: the whole text for the first edit of a
    /// secure field whose editing began with text in it, as UIKit replaces a password
    /// rather than appending to what the user cannot see (wherever the caret was put).
    func editRange(_ range: Range<Int>) -> Range<Int> {
        guard secureTextAwaitsReplacement, isSecureTextEntry else { return range }
        secureTextAwaitsReplacement = false
        return 0..<buffer.characters.count
    }

    /// The caret or selection moved: redraw, keep the caret solid, tell the delegate.
    func selectionDidChange(byKey: Bool = false) {
        // Moving the caret or selecting ends a composition, keeping its text.
        buffer.unmarkText()
        closeTypingRun()
        caretLayoutDidChange()
        if byKey { offerSelectionAsPrimary() }
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The selection is offered to other programs as the X11 primary selection (what a
    /// middle click pastes there); secure text never is.
    func offerSelectionAsPrimary() {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.primarySelection.string = String(buffer.characters[selection])
    }

    private func caretLayoutDidChange() {
        textLayoutDidChange()
        if editing, let clock = firstResponderWindow?.inputClock { caretBlinker.restart(on: clock) }
    }

    /// The selected text's UTF-16 range (for tests and the delegate's view of the text).
    var selectedRange: NSRange { buffer.nsRange(buffer.selection) }

    // MARK: Standard edit actions

    /// Selects all the text.
    public func selectAll(_ sender: Any?) {
        buffer.select(0..<buffer.characters.count)
        selectionDidChange()
        offerSelectionAsPrimary()
    }

    /// Puts the selected text on `UIPasteboard.general`; nothing for secure text, which UIKit
    /// does not let be copied.
    public func copy(_ sender: Any?) {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = String(buffer.characters[selection])
    }

    /// Copies the selected text, then deletes it (secure text is not copied or cut).
    public func cut(_ sender: Any?) {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = String(buffer.characters[selection])
        replaceByUser(selection, with: "", typing: false)
    }

    /// Replaces the selection with the pasteboard's text, its line breaks made spaces: a
    /// field holds one line.
    public func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string, !string.isEmpty else { return }
        let line = String(string.map { $0.isNewline ? " " : $0 })
        replaceByUser(editRange(buffer.selection), with: line, typing: false)
    }

    /// Deletes the selected text.
    public func delete(_ sender: Any?) {
        guard !buffer.selection.isEmpty else { return }
        replaceByUser(buffer.selection, with: "", typing: false)
    }

    /// Where Left or Right (`rightward`) moves the caret on screen when the text has
    /// right-to-left letters or the field runs right to left: visually, so Right goes
    /// backwards through Hebrew or Arabic and jumps across the seams of mixed text. Nil when
    /// moving through the text in order is the same (left-to-right text in a left-to-right field).
    func visualCaretIndex(rightward: Bool) -> Int? {
        let shown = displayedText
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft || TextCaretOffsets.containsRightToLeftLetters(shown) else {
            return nil
        }
        return TextCaretOffsets.visualNeighbour(of: buffer.focus, in: shown, attributes: [.font: displayFont], rightward: rightward)
            ?? buffer.focus
    }
}

/// Where an input method's provisional text and caret meet the field.
extension UITextField: MarkedTextResponder {
    var hasMarkedTextForInputMethod: Bool { buffer.markedRange != nil }

    var inputMethodCaretRect: CGRect? {
        editing ? convert(caretBlinker.caret.frame, to: nil) : nil
    }
}
