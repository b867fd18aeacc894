import Foundation

/// What an animation shows outside its active time, as Core Animation's `fillMode` names it.
/// The raw values are Core Animation's.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    /// A fill mode from its raw string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Nothing outside the active time: the layer shows its own values (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the end, the final value stays (as long as the animation is on the layer, which
    /// takes `isRemovedOnCompletion = false`).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before the begin time, the starting value shows.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the starting value shows before the begin time.
    var fillsBackwards: Bool { self == .backwards || self == .both }
    /// Whether the final value stays after the end.
    var fillsForwards: Bool { self == .forwards || self == .both }
}
