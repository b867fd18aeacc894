import Foundation

extension UIScrollView {
    /// How quickly the content slows after the finger lifts: the fraction of its velocity
    /// kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of the velocity kept per millisecond, between 0 and 1.
        public var rawValue: CGFloat

        /// A rate keeping `rawValue` of the velocity each millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// UIKit's default: 0.998 of the velocity kept per millisecond (Apple's documentation
        /// of `UIScrollView.DecelerationRate.normal`).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99 per millisecond, as pickers and paging lists use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
