import Foundation

/// A placeholder row a table's drop inserts while the dropped content loads
/// (`UITableViewDropCoordinator.drop(_:to:)`).
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// The drop preview's parameters for the placeholder's cell; nil, or a nil answer, uses
    /// the drop delegate's `dropPreviewParametersForRowAt`.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?

    /// The list's model of the placeholder, with its preview parameters.
    func makeListPlaceholder() -> ListPlaceholder {
        makeListPlaceholder(previewParameters: { cell in
            (cell as? UITableViewCell).flatMap { self.previewParametersProvider?($0) }
        })
    }
}
