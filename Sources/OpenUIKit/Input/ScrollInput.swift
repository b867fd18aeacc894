import Foundation

/// Scrolling, in scroll steps: one wheel notch is 1; a touchpad gives fractions.
///
/// Positive `delta.dy` scrolls down (content moves up), positive `delta.dx` right, as X11's
/// valuators and buttons 5 and 7 mean it.
public struct ScrollInput: Sendable, Equatable {
    public var delta: CGVector
    /// Window points: where the pointer is.
    public var location: CGPoint
    public var modifiers: UIKeyModifierFlags
    public var timestamp: TimeInterval
    public var deviceID: Int

    public init(delta: CGVector, location: CGPoint, modifiers: UIKeyModifierFlags = [], timestamp: TimeInterval, deviceID: Int) {
        self.delta = delta
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
