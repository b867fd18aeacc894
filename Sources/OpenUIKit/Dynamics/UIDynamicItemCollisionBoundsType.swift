import Foundation

/// The shape a dynamic item collides as.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, turned with the item.
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds (a circle for a square item), simulated as
    /// a regular polygon of 32 sides whose vertices lie on the ellipse.
    case ellipse = 1
    /// The item's `collisionBoundingPath`: a convex polygon whose points are relative to
    /// the item's centre, wound counter-clockwise in Core Graphics' y-up sense (the winding
    /// `UIBezierPath(rect:)` and `UIBezierPath(ovalIn:)` give). Curves are flattened.
    case path = 2
}
