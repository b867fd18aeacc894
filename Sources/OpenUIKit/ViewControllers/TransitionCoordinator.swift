import Foundation

/// The coordinator of one transition: it collects the animations and completions
/// controllers add, runs the animations with the transition's own (inside one animation block
/// when it animates, else at once), and the completions when it ends.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let containerView: UIView
    let completionCurve: UIView.AnimationCurve
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    private let views: [UITransitionContextViewKey: UIView]
    private var animations: [Block] = []
    private var completions: [Block] = []
    private(set) var hasRunAnimations = false
    private(set) var hasEnded = false

    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    private(set) var isCancelled = false
    var percentComplete: CGFloat { hasEnded ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }

    init(containerView: UIView, animated: Bool, duration: TimeInterval, curve: UIView.AnimationCurve = .easeInOut,
         controllers: [UITransitionContextViewControllerKey: UIViewController] = [:],
         views: [UITransitionContextViewKey: UIView] = [:]) {
        self.containerView = containerView
        self.isAnimated = animated && duration > 0
        self.transitionDuration = animated ? duration : 0
        self.completionCurve = curve
        self.controllers = controllers
        self.views = views
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !hasEnded else { return false }
        if let animation {
            // Added after the transition's animations started: it joins them at once.
            if hasRunAnimations { runAnimationBlocks([animation]) } else { animations.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Only an interactive transition changes interaction (its finger lets go), and none
    /// of the transitions this coordinator runs is interactive: as in UIKit for such a
    /// transition, the handler is never called, so it is not kept.
    func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

    /// Runs the collected animations, with `ownAnimations` (the transition's own) first,
    /// inside one animation block of the transition's duration, or at once without.
    func runAnimations(with ownAnimations: @escaping () -> Void = {}, completion: (() -> Void)? = nil) {
        guard !hasRunAnimations else { return }
        hasRunAnimations = true
        let blocks = animations
        animations.removeAll()
        if isAnimated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: TransitionCoordinator.options(for: completionCurve),
                           animations: { ownAnimations(); blocks.forEach { $0(self) } },
                           completion: { _ in completion?() })
        } else {
            UIView.performWithoutAnimation {
                ownAnimations()
                blocks.forEach { $0(self) }
            }
            completion?()
        }
    }

    /// Ends the transition (cancelled or not) and runs the completions, in the order added.
    func end(cancelled: Bool = false) {
        guard !hasEnded else { return }
        isCancelled = cancelled
        hasEnded = true
        let blocks = completions
        completions.removeAll()
        blocks.forEach { $0(self) }
    }

    private func runAnimationBlocks(_ blocks: [Block]) {
        if isAnimated {
            UIView.animate(withDuration: transitionDuration, delay: 0, options: TransitionCoordinator.options(for: completionCurve),
                           animations: { blocks.forEach { $0(self) } }, completion: nil)
        } else {
            UIView.performWithoutAnimation { blocks.forEach { $0(self) } }
        }
    }

    private static func options(for curve: UIView.AnimationCurve) -> UIView.AnimationOptions {
        switch curve {
        case .easeInOut: return .curveEaseInOut
        case .easeIn: return .curveEaseIn
        case .easeOut: return .curveEaseOut
        case .linear: return .curveLinear
        }
    }
}
