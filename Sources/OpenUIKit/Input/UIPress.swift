import Foundation

/// One physical key press, delivered through `UIResponder.pressesBegan(_:with:)`. An
/// `NSObject`, as in UIKit: equal only to itself.
@preconcurrency @MainActor
public final class UIPress: NSObject {
    /// Where a key press is in its life.
    public enum Phase: Int, Sendable {
        /// `began` when the key goes down and `ended` when it comes up; the library reports no
        /// other phase.
        case began, changed, stationary, ended, cancelled
    }

    /// Where the press is in its life.
    public let phase: Phase
    /// The key pressed, or nil for a press that is not a keyboard key.
    public let key: UIKey?
    /// When the press changed, in seconds on the input clock.
    public let timestamp: TimeInterval

    /// A press in `phase` of `key` at `timestamp`.
    public init(phase: Phase, key: UIKey?, timestamp: TimeInterval) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
        super.init()
    }
}
