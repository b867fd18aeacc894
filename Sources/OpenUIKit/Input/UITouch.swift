import Foundation

/// One finger (or a finger the mouse or touchpad stands in for) on the screen, from touch-down
/// until it lifts or is cancelled.
///
/// The same object follows the finger through its whole life: its phase, location and
/// timestamp change with each input event. It is hit-tested once, at touch-down, and stays
/// bound to that view and window even if it moves outside them. Locations are kept in window
/// points and converted on request. An `NSObject`, as in UIKit: equal only to itself, so a
/// `Set<UITouch>` holds each finger once.
@MainActor
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

    /// What produced the touch.
    public enum TouchType: Int, Sendable {
        /// A finger on a touchscreen: the contact point is where the finger is.
        case direct
        /// A touch on a surface that is not the screen, such as a touchpad reporting touches.
        case indirect
        /// A touch synthesised from a mouse or a touchpad's gestures. Pinch and rotation
        /// begin after smaller movements for these, since a pointer does not jitter like a
        /// finger (UIKit's `indirectPointer`).
        case indirectPointer
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
    /// Whether the touch comes from a touchscreen, a touchpad, or a mouse or touchpad gesture.
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
    /// The platform's identity of the finger: the device and its touch id.
    let key: TouchKey

    /// The recognizers (on the view and its ancestors) that were offered the touch at
    /// touch-down, in delivery order. Each decides whether it keeps tracking it.
    var offeredRecognizers: [UIGestureRecognizer] = [] {
        didSet {
            // A copy of its own, made now: sharing the offered list's storage would make the
            // first drop, on some later move, copy it then.
            var receiving: [UIGestureRecognizer] = []
            receiving.reserveCapacity(offeredRecognizers.count)
            for recognizer in offeredRecognizers { receiving.append(recognizer) }
            receivingRecognizers = receiving
        }
    }
    /// The offered recognizers that may still receive this touch's events: the gesture
    /// environment drops one once it has finished or stopped tracking the touch, since
    /// neither changes back while the touch is down. Moves then visit only the recognizers
    /// still deciding or active, not every recognizer on the view and its ancestors.
    var receivingRecognizers: [UIGestureRecognizer] = []
    /// View-delivery bookkeeping, owned by the window's `TouchViewDeliveryQueue`.
    var viewDelivery = ViewDelivery()

    init(key: TouchKey, locationInWindow: CGPoint, timestamp: TimeInterval, type: TouchType,
         tapCount: Int, view: UIView?, window: UIWindow) {
        self.key = key
        self.phaseStorage = .began
        self.locationInWindow = locationInWindow
        self.previousLocationInWindow = locationInWindow
        self.initialLocationInWindow = locationInWindow
        self.timestampStorage = timestamp
        self.type = type
        self.tapCount = tapCount
        self.view = view
        self.window = window
        super.init()
    }

    /// Where the finger is, in `view`'s bounds coordinates (nil: window points).
    public func location(in view: UIView?) -> CGPoint {
        UITouch.convert(locationInWindow, to: view)
    }

    /// Where the finger was before its latest move, in `view`'s bounds coordinates (nil:
    /// window points).
    public func previousLocation(in view: UIView?) -> CGPoint {
        UITouch.convert(previousLocationInWindow, to: view)
    }

    /// The recognizers currently receiving this touch.
    public var gestureRecognizers: [UIGestureRecognizer] {
        offeredRecognizers.filter { $0.isTracking(self) }
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

    /// What the view under the touch has been sent, and what waits to be sent.
    ///
    /// What waits is always some of: a touch-down, a move (several moves held back together
    /// are one move: the touch is where it is), an end or cancel, in that order.
    struct ViewDelivery {
        var beganPending = false
        var movePending = false
        /// `.ended` or `.cancelled`, waiting.
        var endPending: Phase?
        /// The view has had `touchesBegan` for this touch.
        var sentBegan = false
        /// The view will hear nothing more about this touch (it ended or was cancelled there,
        /// or a recognizer claimed it).
        var isFinished = false

        var hasPending: Bool { beganPending || movePending || endPending != nil }

        mutating func enqueue(_ phase: Phase) {
            switch phase {
            case .began: beganPending = true
            case .moved, .stationary: movePending = true
            case .ended, .cancelled: endPending = phase
            }
        }

        mutating func finish() {
            beganPending = false
            movePending = false
            endPending = nil
            isFinished = true
        }
    }
}

/// A touch's identity on the platform: XInput2 touch ids are unique per device while the
/// touch lives, so the pair names one finger.
struct TouchKey: Hashable, Sendable {
    var deviceID: Int
    var touchID: Int
}
