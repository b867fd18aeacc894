import Foundation

/// How a shape layer joins two segments of its stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Sharp corners, bevelled where they would reach past `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Corners cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
