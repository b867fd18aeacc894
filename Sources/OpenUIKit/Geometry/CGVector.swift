import Foundation

/// A two-dimensional displacement, as Core Graphics has it; Foundation on Linux lacks it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal component; positive points right.
    public var dx: CGFloat
    /// The vertical component; positive points down on the y-down screen.
    public var dy: CGFloat

    /// A vector from its two components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from two `Double` components.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// As on Apple platforms, so that `CGVector(dx: 2, dy: -1)` with integer literals is not
    /// ambiguous between the floating-point forms.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector with both components zero.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

    public var description: String { "(\(dx), \(dy))" }
}
