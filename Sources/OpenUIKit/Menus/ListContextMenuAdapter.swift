import Foundation

/// The context menu interaction a table or collection view installs on itself, answering
/// for its rows or items: each call of the interaction's delegate becomes the list
/// delegate's call for the row under the press (`tableView(_:contextMenuConfigurationForRowAt:point:)`
/// and its neighbours), and a list delegate that gives no preview lifts the row's cell.
@MainActor
final class ListContextMenuAdapter: NSObject, UIContextMenuInteractionDelegate {
    /// The list's answers: the configuration and cell for a point in the list, and the
    /// list delegate's other calls.
    struct Answers {
        var configuration: @MainActor (CGPoint) -> (UIContextMenuConfiguration, UIView?)?
        var highlightPreview: @MainActor (UIContextMenuConfiguration) -> UITargetedPreview?
        var dismissPreview: @MainActor (UIContextMenuConfiguration) -> UITargetedPreview?
        var willPerformPreviewAction: @MainActor (UIContextMenuConfiguration, any UIContextMenuInteractionCommitAnimating) -> Void
        var willDisplay: @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
        var willEnd: @MainActor (UIContextMenuConfiguration, (any UIContextMenuInteractionAnimating)?) -> Void
    }

    private let answers: Answers
    /// The interaction, installed on the list by `install(on:)`.
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)
    /// The cell under the press the current configuration was made for.
    private weak var cell: UIView?

    init(answers: Answers) {
        self.answers = answers
        super.init()
    }

    /// Adds the interaction to `list`.
    func install(on list: UIView) {
        list.addInteraction(interaction)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let found = answers.configuration(location) else { return nil }
        cell = found.1
        return found.0
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? {
        answers.highlightPreview(configuration) ?? cell.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration)
        -> UITargetedPreview? {
        answers.dismissPreview(configuration) ?? cell.flatMap { $0.window == nil ? nil : UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        answers.willPerformPreviewAction(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        answers.willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        answers.willEnd(configuration, animator)
    }
}
