import Foundation

extension UISplitViewController {
    /// Which columns a split view shows beside or over the secondary one when it is not
    /// collapsed.
    public enum DisplayMode: Int, Sendable {
        /// The system's choice: in a window wider than it is tall, the leading column (or
        /// two, in a three-column interface) beside the secondary one; else the secondary
        /// alone.
        case automatic = 0
        /// The secondary column alone.
        case secondaryOnly = 1
        /// One column beside the secondary one.
        case oneBesideSecondary = 2
        /// One column over the secondary one.
        case oneOverSecondary = 3
        /// Two columns beside the secondary one.
        case twoBesideSecondary = 4
        /// Two columns over the secondary one.
        case twoOverSecondary = 5
        /// Two columns pushing the secondary one aside.
        case twoDisplaceSecondary = 6

        /// The classic name of `secondaryOnly` (deprecated in iOS 14; kept without a warning so
        /// classic code builds cleanly).
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary

        /// How many leading columns show, and whether over the secondary one.
        var leadingColumns: (count: Int, overlaid: Bool) {
            switch self {
            case .automatic, .secondaryOnly: return (0, false)
            case .oneBesideSecondary: return (1, false)
            case .oneOverSecondary: return (1, true)
            case .twoBesideSecondary, .twoDisplaceSecondary: return (2, false)
            case .twoOverSecondary: return (2, true)
            }
        }
    }
}
