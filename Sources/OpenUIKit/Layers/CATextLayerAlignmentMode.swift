import Foundation

/// How a text layer places its lines across its bounds.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The constant's name, as Core Animation spells it.
    public let rawValue: String

    /// A value from its Core Animation name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The script's own direction: left for left-to-right text (the default).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")

    /// Lines start at the left edge.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")

    /// Lines end at the right edge.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")

    /// Lines are centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")

    /// Wrapped lines but the last fill the width.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
