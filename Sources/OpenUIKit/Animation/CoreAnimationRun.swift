import Foundation

/// A `CAAnimation` added to a layer, running on the window's animation engine like any
/// `UIView.animate` animation: each frame it converts the frame's time into the layer's time
/// (through the layer tree's `speed`, `timeOffset` and `beginTime`) and lets its evaluator
/// write the presentation values.
///
/// Its delegate hears `animationDidStart` when the frame time first reaches the begin time
/// and `animationDidStop` when it ends (or is removed, `finished` false); its transactions'
/// completion blocks run after that. One kept on the layer (`isRemovedOnCompletion = false`)
/// reports its end once and stays, showing its fill.
@MainActor
final class CoreAnimationRun: LayerAnimation {
    /// The layer's copy of the animation (what `animation(forKey:)` returns).
    let animation: CAAnimation
    /// The key it was added under.
    let addedKey: String
    /// What writes its values; nil when it changes nothing (an unknown key path).
    let evaluator: AnimationEvaluator?
    private var hasStarted = false
    private var hasReportedEnd = false

    init(animation: CAAnimation, key: String, evaluator: AnimationEvaluator?, group: AnimationGroup) {
        self.animation = animation
        addedKey = key
        self.evaluator = evaluator
        // Its own timing decides everything; the base's is only what `AnimationGroup` reads.
        super.init(key: \LayerState.self, beginTime: animation.beginTime, duration: animation.effectiveDuration,
                   timing: .linear, repeatCount: 1, autoreverses: false,
                   // Core Animation's animations never block touches (only UIKit's view
                   // animations do).
                   allowsUserInteraction: true, group: group)
    }

    override var keyName: String { addedKey }

    override var showsTransitionSnapshot: Bool { animation is CATransition }

    /// Once it has reported its end, a kept animation shows a fixed value: no more frames.
    override var needsFrames: Bool { !hasReportedEnd }

    override func apply(to state: inout LayerState, at time: TimeInterval, groupEnded: Bool) {
        guard let layer else { return }
        let local = layer.convertTime(time, from: nil)
        if !hasStarted, animation.hasBegun(atParentTime: local) {
            hasStarted = true
            let animation = self.animation
            layer.animationEngine?.afterFrame { animation.delegate?.animationDidStart(animation) }
        }
        evaluator?.apply(to: &state, atParentTime: local)
        if !animation.isRemovedOnCompletion, !hasReportedEnd, animation.hasEnded(atParentTime: local) {
            hasReportedEnd = true
            layer.animationEngine?.afterFrame { [self] in group?.animationEnded(self) }
        }
    }

    override func isFinished(at time: TimeInterval) -> Bool {
        guard animation.isRemovedOnCompletion, let layer else { return false }
        return animation.hasEnded(atParentTime: layer.convertTime(time, from: nil))
    }
}
