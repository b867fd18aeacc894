import Foundation

/// The kinds of `CATransition`. The raw values are Core Animation's.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A transition type from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The old content fades out as the new fades in (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The key Core Animation adds transitions under when given none (`"transition"`).
public let kCATransition = "transition"
