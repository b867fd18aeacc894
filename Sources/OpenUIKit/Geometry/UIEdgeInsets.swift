import Foundation

/// Distances to move each edge of a rectangle inwards, in points.
///
/// Positive values shrink a rectangle, negative values grow it (`CGRect.inset(by:)`).
/// Foundation on Linux has `NSEdgeInsets` but not UIKit's type, so it lives here.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// How far the top edge moves down, in points.
    public var top: CGFloat
    /// How far the left edge moves right, in points.
    public var left: CGFloat
    /// How far the bottom edge moves up, in points.
    public var bottom: CGFloat
    /// How far the right edge moves left, in points.
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets from the four edges' distances, in points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets that leave a rectangle as it is.
    public static let zero = UIEdgeInsets()
}
