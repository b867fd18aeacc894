import Foundation

/// Recognizes `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers: a discrete
/// gesture.
///
/// **Rule** (thresholds from `GestureThresholds`): each tap puts exactly the required number
/// of fingers down and lifts them all, within `tapMaximumDuration` (0.75 s); the next tap
/// must touch down within `tapMaximumInterval` (0.35 s) of the last lift. No finger may move
/// more than `tapAllowableMovement` (45 pt) from where the first tap touched down (for
/// several fingers, from where each touched down, and each tap's centre must stay within
/// that distance of the first tap's). Any violation fails it.
///
/// **Time** is the events' time: how long a tap was held and how long the fingers were up
/// between taps are measured on the touches' timestamps, so a tap whose lift reaches the app
/// late (the app was busy) is still a tap. The timers only cover the case where no event
/// comes at all, and they run at deadlines counted from the events' timestamps.
///
/// **Lifecycle:** `.possible → .ended` (`.recognized`) on the lift of the last tap, or
/// `.possible → .failed`. Its action runs once. `location(in:)` is the first tap's centroid.
///
/// **Example:** a double tap: down, up, down 0.2 s later, up → recognized on the second up.
/// Down, up, and nothing for 0.35 s → failed when the interval runs out (which is when a
/// single tap that requires this one to fail recognizes).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    // The settings read on every move are public computed properties over private storage:
    // the optimizer drops runtime exclusivity checks only on storage it sees every access to.
    /// How many taps make the gesture (1 or more).
    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { numberOfTapsRequiredStorage = max(1, newValue) }
    }
    private var numberOfTapsRequiredStorage = 1
    /// How many fingers each tap uses (1 or more).
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = max(1, newValue) }
    }
    private var numberOfTouchesRequiredStorage = 1

    private var tapsCompleted = 0
    /// The fingers of the tap in progress and where each touched down (window points).
    private var currentTap: [(touch: UITouch, downAt: CGPoint)] = []
    /// Where the first tap's first finger touched down (window points).
    private var firstTouchDown: CGPoint?
    /// The centroid of the first tap's touch-down points (window points).
    private var firstTapCentroid: CGPoint?
    private var durationTimer: InputTimer?
    private var intervalTimer: InputTimer?
    /// When the tap in progress touched down, and when the last tap lifted (seconds on the
    /// input clock, from the events' timestamps).
    private var tapDownTime: TimeInterval?
    private var lastLiftTime: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        intervalTimer?.cancel()
        intervalTimer = nil
        if currentTap.isEmpty {
            if let lastLiftTime, event.timestamp - lastLiftTime > thresholds.tapMaximumInterval {
                return failIfPossible()
            }
            tapDownTime = event.timestamp
            durationTimer = scheduleTimer(until: event.timestamp + thresholds.tapMaximumDuration) { [self] in failIfPossible() }
        }
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            // Through a local copy (`detached()`): `currentTap` is read on every move.
            var tap = currentTap.detached()
            tap.append((touch, touch.locationInWindow))
            currentTap = tap
            if firstTouchDown == nil { firstTouchDown = touch.locationInWindow }
            if numberOfTouchesRequired == 1, !isWithinAllowance(touch.locationInWindow, of: firstTouchDown) {
                return failIfPossible()
            }
        }
        if currentTap.count > numberOfTouchesRequired { failIfPossible() }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        failIfMovedTooFar(touches)
    }

    /// Fails if a finger of `touches` is beyond the allowed movement. Not `touchesMoved`
    /// itself, which a subclass may override: lifting is no move.
    private func failIfMovedTooFar(_ touches: Set<UITouch>) {
        for touch in touches {
            guard let entry = tapEntry(for: touch) else { continue }
            let reference = numberOfTouchesRequired == 1 ? firstTouchDown : entry.downAt
            if !isWithinAllowance(touch.locationInWindow, of: reference) { return failIfPossible() }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        failIfMovedTooFar(touches)
        guard state == .possible, !anyFingerOfTheTapIsDown else { return }
        durationTimer?.cancel()
        durationTimer = nil
        if let tapDownTime, event.timestamp - tapDownTime > thresholds.tapMaximumDuration { return failIfPossible() }
        guard currentTap.count == numberOfTouchesRequired else { return failIfPossible() }
        var sum = CGPoint.zero
        for entry in currentTap {
            sum.x += entry.downAt.x
            sum.y += entry.downAt.y
        }
        // Not empty: its count is the number of touches required, at least 1.
        let centroid = CGPoint(x: sum.x / CGFloat(currentTap.count), y: sum.y / CGFloat(currentTap.count))
        if let firstTapCentroid {
            guard isWithinAllowance(centroid, of: firstTapCentroid) else { return failIfPossible() }
        } else {
            firstTapCentroid = centroid
        }
        currentTap = []
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            lastLiftTime = event.timestamp
            intervalTimer = scheduleTimer(until: event.timestamp + thresholds.tapMaximumInterval) { [self] in failIfPossible() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        currentTap = []
        firstTouchDown = nil
        firstTapCentroid = nil
        durationTimer = nil
        intervalTimer = nil
        tapDownTime = nil
        lastLiftTime = nil
    }

    /// The first tap's centroid, as UIKit reports it for taps.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapCentroid else { return super.location(in: view) }
        return UITouch.convert(firstTapCentroid, to: view)
    }

    /// Whether a finger of the tap in progress is still down.
    private var anyFingerOfTheTapIsDown: Bool {
        for entry in currentTap where entry.touch.isLive { return true }
        return false
    }

    /// `touch`'s entry in the tap in progress (a loop, not `first(where:)`: it runs on moves).
    private func tapEntry(for touch: UITouch) -> (touch: UITouch, downAt: CGPoint)? {
        for entry in currentTap where entry.touch === touch { return entry }
        return nil
    }

    private func isWithinAllowance(_ point: CGPoint, of reference: CGPoint?) -> Bool {
        guard let reference else { return true }
        return hypot(point.x - reference.x, point.y - reference.y) <= thresholds.tapAllowableMovement
    }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}
