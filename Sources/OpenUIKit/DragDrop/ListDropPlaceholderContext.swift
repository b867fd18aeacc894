import Foundation

/// The context `drop(_:to:)` hands back for a placeholder (a table's
/// `UITableViewDropPlaceholderContext`, a collection view's
/// `UICollectionViewDropPlaceholderContext`): the drop animation's animator, and the means
/// to swap the placeholder for the real content once it has loaded, or to take it away.
@MainActor
final class ListDropPlaceholderContext: NSObject, UIDragAnimating {
    /// The item whose content the placeholder waits for.
    let dragItem: UIDragItem
    private let placeholder: ListPlaceholder
    private weak var host: (any ListPlaceholderHost)?
    /// The drop animation's animator for the item.
    private let animator: any UIDragAnimating

    init(dragItem: UIDragItem, placeholder: ListPlaceholder, host: (any ListPlaceholderHost)?, animator: any UIDragAnimating) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.host = host
        self.animator = animator
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) {
        animator.addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        animator.addCompletion(completion)
    }

    /// Swaps the placeholder for the data source's row, which `dataSourceUpdates` inserts
    /// at the index path it is given; false when the placeholder is no longer shown (deleted,
    /// committed already, or its list gone).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        host?.commitPlaceholder(placeholder, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    /// Takes the placeholder away without content; false when it is no longer shown.
    @discardableResult
    func deletePlaceholder() -> Bool {
        host?.deletePlaceholder(placeholder) ?? false
    }

    /// Runs the placeholder's cell update handler again on its cell.
    func setNeedsCellUpdate() {
        host?.updatePlaceholderCell(placeholder)
    }
}
