import Foundation

/// A set of a rectangle's edges.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as UIKit's bits: top 1, left 2, bottom 4, right 8.
    public let rawValue: UInt

    /// The set with the edges of `rawValue`'s bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
