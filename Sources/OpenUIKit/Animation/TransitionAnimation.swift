import Foundation

/// The animation of a `UIView.transition` on one layer: it writes the transition's progress
/// into the presentation, and the compositor draws the flip or dissolve from it.
@MainActor
final class TransitionAnimation: LayerAnimation {
    let kind: LayerTransition.Kind

    init(kind: LayerTransition.Kind, beginTime: TimeInterval, duration: TimeInterval, timing: AnimationTiming,
         group: AnimationGroup) {
        self.kind = kind
        super.init(key: \LayerState.transition, beginTime: beginTime, duration: duration, timing: timing,
                   repeatCount: 1, autoreverses: false, allowsUserInteraction: false, group: group)
    }

    override var showsTransitionSnapshot: Bool { true }

    override func write(_ progress: Double, to state: inout LayerState) {
        state.transition = LayerTransition(kind: kind, progress: progress)
    }
}
