import Foundation

/// Recognizes fingers held down in place: a continuous gesture.
///
/// **Rule** (thresholds from `GestureThresholds`): after `numberOfTapsRequired` taps (0 by
/// default; each tap as for `UITapGestureRecognizer`, the next starting within
/// `tapMaximumInterval`, 0.35 s), `numberOfTouchesRequired` fingers go down and stay for
/// `minimumPressDuration` (0.5 s) without any of them moving more than `allowableMovement`
/// (10 pt) from where it touched down. Lifting, moving too far or adding a finger before then
/// fails it. Once begun, movement is unlimited and reported as changes; lifting a finger ends
/// it.
///
/// **Lifecycle:** `.possible → .began` (when the hold time passes, on the clock's timer)
/// `→ .changed*` (on each move) `→ .ended` (on lift) or `.cancelled`; or `.possible →
/// .failed`.
///
/// **Example:** down at 0 s, still at 0.5 s → began; move 30 pt → changed; up → ended.
/// Down at 0 s, up at 0.49 s → failed.
///
/// **Time** is the events' time: the hold is measured from the touch-down's timestamp, so a
/// press reported late (the app was busy) begins at its deadline, not that long after the
/// app read it; and a move or lift stamped after the deadline, though it reaches the app
/// before the timer fires, finds the press begun (a lift then ends it at once).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds (`thresholds.longPressMinimumDuration`).
    open var minimumPressDuration: TimeInterval {
        get { thresholds.longPressMinimumDuration }
        set { thresholds.longPressMinimumDuration = newValue.isFinite ? max(0, newValue) : thresholds.longPressMinimumDuration }
    }

    /// How far a finger may move before the press begins, in points
    /// (`thresholds.longPressAllowableMovement`).
    open var allowableMovement: CGFloat {
        get { thresholds.longPressAllowableMovement }
        set { thresholds.longPressAllowableMovement = newValue.isFinite ? max(0, newValue) : thresholds.longPressAllowableMovement }
    }

    // The settings read on every move are public computed properties over private storage:
    // the optimizer drops runtime exclusivity checks only on storage it sees every access to.
    /// How many fingers press (1 or more).
    open var numberOfTouchesRequired: Int {
        get { numberOfTouchesRequiredStorage }
        set { numberOfTouchesRequiredStorage = max(1, newValue) }
    }
    private var numberOfTouchesRequiredStorage = 1

    /// How many taps come before the press (0 or more).
    open var numberOfTapsRequired: Int {
        get { numberOfTapsRequiredStorage }
        set { numberOfTapsRequiredStorage = max(0, newValue) }
    }
    private var numberOfTapsRequiredStorage = 0

    private var tapsCompleted = 0
    /// The fingers of the current tap or press and where each touched down (window points).
    private var current: [(touch: UITouch, downAt: CGPoint)] = []
    private var pressTimer: InputTimer?
    private var intervalTimer: InputTimer?
    /// When the hold began: the timestamp of the event that put the last required finger down.
    private var pressStartTime: TimeInterval?
    /// When the last preceding tap lifted (its event's timestamp).
    private var lastLiftTime: TimeInterval?

    /// Whether the fingers down now are the press itself rather than a preceding tap.
    private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            // Extra fingers after the press began play no part in it.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard state == .possible else { return }
        intervalTimer?.cancel()
        intervalTimer = nil
        if current.isEmpty, let lastLiftTime, event.timestamp - lastLiftTime > thresholds.tapMaximumInterval {
            return failIfPossible()
        }
        // Through a local copy (`detached()`): `current` is read on every move.
        var fingers = current.detached()
        for touch in touches { fingers.append((touch, touch.locationInWindow)) }
        current = fingers
        if current.count > numberOfTouchesRequired { return failIfPossible() }
        if current.count == numberOfTouchesRequired, isPressing {
            pressStartTime = event.timestamp
            pressTimer = scheduleTimer(until: event.timestamp + minimumPressDuration) { [self] in pressTimerFired() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .changed }
        guard state == .possible else { return }
        // Moved after the hold was complete: the press began at its deadline, the movement
        // comes after and is free.
        if heldLongEnough(at: event.timestamp) { return state = .began }
        for touch in touches {
            guard let entry = pressEntry(for: touch) else { continue }
            let moved = hypot(touch.locationInWindow.x - entry.downAt.x, touch.locationInWindow.y - entry.downAt.y)
            let limit = isPressing ? allowableMovement : thresholds.tapAllowableMovement
            if moved > limit { return failIfPossible() }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .ended }
        guard state == .possible else { return }
        if heldLongEnough(at: event.timestamp) {
            // The lift came after the deadline, though before the timer: the press began
            // and ends now.
            state = .began
            state = .ended
            return
        }
        guard !isPressing else { return failIfPossible() }
        for entry in current where entry.touch.isLive { return }
        guard current.count == numberOfTouchesRequired else { return failIfPossible() }
        current = []
        tapsCompleted += 1
        lastLiftTime = event.timestamp
        intervalTimer = scheduleTimer(until: event.timestamp + thresholds.tapMaximumInterval) { [self] in failIfPossible() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun { return state = .cancelled }
        failIfPossible()
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        current = []
        pressTimer = nil
        intervalTimer = nil
        pressStartTime = nil
        lastLiftTime = nil
    }

    /// Whether, at `time` (an event's timestamp), the required fingers have been down for the
    /// minimum duration: the press is due to begin whether or not its timer has fired.
    private func heldLongEnough(at time: TimeInterval) -> Bool {
        guard isPressing, let pressStartTime, current.count == numberOfTouchesRequired,
              time - pressStartTime >= minimumPressDuration else { return false }
        return true
    }

    /// `touch`'s entry among the fingers down (a loop, not `first(where:)`: it runs on moves).
    private func pressEntry(for touch: UITouch) -> (touch: UITouch, downAt: CGPoint)? {
        for entry in current where entry.touch === touch { return entry }
        return nil
    }

    private func pressTimerFired() {
        guard state == .possible, isPressing, current.count == numberOfTouchesRequired else { return }
        for entry in current where !entry.touch.isLive { return }
        state = .began
    }

    private func failIfPossible() {
        if state == .possible { state = .failed }
    }
}
