import Foundation

/// The direction of a `CATransition`'s movement. The raw values are Core Animation's.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A transition subtype from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
