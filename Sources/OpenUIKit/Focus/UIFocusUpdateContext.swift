import Foundation

/// One move of focus: the item that had it, the item that gets it, and the direction.
///
/// The focus system makes one for each move and hands the same object to every
/// environment's ``UIFocusEnvironment/shouldUpdateFocus(in:)`` and
/// ``UIFocusEnvironment/didUpdateFocus(in:with:)``, and to the
/// ``UIFocusSystem/didUpdateNotification``.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item that had focus before the move; nil when nothing had.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item that has focus after the move; nil when focus is cleared.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the move: `.next` or `.previous` for Tab and Shift-Tab, empty for a
    /// move without one.
    open private(set) var focusHeading: UIFocusHeading

    /// The previously focused item when it is a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The next focused item when it is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }

    /// A move from `previous` to `next` in `heading`; only the focus system makes these.
    init(previouslyFocusedItem previous: (any UIFocusItem)?, nextFocusedItem next: (any UIFocusItem)?, focusHeading heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }
}
