import Foundation

/// What a collision behavior tells its delegate: when two of its items, or an item and one
/// of its boundaries, start and stop touching.
///
/// Calls come after the step in which the contact began or ended, before the behaviors'
/// `action` blocks. A boundary made by `translatesReferenceBoundsIntoBoundary` has a nil
/// identifier.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items started touching at `p` (in the reference view's coordinates).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem)
    /// An item started touching a boundary at `p`.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    /// Does nothing: the method is optional.
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
