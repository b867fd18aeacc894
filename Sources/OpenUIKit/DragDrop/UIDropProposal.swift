import Foundation

/// What a drop destination would do with a session if it were dropped now: the answer of
/// `dropInteraction(_:sessionDidUpdate:)`.
@MainActor
open class UIDropProposal: NSObject {
    /// The operation the destination proposes.
    public let operation: UIDropOperation

    /// A proposal of `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
