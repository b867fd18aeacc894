import Foundation

/// The animation of a context menu opening or closing, handed to the delegate so it can run
/// its own changes alongside, and act once the animation is over.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The view controller the menu shows as its preview, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` alongside the menu's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` once the menu's animation has ended.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animation of a context menu closing because its preview was tapped.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview goes away: `.pop` by default, as in UIKit.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}
