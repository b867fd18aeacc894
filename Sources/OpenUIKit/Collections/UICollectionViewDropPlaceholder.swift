import Foundation

/// A placeholder a collection view's drop inserts while the dropped content loads
/// (`UICollectionViewDropCoordinator.drop(_:to:)`).
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The drop preview's parameters for the placeholder's cell (its visible path, say);
    /// nil, or a nil answer, uses the drop delegate's `dropPreviewParametersForItemAt`.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?

    /// The list's model of the placeholder, with its preview parameters.
    func makeListPlaceholder() -> ListPlaceholder {
        makeListPlaceholder(previewParameters: { cell in
            (cell as? UICollectionViewCell).flatMap { self.previewParametersProvider?($0) }
        })
    }
}
