import Foundation

/// What a drop destination would do with a session if it were dropped now: the answer of
/// `dropInteraction(_:sessionDidUpdate:)`.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    /// The operation the destination proposes.
    open var operation: UIDropOperation { storedOperation }
    private let storedOperation: UIDropOperation

    /// Whether the destination wants the drop placed precisely (at a point in text, between
    /// two rows): while its latest proposal says so, the session's `location(in:)` is
    /// `DragDropThresholds.preciseDropOffset` above the touch, so the place the
    /// destination computes from it is not under the finger that hides it. False by default.
    open var isPrecise = false

    /// Whether the default drop preview keeps its full size as it fades where it was
    /// dropped, instead of shrinking: for a drop close to where the items came from, where
    /// the shrinking distracts. Only drags within the app look at it. False by default.
    open var prefersFullSizePreview = false

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        storedOperation = operation
        super.init()
    }
}
