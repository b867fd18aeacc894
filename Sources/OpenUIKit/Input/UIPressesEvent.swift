import Foundation

/// The event that carries key presses up the responder chain.
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    /// Every press the event carries.
    public let allPresses: Set<UIPress>

    /// An event carrying `presses`, stamped at `timestamp` seconds on the input clock.
    public init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
