import Foundation

/// Which parts of a self-crossing path a shape layer fills.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Points around which the path winds a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// Points inside an odd number of the path's crossings.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
