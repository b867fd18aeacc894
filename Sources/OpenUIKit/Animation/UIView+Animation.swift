import Foundation

/// UIKit's block-based view animation.
///
/// Inside the `animations` block, setting an animatable property (`frame`, `bounds`,
/// `center`, `transform`, `alpha`, `backgroundColor`, and the layer's `cornerRadius`,
/// `borderWidth`, `borderColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`,
/// `shadowColor`, `opacity`) changes the model at once, as in UIKit (reading it back gives
/// the new value, and hit testing uses it), and starts an animation of what is drawn, from
/// the old value to the new. Position and bounds animations add up, as in UIKit since iOS 8:
/// a view sent somewhere else mid-flight turns smoothly; other properties replace the
/// animation running on them (from the old model value, or from what is on screen with
/// `.beginFromCurrentState`), whose completion then hears `finished == false`.
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay`.
    ///
    /// `completion` runs once every animation started has ended, with `finished` false if any
    /// was stopped early. A duration of zero or less applies the changes at once, and so does
    /// a block that changes nothing animatable; the completion then runs on the next turn of
    /// the run loop, with `finished` true, as UIKit documents.
    @MainActor
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let inherited = AnimationTransaction.current
        var duration = duration
        var timing = AnimationTiming.curve(of: options)
        var options = options
        if let inherited, !inherited.disablesAnimation {
            // A block inside another's takes its duration and curve unless told otherwise.
            if !options.contains(.overrideInheritedDuration) { duration = inherited.duration }
            if !options.contains(.overrideInheritedCurve) { timing = inherited.timing }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(inherited.options.intersection([.repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState]))
            }
        }
        run(duration: duration, delay: delay, options: options, timing: timing, animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the default ease-in-ease-out curve, then calls `completion`.
    @MainActor
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` over `duration` seconds with the default ease-in-ease-out curve.
    @MainActor
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` is the initial speed in whole distances per second.
    @MainActor
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let damping = dampingRatio.isFinite ? Double(dampingRatio) : 1
        let speed = velocity.isFinite ? Double(velocity) : 0
        run(duration: duration, delay: delay, options: options,
            timing: .spring(dampingRatio: damping, initialVelocity: speed, duration: duration.isFinite ? duration : 0),
            animations: animations, completion: completion)
    }

    /// Applies the changes `actionsWithoutAnimation` makes at once, even inside an animation
    /// block.
    @MainActor
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let transaction = AnimationTransaction(duration: 0, delay: 0, options: [], timing: .linear,
                                               group: AnimationGroup(completion: nil), disablesAnimation: true)
        transaction.record(actionsWithoutAnimation)
    }

    /// Whether animation blocks animate: not inside `performWithoutAnimation`, nor after
    /// `setAnimationsEnabled(false)`. When not, a block's changes apply at once and its
    /// completion still runs, with `finished` true.
    @MainActor
    public class var areAnimationsEnabled: Bool {
        AnimationTransactionStack.main.animationsEnabled && !(AnimationTransaction.current?.disablesAnimation ?? false)
    }

    /// Turns animation blocks off (or on again) on the main thread, where every view lives.
    @MainActor
    public class func setAnimationsEnabled(_ enabled: Bool) {
        AnimationTransactionStack.main.animationsEnabled = enabled
    }

    /// Starts the block's animations; see `animate(withDuration:delay:options:animations:completion:)`.
    @MainActor
    static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, timing: AnimationTiming,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        let enabled = areAnimationsEnabled
        let checkedDuration = enabled && duration.isFinite ? duration : 0
        let checkedDelay = enabled && delay.isFinite && delay > 0 ? delay : 0
        let transaction = AnimationTransaction(duration: checkedDuration, delay: checkedDelay, options: options,
                                               timing: timing, group: group)
        transaction.record {
            animations()
            // `.layoutSubviews`: lay out now, inside the block, so the subviews' new frames
            // animate with their parent's.
            if options.contains(.layoutSubviews) {
                for view in transaction.changedViews { view.layoutIfNeeded() }
            }
        }
        if group.isEmpty { group.finishOnNextTurn() }
    }
}
