import Foundation

/// A drop proposal for a table: the operation, and where in the table the items would go
/// (`intent`); what `tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)` answers.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where the items would go.
    open var intent: UITableViewDropIntent { storedIntent }
    private let storedIntent: UITableViewDropIntent

    /// A proposal of `operation`, putting the items where `intent` says.
    public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
        storedIntent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with an unspecified intent.
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
