import Foundation

/// The platform's side of a drag that leaves the window for another program (X11's XDND
/// source): it finds the other program's window under the touch, offers it the session's
/// items in the types other programs may load, keeps the other program's latest answer, and
/// at the end drops or leaves.
///
/// The drag session driver asks it on every move while it is installed on the window
/// (`UIWindow.externalDragChannel`); a session restricted to the app never reaches it.
@MainActor
protocol ExternalDragChannel: AnyObject {
    /// The touch of `session` is at `location` (window points, possibly outside the window):
    /// returns whether another program's drop-aware window is there, which then takes the
    /// drag instead of the app's own destinations.
    func dragMoved(_ session: DragDropSession, to location: CGPoint) -> Bool
    /// What the other program under the touch said a drop would make: `.copy` or `.move`,
    /// or nil while it refuses (or has not answered).
    var proposedOperation: UIDropOperation? { get }
    /// The touch lifted over the other program's window: drops there. `finished` runs once,
    /// on the main queue, with the operation the other program reports it made, or nil when
    /// it refused or did not answer in time.
    func drop(_ session: DragDropSession, finished: @escaping @MainActor (UIDropOperation?) -> Void)
    /// The drag left the other program's window (back into ours) or was cancelled.
    func leave(_ session: DragDropSession)
}
