import Foundation

/// One finger (or a finger the mouse or touchpad stands in for) on the screen, from touch-down
/// until it lifts or is cancelled.
///
/// The same object follows the finger through its whole life: its phase, location and
/// timestamp change with each input event. It is hit-tested once, at touch-down, and stays
/// bound to that view and window even if it moves outside them. Locations are kept in window
/// points and converted on request. An `NSObject`, as in UIKit: equal only to itself, so a
/// `Set<UITouch>` holds each finger once.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down in this event.
        case began
        /// The finger moved in this event.
        case moved
        /// The finger is down but did not move in this event (another touch did).
        case stationary
        /// The finger lifted in this event.
        case ended
        /// The system took the touch away (its device vanished, a grab stole it): it will
        /// never end normally.
        case cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// What produced the touch. The raw values are UIKit's.
    public enum TouchType: Int, Sendable {
        /// A finger on a touchscreen: the contact point is where the finger is. Mouse and
        /// touchpad drags are `.direct` too unless the app's `Info.plist` sets
        /// `UIApplicationSupportsIndirectInputEvents`, as on iPadOS.
        case direct = 0
        /// A touch on a surface that is not the screen, such as a touchpad reporting touches.
        case indirect = 1
        /// A pen: a graphics tablet's stylus or a pen on a touchscreen (UIKit's Apple Pencil).
        case pencil = 2
        /// A touch from a mouse or a touchpad's gestures, when the app's `Info.plist` sets
        /// `UIApplicationSupportsIndirectInputEvents` (else those are `.direct`).
        case indirectPointer = 3

        /// UIKit's former name for `.pencil`.
        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }

    // `phase` and `timestamp` change on every event: public computed views of internal
    // storage, so that the optimizer can drop the runtime exclusivity checks a public stored
    // property keeps on every access.

    /// Where the touch is in its life.
    public internal(set) var phase: Phase {
        get { phaseStorage }
        set { phaseStorage = newValue }
    }
    private var phaseStorage: Phase
    /// When the touch last changed, in seconds on the window's input clock.
    public internal(set) var timestamp: TimeInterval {
        get { timestampStorage }
        set { timestampStorage = newValue }
    }
    private var timestampStorage: TimeInterval
    /// How many times in a row the finger tapped at about this spot, this touch included.
    public internal(set) var tapCount: Int
    /// Whether the touch comes from a touchscreen, a touchpad, a pen, or a mouse or touchpad
    /// gesture.
    public let type: TouchType
    /// The view hit-tested at touch-down; nil when the touch landed outside every view.
    public let view: UIView?
    /// The window the touch belongs to.
    public private(set) weak var window: UIWindow?

    /// Where the finger is now, in window points.
    var locationInWindow: CGPoint
    /// Where the finger was before the latest move, in window points.
    var previousLocationInWindow: CGPoint
    /// Where the finger touched down, in window points.
    let initialLocationInWindow: CGPoint
    /// When the finger was at `previousLocationInWindow` (the reading before the latest).
    var previousTimestamp: TimeInterval
    /// Pressure and tilt as the device last reported them.
    var axes: TouchAxes
    /// The readings of this event that came before the latest, oldest first: what
    /// `UIEvent.coalescedTouches(for:)` adds in front of the touch itself.
    var coalescedSamples: [TouchSample] = []
    /// Whether a mouse or touchpad stands in for this finger, whatever `type` says: two-finger
    /// gestures then begin after smaller movements, since a pointer does not jitter, and a
    /// drag lifts by moving rather than by holding still.
    let isPointerSynthesised: Bool
    /// Which properties are guesses: none for what the platform read, the moving ones for a
    /// predicted touch.
    let estimatedPropertiesStorage: Properties

    init(locationInWindow: CGPoint, timestamp: TimeInterval, type: TouchType,
         tapCount: Int, view: UIView?, window: UIWindow, axes: TouchAxes = .none, isPointerSynthesised: Bool = false) {
        self.phaseStorage = .began
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.initialLocationInWindow = locationInWindow
        self.timestampStorage = timestamp
        self.previousTimestamp = timestamp
        self.type = type
        self.tapCount = tapCount
        self.view = view
        self.window = window
        self.axes = axes
        self.isPointerSynthesised = isPointerSynthesised
        self.estimatedPropertiesStorage = []
        super.init()
    }

    /// A copy of `touch` at another reading (a coalesced or predicted touch): the same view,
    /// window, type, phase and tap count, at `sample`, having come from `previous`.
    init(copyOf touch: UITouch, at sample: TouchSample, from previous: TouchSample, estimated: Properties) {
        self.phaseStorage = touch.phase
        self.locationInWindow = sample.location
        self.previousLocationInWindow = previous.location
        self.initialLocationInWindow = touch.initialLocationInWindow
        self.timestampStorage = sample.timestamp
        self.previousTimestamp = previous.timestamp
        self.type = touch.type
        self.tapCount = touch.tapCount
        self.view = touch.view
        self.window = touch.window
        self.axes = sample.axes
        self.isPointerSynthesised = touch.isPointerSynthesised
        self.estimatedPropertiesStorage = estimated
        super.init()
    }

    /// The touch's latest reading.
    var currentSample: TouchSample { TouchSample(location: locationInWindow, timestamp: timestamp, axes: axes) }

    /// Where the finger is, in `view`'s bounds coordinates (nil: window points).
    public func location(in view: UIView?) -> CGPoint {
        UITouch.convert(locationInWindow, to: view)
    }

    /// Where the finger was before its latest move, in `view`'s bounds coordinates (nil:
    /// window points).
    public func previousLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(previousLocationInWindow, to: view)
    }

    /// The recognizers currently receiving this touch (none once it has ended and its view
    /// has been served: the router keeps the routing records of live touches only).
    public var gestureRecognizers: [UIGestureRecognizer] {
        guard let record = window?.touchRouter.record(of: self) else { return [] }
        return record.offeredRecognizers.filter { $0.isTracking(self) }
    }

    /// Whether the finger is still down.
    var isLive: Bool { phase != .ended && phase != .cancelled }

    /// A window point in `view`'s coordinates; a degenerate transform on the way never yields
    /// a NaN, only the unconverted point.
    static func convert(_ pointInWindow: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return pointInWindow }
        let converted = view.convert(pointInWindow, from: nil)
        return converted.isFinite ? converted : pointInWindow
    }
}
