import Foundation

/// Collects the animations environments add while focus moves, and runs them together
/// once every environment has heard of the move.
///
/// The ring itself jumps (as on an iPad with a keyboard); what environments add runs in one
/// `UIView.animate` block of 0.2 seconds (UIKit's short transition).
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long the animations added for one move run, in seconds: UIKit's standard short
    /// transition (as a control's highlight fades).
    static let coordinatedAnimationDuration: TimeInterval = 0.2

    /// The animation blocks added so far, in order.
    private var animations: [() -> Void] = []
    /// The completion blocks added so far, in order.
    private var completions: [() -> Void] = []

    /// A coordinator for one focus move; only the focus system makes these.
    override init() {
        super.init()
    }

    /// Adds `animations` to run alongside the focus move, and `completion` to run once they
    /// end (right after the move when nothing animates).
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs what was added: every animation block in one animation, then the completions.
    func run() {
        let animations = animations
        let completions = completions
        self.animations.removeAll()
        self.completions.removeAll()
        guard !animations.isEmpty else {
            for completion in completions { completion() }
            return
        }
        UIView.animate(withDuration: Self.coordinatedAnimationDuration, animations: {
            for animation in animations { animation() }
        }, completion: { _ in
            for completion in completions { completion() }
        })
    }
}
