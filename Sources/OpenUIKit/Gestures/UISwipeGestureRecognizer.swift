import Foundation

/// Recognizes a quick straight stroke in one of the allowed directions: a discrete gesture.
///
/// **Rule** (thresholds from `GestureThresholds`): `numberOfTouchesRequired` fingers go down
/// (more fails it) and move together. Once their centroid has moved `swipeDecisionDistance`
/// (10 pt, the pan hysteresis) the dominant axis and sign decide the direction, which must be
/// in `direction`, or it fails. From then on, on every move: the speed along that direction
/// (fitted over the last 100 ms) must be at least `swipeMinimumVelocity` (200 pt/s) and the
/// drift across it at most `swipeMaximumSecondaryDistance` (200 pt), or it fails; and it is
/// recognized as soon as the travel along the direction reaches `swipeMinimumDistance`
/// (50 pt). It fails if that takes longer than `swipeMaximumDuration` (0.5 s) from the first
/// touch-down, or if a finger lifts first. That time is the events' time: a move stamped
/// too late fails it even when it reaches the app before the timer does, and one stamped in
/// time counts even when it reaches the app late.
///
/// The speed rule is what separates a swipe from a drag: a flick is recognized within
/// 50 pt, while a deliberate drag fails the swipe on the event that decides its direction, so
/// a pan that requires this swipe to fail begins without delay.
///
/// **Lifecycle:** `.possible → .ended` (`.recognized`) during the movement, or `.possible →
/// .failed`. Its action runs once.
///
/// **Example** (`direction = .right`): down at x = 100; moves at 1000 pt/s; at x = 150
/// (0.05 s) → recognized. The same moving left → failed at x = 90.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as an option set.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A swipe towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The least time, in seconds, the samples must span before the speed rule applies:
    /// under one report interval of a 120 Hz touchscreen, so real strokes are always judged.
    static let minimumSpeedSampleSpan: TimeInterval = 0.004

    /// The directions that count; `.right` by default.
    open var direction: Direction = .right
    // The settings read on every move are public computed properties over private storage:
    // the optimizer drops runtime exclusivity checks only on storage it sees every access to.
    /// How many fingers swipe together (1 or more).
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = max(1, newValue) }
    }
    private var numberOfTouchesRequiredStorage = 1

    /// Where the centroid was when all the fingers were down (window points).
    private var start: CGPoint?
    /// The direction chosen once the movement was clear.
    private var chosen: Direction?
    private var durationTimer: InputTimer?
    /// When the first finger touched down (seconds on the input clock, the event's timestamp).
    private var firstDownTime: TimeInterval?
    // Not lazy: a lazy struct property is copied on every mutation in debug builds.
    private var velocityEstimator = VelocityEstimator(thresholds: .standard)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if firstDownTime == nil {
            firstDownTime = event.timestamp
            durationTimer = scheduleTimer(until: event.timestamp + thresholds.swipeMaximumDuration) { [self] in failIfPossible() }
        }
        let live = liveTouches
        if live.count > numberOfTouchesRequired { return failIfPossible() }
        if live.count == numberOfTouchesRequired {
            start = centroid(of: live)
            velocityEstimator.clear()
            if let start { velocityEstimator.add(start, at: event.timestamp) }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if let firstDownTime, event.timestamp - firstDownTime > thresholds.swipeMaximumDuration { return failIfPossible() }
        // No arrays: this runs on every move.
        let now = liveCentroidInWindow ?? .zero
        guard let start, liveTouchCount == numberOfTouchesRequired else {
            // A finger moving far before the others are down is no swipe.
            if let first = firstLiveTouch,
               hypot(first.locationInWindow.x - first.initialLocationInWindow.x,
                     first.locationInWindow.y - first.initialLocationInWindow.y) >= thresholds.swipeDecisionDistance {
                failIfPossible()
            }
            return
        }
        velocityEstimator.add(now, at: event.timestamp)
        let dx = now.x - start.x, dy = now.y - start.y
        if chosen == nil {
            guard max(abs(dx), abs(dy)) >= thresholds.swipeDecisionDistance else { return }
            let candidate: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
            guard direction.contains(candidate) else { return failIfPossible() }
            chosen = candidate
        }
        guard let chosen else { return }
        let (travel, drift, speed) = components(dx: dx, dy: dy, velocity: velocityEstimator.velocity, along: chosen)
        // Movement reported in the same instant as the touch-down (a fast mouse, a burst of
        // events with one server timestamp) has no measurable speed; a jump that far in no
        // time is no slow drag, so only the drift is judged until time has passed.
        let speedIsKnown = velocityEstimator.timeSpan >= UISwipeGestureRecognizer.minimumSpeedSampleSpan
        if (speedIsKnown && speed < thresholds.swipeMinimumVelocity) || abs(drift) > thresholds.swipeMaximumSecondaryDistance {
            return failIfPossible()
        }
        if travel >= thresholds.swipeMinimumDistance {
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    override func thresholdsDidChange() {
        resetVelocityEstimator()
    }

    open override func reset() {
        super.reset()
        start = nil
        chosen = nil
        durationTimer = nil
        firstDownTime = nil
        resetVelocityEstimator()
    }

    /// Forgets the velocity samples and takes up the thresholds. A ring of another size is
    /// made outside any access to the stored estimator, and swapped in (see
    /// `VelocityEstimator.reset(thresholds:)`).
    private func resetVelocityEstimator() {
        if velocityEstimator.fits(thresholds) {
            velocityEstimator.reset(thresholds: thresholds)
        } else {
            var replacement = VelocityEstimator(thresholds: thresholds)
            swap(&replacement, &velocityEstimator)
        }
    }

    /// Travel along `direction`, drift across it and speed along it.
    private func components(dx: CGFloat, dy: CGFloat, velocity: CGVector,
                            along direction: Direction) -> (travel: CGFloat, drift: CGFloat, speed: CGFloat) {
        switch direction {
        case .left: (-dx, dy, -velocity.dx)
        case .up: (-dy, dx, -velocity.dy)
        case .down: (dy, dx, velocity.dy)
        default: (dx, dy, velocity.dx)
        }
    }

    private func centroid(of touches: [UITouch]) -> CGPoint {
        UIGestureRecognizer.centroid(of: touches)
    }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}

/// UIKit's older name, as the lectures spell it.
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
