import Foundation

/// Simple text entry for a responder of the app's own: while it is the first responder,
/// typed text reaches `insertText(_:)` and Backspace `deleteBackward()`.
///
/// Adopt it in a `UIResponder` subclass that answers `canBecomeFirstResponder` with true.
/// The keys arrive through the responder's default `pressesBegan(_:with:)`, so a subclass
/// that overrides it and does not call `super` for a key keeps that key from typing, as in
/// UIKit. Return types `"\n"`, as UIKit's keyboard sends it to a `UIKeyInput`; typing
/// takes precedence over key commands, as it does in a text field.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text: a software keyboard disables its delete key without it.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
