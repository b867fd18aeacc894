import Foundation

/// One drag inside a window, from the lift to the end of its last animation: it shows the
/// items' previews under the touch, finds the drop destination there, and calls both
/// sides' delegates in UIKit's order (see `UIDragInteractionDelegate` and
/// `UIDropInteractionDelegate`).
///
/// A window runs one drag at a time, which it keeps (`UIWindow.activeDrag`). When the
/// window has an `ExternalDragChannel`, the touch may carry the items out to another
/// program's window, which then answers instead of the app's destinations.
@MainActor
final class DragSessionDriver {
    let session: DragDropSession
    let source: UIDragInteraction
    private weak var window: UIWindow?

    /// One dragged item on screen: its preview view, where it was lifted from (the default
    /// cancel target) and where it sits relative to the touch.
    private struct LiftedItem {
        let item: UIDragItem
        let liftPreview: UITargetedDragPreview
        let view: DragPreviewView
        var offset: CGVector
    }

    private var lifted: [LiftedItem] = []
    /// Whether `sessionWillBegin` was sent (at the first move after the lift).
    private var hasBegunMoving = false
    /// The destination under the touch.
    private let target: DropTargetTracker
    /// Whether the drag is ending (its drop or cancel animation runs), and whether it has
    /// ended.
    private var isEnding = false
    private var hasFinished = false
    /// Ends the drag if its last animation's completion has not by then.
    private var endDeadline: InputTimer?
    /// The number of items, over the frontmost preview once the items move.
    private let badge = DragCountBadgeView()
    /// The platform's channel to other programs while the touch is over one of their
    /// windows (nil over the app's own).
    private var externalChannel: (any ExternalDragChannel)?

    /// Makes the drag: asks the source's delegate for the items at `location` (window
    /// points); nil when it gives none.
    init?(source: UIDragInteraction, window: UIWindow, location: CGPoint) {
        guard let delegate = source.delegate else { return nil }
        // The session the delegate sees from the first call on, filled in as it answers.
        let session = DragDropSession(items: [], window: window, location: location, allowsMove: true, restricted: false, isLocal: true)
        let items = delegate.dragInteraction(source, itemsForBeginning: session)
        guard !items.isEmpty else { return nil }
        session.append(items)
        session.allowsMoveOperation = delegate.dragInteraction(source, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(source, sessionIsRestrictedToDraggingApplication: session)
        self.session = session
        target = DropTargetTracker(session: session)
        self.source = source
        self.window = window
    }

    // MARK: Lift

    /// Lifts the items: their previews appear where their views are and grow under the touch.
    func lift() {
        guard let window else { return }
        window.activeDrag = self
        lifted = previews(for: session.items, from: source)
        let animator = DragAnimator()
        source.delegate?.dragInteraction(source, willAnimateLiftWith: animator, session: session)
        let views = lifted.map(\.view)
        animator.run(duration: DragDropThresholds.liftDuration, changes: {
            for view in views {
                view.transform = view.transform.scaledBy(x: DragDropThresholds.liftScale, y: DragDropThresholds.liftScale)
            }
        }, done: {
            for view in views { view.settleLiftScale() }
        })
    }

    /// The lift previews of `items` (the interaction's view where the delegate gives none),
    /// put in the window above everything.
    private func previews(for items: [UIDragItem], from interaction: UIDragInteraction) -> [LiftedItem] {
        guard let window else { return [] }
        let touch = session.locationInWindow
        var made: [LiftedItem] = []
        for item in items {
            let given = interaction.delegate?.dragInteraction(interaction, previewForLifting: item, session: session)
            guard let preview = given ?? interaction.view.map({ UITargetedDragPreview(view: $0) }) else { continue }
            let view = DragPreviewView(preview: preview.view, parameters: preview.parameters)
            if !view.hasPicture {
                Diagnostics.warn("drag and drop: the lift preview's view has no size; the item is dragged without a picture",
                                 once: "DragSessionDriver.emptyPreview")
            }
            view.center = preview.centerInWindow ?? touch
            view.transform = preview.target.transform
            window.addSubview(view)
            let stack = CGFloat(lifted.count + made.count) * DragDropThresholds.stackOffset
            let offset = CGVector(dx: view.center.x - touch.x + stack, dy: view.center.y - touch.y + stack)
            made.append(LiftedItem(item: item, liftPreview: preview, view: view, offset: offset))
        }
        return made
    }

    // MARK: Moving

    /// The touch moved to `location` (window points): the previews follow, and the
    /// destination under it is asked.
    func move(to location: CGPoint) {
        guard !isEnding else { return }
        session.locationInWindow = location
        if !hasBegunMoving {
            hasBegunMoving = true
            source.delegate?.dragInteraction(source, sessionWillBegin: session)
            swapInItemPreviews()
            updateBadge()
        }
        let scale = window?.screenScale ?? 1
        for entry in lifted {
            entry.view.center(near: CGPoint(x: location.x + entry.offset.dx, y: location.y + entry.offset.dy), scale: scale)
        }
        source.delegate?.dragInteraction(source, sessionDidMove: session)
        guard let window else { return }
        if !session.isRestrictedToDraggingApplication, let channel = window.externalDragChannel,
           channel.dragMoved(session, to: location) {
            // Over another program's window: the app's destination under the touch (if
            // any) hears that the session left.
            target.exit()
            externalChannel = channel
            return
        }
        if let channel = externalChannel {
            channel.leave(session)
            externalChannel = nil
        }
        target.update(in: window)
    }

    /// Shows the number of items over the frontmost preview while there are several.
    private func updateBadge() {
        badge.count = session.items.count
        if let front = lifted.last?.view { badge.place(on: front) }
    }

    /// Items with a `previewProvider` show its preview once they move, centered where the
    /// lift preview was.
    private func swapInItemPreviews() {
        guard let window else { return }
        for index in lifted.indices {
            guard let provider = lifted[index].item.previewProvider, let preview = provider() else { continue }
            let old = lifted[index].view
            let replacement = DragPreviewView(preview: preview.view, parameters: preview.parameters)
            replacement.center = old.center
            replacement.transform = old.transform
            window.insertSubview(replacement, aboveSubview: old)
            old.removeFromSuperview()
            lifted[index] = LiftedItem(item: lifted[index].item, liftPreview: lifted[index].liftPreview,
                                       view: replacement, offset: lifted[index].offset)
        }
    }

    // MARK: Adding items

    /// Adds the items `interaction`'s delegate gives for a tap at `location` (window points).
    func addItems(from interaction: UIDragInteraction, at location: CGPoint) {
        guard !isEnding, let view = interaction.view, let delegate = interaction.delegate else { return }
        let items = delegate.dragInteraction(interaction, itemsForAddingTo: session, withTouchAt: view.convert(location, from: nil))
        guard !items.isEmpty else { return }
        source.delegate?.dragInteraction(source, session: session, willAdd: items, for: interaction)
        session.append(items)
        lifted += previews(for: items, from: interaction)
        updateBadge()
        move(to: session.locationInWindow)
    }

    // MARK: Ending

    /// The touch lifted: drops on the destination when its proposal copies or moves, else
    /// cancels.
    func end() {
        guard !isEnding else { return }
        if let channel = externalChannel { return endOutside(through: channel) }
        guard let destination = target.destination, let operation = target.dropOperation else { return cancel() }
        isEnding = true
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        destination.delegate?.dropInteraction(destination, performDrop: session)
        if session.hasNoPendingLoads {
            source.delegate?.dragInteraction(source, sessionDidTransferItems: session)
        } else {
            let source = self.source, session = self.session
            session.onLoadsFinished = { source.delegate?.dragInteraction(source, sessionDidTransferItems: session) }
        }
        let animator = DragAnimator()
        var moves: [(view: DragPreviewView, center: CGPoint?, transform: CGAffineTransform, fades: Bool)] = []
        // A proposal may keep the standard preview at its full size.
        let dropScale = target.proposal?.prefersFullSizePreview == true ? 1 : DragDropThresholds.dropScale
        for entry in lifted {
            let shrunk = entry.view.transform.scaledBy(x: dropScale, y: dropScale)
            let here = UIDragPreviewTarget(container: entry.view, center: CGPoint(x: entry.view.bounds.midX, y: entry.view.bounds.midY),
                                           transform: shrunk)
            let standard = UITargetedDragPreview(view: entry.view, parameters: entry.liftPreview.parameters, target: here)
            let chosen = destination.delegate?.dropInteraction(destination, previewForDropping: entry.item, withDefault: standard)
            destination.delegate?.dropInteraction(destination, item: entry.item, willAnimateDropWith: animator)
            // The standard preview shrinks (unless the proposal prefers its full size) and
            // fades where it was dropped; one the destination placed (a table's row) lands
            // there whole.
            let fades = chosen == nil || chosen === standard
            moves.append((entry.view, chosen?.centerInWindow ?? entry.view.center, chosen?.target.transform ?? shrunk, fades))
        }
        animator.run(duration: DragDropThresholds.dropDuration, changes: {
            for move in moves {
                if let center = move.center { move.view.center = center }
                move.view.bounds.size = move.view.naturalSize
                move.view.transform = move.transform
                if move.fades { move.view.alpha = 0 }
            }
        }, done: { [self] in
            finish(with: operation, concluding: destination)
        })
        scheduleEndDeadline(after: DragDropThresholds.dropDuration) { [self] in finish(with: operation, concluding: destination) }
    }

    /// The drag was cancelled (lifted over no destination that takes it, or the touch was
    /// taken away): the items fly back to where they were lifted from.
    func cancel() {
        guard !isEnding else { return }
        isEnding = true
        if let channel = externalChannel {
            channel.leave(session)
            externalChannel = nil
        }
        source.delegate?.dragInteraction(source, session: session, willEndWith: .cancel)
        target.exit()
        let animator = DragAnimator()
        var moves: [(DragPreviewView, CGPoint?, CGAffineTransform)] = []
        for entry in lifted {
            let chosen = source.delegate?.dragInteraction(source, previewForCancelling: entry.item, withDefault: entry.liftPreview)
            source.delegate?.dragInteraction(source, item: entry.item, willAnimateCancelWith: animator)
            moves.append((entry.view, chosen?.centerInWindow, chosen?.target.transform ?? entry.view.transform))
        }
        animator.run(duration: DragDropThresholds.cancelDuration, changes: {
            for (view, center, transform) in moves {
                if let center {
                    view.center = center
                    view.bounds.size = view.naturalSize
                    view.transform = transform
                } else {
                    // No target: the preview fades where it is.
                    view.alpha = 0
                }
            }
        }, done: { [self] in
            finish(with: .cancel, concluding: nil)
        })
        scheduleEndDeadline(after: DragDropThresholds.cancelDuration) { [self] in finish(with: .cancel, concluding: nil) }
    }

    /// The touch lifted over another program's window: when it accepts, drops there (the
    /// previews fade where they are, as the items now belong to the other program) and ends
    /// with the operation it reports; else leaves it and cancels.
    private func endOutside(through channel: any ExternalDragChannel) {
        guard var operation = channel.proposedOperation else {
            channel.leave(session)
            externalChannel = nil
            return cancel()
        }
        if operation == .move, !session.allowsMoveOperation { operation = .copy }
        isEnding = true
        source.delegate?.dragInteraction(source, session: session, willEndWith: operation)
        let views = lifted.map(\.view)
        DragAnimator().run(duration: DragDropThresholds.dropDuration, changes: {
            for view in views {
                view.transform = view.transform.scaledBy(x: DragDropThresholds.dropScale, y: DragDropThresholds.dropScale)
                view.alpha = 0
            }
        }, done: {})
        let source = self.source, session = self.session
        channel.drop(session) { [self] made in
            externalChannel = nil
            if made != nil { source.delegate?.dragInteraction(source, sessionDidTransferItems: session) }
            finish(with: made.map { $0 == .move && !session.allowsMoveOperation ? .copy : $0 } ?? .cancel, concluding: nil)
        }
    }

    /// Runs `end` on the window's clock once an animation of `duration` should long have
    /// ended.
    private func scheduleEndDeadline(after duration: TimeInterval, _ end: @escaping @MainActor () -> Void) {
        guard let window else { return end() }
        endDeadline = window.inputClock.schedule(after: duration + DragDropThresholds.endGrace, end)
    }

    /// After the last animation: the previews go, both sides hear the end, and the window
    /// is free for the next drag.
    private func finish(with operation: UIDropOperation, concluding destination: UIDropInteraction?) {
        guard !hasFinished else { return }
        hasFinished = true
        endDeadline?.cancel()
        endDeadline = nil
        for entry in lifted { entry.view.removeFromSuperview() }
        lifted = []
        badge.removeFromSuperview()
        source.delegate?.dragInteraction(source, session: session, didEndWith: operation)
        if let destination {
            destination.delegate?.dropInteraction(destination, concludeDrop: session)
        }
        target.endSession()
        if let window, window.activeDrag === self { window.activeDrag = nil }
        if source.activeDriver === self { source.activeDriver = nil }
    }
}
