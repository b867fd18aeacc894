import Foundation

/// A mouse event: a button, motion, or the pointer crossing the window's edge.
public struct PointerInput: Sendable, Equatable {
    /// What happened: a button went down or up, the pointer moved, or it entered or left the
    /// window.
    public enum Phase: String, Sendable, Equatable {
        /// `pressed` and `released` carry a `button`; `moved` is motion; `entered` and `exited`
        /// cross the window's edge.
        case pressed, released, moved, entered, exited
    }

    /// Buttons as X11 numbers them: 1 left, 2 middle, 3 right, 8 back, 9 forward.
    public struct Button: RawRepresentable, Hashable, Sendable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button, X11 button 1.
        public static let left = Button(rawValue: 1)
        /// The middle button or wheel click, X11 button 2.
        public static let middle = Button(rawValue: 2)
        /// The secondary button, X11 button 3.
        public static let right = Button(rawValue: 3)
        /// The back side button, X11 button 8: goes back in the frontmost navigation controller.
        public static let back = Button(rawValue: 8)
        /// The forward side button, X11 button 9.
        public static let forward = Button(rawValue: 9)
    }

    /// What the pointer did.
    public var phase: Phase
    /// The button that changed; nil for motion, enter and leave.
    public var button: Button?
    /// Window points.
    public var location: CGPoint
    /// The keyboard modifiers held during the event.
    public var modifiers: UIKeyModifierFlags
    /// Buttons held down after this event (motion while dragging has `.left` here).
    public var buttonsDown: Set<Button>
    /// When it happened, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// The pointing device that reported it (an XInput2 device id on X11).
    public var deviceID: Int
    /// True when the pointing device is a pen (a graphics tablet's stylus, a pen on a
    /// touchscreen): its left-button drags become touches typed `.pencil`.
    public var isPen: Bool
    /// Pressure and tilt, where the device reports them.
    public var axes: TouchAxes
    /// The earlier motions this one replaced in the same run-loop turn, oldest first (see
    /// `InputCoalescer`); empty when nothing was merged.
    public var coalescedSamples: [TouchSample] = []

    /// A pointer event; `button` only for presses and releases.
    public init(phase: Phase, button: Button? = nil, location: CGPoint, modifiers: UIKeyModifierFlags = [],
                buttonsDown: Set<Button> = [], timestamp: TimeInterval, deviceID: Int, isPen: Bool = false,
                axes: TouchAxes = .none) {
        self.isPen = isPen
        self.axes = axes
        self.phase = phase
        self.button = button
        self.location = location
        self.modifiers = modifiers
        self.buttonsDown = buttonsDown
        self.timestamp = timestamp
        self.deviceID = deviceID
    }

    /// This reading as a sample.
    var sample: TouchSample { TouchSample(location: location, timestamp: timestamp, axes: axes) }
}
