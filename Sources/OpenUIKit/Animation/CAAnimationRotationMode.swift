import Foundation

/// Whether a layer moved along a keyframe animation's path turns to follow it. The raw values
/// are Core Animation's.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A rotation mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The layer turns so its x axis follows the path's direction.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The same, turned half round (its x axis points back along the path).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
