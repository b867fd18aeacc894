import Foundation

/// How a keyframe animation moves between its values. The raw values are Core Animation's.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A calculation mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Straight from value to value, at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value in turn, without interpolating: value i shows from key time i.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight from value to value at an even pace: key times and timing functions are
    /// ignored, each segment getting time in proportion to its length.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the values (a Catmull-Rom spline), at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The smooth curve at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
