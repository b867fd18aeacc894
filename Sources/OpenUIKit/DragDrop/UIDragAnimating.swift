import Foundation

/// Lets a delegate animate its own changes beside the system's lift, cancel and drop
/// animations, and learn when they end.
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Adds changes made inside `animations` to the running animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the animation ends.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
