import Foundation
@testable import OpenUIKit

/// A context menu interaction's delegate that logs its calls, in order, and answers with a
/// menu made by `makeMenu` (nil: no menu at all).
@MainActor
final class ContextMenuRecorder: NSObject, UIContextMenuInteractionDelegate {
    private(set) var calls: [String] = []
    var makeMenu: (() -> UIMenu)? = { UIMenu(children: []) }
    /// Where the configuration was asked for, in the interaction's view.
    private(set) var askedLocation: CGPoint?
    var transcript: String { calls.joined(separator: ", ") }

    func clear() {
        calls.removeAll()
    }

    func log(_ call: String) {
        calls.append(call)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        calls.append("configuration")
        askedLocation = location
        guard let makeMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { _ in makeMenu() }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? {
        calls.append("previewForHighlighting")
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? {
        calls.append("previewForDismissing")
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreviewAction")
        animator.addCompletion { [weak self] in self?.calls.append("commitCompleted") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willDisplay")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        calls.append("willEnd")
        animator?.addCompletion { [weak self] in self?.calls.append("endCompleted") }
    }
}
