import Foundation

/// Something a `UIDynamicAnimator` can move: it has a centre, a size and a rotation.
///
/// Views conform; so can any object of the app's (a model object standing for something
/// drawn, say), which the animator then moves like a view. The animator reads the item's
/// state when the item first joins a behavior (and at ``UIDynamicAnimator/updateItem(usingCurrentState:)``),
/// and from then on writes `center` and `transform` (a pure rotation) at every step; the
/// item's `bounds` size, with its collision bounds type, gives its shape and, with its
/// density, its mass.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in the reference view's coordinates.
    var center: CGPoint { get set }
    /// The item's bounds: only the size is read.
    var bounds: CGRect { get }
    /// The item's rotation; the animator sets a pure rotation.
    var transform: CGAffineTransform { get set }
    /// The shape the item collides as; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The item's shape when `collisionBoundsType` is `.path`: a convex polygon around the
    /// item's centre (0, 0 is the centre), wound counter-clockwise in Core Graphics' sense.
    /// A path that is not convex, or wound the other way, is reported once and the item
    /// collides as its rectangle.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`: the default of the protocol's optional requirement.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The item's bounds as a rectangle centred on (0, 0): the default of the protocol's
    /// optional requirement.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}
