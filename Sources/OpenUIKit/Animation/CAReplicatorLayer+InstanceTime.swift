import Foundation

extension CAReplicatorLayer {
    /// The root time at which instance `index` shows its sublayers' animations in a frame at
    /// `time`: `index` × `instanceDelay` earlier in this layer's own time (so the delay
    /// follows the layer's `speed`, as Core Animation's instance time offsets do).
    func globalTime(ofInstance index: Int, atFrameTime time: CFTimeInterval) -> CFTimeInterval {
        let delay = Double(renderState.replicator.instanceDelay)
        return globalTime(fromLocal: localTime(fromGlobal: time) - Double(index) * delay)
    }

    /// Runs `body` while the sublayers' subtrees show instance `index`: each animating layer
    /// among them holds, as its presentation, its animations worked out at the instance's
    /// time; afterwards every layer has its own presentation (and shadow) back. Instance 0,
    /// and every instance without a delay, shows the frame's values as they are.
    ///
    /// The compositor draws an instance inside this (and measures its damage); nothing else
    /// runs meanwhile, so nothing else sees the borrowed values.
    func withSublayers<Result>(showingInstance index: Int, _ body: () -> Result) -> Result {
        guard index != 0, renderState.replicator.instanceDelay != 0 else { return body() }
        var borrowed: [(layer: CALayer, presentation: LayerState?, shadow: ShadowMask?)] = []
        var instanceTime: CFTimeInterval?
        for sublayer in storedSublayers {
            sublayer.visitLayerSubtree { layer in
                guard !layer.animations.isEmpty else { return }
                let time = instanceTime ?? globalTime(ofInstance: index, atFrameTime: layer.animationEngine?.lastFrameTime ?? layer.mediaTimeNow)
                instanceTime = time
                let state = layer.presentationState(atGlobalTime: time)
                let shown = layer.renderState
                borrowed.append((layer, layer.presentationState, layer.shadowMask))
                // What a shadow's mask is made from, as the animation engine judges it.
                if state.bounds != shown.bounds || state.cornerRadius != shown.cornerRadius || state.backgroundColor != shown.backgroundColor {
                    layer.shadowMask = nil
                }
                layer.presentationState = state
            }
        }
        defer {
            for entry in borrowed.reversed() {
                entry.layer.presentationState = entry.presentation
                entry.layer.shadowMask = entry.shadow
            }
        }
        return body()
    }
}
