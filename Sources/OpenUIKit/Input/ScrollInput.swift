import Foundation

/// Scrolling, in scroll steps: one wheel notch is 1; a touchpad gives fractions.
///
/// Positive `delta.dy` scrolls down (content moves up), positive `delta.dx` right, as X11's
/// valuators and buttons 5 and 7 mean it. A `.continuous` scroll with a zero delta is a
/// *scroll stop*: the device said the fingers lifted (libinput's final zero-valued scroll,
/// when the driver and server pass it on); see `ScrollSequenceTracker`.
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
    /// Whether the scroll is smooth (a touchpad) or in steps (a wheel): which pans
    /// (`UIPanGestureRecognizer.allowedScrollTypesMask`) may follow it.
    public var scrollType: UIScrollType

    /// A scroll event of `delta` steps with the pointer at `location`.
    public init(delta: CGVector, location: CGPoint, modifiers: UIKeyModifierFlags = [], timestamp: TimeInterval, deviceID: Int,
                scrollType: UIScrollType = .discrete) {
        self.delta = delta
        self.scrollType = scrollType
        self.location = location
        self.modifiers = modifiers
        self.timestamp = timestamp
        self.deviceID = deviceID
    }
}
