import Foundation

/// A responder that shows an input method's provisional text as marked text (UIKit's text
/// fields and text views, through their `UITextInput` members): where `UIApplication` sends
/// `MarkedTextInput`, and where the platform's input method reads the caret.
@MainActor
protocol MarkedTextResponder: UIResponder {
    /// Replaces the marked text (or, with none, the selection) with `markedText` and marks it;
    /// `selectedRange` is the selection within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends the composition, keeping the marked text as ordinary text.
    func unmarkText()
    /// Whether some text is marked now.
    var hasMarkedTextForInputMethod: Bool { get }
    /// The caret (or the marked text's own caret) in window coordinates while editing: where
    /// an input method's candidate window goes.
    var inputMethodCaretRect: CGRect? { get }
}

extension MarkedTextResponder {
    /// Shows `input`: marks its text, or, for an empty text, removes the marked text a
    /// composition left (nothing when none is marked: the commit already replaced it).
    func apply(_ input: MarkedTextInput) {
        if input.text.isEmpty {
            guard hasMarkedTextForInputMethod else { return }
        }
        setMarkedText(input.text, selectedRange: input.selectedRange)
    }
}
