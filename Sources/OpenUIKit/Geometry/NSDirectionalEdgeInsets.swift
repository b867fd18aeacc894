import Foundation

/// Edge insets named by reading direction: `leading` is the left edge in left-to-right
/// layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset of the top edge, in points.
    public var top: CGFloat
    /// The inset of the edge where lines start: the left one in left-to-right layouts.
    public var leading: CGFloat
    /// The inset of the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset of the edge where lines end: the right one in left-to-right layouts.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets from the four edges' distances, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets that leave a rectangle as it is.
    public static let zero = NSDirectionalEdgeInsets()
}
