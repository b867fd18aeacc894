import Foundation

/// An input method's provisional text (its preedit) as it changes: the text being composed,
/// shown as marked text in the first responder until the input method commits (the commit
/// comes as the text of a key) or clears it (empty `text`).
public struct MarkedTextInput: Sendable, Equatable {
    /// The whole text being composed now; empty when the composition ended without a commit.
    public var text: String
    /// The selection (or the caret, when empty) within `text`, in UTF-16 units, as
    /// `setMarkedText(_:selectedRange:)` takes it.
    public var selectedRange: NSRange
    /// When the input method changed it, in seconds on the input clock.
    public var timestamp: TimeInterval

    /// The input method's text `text`, its caret or selection at `selectedRange`, at `timestamp`.
    public init(text: String, selectedRange: NSRange, timestamp: TimeInterval) {
        self.text = text
        self.selectedRange = selectedRange
        self.timestamp = timestamp
    }
}
