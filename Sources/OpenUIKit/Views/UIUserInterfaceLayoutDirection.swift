import Foundation

/// Which way an interface is laid out: where leading and trailing are, which way a
/// horizontal stack runs and where natural text aligns. UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable, CustomStringConvertible {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left (Arabic, Hebrew, Persian, Urdu…).
    case rightToLeft = 1

    /// The trait value of the same direction.
    var traitDirection: UITraitEnvironmentLayoutDirection {
        switch self {
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }

    public var description: String {
        switch self {
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}
