import Foundation

/// The layers with running animations, and each frame's work on them: their presentation
/// values at the frame's time, damage where they changed, and the completions of groups
/// whose last animation ended.
@MainActor
enum AnimationEngine {
    /// Layers with at least one animation, in the order they started animating.
    private(set) static var animatingLayers: [CALayer] = []

    /// Whether a layer in `window` animates.
    static func isRunning(in window: UIWindow) -> Bool {
        animatingLayers.contains { $0.owningView?.window === window }
    }

    static func layerStartedAnimating(_ layer: CALayer) {
        guard !animatingLayers.contains(where: { $0 === layer }) else { return }
        animatingLayers.append(layer)
        layer.owningView?.window?.requestAnimationFrame()
    }

    /// Works out every animating layer's presentation at `time`, damages what changed, ends
    /// what finished, and then runs the completions that are due.
    static func update(at time: TimeInterval) {
        guard !animatingLayers.isEmpty else { return }
        // A view that is gone takes its animations with it (and its completions hear
        // `finished == false`).
        for layer in animatingLayers where layer.owningView == nil { layer.removeAllAnimations() }
        var ended: [LayerAnimation] = []
        for layer in animatingLayers {
            var state = layer.modelState
            for animation in layer.animations {
                animation.apply(to: &state, at: time, groupEnded: time >= (animation.group?.endTime ?? animation.endTime))
            }
            let finished = layer.animations.filter { animation in
                animation.isFinished(at: time)
                    && (!animation.holdsEndUntilGroupEnds || time >= (animation.group?.endTime ?? animation.endTime))
            }
            if !finished.isEmpty {
                layer.animations.removeAll { animation in finished.contains { $0 === animation } }
                ended += finished
                if !layer.animations.contains(where: { $0 is TransitionAnimation }) { layer.transitionSnapshot = nil }
            }
            let shown: LayerState? = layer.animations.isEmpty ? nil : state
            if shown != layer.presentationState {
                if shown?.bounds != layer.renderState.bounds || shown?.cornerRadius != layer.renderState.cornerRadius
                    || shown?.backgroundColor != layer.renderState.backgroundColor {
                    layer.shadowMask = nil
                }
                layer.presentationState = shown
                layer.owningView?.geometryDidChange()
            }
        }
        animatingLayers.removeAll { $0.animations.isEmpty }
        // Completions last: they may start new animations.
        for animation in ended { animation.group?.animationEnded(animation) }
    }

    /// Forgets a layer whose animations were all removed.
    static func layerStoppedAnimating(_ layer: CALayer) {
        animatingLayers.removeAll { $0 === layer }
    }
}
