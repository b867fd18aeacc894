import Foundation

/// A displacement in points, used by UIKit to nudge content from where it would be drawn
/// (for example a title's position in a bar).
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal displacement in points; positive moves right.
    public var horizontal: CGFloat
    /// The vertical displacement in points; positive moves down.
    public var vertical: CGFloat

    /// No displacement.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// An offset from its two displacements, in points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No displacement.
    public static let zero = UIOffset()
}
