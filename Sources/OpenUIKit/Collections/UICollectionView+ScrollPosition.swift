import Foundation

extension UICollectionView {
    /// Where an item should end up when the collection view scrolls to it: one vertical and
    /// one horizontal choice at most.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Do not scroll.
        public static let none: ScrollPosition = []
        /// The item's top at the visible area's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the visible area's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the visible area's left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the visible area's right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
