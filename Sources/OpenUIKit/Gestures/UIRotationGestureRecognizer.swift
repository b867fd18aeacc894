import Foundation

/// Recognizes two fingers turning: a continuous gesture reporting an angle.
///
/// **Rule** (thresholds from `GestureThresholds`): with two fingers down, it begins once the
/// line between them has turned by more than `rotationHysteresis` (7.5°), or
/// `rotationPointerHysteresis` (1°) when a finger is synthesised from a mouse or touchpad.
///
/// **Rotation** is in radians, clockwise positive on the screen (y down), and counts from
/// the angle at which it began, so it reads 0 at `.began`, like the pinch's scale of 1. It is
/// continuous: turning past half a circle keeps counting. Setting it (the lectures set it back
/// to 0 after each change) re-bases from the current angle and resets the velocity.
/// **Velocity** is in radians per second, fitted over the last 100 ms.
///
/// Fingers closer together than `twoFingerMinimumSpan` (1 pt) have no meaningful angle; the
/// rotation holds still until they part. When one of the two lifts and another is down, that
/// one takes its place without a jump. It ends when fewer than two fingers remain, is
/// cancelled if a touch is taken away, and fails if they lift before it began.
///
/// **Lifecycle:** `.possible → .began → .changed* → .ended` or `.cancelled`; or `.possible →
/// .failed`.
///
/// **Example:** fingers at (100, 200) and (300, 200); the second moves to (300, 230)
/// (8.5° clockwise): began, rotation 0; it moves on to (100 + 200·cos 30°, 200 + 200·sin 30°):
/// changed, rotation ≈ +0.37 (30° − 8.5°).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var pair = FingerPair()
    /// The pair's direction at the last update (radians); nil until the fingers are apart.
    private var lastAngle: CGFloat?
    /// Total turn since the pair formed (radians, unwrapped).
    private var accumulated: CGFloat = 0
    /// The accumulated turn at which `rotation` reads 0.
    private var baseline: CGFloat = 0
    /// Whether the turn passed the hysteresis; until then `rotation` reads 0.
    private var passedHysteresis = false
    // Not lazy: a lazy struct property is copied on every mutation in debug builds.
    private var velocityEstimator = VelocityEstimator(thresholds: .standard)

    /// The turn since the gesture began, in radians, clockwise positive.
    open var rotation: CGFloat {
        get { passedHysteresis ? accumulated - baseline : 0 }
        set {
            guard newValue.isFinite else {
                return Diagnostics.warn("UIRotationGestureRecognizer.rotation = \(newValue) was refused", once: "rotation.rotation")
            }
            baseline = accumulated - newValue
            velocityEstimator.restart(from: CGPoint(x: newValue, y: 0))
        }
    }

    /// How fast the fingers turn, in radians per second, clockwise positive.
    open var velocity: CGFloat { velocityEstimator.velocity.dx }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let refreshed = pair.refreshed(from: liveTouches) {
            pair = refreshed
            pairChanged()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isComplete else { return }
        followAngle()
        if hasBegun {
            velocityEstimator.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
            state = .changed
            return
        }
        guard state == .possible else { return }
        let hysteresis = pair.isPointerSynthesised ? thresholds.rotationPointerHysteresis : thresholds.rotationHysteresis
        if abs(accumulated) > hysteresis {
            // Synthesised fingers keep the hysteresis in (see UIPinchGestureRecognizer): a
            // touchpad's own angle comes through whole.
            baseline = pair.isPointerSynthesised ? 0 : accumulated
            passedHysteresis = true
            velocityEstimator.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if endIfFewerThanTwoFingers(forgettingPair: { pair = FingerPair() }) { return }
        if let refreshed = pair.refreshed(from: liveTouches) {
            pair = refreshed
            pairChanged()
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesCancelled()
    }

    override func thresholdsDidChange() {
        resetVelocityEstimator()
    }

    open override func reset() {
        super.reset()
        pair = FingerPair()
        lastAngle = nil
        accumulated = 0
        baseline = 0
        passedHysteresis = false
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

    /// Adds the pair's turn since the last update, taking the short way round.
    private func followAngle() {
        guard pair.span >= thresholds.twoFingerMinimumSpan else { return }
        let angle = pair.angle
        if let lastAngle {
            let delta = (angle - lastAngle).remainder(dividingBy: 2 * .pi)
            if delta.isFinite { accumulated += delta }
        }
        lastAngle = angle
    }

    /// A new pair: its direction becomes the reference, so the rotation does not jump.
    /// Before the gesture begins, the hysteresis counts from here.
    private func pairChanged() {
        lastAngle = pair.span >= thresholds.twoFingerMinimumSpan ? pair.angle : nil
        if !hasBegun {
            accumulated = 0
        }
    }
}
