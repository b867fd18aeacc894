import Foundation

/// Hears when an animation starts and stops. Both methods are optional (they do nothing by
/// default). An animation holds its delegate strongly, as Core Animation documents.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// The animation started: it reached its begin time on a layer in a window.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended (`flag` true) or was removed from its layer before its end (false).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
