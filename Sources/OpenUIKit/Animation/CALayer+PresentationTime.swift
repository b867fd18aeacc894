import Foundation

extension CALayer {
    /// The layer's values with its animations worked out at `time` (root time, as a frame's),
    /// changing nothing else: no delegate hears a start or an end, no animation is removed.
    /// The animation engine's presentation is this at the frame's time; a replicator asks
    /// for it at earlier times for its delayed instances.
    func presentationState(atGlobalTime time: CFTimeInterval) -> LayerState {
        var state = modelState
        for animation in animations {
            if let run = animation as? CoreAnimationRun {
                // The run's own `apply` also reports its start and end; only its values here.
                run.evaluator?.apply(to: &state, atParentTime: convertTime(time, from: nil))
            } else {
                animation.apply(to: &state, at: time, groupEnded: time >= (animation.group?.endTime ?? animation.endTime))
            }
        }
        return state
    }
}
