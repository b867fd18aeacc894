import Foundation

/// What editing does to a text view: beginning and ending, the edits keys make (each asked
/// of the delegate, registered for undo, announced), the caret and selection moves (keeping
/// the caret in view), and copy and paste.
extension UITextView {
    // MARK: Beginning and ending

    func beginEditing() {
        editing = true
        insertionReplacesText = clearsOnInsertion
        if let clock = firstResponderWindow?.inputClock { caretBlinker.restart(on: clock) }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        caretLayoutDidChange()
    }

    func finishEditing() {
        editing = false
        buffer.unmarkText()
        insertionReplacesText = false
        caretBlinker.stop()
        typingRunIsOpen = false
        textContentView.setNeedsDisplay()
        placeCaret()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Commands

    /// Does what `command` asks.
    func perform(_ command: TextViewEditingCommand) {
        switch command {
        case .moveLine(let lines, let extending):
            buffer.move(to: layoutGeometry.index(from: buffer.focus, verticallyBy: lines), extending: extending)
            selectionDidChange(byKey: true)
        case .moveToLineEnd(let forward, let extending):
            let line = layoutGeometry.lineBoundaries(around: buffer.focus)
            buffer.move(to: forward ? line.upperBound : line.lowerBound, extending: extending)
            selectionDidChange(byKey: true)
        case .field(let command):
            perform(command)
        }
    }

    private func perform(_ command: TextEditingCommand) {
        switch command {
        case .moveCaret(let forward, let byWord, let extending):
            buffer.moveCaret(forward: forward, byWord: byWord, extending: extending)
            selectionDidChange(byKey: true)
        case .moveToEnd(let forward, let extending):
            buffer.move(to: forward ? buffer.characters.count : 0, extending: extending)
            selectionDidChange(byKey: true)
        case .delete(forward: false, byWord: false):
            deleteBackward()
        case .delete(let forward, let byWord):
            let range = buffer.deletionRange(forward: forward, byWord: byWord)
            guard !range.isEmpty else { return }
            replaceByUser(range, with: "", typing: false)
        case .insert(let string):
            insertText(string)
        case .returnKey:
            insertText("\n")
        case .selectAll:
            selectAll(nil)
        case .copy:
            copy(nil)
        case .cut:
            cut(nil)
        case .paste:
            paste(nil)
        case .undo:
            typingRunIsOpen = false
            undoManager?.undo()
        case .redo:
            typingRunIsOpen = false
            undoManager?.redo()
        }
    }

    /// An edit the user makes: asks the delegate, registers its undo, changes the text, then
    /// tells the delegate and posts `textDidChangeNotification`. Typing joins the undo step
    /// of the typing just before it.
    func replaceByUser(_ range: Range<Int>, with string: String, typing: Bool) {
        if let delegate = textViewDelegate,
           !delegate.textView(self, shouldChangeTextIn: buffer.nsRange(range), replacementText: string) {
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
        let target = buffer.markedRange ?? insertionRange()
        if let delegate = textViewDelegate,
           !delegate.textView(self, shouldChangeTextIn: buffer.nsRange(target), replacementText: string) {
            return
        }
        if !typingRunIsOpen { registerUndo(restoring: buffer) }
        typingRunIsOpen = true
        if buffer.markedRange == nil { buffer.select(target) }
        buffer.setMarkedText(string, selectedRange: selectedRange)
        textDidChangeByUser()
    }

    private func textDidChangeByUser() {
        textLayoutDidChange()
        caretLayoutDidChange()
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: Undo

    private func registerUndo(restoring state: TextEditingBuffer) {
        guard let undoManager else { return }
        undoManager.beginUndoGrouping()
        undoManager.registerUndo(withTarget: self) { view in view.restore(state) }
        undoManager.endUndoGrouping()
    }

    /// Puts back a state undo (or redo) saved, registering the way back.
    private func restore(_ state: TextEditingBuffer) {
        let current = buffer
        undoManager?.registerUndo(withTarget: self) { view in view.restore(current) }
        buffer = state
        typingRunIsOpen = false
        textDidChangeByUser()
    }

    // MARK: Selection

    /// The caret or selection moved: redraw, keep the caret solid and (unless a drag moves
    /// it, `revealsFocus` false) in view, tell the delegate.
    func selectionDidChange(byKey: Bool = false, revealsFocus: Bool = true) {
        // Moving the caret or selecting ends a composition, keeping its text.
        buffer.unmarkText()
        typingRunIsOpen = false
        caretLayoutDidChange(revealsFocus: revealsFocus)
        if byKey { offerSelectionAsPrimary() }
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    private func caretLayoutDidChange(revealsFocus: Bool = true) {
        textContentView.setNeedsDisplay()
        guard editing else { return }
        if let clock = firstResponderWindow?.inputClock { caretBlinker.restart(on: clock) }
        layoutIfNeeded()
        placeCaret()
        if revealsFocus { scrollToVisible(characters: buffer.focus..<buffer.focus) }
    }

    /// The selection is offered to other programs as the X11 primary selection.
    func offerSelectionAsPrimary() {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.primarySelection.string = String(buffer.characters[selection])
    }

    // MARK: Standard edit actions

    /// Selects all the text.
    public func selectAll(_ sender: Any?) {
        buffer.select(0..<buffer.characters.count)
        selectionDidChange()
        offerSelectionAsPrimary()
    }

    /// Puts the selected text on `UIPasteboard.general`.
    public func copy(_ sender: Any?) {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry else { return }
        UIPasteboard.general.string = String(buffer.characters[selection])
    }

    /// Copies the selected text, then deletes it.
    public func cut(_ sender: Any?) {
        let selection = buffer.selection
        guard !selection.isEmpty, !isSecureTextEntry, isEditable else { return }
        UIPasteboard.general.string = String(buffer.characters[selection])
        replaceByUser(selection, with: "", typing: false)
    }

    /// Replaces the selection with the pasteboard's text, line breaks and all.
    public func paste(_ sender: Any?) {
        guard isEditable, let string = UIPasteboard.general.string, !string.isEmpty else { return }
        replaceByUser(insertionRange(), with: string, typing: false)
    }

    /// Deletes the selected text.
    public func delete(_ sender: Any?) {
        guard isEditable, !buffer.selection.isEmpty else { return }
        replaceByUser(buffer.selection, with: "", typing: false)
    }
}

/// Where an input method's provisional text and caret meet the text view.
extension UITextView: MarkedTextResponder {
    var hasMarkedTextForInputMethod: Bool { buffer.markedRange != nil }

    var inputMethodCaretRect: CGRect? {
        editing ? convert(caretBlinker.caret.frame, to: nil) : nil
    }
}
