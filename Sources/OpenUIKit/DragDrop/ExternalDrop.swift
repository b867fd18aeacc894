import Foundation

/// A drag from another program over a window (X11's XDND brings it): the platform reports
/// where the pointer is and, at the end, the drop or the leave; the window's drop
/// destinations hear the session as they would a drag from the app, without
/// `localDragSession`, and load the items the platform provides.
@MainActor
final class ExternalDrop {
    private weak var window: UIWindow?
    let session: DragDropSession
    private let target: DropTargetTracker
    /// Whether the drag has ended (dropped or left); later reports are ignored.
    private(set) var hasEnded = false

    /// A drag of `items` from another program, not yet over any place in `window`.
    init(window: UIWindow, items: [UIDragItem]) {
        self.window = window
        session = DragDropSession(items: items, window: window, location: CGPoint(x: -1, y: -1),
                                  allowsMove: true, restricted: false, isLocal: false)
        target = DropTargetTracker(session: session)
    }

    /// The pointer is at `location` (window points): returns what a drop there would make,
    /// nil when it would be cancelled.
    func move(to location: CGPoint) -> UIDropOperation? {
        guard !hasEnded, let window else { return nil }
        session.locationInWindow = location
        target.update(in: window)
        return target.dropOperation
    }

    /// The drag left the window or its source gave up.
    func leave() {
        guard !hasEnded else { return }
        hasEnded = true
        target.exit()
        target.endSession()
    }

    /// The items were dropped, now with `items` (the platform may know them better at the
    /// drop, such as one item per file of a URI list). The destination performs the drop;
    /// `finished` runs once the loads it started are done, with the operation made (nil when
    /// the drop was cancelled).
    func drop(replacingItems items: [UIDragItem]?, finished: @escaping (UIDropOperation?) -> Void) {
        guard !hasEnded else { return finished(nil) }
        hasEnded = true
        guard let destination = target.destination, let operation = target.dropOperation else {
            target.exit()
            target.endSession()
            return finished(nil)
        }
        if let items { session.replaceItems(items) }
        destination.delegate?.dropInteraction(destination, performDrop: session)
        let target = self.target, session = self.session
        let conclude = {
            destination.delegate?.dropInteraction(destination, concludeDrop: session)
            target.endSession()
            finished(operation)
        }
        if session.hasNoPendingLoads {
            conclude()
        } else {
            session.onLoadsFinished = conclude
        }
    }
}
