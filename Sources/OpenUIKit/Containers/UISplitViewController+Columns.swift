import Foundation

extension UISplitViewController {
    /// How a split view controller is built: the classic two-controller interface, or the
    /// column interface of iOS 14 with two or three columns.
    public enum Style: Int, Sendable {
        /// The classic interface: `viewControllers` is [primary, secondary].
        case unspecified = 0
        /// Two columns, primary and secondary, set with `setViewController(_:for:)`.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }

    /// A column of the column interface.
    public enum Column: Int, Sendable {
        /// The leading column (a sidebar or a list).
        case primary = 0
        /// The middle column of a three-column interface.
        case supplementary = 1
        /// The trailing column, the detail.
        case secondary = 2
        /// The controller shown alone when the interface is collapsed, if one is set.
        case compact = 3
    }

    /// How the leading columns share the width with the secondary one when they show.
    public enum SplitBehavior: Int, Sendable {
        /// The system's choice: tiling where there is room.
        case automatic = 0
        /// Columns side by side.
        case tile = 1
        /// Leading columns over the secondary one.
        case overlay = 2
        /// Leading columns push the secondary one aside.
        case displace = 3
    }
}
