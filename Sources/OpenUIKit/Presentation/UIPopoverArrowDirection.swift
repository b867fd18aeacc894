import Foundation

/// Which way a popover's arrow points, with UIKit's raw values: `.up` means the arrow points
/// up at the source, so the bubble is below it.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    /// The directions' bits.
    public let rawValue: UInt
    /// Directions from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up; the bubble is below the source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down; the bubble is above the source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left; the bubble is right of the source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right; the bubble is left of the source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet: a popover not shown, or one shown without an arrow.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
