import Foundation

/// A two-dimensional displacement, as Core Graphics has it; Foundation on Linux lacks it.
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// As on Apple platforms, so that `CGVector(dx: 2, dy: -1)` with integer literals is not
    /// ambiguous between the floating-point forms.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

    public var description: String { "(\(dx), \(dy))" }
}
