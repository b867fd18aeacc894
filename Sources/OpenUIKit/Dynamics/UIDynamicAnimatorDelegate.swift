import Foundation

/// What a dynamic animator tells its delegate: that it paused because everything came to
/// rest, and that it is about to move things again.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to start (or start again) moving its items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item came to rest and the animator stopped; it asks for no frames until a
    /// behavior or an item changes.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing: the method is optional.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing: the method is optional.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
