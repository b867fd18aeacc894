import Foundation
@testable import OpenUIKit

/// A drag source and drop destination that records the calls it gets, by short names, and
/// answers as a test sets it up.
@MainActor
final class DragDropRecorder: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private(set) var log: [String] = []
    /// How many `sessionDidMove` calls came (kept out of the log, which they would flood).
    private(set) var moves = 0
    /// Whether the lift animation's completion, added through the animator, ran.
    private(set) var liftAnimationEnded = false
    var itemsToDrag: () -> [UIDragItem] = { [UIDragItem(itemProvider: NSItemProvider(object: "dragged" as NSString))] }
    var itemsToAdd: [UIDragItem] = []
    var operation = UIDropOperation.copy
    /// Sets up each proposal the destination answers.
    var configureProposal: (UIDropProposal) -> Void = { _ in }
    /// The session's location in the destination's view at each `sessionDidUpdate`.
    private(set) var updateLocations: [CGPoint] = []
    var onPerformDrop: (any UIDropSession) -> Void = { _ in }
    var canHandle = true
    /// Where a cancelled item flies: the default (nil here) or a fade.
    var fadeOnCancel = false
    /// What the source answers for `sessionAllowsMoveOperation` and
    /// `sessionIsRestrictedToDraggingApplication`.
    var allowsMove = true
    var restricted = false

    /// The log with runs of the same entry shown once.
    var transcript: String {
        var collapsed: [String] = []
        for entry in log where entry != collapsed.last { collapsed.append(entry) }
        return collapsed.joined(separator: ", ")
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        log.append("itemsForBeginning")
        return itemsToDrag()
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        log.append("previewForLifting")
        return nil
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        log.append("willAnimateLift")
        animator.addCompletion { position in self.liftAnimationEnded = position == .end }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        restricted
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.append("sessionWillBegin")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        moves += 1
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        log.append("itemsForAddingTo")
        return itemsToAdd
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {
        log.append("willAdd \(items.count)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEndWith \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEndWith \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.append("sessionDidTransferItems")
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("previewForCancelling")
        return fadeOnCancel ? nil : defaultPreview
    }

    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating) {
        log.append("willAnimateCancel")
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle")
        return canHandle
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.append("sessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        log.append("sessionDidUpdate")
        if let view = interaction.view { updateLocations.append(session.location(in: view)) }
        let proposal = UIDropProposal(operation: operation)
        configureProposal(proposal)
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.append("sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.append("performDrop")
        onPerformDrop(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("previewForDropping")
        return defaultPreview
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating) {
        log.append("willAnimateDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.append("concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.append("sessionDidEnd")
    }
}
