/// What happens to text wider than its container, with UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word longer than a line is broken between characters.
    case byWordWrapping = 0
    /// Wrap between any two characters.
    case byCharWrapping = 1
    /// No wrapping; what does not fit is cut off.
    case byClipping = 2
    /// Each paragraph is one line; its start is replaced with an ellipsis when it does not fit.
    case byTruncatingHead = 3
    /// Each paragraph is one line; its end is replaced with an ellipsis when it does not fit.
    case byTruncatingTail = 4
    /// Each paragraph is one line; its middle is replaced with an ellipsis when it does not fit.
    case byTruncatingMiddle = 5
}
