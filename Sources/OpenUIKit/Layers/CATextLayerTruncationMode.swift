import Foundation

/// Where a text layer cuts a line too long for its bounds, showing an ellipsis there.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No ellipsis: a long line is cut off at the bounds' edge (the default).
    public static let none = CATextLayerTruncationMode(rawValue: "none")

    /// The ellipsis replaces the start of the line.
    public static let start = CATextLayerTruncationMode(rawValue: "start")

    /// The ellipsis replaces the end of the line.
    public static let end = CATextLayerTruncationMode(rawValue: "end")

    /// The ellipsis replaces the middle of the line.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
