import Foundation

extension UICollectionView {
    /// How quickly the items move out of the way of a drop that would insert among them
    /// (`reorderingCadence`): at once, or once the touch has stayed over the same place for
    /// a moment, so that a drag passing over the items does not set them all moving.
    public enum ReorderingCadence: Int, Sendable {
        /// The items make room as soon as the touch comes over a new place.
        case immediate
        /// The items make room after a short delay (`fastDelay`).
        case fast
        /// The items make room after a longer delay (`slowDelay`).
        case slow

        /// How long the touch waits over a place before `.fast` makes room there, in
        /// seconds. UIKit documents only "a short delay"; this is our reading of it.
        public static let fastDelay: TimeInterval = 0.15
        /// How long the touch waits over a place before `.slow` makes room there, in
        /// seconds. UIKit documents only "after a delay"; this is our reading of it.
        public static let slowDelay: TimeInterval = 0.5

        /// How long the items wait before making room at a new place, in seconds.
        public var delay: TimeInterval {
            switch self {
            case .immediate: 0
            case .fast: Self.fastDelay
            case .slow: Self.slowDelay
            }
        }
    }
}
