import Foundation

/// A mouse event: a button, motion, or the pointer crossing the window's edge.
public struct PointerInput: Sendable, Equatable {
    public enum Phase: String, Sendable, Equatable {
        case pressed, released, moved, entered, exited
    }

    /// Buttons as X11 numbers them: 1 left, 2 middle, 3 right, 8 back, 9 forward.
    public struct Button: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let left = Button(rawValue: 1)
        public static let middle = Button(rawValue: 2)
        public static let right = Button(rawValue: 3)
    }

    public var phase: Phase
    /// The button that changed; nil for motion, enter and leave.
    public var button: Button?
    /// Window points.
    public var location: CGPoint
    public var modifiers: UIKeyModifierFlags
    /// Buttons held down after this event (motion while dragging has `.left` here).
    public var buttonsDown: Set<Button>
    public var timestamp: TimeInterval
    public var deviceID: Int

    public init(phase: Phase, button: Button? = nil, location: CGPoint, modifiers: UIKeyModifierFlags = [],
                buttonsDown: Set<Button> = [], timestamp: TimeInterval, deviceID: Int) {
        self.phase = phase
        self.button = button
        self.location = location
        self.modifiers = modifiers
        self.buttonsDown = buttonsDown
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
