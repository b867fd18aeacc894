import Foundation

/// What an animations block is recording into: while `UIView.animate` runs its block, every
/// animatable property set on a view or layer becomes an animation from the value it had to
/// the value it gets, with the block's timing.
@MainActor
final class AnimationTransaction {
    /// The innermost block running now on the main thread; nil outside animation blocks.
    static var current: AnimationTransaction? { AnimationTransactionStack.main.current }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let timing: AnimationTiming
    let group: AnimationGroup
    /// `performWithoutAnimation`: changes inside apply at once.
    let disablesAnimation: Bool
    /// Keyframes: where this keyframe starts and how long it lasts, in seconds from the
    /// start of the whole animation.
    var keyframeStart: TimeInterval?
    /// Keyframes already made for a property, so a later one starts where the earlier ended
    /// (kept on the `animateKeyframes` transaction, shared by its keyframes).
    var keyframeCount: [PartialKeyPath<LayerState>: Int] {
        get { keyframeParent?.keyframeCount ?? ownKeyframeCount }
        set { if let keyframeParent { keyframeParent.keyframeCount = newValue } else { ownKeyframeCount = newValue } }
    }
    private var ownKeyframeCount: [PartialKeyPath<LayerState>: Int] = [:]
    /// For a keyframe: the `animateKeyframes` transaction it belongs to.
    var keyframeParent: AnimationTransaction?
    /// Whether this is an `animateKeyframes` block (where `addKeyframe` may be called).
    var isKeyframeContainer = false
    /// The views whose properties changed, for `.layoutSubviews`.
    private(set) var changedViews: [UIView] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: AnimationTiming,
         group: AnimationGroup, disablesAnimation: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.timing = timing
        self.group = group
        self.disablesAnimation = disablesAnimation
    }

    /// Runs `body` with this transaction current, restoring the previous one after.
    func record(_ body: () -> Void) {
        AnimationTransactionStack.main.record(self, body)
    }

    /// A property of `layer` changed from `old` to `new` inside a block: start its animation
    /// (replacing or adding to the one running on that property).
    static func propertyChanged<Value: LayerAnimatable>(_ layer: CALayer, _ keyPath: WritableKeyPath<LayerState, Value>,
                                                         from old: Value, to new: Value) {
        guard let transaction = current, !transaction.disablesAnimation, old != new else { return }
        transaction.animate(layer, keyPath, from: old, to: new, additive: nil)
    }

    /// The same for the geometric properties UIKit animates additively.
    static func additivePropertyChanged<Value: AdditiveLayerAnimatable>(_ layer: CALayer, _ keyPath: WritableKeyPath<LayerState, Value>,
                                                                         from old: Value, to new: Value) {
        guard let transaction = current, !transaction.disablesAnimation, old != new else { return }
        transaction.animate(layer, keyPath, from: old, to: new, additive: { PropertyAnimation<Value>.additive(from: $0, to: $1) })
    }

    private func animate<Value: LayerAnimatable>(_ layer: CALayer, _ keyPath: WritableKeyPath<LayerState, Value>,
                                                 from old: Value, to new: Value,
                                                 additive makeAdditive: ((Value, Value) -> (Value, Double) -> Value)?) {
        guard duration > 0 else { return }
        let now = layer.clock.now
        var from = old
        var additive = makeAdditive
        let earlier = layer.animations.filter { $0.key == keyPath && $0.group !== group }
        if options.contains(.beginFromCurrentState) || additive == nil {
            // Replacing: the old animation stops (its completion hears `finished == false`).
            // From where it is on screen with `.beginFromCurrentState`; else from the old
            // model value, as UIKit does for the properties it does not add up.
            if options.contains(.beginFromCurrentState), let shown = layer.presentationState {
                from = shown[keyPath: keyPath]
            }
            for animation in earlier { layer.removeAnimation(animation) }
        }
        var begin = now + delay
        var length = duration
        let sameKeyBefore = keyframeCount[keyPath, default: 0]
        if let keyframeStart {
            begin = now + delay + keyframeStart
            length = duration
            if sameKeyBefore > 0 {
                // A later keyframe of the same property starts from where the earlier ended.
                if let last = layer.animations.last(where: { $0.key == keyPath && $0.group === group }) as? PropertyAnimation<Value> {
                    from = last.to
                }
            }
            keyframeCount[keyPath] = sameKeyBefore + 1
            additive = nil
        }
        let repeats = options.contains(.repeat)
        let animation = PropertyAnimation(
            keyPath: keyPath, from: from, to: new, beginTime: begin, duration: length, timing: timing,
            repeatCount: repeats ? .infinity : 1, autoreverses: options.contains(.autoreverse),
            allowsUserInteraction: options.contains(.allowUserInteraction), additive: additive?(from, new), group: group)
        if keyframeStart != nil {
            animation.fillsBackwards = sameKeyBefore == 0
            animation.holdsEndUntilGroupEnds = true
        }
        layer.addAnimation(animation)
        group.add(animation)
        if let view = layer.owningView, !changedViews.contains(where: { $0 === view }) { changedViews.append(view) }
    }
}
