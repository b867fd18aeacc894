import Foundation

/// What a touch or pen device reports beside position, as plain values: pressure, tilt.
///
/// The X11 decoder fills these from XInput2 valuators (see `X11DeviceTable` for which axes
/// count); tests and replays build them directly. Each is nil when the device has no such
/// axis, and `UITouch` then gives UIKit's defaults.
public struct TouchAxes: Sendable, Equatable {
    /// The pressure, as a fraction of the device's range (0 is none, 1 the most it can
    /// report); nil when the device has no pressure axis.
    public var pressure: Double?
    /// How far the pen leans from upright towards +x (right), in radians; nil without tilt
    /// axes.
    public var tiltX: Double?
    /// How far the pen leans from upright towards +y (down the screen), in radians; nil
    /// without tilt axes.
    public var tiltY: Double?

    /// Axes with the values given; nil ones are absent from the device.
    public init(pressure: Double? = nil, tiltX: Double? = nil, tiltY: Double? = nil) {
        self.pressure = pressure
        self.tiltX = tiltX
        self.tiltY = tiltY
    }

    /// A device with none of these axes (a mouse, a plain touchscreen).
    public static let none = TouchAxes()

    /// Whether the device reports tilt.
    var hasTilt: Bool { tiltX != nil || tiltY != nil }
}
