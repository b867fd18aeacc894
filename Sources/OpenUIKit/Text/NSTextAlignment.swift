/// How lines of text sit horizontally in their container, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    case left = 0
    case center = 1
    case right = 2
    /// Every line but the last of a paragraph is stretched to the full width.
    case justified = 3
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural = 4
}
