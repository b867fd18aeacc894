import Foundation

/// The actions a swipe across a table row reveals, first action nearest the swiped edge, and
/// whether swiping all the way across performs the first.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, in order from the edge the swipe uncovers inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (true by default, as in UIKit).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of these actions; an empty list shows no buttons, so the row does not swipe.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
