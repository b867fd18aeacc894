import Foundation

/// One change in a batch of collection view updates, as the layout hears of it in
/// `prepare(forCollectionViewUpdates:)`.
///
/// A section change has an index path whose section is the section and whose item is
/// `NSNotFound`, as UIKit reports it.
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable {
        /// An item or section was inserted.
        case insert
        /// An item or section was deleted.
        case delete
        /// An item or section was reloaded.
        case reload
        /// An item or section was moved.
        case move
        /// Nothing happened.
        case none
    }

    /// Where the element was before the batch; `nil` for an insertion.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the batch; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What happened to the element.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    /// The change as the debugger prints it.
    open override var description: String {
        "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "-")>"
    }
}
