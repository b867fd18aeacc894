import Foundation

/// What one element of a path does, as `CGPath.applyWithBlock(_:)` reports it.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint
    /// A straight line to `points[0]`.
    case addLineToPoint
    /// A quadratic curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint
    /// A cubic curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint
    /// Closes the current subpath; no points.
    case closeSubpath
}

/// One element of a path with its points, in Core Graphics' layout: `points` holds as many
/// points as `type` uses (none to three). The points are only valid during the call that
/// hands the element out.
public struct CGPathElement {
    /// What the element does, which also says how many `points` it has.
    public var type: CGPathElementType
    /// The element's points, control points first; valid only during the call that hands it out.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element from its type and a buffer of its points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
