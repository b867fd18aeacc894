import Foundation

/// The event that carries key presses up the responder chain.
@MainActor
public final class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    public init(presses: Set<UIPress>, timestamp: TimeInterval) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp)
    }
}
