import Foundation

/// An animation of a layer's whole look, from how it was drawn when the transition was added
/// to how it is drawn now: add it (usually under ``kCATransition``) in the same run-loop turn
/// as the change (a label's new text, a swapped subview), before or after it.
///
/// The layer must be a view's, in a window: the old look is taken from the pixels the window
/// last drew. `.fade` cross-dissolves; `.push`, `.moveIn` and `.reveal`, which slide the
/// contents, need the compositor to draw two images side by side, which it does not yet: they
/// cross-dissolve too, with one warning.
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// Which way a moving transition goes; nil is from the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition (0…1) it starts.
    open var startProgress: Float = 0
    /// Where in the transition (0…1) it ends.
    open var endProgress: Float = 1

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    @MainActor
    override func makeEvaluator(for layer: CALayer) -> AnimationEvaluator? {
        if type != .fade {
            Diagnostics.warn("CATransition type \"\(type.rawValue)\" slides the contents, which the compositor does not draw yet: it cross-dissolves instead",
                             once: "CATransition.type.\(type.rawValue)")
        }
        guard let view = layer.owningView, let window = view.window else {
            Diagnostics.warn("CATransition needs a view's layer in a window (the old look comes from the window's last frame); nothing was animated",
                             once: "CATransition.noWindow")
            return nil
        }
        let scale = window.screenScale
        guard let before = Compositor.snapshot(of: view, scale: scale) else { return nil }
        layer.transitionSnapshot = before
        layer.transitionSnapshotScale = scale
        return TransitionEvaluator(transition: self)
    }

    /// The transition's progress (0…1) where the timing has got to `progress`.
    func transitionProgress(at progress: Double) -> Double {
        let start = Double(startProgress.isFinite ? Swift.min(1, Swift.max(0, startProgress)) : 0)
        let end = Double(endProgress.isFinite ? Swift.min(1, Swift.max(0, endProgress)) : 1)
        return start + (end - start) * progress
    }
}

/// A transition's progress, written where the compositor draws it from.
@MainActor
struct TransitionEvaluator: AnimationEvaluator {
    let transition: CATransition

    func apply(to state: inout LayerState, atParentTime parentTime: CFTimeInterval) {
        guard let position = transition.position(atParentTime: parentTime) else { return }
        state.transition = LayerTransition(kind: .crossDissolve, progress: transition.transitionProgress(at: position.progress))
    }
}
