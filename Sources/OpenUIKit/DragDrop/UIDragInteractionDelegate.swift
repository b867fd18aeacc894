import Foundation

/// What a drag source says and hears: the items to drag, their previews, and the drag's
/// course. Only `dragInteraction(_:itemsForBeginning:)` must be written; the others have
/// UIKit's defaults.
///
/// The calls of one drag come in UIKit's order: `itemsForBeginning`, `previewForLifting`
/// per item, `willAnimateLiftWith`, `sessionWillBegin` (as the items start to move),
/// `sessionDidMove` on each move, `session(_:willEndWith:)`, then, for a cancelled drag,
/// `previewForCancelling` and `willAnimateCancelWith` per item, and after the drop or
/// cancel animation `session(_:didEndWith:)`; `sessionDidTransferItems` once the
/// destination's loads are done.
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: NSObjectProtocol {
    /// The items to drag from `session.location(in:)`; none means no drag.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    /// The preview that lifts for `item`; nil (the default) lifts the interaction's view.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview?
    /// The lift animation is about to run; `animator` takes animations to run beside it.
    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession)
    /// The items start to move.
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
    /// Whether a destination may move the items rather than copy them (true by default).
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether the items must stay in the app (false by default).
    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
    /// The items to add to the running `session` when another touch taps this interaction's
    /// view at `point` (its coordinates); none by default.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem]
    /// `items` from `addingInteraction` are about to join `session`.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction)
    /// The items moved.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession)
    /// The drag is about to end with `operation`.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation)
    /// The drag and its animations have ended with `operation`.
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation)
    /// The destination has loaded the items' data.
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession)
    /// Where `item` flies back to when the drag is cancelled; `defaultPreview` (where it was
    /// lifted from) by default, nil to fade it out where it is.
    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// The cancel animation of `item` is about to run.
    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating)
}

extension UIDragInteractionDelegate {
    /// The interaction's view lifts.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                                session: any UIDragSession) -> UITargetedDragPreview? { nil }
    /// Nothing is added to the lift.
    public func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                                session: any UIDragSession) {}
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {}
    /// Moves are allowed.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }
    /// The items may leave the app.
    public func dragInteraction(_ interaction: UIDragInteraction,
                                sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
    /// Nothing is added.
    public func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                                withTouchAt point: CGPoint) -> [UIDragItem] { [] }
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                                for addingInteraction: UIDragInteraction) {}
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {}
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                willEndWith operation: UIDropOperation) {}
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession,
                                didEndWith operation: UIDropOperation) {}
    /// Nothing happens.
    public func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {}
    /// The item flies back to where it was lifted from.
    public func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    /// Nothing is added to the animation.
    public func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem,
                                willAnimateCancelWith animator: any UIDragAnimating) {}
}
