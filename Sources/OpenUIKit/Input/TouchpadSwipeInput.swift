import Foundation

/// A touchpad swipe (three or more fingers moving together).
public struct TouchpadSwipeInput: Sendable, Equatable {
    public var phase: TouchpadGesturePhase
    /// Movement since the previous event, in points (accelerated).
    public var delta: CGVector
    public var fingerCount: Int
    /// Window points: the pointer's position.
    public var location: CGPoint
    public var modifiers: UIKeyModifierFlags
    public var timestamp: TimeInterval
    public var deviceID: Int

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
