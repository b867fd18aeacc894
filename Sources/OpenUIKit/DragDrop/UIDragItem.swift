import Foundation

/// One thing being dragged: its data, as an item provider, and, inside the app, the object
/// it stands for.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data in the types it offers (read-only and open, as UIKit declares it).
    open var itemProvider: NSItemProvider { storedItemProvider }
    private let storedItemProvider: NSItemProvider
    /// The app's own object for the item, seen only by drop destinations in the same app
    /// (through the drop session's `localDragSession`).
    open var localObject: Any?
    /// Makes the preview shown while the item moves, after the lift; nil keeps the lift's.
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item for the data of `itemProvider`.
    public init(itemProvider: NSItemProvider) {
        storedItemProvider = itemProvider
        super.init()
    }
}
