import Foundation

/// Scrolling, in scroll steps: one wheel notch is 1; a touchpad gives fractions.
///
/// Positive `delta.dy` scrolls down (content moves up), positive `delta.dx` right, as X11's
/// valuators and buttons 5 and 7 mean it.
public struct ScrollInput: Sendable, Equatable {
    /// How far to scroll, in scroll steps: positive `dx` right, positive `dy` down.
    public var delta: CGVector
    /// Window points: where the pointer is.
    public var location: CGPoint
    /// The keyboard modifiers held while scrolling.
    public var modifiers: UIKeyModifierFlags
    /// When it happened, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// The device that scrolled (an XInput2 device id on X11).
    public var deviceID: Int

    /// A scroll event of `delta` steps with the pointer at `location`.
    public init(delta: CGVector, location: CGPoint, modifiers: UIKeyModifierFlags = [], timestamp: TimeInterval, deviceID: Int) {
        self.delta = delta
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
