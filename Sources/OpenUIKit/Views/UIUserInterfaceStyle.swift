import Foundation

/// Light or dark appearance, with UIKit's raw values. OpenUIKit draws light only: its system
/// colours have no dark variants, so windows report `.light`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable, CustomStringConvertible {
    /// Not known.
    case unspecified = 0
    /// A light appearance.
    case light = 1
    /// A dark appearance.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}
