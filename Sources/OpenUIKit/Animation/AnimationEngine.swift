import Foundation

/// One window's animating layers, and each frame's work on them: their presentation values
/// at the frame's time, damage where they changed, and the completions of groups whose last
/// animation ended.
///
/// Each window's renderer owns one, so a layer animating in one window never makes another
/// render, and one window's frames never advance another's animations. A layer is in at
/// most one engine: its window's. As in UIKit, which animates only what is in a window's
/// layer tree, a layer whose view is in no window keeps its animations without being
/// registered anywhere (nothing renders it, so nothing advances them), and its window's
/// engine takes it when its view joins one (`UIView.windowDidChangeForAnimations`); the
/// animations then run on their own timeline, so one that ended in the meantime finishes at
/// that window's next frame. A view that leaves its window stops its subtree's animations,
/// whose completions hear `finished == false`; one that moves to another window takes them
/// there.
@MainActor
final class AnimationEngine {
    /// Layers with at least one animation, in the order they started animating here.
    private(set) var animatingLayers: [CALayer] = []
    /// The time of the last frame's values: a replicator's delayed instances are worked out
    /// from it, so they lag exactly the instance delay behind what the frame shows.
    private(set) var lastFrameTime: TimeInterval?
    /// Asks the window for a frame at the next refresh (an animation started).
    private let requestFrame: () -> Void

    init(requestFrame: @escaping () -> Void) {
        self.requestFrame = requestFrame
    }

    /// What runs after this frame's values are worked out and before the completions (Core
    /// Animation's delegate calls: an animation's start, a kept animation's end).
    private var afterFrameWork: [() -> Void] = []

    /// Whether a layer of this window animates (one that only holds a finished animation's
    /// end value does not need frames).
    var isRunning: Bool { animatingLayers.contains { $0.animations.contains(where: \.needsFrames) } }

    /// A layer gained an animation: its window's engine takes it, if it is in one (a layer is
    /// in the window its nearest view-backed ancestor layer is in, found up `superlayer`),
    /// and a frame is asked for.
    static func layerStartedAnimating(_ layer: CALayer) {
        if let engine = layer.animationEngine {
            engine.requestFrame()
            return
        }
        guard let window = layer.hostWindow else { return }
        window.animationEngine.register(layer)
    }

    /// Asks for a frame: something changed how an animation shows (a layer's timing).
    func wake() {
        requestFrame()
    }

    /// Runs `work` once this frame's values are in, before the completions.
    func afterFrame(_ work: @escaping () -> Void) {
        afterFrameWork.append(work)
    }

    /// Takes `layer` (its view is in this engine's window) and asks for a frame.
    func register(_ layer: CALayer) {
        guard layer.animationEngine !== self else { return }
        layer.animationEngine?.unregister(layer)
        layer.animationEngine = self
        animatingLayers.append(layer)
        requestFrame()
    }

    /// Forgets a layer whose animations were all removed, or that left this window.
    func unregister(_ layer: CALayer) {
        guard layer.animationEngine === self else { return }
        layer.animationEngine = nil
        animatingLayers.removeAll { $0 === layer }
    }

    /// Works out every animating layer's presentation at `time`, damages what changed, ends
    /// what finished, and then runs the completions that are due.
    func update(at time: TimeInterval) {
        lastFrameTime = time
        guard !animatingLayers.isEmpty else { return }
        // A view that is gone takes its animations with it (and its completions hear
        // `finished == false`).
        for layer in animatingLayers where layer.hostWindow == nil { layer.removeAllAnimations() }
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
                if !layer.animations.contains(where: \.showsTransitionSnapshot) { layer.transitionSnapshot = nil }
            }
            let shown: LayerState? = layer.animations.isEmpty ? nil : state
            if shown != layer.presentationState {
                if shown?.bounds != layer.renderState.bounds || shown?.cornerRadius != layer.renderState.cornerRadius
                    || shown?.backgroundColor != layer.renderState.backgroundColor {
                    layer.shadowMask = nil
                }
                layer.presentationState = shown
                // A free-standing layer (a shape whose stroke animates) damages its area too.
                layer.layerGeometryDidChange()
            }
        }
        for layer in animatingLayers where layer.animations.isEmpty { layer.animationEngine = nil }
        animatingLayers.removeAll { $0.animations.isEmpty }
        let work = afterFrameWork
        afterFrameWork.removeAll()
        for item in work { item() }
        // Completions last: they may start new animations.
        for animation in ended { animation.group?.animationEnded(animation) }
    }
}

extension UIView {
    /// The view (and its subtree) moved from `oldWindow` to `newWindow`: animations follow
    /// the layer tree they are in. Into a window, its engine takes every animating layer of
    /// the subtree; out of every window, they stop, as Core Animation removes the animations
    /// of layers that leave the rendered tree (completions hear `finished == false`).
    func windowDidChangeForAnimations(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard oldWindow !== newWindow else { return }
        visitSubtree { view in
            let layer = view.layer
            guard !layer.animations.isEmpty else { return }
            if let newWindow {
                newWindow.animationEngine.register(layer)
            } else {
                layer.removeAllAnimations()
            }
        }
    }
}
