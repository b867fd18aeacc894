import Foundation

/// How much room a window offers along one axis, coarsely: compact or regular. UIKit's raw
/// values.
///
/// A window derives its classes from its size in points (see `UIWindow`'s thresholds); a
/// trait collection made by hand leaves them unspecified unless told.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not known.
    case unspecified = 0
    /// Constrained space.
    case compact = 1
    /// Ample space.
    case regular = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .compact: "compact"
        case .regular: "regular"
        }
    }
}
