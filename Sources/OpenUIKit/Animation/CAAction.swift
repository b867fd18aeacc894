import Foundation

/// Something a layer runs when one of its properties changes (or another event named by a
/// key happens): animations are actions, and `NSNull` is the action that does nothing and
/// stops the search (see ``CALayer/action(forKey:)``).
public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// `NSNull` answers an action search with "no action": the layer stops looking and does not
/// animate, as in Core Animation.
extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
