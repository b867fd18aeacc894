import Foundation

/// A key going down (or repeating) or up.
public struct KeyInput: Sendable, Equatable {
    public var isDown: Bool
    public var key: UIKey
    public var timestamp: TimeInterval

    public init(isDown: Bool, key: UIKey, timestamp: TimeInterval) {
        self.isDown = isDown
        self.key = key
        self.timestamp = timestamp
    }
}
