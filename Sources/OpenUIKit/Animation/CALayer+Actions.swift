import Foundation

/// Core Animation on a layer: adding and removing `CAAnimation`s, the layer's own timing,
/// actions, and the implicit animations of free-standing layers. (The `open` members are
/// declared in `CALayer`'s body, which forwards here.)
extension CALayer: @preconcurrency CAMediaTiming {
    /// The window this layer is drawn in: its own view's, or that of the nearest layer up
    /// `superlayer` that backs a view; nil when it is in none.
    var hostWindow: UIWindow? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.owningView { return view.window }
            layer = current.superlayer
        }
        return nil
    }

    /// The time now on the clock this layer's animations run on (its window's; outside one,
    /// `CACurrentMediaTime()`), in the root's time.
    var mediaTimeNow: CFTimeInterval {
        hostWindow?.inputClock.now ?? CACurrentMediaTime()
    }

    // MARK: Time

    /// This layer's local time for a root (global) time.
    func localTime(fromGlobal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = superlayer?.localTime(fromGlobal: time) ?? time
        return (parentTime - beginTime) * Double(speed) + timeOffset
    }

    /// The root (global) time for a time of this layer's. A stopped layer (speed 0) maps
    /// every time to its begin time.
    func globalTime(fromLocal time: CFTimeInterval) -> CFTimeInterval {
        let parentTime = speed != 0 ? (time - timeOffset) / Double(speed) + beginTime : beginTime
        return superlayer?.globalTime(fromLocal: parentTime) ?? parentTime
    }

    /// The layer's timing changed: its animations show differently from the next frame.
    func timingDidChange() {
        animationEngine?.wake()
        for layer in sublayers ?? [] { layer.timingDidChange() }
    }

    // MARK: Animations

    /// How many animations were added with no key, for naming the next.
    private static var unnamedAnimations = 0

    /// `add(_:forKey:)`: see there.
    func addCoreAnimation(_ animation: CAAnimation, forKey key: String?) {
        guard let copy = animation.copy() as? CAAnimation else { return }
        let key = key ?? {
            CALayer.unnamedAnimations += 1
            return "CAAnimation-\(CALayer.unnamedAnimations)"
        }()
        removeAnimation(forKey: key)
        // A property animation with no key path animates the property its key names (an
        // `actions` entry such as `["opacity": CABasicAnimation()]`), as in Core Animation.
        if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
        if copy.beginTime == 0 { copy.beginTime = localTime(fromGlobal: mediaTimeNow) }
        let evaluator = copy.makeEvaluator(for: self)
        let transactions = CATransactionStack.main.animationAdded()
        let group = AnimationGroup { finished in
            copy.delegate?.animationDidStop(copy, finished: finished)
            for transaction in transactions { transaction.animationEnded() }
        }
        let run = CoreAnimationRun(animation: copy, key: key, evaluator: evaluator, group: group)
        addAnimation(run)
        group.add(run)
    }

    /// The run of the animation added under `key`, if it is still on the layer.
    func coreAnimationRun(forKey key: String) -> CoreAnimationRun? {
        animations.last { $0.keyName == key } as? CoreAnimationRun
    }

    /// Removes every animation under `key` (a `UIView.animate` one under its property's
    /// name too); their delegates and completions hear `finished == false`.
    func removeAnimations(forKey key: String) {
        for animation in animations where animation.keyName == key { removeAnimation(animation) }
    }

    // MARK: Actions

    /// The action search of `action(forKey:)`: the delegate (a view, for its layer), the
    /// `actions` dictionary, then the class's default; `NSNull` anywhere stops it with no
    /// action.
    func searchAction(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    /// The default action of `event` for a layer of this class: for an animatable property,
    /// a basic animation with the current transaction's duration and timing function.
    class func implicitAnimation(forKey event: String) -> CAAction? {
        guard LayerAnimatableKey.isAnimatable(event) else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Sets a model value of a free-standing layer (one with no view) and runs the action of
    /// its key, which animates the change as Core Animation's implicit animations do.
    func setImplicitly<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, to value: Value, forKey key: String) {
        let old = modelState
        guard old[keyPath: keyPath] != value else { return }
        setFreeStanding(keyPath, value)
        runImplicitAction(forKey: key, from: old)
    }

    /// A free-standing layer's frame changed: its position and bounds animate.
    func setFrameImplicitly(_ frame: CGRect) {
        let old = modelState
        var placed = modelState
        placed.setFrame(frame)
        setFreeStanding(\.bounds, placed.bounds)
        setFreeStanding(\.position, placed.position)
        if modelState.position != old.position { runImplicitAction(forKey: "position", from: old) }
        if modelState.bounds != old.bounds { runImplicitAction(forKey: "bounds", from: old) }
    }

    /// Runs the action for a change of `key` on a free-standing layer (the model already has
    /// the new value; `old` is the state before). Nothing runs when the transaction disables
    /// actions, or inside a `UIView.animate` block, which animates the change itself. As in
    /// Core Animation, only a layer that is already on screen (in a window's tree and drawn
    /// at least once) animates: a layer made and set up before it is first shown appears
    /// with its values at once.
    func runImplicitAction(forKey key: String, from old: LayerState) {
        guard owningView == nil, isOnScreen, !CATransactionStack.main.disablesActions, AnimationTransaction.current == nil,
              let action = action(forKey: key) else { return }
        if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil,
           let property = LayerAnimatableKey.key(named: key, for: self), let copy = basic.copy() as? CABasicAnimation {
            // From what is on screen (mid-flight, the presentation), to the new model value.
            copy.fromValue = property.box(property.read(presentationState ?? old))
            copy.run(forKey: key, object: self, arguments: nil)
        } else {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }
}

extension UIView {
    /// What a view answers as its layer's delegate when asked for an action: `NSNull` (no
    /// implicit animation) outside animation blocks, as UIKit's views do; inside one, nil, so
    /// the search goes on (the block itself animates the change).
    func layerAction(forKey event: String) -> CAAction? {
        AnimationTransaction.current == nil ? NSNull() : nil
    }
}

extension CALayer {
    /// Whether the layer is in a window's layer tree and was composited there.
    var isOnScreen: Bool { window != nil && hasBeenComposited }
}
