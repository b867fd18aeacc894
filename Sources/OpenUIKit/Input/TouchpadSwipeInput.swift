import Foundation

/// A touchpad swipe (three or more fingers moving together).
public struct TouchpadSwipeInput: Sendable, Equatable {
    /// Where the gesture is in its life.
    public var phase: TouchpadGesturePhase
    /// Movement since the previous event, in points (accelerated).
    public var delta: CGVector
    /// How many fingers move together.
    public var fingerCount: Int
    /// Window points: the pointer's position.
    public var location: CGPoint
    /// The keyboard modifiers held during the gesture.
    public var modifiers: UIKeyModifierFlags
    /// When it happened, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// The touchpad that reported it (an XInput2 device id on X11).
    public var deviceID: Int

    /// A swipe event moving by `delta` since the previous one.
    public init(phase: TouchpadGesturePhase, delta: CGVector, fingerCount: Int, location: CGPoint,
                modifiers: UIKeyModifierFlags = [], timestamp: TimeInterval, deviceID: Int) {
        self.phase = phase
        self.delta = delta
        self.fingerCount = fingerCount
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
