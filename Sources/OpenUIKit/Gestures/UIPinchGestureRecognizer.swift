import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture reporting a scale.
///
/// **Rule** (thresholds from `GestureThresholds`): with two fingers down, it begins once the
/// distance between them has changed by more than `pinchHysteresis` (8 pt), or
/// `pinchPointerHysteresis` (2 pt) when a finger is synthesised from a mouse or touchpad.
///
/// **Scale** is the distance now over the distance when it began, so it reads 1.0 at
/// `.began`: the hysteresis is taken out. Fingers synthesised from a mouse or touchpad
/// measure from the distance when the pair formed instead, so a touchpad pinch reports the
/// touchpad's own scale and no part of an Alt-drag or Ctrl+wheel pinch is lost. Setting it (the lectures set it back to 1 after
/// each change to get incremental factors) rescales from the current distance and resets
/// the velocity. **Velocity** is in scale per second, fitted over the last 100 ms.
///
/// When one of the two fingers lifts and another is still down, that one takes its place
/// and the scale carries on from where it was. The gesture ends when fewer than two fingers
/// remain, is cancelled if a touch is taken away, and fails if the fingers lift before it
/// began.
///
/// **Lifecycle:** `.possible → .began → .changed* → .ended` or `.cancelled`; or `.possible →
/// .failed`.
///
/// **Example:** fingers 100 pt apart; at 108 pt nothing; at 110 pt began, scale 1.0; at
/// 220 pt changed, scale 2.0; lift → ended.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var pair = FingerPair()
    /// The span when the pair formed, for the hysteresis (points).
    private var initialSpan: CGFloat = 0
    /// The span at which scale reads 1 (points); nil until the fingers are far enough apart
    /// to anchor one.
    private var baselineSpan: CGFloat?
    private var storedScale: CGFloat = 1
    // Not lazy: a lazy struct property is copied on every mutation in debug builds.
    private var velocityEstimator = VelocityEstimator(thresholds: .standard)

    /// The distance between the fingers over what it was when the gesture began.
    open var scale: CGFloat {
        get { storedScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return Diagnostics.warn("UIPinchGestureRecognizer.scale = \(newValue) was refused", once: "pinch.scale")
            }
            storedScale = newValue
            let span = pair.span
            if span >= thresholds.twoFingerMinimumSpan { baselineSpan = span / newValue }
            velocityEstimator.restart(from: CGPoint(x: newValue, y: 0))
        }
    }

    /// How fast the scale changes, per second.
    open var velocity: CGFloat { velocityEstimator.velocity.dx }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let refreshed = pair.refreshed(from: liveTouches) {
            pair = refreshed
            pairChanged()
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard pair.isComplete else { return }
        let span = pair.span
        if hasBegun {
            if let baselineSpan {
                storedScale = span / baselineSpan
            } else if span >= thresholds.twoFingerMinimumSpan {
                baselineSpan = span / storedScale
            }
            velocityEstimator.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
            state = .changed
            return
        }
        guard state == .possible else { return }
        let hysteresis = pair.isPointerSynthesised ? thresholds.pinchPointerHysteresis : thresholds.pinchHysteresis
        if abs(span - initialSpan) > hysteresis, span >= thresholds.twoFingerMinimumSpan {
            // Synthesised fingers (Alt-drag, Ctrl+wheel, a touchpad pinch) keep the hysteresis
            // in, measuring from where the pair formed: the user's whole pinch counts, and a
            // touchpad's own scale comes through unchanged, as UIKit reports trackpad pinches.
            if pair.isPointerSynthesised, initialSpan >= thresholds.twoFingerMinimumSpan {
                baselineSpan = initialSpan
                storedScale = span / initialSpan
            } else {
                baselineSpan = span
                storedScale = 1
            }
            velocityEstimator.add(CGPoint(x: storedScale, y: 0), at: event.timestamp)
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
        initialSpan = 0
        baselineSpan = nil
        storedScale = 1
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

    /// A new pair: before the gesture begins, the hysteresis counts from its span; after, the
    /// scale carries on from its current value.
    private func pairChanged() {
        let span = pair.span
        if hasBegun {
            baselineSpan = span >= thresholds.twoFingerMinimumSpan && storedScale > 0 ? span / storedScale : nil
        } else {
            initialSpan = span
        }
    }
}
