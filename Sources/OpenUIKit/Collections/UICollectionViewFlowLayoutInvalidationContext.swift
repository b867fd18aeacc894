import Foundation

/// A flow layout's invalidation context: whether the delegate's sizes and spacings must be
/// asked for again, and whether the frames must be recomputed.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout asks its delegate for sizes, insets and spacings again. True by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout recomputes its frames. True by default.
    open var invalidateFlowLayoutAttributes = true
}
