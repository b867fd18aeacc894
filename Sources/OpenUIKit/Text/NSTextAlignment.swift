/// How lines of text sit horizontally in their container, with UIKit's raw values.
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Lines start at the left edge of the container.
    case left = 0
    /// Lines are centred between the container's edges.
    case center = 1
    /// Lines end at the right edge of the container.
    case right = 2
    /// Every line but the last of a paragraph is stretched to the full width.
    case justified = 3
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural = 4

    /// `.natural` as the side it means in paragraphs fixed to `direction`: right for right
    /// to left; itself otherwise (a natural direction leaves it to each paragraph's text).
    func fixingNaturalSide(for direction: NSWritingDirection) -> NSTextAlignment {
        self == .natural && direction == .rightToLeft ? .right : self
    }
}
