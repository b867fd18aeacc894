import Foundation

/// How a gradient layer spreads its colours over its bounds.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Along the line from `startPoint` to `endPoint`, constant across it (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// In ellipses about `startPoint`, reaching the last colour where `endPoint`'s offset from it (in points) puts the ellipse's radii.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Around `startPoint`, clockwise on screen from the direction towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
