import Foundation

/// Translates between the index paths of a list's data source and those of what it shows
/// (its presentation), which differ while a drop's placeholders wait: a placeholder is a
/// row or item that the data source does not have.
///
/// `UITableView` and `UICollectionView` adopt it. While they have placeholders, their
/// index-path API (`cellForRow(at:)`, `indexPath(for:)`, the selection, the visible rows)
/// and every delegate and data source message speak in the data source's index paths, and a
/// placeholder has none; inside `performUsingPresentationValues(_:)` the API speaks in the
/// presentation's instead.
@preconcurrency @MainActor
public protocol UIDataSourceTranslating: NSObjectProtocol {
    /// The section shown for the data source's section `dataSourceSectionIndex`.
    func presentationSectionIndex(forDataSourceSectionIndex dataSourceSectionIndex: Int) -> Int
    /// The data source's section for the section shown at `presentationSectionIndex`.
    func dataSourceSectionIndex(forPresentationSectionIndex presentationSectionIndex: Int) -> Int
    /// Where the data source's row or item at `dataSourceIndexPath` is shown; nil for nil.
    func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath?) -> IndexPath?
    /// The data source's index path of the row or item shown at `presentationIndexPath`;
    /// nil for a placeholder, which the data source does not have.
    func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath?) -> IndexPath?
    /// Runs `actionsToTranslate` with the list's index-path API speaking in presentation
    /// index paths (placeholders counted) instead of the data source's.
    func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}

