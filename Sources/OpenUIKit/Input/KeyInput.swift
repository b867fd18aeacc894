import Foundation

/// A key going down (or repeating) or up.
public struct KeyInput: Sendable, Equatable {
    /// True when the key goes down or auto-repeats, false when it is released.
    public var isDown: Bool
    /// The key, with its characters and the modifiers held at the time.
    public var key: UIKey
    /// When the key changed, in seconds on the input clock.
    public var timestamp: TimeInterval

    /// A key event from its direction, key and time.
    public init(isDown: Bool, key: UIKey, timestamp: TimeInterval) {
        self.isDown = isDown
        self.key = key
        self.timestamp = timestamp
    }
}
