import Foundation

/// A context menu's opening or closing animation as its delegate sees it: the delegate's
/// animations run alongside the menu's, its completions once the menu's animation is over.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the completions added so far, once.
    func runCompletions() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}
