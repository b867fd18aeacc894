import Foundation

/// Every number the gesture recognizers decide by, in points, seconds and radians, with where
/// it comes from.
///
/// `standard` holds UIKit's values (or, where Apple publishes none, the best-supported ones).
/// Each recognizer has its own copy in `thresholds`, so one recognizer can be tuned without
/// touching the others; the UIKit properties that name a threshold (`minimumPressDuration`,
/// `allowableMovement`) read and write that copy.
///
/// Sources: Apple's UIKit documentation, measurements of UIKit collected in the project's
/// gesture notes, and the GTK, Qt and Flutter sources for comparison. When a value changes,
/// say why here.
public struct GestureThresholds: Sendable, Equatable {
    // MARK: Tap

    /// Longest time from one tap's lift to the next tap's touch-down, in seconds.
    /// UIKit: 0.35 s (Flutter 0.3 s, GTK 0.4 s).
    public var tapMaximumInterval: TimeInterval = 0.35
    /// Furthest a tapping finger may move, in points, from where the first tap touched down.
    /// UIKit: 45 pt.
    public var tapAllowableMovement: CGFloat = 45
    /// Longest a single tap may be held, in seconds. Apple publishes none; 0.75 s is what
    /// UIKit clones use.
    public var tapMaximumDuration: TimeInterval = 0.75

    // MARK: Long press

    /// How long the finger must be held before a long press begins, in seconds.
    /// UIKit, GTK and Flutter: 0.5 s (Qt 0.7 s).
    public var longPressMinimumDuration: TimeInterval = 0.5
    /// How far the finger may move before a long press begins, in points. UIKit: 10 pt.
    public var longPressAllowableMovement: CGFloat = 10

    // MARK: Pan

    /// How far the touches' centroid must move along either axis before a pan begins, in
    /// points. UIKit: 10 pt per axis (Qt 10 px; Flutter 36 px).
    public var panHysteresis: CGFloat = 10

    // MARK: Swipe

    /// How far the touches must travel along the swipe's direction, in points. Apple
    /// publishes none; 50 pt is the best-supported figure.
    public var swipeMinimumDistance: CGFloat = 50
    /// Longest a swipe may take from touch-down to recognition, in seconds. Best-supported
    /// figure: 0.5 s.
    public var swipeMaximumDuration: TimeInterval = 0.5
    /// Furthest the touches may drift across the swipe's direction, in points. Best-supported
    /// figure: 200 pt. The direction itself is chosen by the dominant axis, so the drift is
    /// also always less than the travel when the direction is decided.
    public var swipeMaximumSecondaryDistance: CGFloat = 200
    /// Slowest the touches may move along the swipe's direction once it is decided, in points
    /// per second. Chosen, not published: twice the average speed that covering 50 pt in
    /// 0.5 s needs, so a deliberate drag (well under 200 pt/s) fails the swipe as soon as
    /// its direction is clear, and a pan that waits for the swipe to fail begins at once.
    public var swipeMinimumVelocity: CGFloat = 200
    /// How far the touches must move before the swipe decides its direction and starts
    /// judging speed, in points. The pan hysteresis, so the two decide on the same event.
    public var swipeDecisionDistance: CGFloat { panHysteresis }

    // MARK: Pinch and rotation

    /// How much the distance between the two fingers must change before a pinch begins, in
    /// points. UIKit: 8 pt.
    public var pinchHysteresis: CGFloat = 8
    /// The same for touches synthesised from a mouse or touchpad, in points. UIKit: 2 pt.
    public var pinchPointerHysteresis: CGFloat = 2
    /// How far the two fingers must turn before a rotation begins, in radians. UIKit begins
    /// somewhere between 5° and 10°; 7.5° is the middle.
    public var rotationHysteresis: CGFloat = 7.5 * .pi / 180
    /// The same for touches synthesised from a mouse or touchpad, in radians. UIKit: 1°.
    public var rotationPointerHysteresis: CGFloat = 1 * .pi / 180
    /// Two fingers closer than this, in points, have no meaningful angle and cannot anchor a
    /// scale; pinch and rotation wait until they are further apart. A numerical guard.
    public var twoFingerMinimumSpan: CGFloat = 1

    // MARK: Velocity

    /// How far back the velocity estimate looks, in seconds. Flutter: 100 ms.
    public var velocitySampleWindow: TimeInterval = 0.1
    /// At most this many recent samples are fitted. Flutter: 20.
    public var velocityMaximumSamples: Int = 20
    /// A gap between samples longer than this, in seconds, means the finger stopped; older
    /// samples are then ignored. Flutter: 40 ms.
    public var velocityStopGap: TimeInterval = 0.04

    /// UIKit's values, the same as `standard`.
    public init() {}

    /// UIKit's values.
    public static let standard = GestureThresholds()
}
