import Foundation

/// One physical key press, delivered through `UIResponder.pressesBegan(_:with:)`.
@MainActor
public final class UIPress {
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    public let phase: Phase
    public let key: UIKey?
    public let timestamp: TimeInterval

    public init(phase: Phase, key: UIKey?, timestamp: TimeInterval) {
        self.phase = phase
        self.key = key
        self.timestamp = timestamp
    }
}

extension UIPress: Hashable {
    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
