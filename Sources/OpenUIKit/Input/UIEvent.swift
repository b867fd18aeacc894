import Foundation

/// One input event: what kind it is and when it happened.
///
/// Hit testing takes one (`hitTest(_:with:)`); touch delivery fills it with touches.
@MainActor
open class UIEvent {
    /// The broad kind of an event.
    public enum EventType: Int, Sendable {
        case touches, presses, scroll, transform, hover
    }

    /// What kind of event this is.
    public let type: EventType

    /// When it happened, in seconds on the monotonic clock the input came from.
    public let timestamp: TimeInterval

    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestamp = timestamp
    }
}
