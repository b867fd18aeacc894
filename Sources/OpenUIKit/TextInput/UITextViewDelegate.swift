import Foundation

/// Asked by a text view before it begins or ends editing and before each change the user
/// makes, and told after. It refines `UIScrollViewDelegate`, as in UIKit: a text view
/// scrolls, and its `delegate` is the scroll view's. Every method has a default (allow, and
/// do nothing), as UIKit's optional methods do.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (the view is about to become first responder).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (the view is about to resign first responder).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit may replace the characters in `range` (UTF-16 offsets into
    /// the current text) with `text` (empty for a deletion, `"\n"` for Return: the usual
    /// place to end editing on Return).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection or caret moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// True.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
