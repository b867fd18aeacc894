import Foundation

/// Which controller of a transition `viewController(forKey:)` asks for.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of the transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition `view(forKey:)` asks for.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a running transition tells the blocks that animate alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// Whether the transition started interactively (a finger drives it).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether a finger drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop let go early).
    var isCancelled: Bool { get }
    /// How long the transition's animation lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition had got when the finger let go, 0…1.
    var percentComplete: CGFloat { get }
    /// The speed an interactive transition finishes with once the finger lets go.
    var completionVelocity: CGFloat { get }
    /// The curve an interactive transition finishes with once the finger lets go.
    var completionCurve: UIView.AnimationCurve { get }
    /// The controller leaving or arriving; nil in a size transition.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view leaving or arriving; nil in a size transition.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition takes place in.
    var containerView: UIView { get }
    /// The rotation applied by the transition; identity for a window resized on a desktop.
    var targetTransform: CGAffineTransform { get }
}

/// A running transition, to which controllers add animations of their own and completions:
/// the object `viewWillTransition(to:with:)` and `transitionCoordinator` give.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's animation (at once when it does not animate)
    /// and `completion` once it ends. Returns whether they were accepted (false once the
    /// transition has ended).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// The same, for animations of a view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when an interactive transition's finger lets go (and so never for a
    /// transition that is not interactive).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
