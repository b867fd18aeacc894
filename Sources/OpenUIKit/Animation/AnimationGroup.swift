import Foundation

/// The animations one `UIView.animate` call (or one property animator) started, and its
/// completion: called once, when the last of them ends, with `finished` false if any was
/// removed before its end (replaced by another animation, or the view's animations
/// removed), as UIKit reports it.
@MainActor
final class AnimationGroup {
    private var completion: ((Bool) -> Void)?
    private(set) var animations: [LayerAnimation] = []
    private var running = 0
    private var anyRemoved = false
    /// The latest end time of its animations (keyframes hold their end value until then).
    private(set) var endTime: TimeInterval = -.infinity

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func add(_ animation: LayerAnimation) {
        animations.append(animation)
        running += 1
        endTime = Swift.max(endTime, animation.endTime)
    }

    /// Whether it started nothing: its completion then runs on the next turn of the run loop.
    var isEmpty: Bool { animations.isEmpty }

    /// One of its animations ended (or was removed); the completion runs after the last.
    func animationEnded(_ animation: LayerAnimation) {
        if animation.wasRemoved { anyRemoved = true }
        running -= 1
        if running == 0 {
            // Each animation holds its group; letting go of them here ends that cycle.
            animations.removeAll()
            finish(finished: !anyRemoved)
        }
    }

    /// Forgets the completion (its owner ends the animations and reports it itself).
    func detachCompletion() {
        completion = nil
    }

    /// Runs the completion now, once.
    func finish(finished: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(finished)
    }

    /// Runs the completion on the next turn of the main run loop (UIKit's rule for a zero
    /// duration, or for an animations block that changed nothing animatable).
    func finishOnNextTurn() {
        guard let completion else { return }
        self.completion = nil
        DispatchQueue.main.async { completion(true) }
    }
}
