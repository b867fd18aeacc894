import Foundation

/// A touchpad pinch-and-rotate gesture (two or more fingers).
public struct TouchpadPinchInput: Sendable, Equatable {
    /// Where the gesture is in its life.
    public var phase: TouchpadGesturePhase
    /// Absolute since the gesture began: 1 at began, 2 when the fingers are twice as far apart.
    public var scale: CGFloat
    /// Rotation since the previous event, in radians, clockwise positive on screen.
    public var angleDelta: CGFloat
    /// Movement of the fingers' centre since the previous event, in points (accelerated).
    public var delta: CGVector
    /// How many fingers are on the touchpad.
    public var fingerCount: Int
    /// Window points: the pointer's position, where the gesture applies.
    public var location: CGPoint
    /// The keyboard modifiers held during the gesture.
    public var modifiers: UIKeyModifierFlags
    /// When it happened, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// The touchpad that reported it (an XInput2 device id on X11).
    public var deviceID: Int

    /// A pinch event; `scale` is relative to the gesture's start, `angleDelta` and `delta` to
    /// the previous event.
    public init(phase: TouchpadGesturePhase, scale: CGFloat, angleDelta: CGFloat, delta: CGVector = .zero,
                fingerCount: Int, location: CGPoint, modifiers: UIKeyModifierFlags = [],
                timestamp: TimeInterval, deviceID: Int) {
        self.phase = phase
        self.scale = scale
        self.angleDelta = angleDelta
        self.delta = delta
        self.fingerCount = fingerCount
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
