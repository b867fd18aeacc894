import Foundation

extension UIView {
    /// How a view's cached content is laid out when its bounds change without a redraw.
    public enum ContentMode: Int, Sendable, CaseIterable {
        /// Stretch the content to the new bounds (the default).
        case scaleToFill
        /// Scale keeping the aspect ratio until it fits inside; the rest stays empty.
        case scaleAspectFit
        /// Scale keeping the aspect ratio until it covers the bounds; the rest is cut off.
        case scaleAspectFill
        /// Call `draw(_:)` again whenever the bounds change.
        case redraw
        /// Keeps the content's size and places it at a position in the bounds.
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which edges and sizes follow the superview when its bounds change size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches when the superview resizes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches when the superview resizes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches when the superview resizes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches when the superview resizes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches when the superview resizes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches when the superview resizes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
