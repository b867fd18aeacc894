import Foundation

/// Recognizes fingers dragging: a continuous gesture reporting translation and velocity.
///
/// **Rule** (thresholds from `GestureThresholds`): with between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers down, it begins once their centroid has moved
/// `panHysteresis` (10 pt) or more along either axis from where it started. Too many fingers
/// before that fails it; fingers beyond the maximum after it began are ignored.
///
/// **Translation** is the centroid's movement since the start, in the coordinates of the view
/// you ask about; at `.began` it already includes the hysteresis distance. When a finger is
/// added or lifted the centroid jumps, and the start moves with it, so translation does not.
/// `setTranslation(_:in:)` moves the start so that translation reads the given value now,
/// which gives the lectures' incremental pattern:
///
/// ```swift
/// case .changed, .ended:
///     let t = pan.translation(in: view.superview)
///     view.center.x += t.x; view.center.y += t.y
///     pan.setTranslation(.zero, in: view.superview)
/// ```
///
/// **Velocity** is in points per second, from a least-squares fit over the last 100 ms
/// (`VelocityEstimator`); setting the translation resets it, as in UIKit.
///
/// **Lifecycle:** `.possible → .began → .changed* → .ended` when the fingers fall below the
/// minimum (usually: all lift), `.cancelled` if a touch is taken away; `.possible →
/// .failed` if they lift before moving far enough.
///
/// **Example:** down at (100, 100); move to (109, 100): nothing; move to (110, 100): began,
/// translation (10, 0); move to (150, 100): changed, (50, 0); up: ended, (50, 0).
///
/// **Scrolling** (iPadOS 13.4): a pan whose `allowedScrollTypesMask` accepts a scroll's type
/// follows scrolling over its view without touches. The window gives each scroll sequence
/// to the first such pan from the view under the pointer up: it begins at the first scroll
/// event, its translation grows by the scrolled distance (scrolling down moves the content
/// up: negative `y`), `numberOfTouches` is 0 and `location(in:)` is the pointer; it ends
/// when the sequence does (see `ScrollSequenceTracker`): with the velocity of the last
/// scroll samples after a touchpad scroll, so a scroll view can decelerate, and at rest
/// after a burst of wheel notches.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    // The settings read on every move are public computed properties over private storage:
    // the optimizer drops runtime exclusivity checks only on storage it sees every access to.
    /// The fewest fingers that pan (1 or more).
    open var minimumNumberOfTouches: Int {
        get { minimumNumberOfTouchesStorage }
        set { minimumNumberOfTouchesStorage = max(1, newValue) }
    }
    private var minimumNumberOfTouchesStorage = 1
    /// The most fingers that pan; more fails it before it begins.
    open var maximumNumberOfTouches: Int {
        get { maximumNumberOfTouchesStorage }
        set { maximumNumberOfTouchesStorage = max(1, newValue) }
    }
    private var maximumNumberOfTouchesStorage = Int.max

    /// The kinds of scrolling this pan follows as if it were a drag: `[]` by default, as in
    /// UIKit (a plain pan ignores the wheel and the touchpad's scrolling); `.continuous`
    /// for a touchpad's two-finger scroll, `.discrete` for a mouse wheel, `.all` for both.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// For a pan that follows only some scroll sequences: asked with a sequence's first
    /// translation and the pointer's place (window points) whether to follow it. Pans with
    /// one are offered a sequence before the other pans on the same view (a table row's
    /// swipe takes horizontal touchpad scrolls, the table's own pan the rest).
    var scrollSequenceFilter: ((CGVector, CGPoint) -> Bool)?

    /// The type of the scroll sequence driving this pan, while one does.
    private var scrollDrive: UIScrollType?
    /// Whether `velocity(in:)` reads zero: a burst of wheel notches ends at rest.
    private var endsAtRest = false

    /// What is added to the fingers' raw centroid so that it does not jump when fingers come
    /// and go (window points).
    private var centroidOffset = CGVector.zero
    /// The continuous centroid at the start, for the hysteresis (window points).
    private var startCentroid: CGPoint?
    /// Where translation is measured from (window points, continuous centroid).
    private var translationOrigin = CGPoint.zero
    // Not lazy: a lazy struct property is copied on every mutation in debug builds.
    private var velocityEstimator = VelocityEstimator(thresholds: .standard)

    /// The translation since the start, in `view`'s coordinates (nil: window points).
    open func translation(in view: UIView?) -> CGPoint {
        let t = vector(from: translationOrigin, to: continuousCentroid, in: view)
        return CGPoint(x: t.dx, y: t.dy)
    }

    /// Makes `translation(in: view)` read `translation` now; resets the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard translation.isFinite else {
            return Diagnostics.warn("UIPanGestureRecognizer.setTranslation(\(translation)) was refused", once: "setTranslation")
        }
        let inWindow = windowVector(CGVector(dx: translation.x, dy: translation.y), from: view)
        translationOrigin = CGPoint(x: continuousCentroid.x - inWindow.dx, y: continuousCentroid.y - inWindow.dy)
        velocityEstimator.restart()
    }

    /// How fast the centroid moves, in points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        if endsAtRest { return .zero }
        let v = velocityEstimator.velocity
        let converted = vector(from: .zero, to: CGPoint(x: v.dx, y: v.dy), in: view)
        return CGPoint(x: converted.dx, y: converted.dy)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // A pan following a scroll sequence takes no fingers until it resets.
        if scrollDrive != nil {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        var before: [UITouch] = []
        for touch in trackedTouches where touch.isLive && !touches.contains(touch) { before.append(touch) }
        if hasBegun, before.count >= maximumNumberOfTouches {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard state == .possible || hasBegun else { return }
        let live = liveTouches
        fingersChanged(from: before, to: live)
        if startCentroid == nil {
            startCentroid = continuousCentroid
            translationOrigin = continuousCentroid
        }
        if !hasBegun, live.count > maximumNumberOfTouches {
            state = .failed
            return
        }
        sampleLiveTouches(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sampleLiveTouches(at: event.timestamp)
        if hasBegun { return state = .changed }
        guard state == .possible, liveTouchCount >= minimumNumberOfTouches, let startCentroid else { return }
        let centroid = continuousCentroid
        let hysteresis = thresholds.panHysteresis
        if abs(centroid.x - startCentroid.x) >= hysteresis || abs(centroid.y - startCentroid.y) >= hysteresis {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let remaining = liveTouches
        var before = remaining
        for touch in touches where isTracking(touch) && !touch.isLive { before.append(touch) }
        // The lifting finger's last position is still part of the motion.
        sample(before, at: event.timestamp)
        if remaining.count < minimumNumberOfTouches {
            if hasBegun {
                state = .ended
            } else if state == .possible, remaining.isEmpty {
                state = .failed
            }
            return
        }
        fingersChanged(from: before, to: remaining)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if hasBegun {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
    }

    override func thresholdsDidChange() {
        resetVelocityEstimator()
    }

    open override func reset() {
        super.reset()
        centroidOffset = .zero
        startCentroid = nil
        translationOrigin = .zero
        scrollDrive = nil
        endsAtRest = false
        resetVelocityEstimator()
    }

    // MARK: Scrolling

    /// Whether a scroll sequence drives this pan (from its start until the pan resets).
    var isScrollDriven: Bool { scrollDrive != nil }

    /// A scroll sequence of `type` starts, with the pointer at `location` (window points):
    /// translation is measured from here. Called inside the gesture environment.
    func beginScrolling(_ type: UIScrollType, at location: CGPoint) {
        scrollDrive = type
        endsAtRest = false
        centroidOffset = .zero
        startCentroid = location
        translationOrigin = location
        pointerLocationInWindow = location
        // No velocity sample yet: the first scroll event is the first, so a sequence that
        // starts fast is measured from its motion alone.
        lastRawCentroid = location
    }

    /// The scroll sequence moved by `translation` (window points): the pan begins, or
    /// changes.
    func scroll(by translation: CGVector, pointerAt location: CGPoint, timestamp: TimeInterval) {
        guard scrollDrive != nil, state == .possible || hasBegun else { return }
        pointerLocationInWindow = location
        sample(rawCentroid: CGPoint(x: lastRawCentroid.x + translation.dx, y: lastRawCentroid.y + translation.dy),
               at: timestamp)
        state = hasBegun ? .changed : .began
    }

    /// The scroll sequence ended: the pan ends, with the velocity of its last samples or
    /// (`keepsVelocity` false) at rest.
    func endScrolling(keepsVelocity: Bool) {
        guard scrollDrive != nil else { return }
        if !keepsVelocity { endsAtRest = true }
        if hasBegun {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// The scroll sequence was taken away (the window lost its input).
    func cancelScrolling() {
        guard scrollDrive != nil else { return }
        if hasBegun {
            state = .cancelled
        } else if state == .possible {
            state = .failed
        }
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

    // MARK: Centroid

    /// The centroid of the fingers as of the latest event, moved by the offset that keeps it
    /// continuous (window points). At `.ended` it still counts the fingers that just lifted.
    private var continuousCentroid: CGPoint {
        CGPoint(x: lastRawCentroid.x + centroidOffset.dx, y: lastRawCentroid.y + centroidOffset.dy)
    }

    /// The raw centroid of the fingers at the latest event (window points).
    private var lastRawCentroid = CGPoint.zero

    /// Absorbs the jump of the raw centroid when the set of fingers changes.
    private func fingersChanged(from old: [UITouch], to new: [UITouch]) {
        guard !new.isEmpty else { return }
        let newRaw = UIGestureRecognizer.centroid(of: new)
        if !old.isEmpty {
            let oldRaw = UIGestureRecognizer.centroid(of: old)
            centroidOffset.dx += oldRaw.x - newRaw.x
            centroidOffset.dy += oldRaw.y - newRaw.y
        }
        lastRawCentroid = newRaw
    }

    /// Feeds the continuous centroid of `touches` to the velocity.
    private func sample(_ touches: [UITouch], at timestamp: TimeInterval) {
        guard !touches.isEmpty else { return }
        sample(rawCentroid: UIGestureRecognizer.centroid(of: touches), at: timestamp)
    }

    /// Feeds the continuous centroid of the touches down to the velocity (on every move:
    /// no array is made).
    private func sampleLiveTouches(at timestamp: TimeInterval) {
        guard let centroid = liveCentroidInWindow else { return }
        sample(rawCentroid: centroid, at: timestamp)
    }

    private func sample(rawCentroid: CGPoint, at timestamp: TimeInterval) {
        lastRawCentroid = rawCentroid
        velocityEstimator.add(CGPoint(x: rawCentroid.x + centroidOffset.dx, y: rawCentroid.y + centroidOffset.dy),
                              at: timestamp)
    }

    // MARK: Coordinate spaces

    /// `to − from` (window points) as a vector in `view`'s coordinates.
    private func vector(from: CGPoint, to: CGPoint, in view: UIView?) -> CGVector {
        let v = CGVector(dx: to.x - from.x, dy: to.y - from.y)
        guard let view else { return v }
        return UIPanGestureRecognizer.apply(linearPartOf: view.transformToWindow.inverted(), to: v) ?? .zero
    }

    /// A vector in `view`'s coordinates as window points.
    private func windowVector(_ v: CGVector, from view: UIView?) -> CGVector {
        guard let view else { return v }
        return UIPanGestureRecognizer.apply(linearPartOf: view.transformToWindow, to: v) ?? v
    }

    /// Vectors move with the linear part of a transform only; nil if the result is not finite.
    private static func apply(linearPartOf t: CGAffineTransform, to v: CGVector) -> CGVector? {
        let w = CGVector(dx: t.a * v.dx + t.c * v.dy, dy: t.b * v.dx + t.d * v.dy)
        return w.dx.isFinite && w.dy.isFinite ? w : nil
    }
}
