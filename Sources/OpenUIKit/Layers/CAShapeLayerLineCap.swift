import Foundation

/// How a shape layer ends its open lines (and its dashes).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Square ends exactly at the line's end points (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// Half circles beyond each end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// Square ends reaching half the line width beyond each end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
