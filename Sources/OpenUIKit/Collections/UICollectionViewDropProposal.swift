import Foundation

/// A drop proposal for a collection view: the operation, and where in the collection the
/// items would go (`intent`); what `collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)`
/// answers.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where the items would go.
    open var intent: UICollectionViewDropIntent { storedIntent }
    private let storedIntent: UICollectionViewDropIntent

    /// A proposal of `operation`, putting the items where `intent` says.
    public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
        storedIntent = intent
        super.init(operation: operation)
    }

    /// A proposal of `operation` with an unspecified intent.
    public override convenience init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}
