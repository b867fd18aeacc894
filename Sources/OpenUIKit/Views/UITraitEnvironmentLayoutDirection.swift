import Foundation

/// The direction text and leading/trailing layout run in, with UIKit's raw values. Windows
/// report the app's `UIApplication.userInterfaceLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not known.
    case unspecified = -1
    /// Content flows from left to right.
    case leftToRight = 0
    /// Content flows from right to left.
    case rightToLeft = 1

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}
