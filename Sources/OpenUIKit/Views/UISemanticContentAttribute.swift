import Foundation

/// What a view shows, as far as flipping it for a right-to-left interface goes; UIKit's raw
/// values. `UIView.userInterfaceLayoutDirection(for:relativeTo:)` turns one into a direction.
public enum UISemanticContentAttribute: Int, Hashable, Sendable, CustomStringConvertible {
    /// Ordinary content, flipped with the interface (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber), which stay left to right.
    case playback = 1
    /// Controls of physical directions (a D-pad, text alignment buttons), which stay left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .playback: "playback"
        case .spatial: "spatial"
        case .forceLeftToRight: "forceLeftToRight"
        case .forceRightToLeft: "forceRightToLeft"
        }
    }
}
