import Foundation

/// The names of Core Animation's predefined timing functions, for
/// `CAMediaTimingFunction(name:)`. The raw values are Core Animation's.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A timing function name from its raw string.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// An even pace: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, which Core Animation's implicit animations use: (0.25, 0.1) and
    /// (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The curve behind the name; nil for a name Core Animation does not define.
    var timingCurve: CubicTimingCurve? {
        switch self {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInEaseOut: .easeInEaseOut
        case .default: .systemDefault
        default: nil
        }
    }
}
