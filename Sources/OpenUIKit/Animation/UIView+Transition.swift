import Foundation

extension UIView {
    /// Changes `view` with a transition: `animations` applies its changes at once (they are
    /// not animated one by one), and the view flips or dissolves from how it looked to how it
    /// looks now, over `duration`. The transition is named by the options
    /// (`.transitionFlipFromLeft` and the other flips, `.transitionCrossDissolve`; the curls
    /// are drawn as cross dissolves); with none, the changes simply apply. `completion`
    /// follows `animate`'s rules.
    @MainActor
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let length = duration.isFinite ? duration : 0
        guard let kind = LayerTransition.kind(of: options), length > 0, let window = view.window else {
            // Nothing to show it on (or no transition asked for): the changes apply at once.
            performWithoutAnimation { animations?() }
            group.finishOnNextTurn()
            return
        }
        // The old look, from the cached pixels: content still waiting to be drawn (a window
        // not shown yet) is drawn first.
        window.layoutIfNeeded()
        view.visitSubtree { subview in
            if subview.layer.invalidContentRect != nil { _ = subview.displayContentIfNeeded(in: window) }
        }
        let scale = window.screenScale
        let before = Compositor.snapshot(of: view, scale: scale)
        if options.contains(.allowAnimatedContent) {
            run(duration: length, delay: 0, options: options, timing: AnimationTiming.curve(of: options),
                animations: { animations?() }, completion: nil)
        } else {
            performWithoutAnimation { animations?() }
        }
        let layer = view.layer
        for earlier in layer.animations where earlier is TransitionAnimation { layer.removeAnimation(earlier) }
        layer.transitionSnapshot = before
        layer.transitionSnapshotScale = scale
        let animation = TransitionAnimation(kind: kind, beginTime: layer.clock.now, duration: length,
                                            timing: AnimationTiming.curve(of: options), group: group)
        layer.addAnimation(animation)
        group.add(animation)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview, with the transition the
    /// options name played on that superview. With `.showHideTransitionViews` the views are
    /// hidden and shown instead of removed and added.
    @MainActor
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Diagnostics.warn("UIView.transition(from:to:) needs the from-view in a superview; nothing changed",
                             once: "transition.noSuperview")
            completion.map { done in DispatchQueue.main.async { done(false) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}
