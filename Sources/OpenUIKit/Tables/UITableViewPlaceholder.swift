import Foundation

/// A temporary row a table shows where content will be inserted, in a cell of its own
/// (iOS 11). Its drop form is ``UITableViewDropPlaceholder``.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    /// Where the placeholder goes.
    let insertionIndexPath: IndexPath
    /// The identifier its cell is dequeued with (a registered class or nib, or a storyboard
    /// prototype).
    let reuseIdentifier: String
    /// The placeholder row's height, in points.
    let rowHeight: CGFloat

    /// Configures the placeholder's cell when it is dequeued.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    /// A placeholder row `rowHeight` points tall at `insertionIndexPath`, shown in a cell
    /// dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }

    /// The list's model of the placeholder, which keeps it (as UIKit keeps a dropped
    /// placeholder until its context commits or deletes it): its handlers are read each
    /// time they are needed, so they may change meanwhile.
    func makeListPlaceholder(previewParameters: ((UIView) -> UIDragPreviewParameters?)?) -> ListPlaceholder {
        ListPlaceholder(indexPath: insertionIndexPath, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight,
                        updateCell: { cell in
                            if let cell = cell as? UITableViewCell { self.cellUpdateHandler?(cell) }
                        },
                        previewParameters: previewParameters)
    }
}
