import Foundation

/// A temporary item a collection view shows where content will be inserted, in a cell of
/// its own (iOS 11). Its drop form is ``UICollectionViewDropPlaceholder``.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    /// Where the placeholder goes.
    let insertionIndexPath: IndexPath
    /// The identifier its cell is dequeued with (a registered class or nib, or a storyboard
    /// prototype).
    let reuseIdentifier: String

    /// Configures the placeholder's cell when it is dequeued and when its context asks for an
    /// update (`setNeedsCellUpdate()`).
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath`, shown in a cell dequeued with `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// The list's model of the placeholder, which keeps it (as UIKit keeps a dropped
    /// placeholder until its context commits or deletes it): its handlers are read each
    /// time they are needed, so they may change meanwhile.
    func makeListPlaceholder(previewParameters: ((UIView) -> UIDragPreviewParameters?)?) -> ListPlaceholder {
        ListPlaceholder(indexPath: insertionIndexPath, reuseIdentifier: reuseIdentifier,
                        updateCell: { cell in
                            if let cell = cell as? UICollectionViewCell { self.cellUpdateHandler?(cell) }
                        },
                        previewParameters: previewParameters)
    }
}
