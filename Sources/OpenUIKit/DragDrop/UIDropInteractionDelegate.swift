import Foundation

/// What a drop destination says and hears: whether it takes a session, what it would do
/// with it, and the drop itself. Every method has UIKit's default.
///
/// The calls come in UIKit's order: `canHandle` once per session, `sessionDidEnter` when the
/// touch comes over the view, `sessionDidUpdate` then and on each move (its proposal decides
/// the drop), `sessionDidExit` when it leaves; on a drop with `.copy` or `.move`:
/// `performDrop`, `previewForDropping` and `willAnimateDropWith` per item, and after the
/// animation `concludeDrop`; finally `sessionDidEnd` on every interaction that was asked.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
    /// Whether the interaction takes `session` at all (true by default).
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    /// The session came over the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
    /// What a drop now would do; `.cancel` by default.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    /// The session left the view.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
    /// The items were dropped: load them now.
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
    /// The drop animation has ended.
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession)
    /// The session has ended.
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession)
    /// Where `item` lands; `defaultPreview` (it shrinks and fades where it was dropped) by
    /// default.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
    /// The drop animation of `item` is about to run.
    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating)
}

extension UIDropInteractionDelegate {
    /// Every session is taken.
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    /// Nothing happens.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {}
    /// A drop here would be cancelled.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    /// Nothing happens.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {}
    /// Nothing is loaded.
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
    /// Nothing happens.
    public func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {}
    /// Nothing happens.
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {}
    /// The default preview.
    public func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                                withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? { defaultPreview }
    /// Nothing is added to the animation.
    public func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem,
                                willAnimateDropWith animator: any UIDragAnimating) {}
}
