import Foundation

/// The `UIDragAnimating` a drag hands its delegates: collects their animations and
/// completions, then runs them inside the system's own animation.
@MainActor
final class DragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Hands the animations and completions collected so far to `other` (the system's
    /// animator of the drop that places the item), which then runs them.
    func forward(to other: any UIDragAnimating) {
        for animation in animations { other.addAnimations(animation) }
        for completion in completions { other.addCompletion(completion) }
        animations = []
        completions = []
    }

    /// Runs the system's `changes` and the delegates' animations together over `duration`
    /// seconds, then `done` and the delegates' completions.
    func run(duration: TimeInterval, changes: @escaping () -> Void, done: @escaping () -> Void) {
        let added = animations
        let finished = completions
        animations = []
        completions = []
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: {
            changes()
            for animation in added { animation() }
        }, completion: { _ in
            done()
            for completion in finished { completion(.end) }
        })
    }
}
