import Foundation

/// One finger's event from a touch device.
public struct TouchInput: Sendable, Equatable {
    /// Where the finger is in its life: down, moving, lifted, or taken away.
    public enum Phase: String, Sendable, Equatable {
        /// `began` when the finger lands, `moved` as it travels, `ended` when it lifts.
        case began, moved, ended
        /// The touch was taken away (its device vanished, a grab stole it): it will never end
        /// normally, and whatever it started must be undone.
        case cancelled
    }

    /// Unique among the device's live touches; reused only after the touch ended.
    public var id: Int
    /// What the finger did.
    public var phase: Phase
    /// Window points, sub-pixel precise.
    public var location: CGPoint
    /// When it happened, in seconds on the input clock.
    public var timestamp: TimeInterval
    /// The device that reported it (an XInput2 source device id on X11).
    public var deviceID: Int
    /// True for a touchscreen (the finger is where the contact is); false for a touchpad
    /// whose touches drive a pointer elsewhere.
    public var isDirect: Bool
    /// Pressure and tilt, where the device reports them.
    public var axes: TouchAxes
    /// True when a pen draws this touch (a pen's pointer events become touches typed
    /// `.pencil`).
    public var isPen: Bool
    /// The earlier readings of this finger that this event replaced in the same run-loop
    /// turn, oldest first (see `InputCoalescer`); empty when nothing was merged.
    public var coalescedSamples: [TouchSample] = []

    /// A touch event; `isDirect` is false for a touchpad's fingers.
    public init(id: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval, deviceID: Int, isDirect: Bool = true,
                axes: TouchAxes = .none, isPen: Bool = false) {
        self.id = id
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.deviceID = deviceID
        self.isDirect = isDirect
        self.axes = axes
        self.isPen = isPen
    }

    /// This reading as a sample.
    var sample: TouchSample { TouchSample(location: location, timestamp: timestamp, axes: axes) }
}
