import Foundation

/// One input event: what kind it is, when it happened and, for touch events, every touch that
/// is down in the window at that moment.
///
/// Hit testing takes one (`hitTest(_:with:)`); touch delivery passes one to each
/// `touchesBegan(_:with:)`-style call. The set handed to those calls holds only the touches
/// that changed; `allTouches` also holds the stationary ones. An `NSObject`, as in UIKit.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The broad kind of an event.
    public enum EventType: Int, Sendable {
        /// Touches, key presses, scrolling, a touchpad transform, or a hovering pointer.
        case touches, presses, scroll, transform, hover
    }

    /// What kind of event this is.
    public let type: EventType

    /// When it happened, in seconds on the monotonic clock the input came from.
    ///
    /// The touch router reuses one event for a window's touch events, as UIKit does, and
    /// updates this for each one: read it during the call that hands you the event.
    public internal(set) var timestamp: TimeInterval {
        get { timestampStorage }
        set { timestampStorage = newValue }
    }
    /// Internal storage behind the public property: the optimizer can then see every access
    /// and drop runtime exclusivity checks on this per-event value.
    private var timestampStorage: TimeInterval

    /// The touches of a `.touches` event, set by the touch router. Kept as an array and made
    /// a set only when asked for: most events are never asked.
    var touchList: [UITouch] = []

    /// An event of `type` at `timestamp` seconds on the input clock.
    public init(type: EventType, timestamp: TimeInterval) {
        self.type = type
        self.timestampStorage = timestamp
        super.init()
    }

    /// Every touch in the event (changed or stationary); nil for events that are not about
    /// touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The event's touches that were hit-tested to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches that belong to `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The event's touches that `gestureRecognizer` is receiving.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches?.filter { gestureRecognizer.isTracking($0) }
    }

    /// Every reading of `touch` since the previous event, oldest first, each as a touch of
    /// its own; the last is where `touch` is now. Several readings arrive between two
    /// deliveries when input comes faster than the app handles it: a drawing app draws through
    /// all of them. Nil when `touch` is not in this event.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        return TouchPrediction.coalescedTouches(of: touch)
    }

    /// Where `touch` is likely to be next: a short straight-line guess from its latest
    /// readings (see `TouchPrediction`), each predicted reading as a touch of its own, empty
    /// once it has ended or while it has not moved. Nil when `touch` is not in this event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, touchList.contains(where: { $0 === touch }) else { return nil }
        return TouchPrediction.predictedTouches(of: touch)
    }
}
