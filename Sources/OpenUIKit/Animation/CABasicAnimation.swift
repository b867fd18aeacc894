import Foundation

/// An animation of one property between two values.
///
/// Which values it runs between follows Core Animation's rules for the three optional
/// values (the "current" value is the layer's value as shown before this animation):
/// `fromValue` and `toValue` → between them; `fromValue` and `byValue` → from `fromValue` to
/// `fromValue + byValue`; `byValue` and `toValue` → from `toValue − byValue` to `toValue`;
/// `fromValue` alone → from it to the current value; `toValue` alone → from the current value
/// to it; `byValue` alone → from the current value to that plus `byValue`; none → the current
/// value (Core Animation's implicit animations set `fromValue` to the old value). With
/// `isAdditive` the interpolated value is added to the current one.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from.
    open var fromValue: Any?
    /// The value to end at.
    open var toValue: Any?
    /// The change to make, relative to the other value given (or the current value).
    open var byValue: Any?

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    @MainActor
    override func makeEvaluator(for layer: CALayer) -> AnimationEvaluator? {
        guard let key = animatableKey(for: layer) else { return nil }
        return BasicAnimationEvaluator(animation: self, key: key, from: key.parse(fromValue, role: "fromValue"),
                                       to: key.parse(toValue, role: "toValue"), by: key.parse(byValue, role: "byValue"))
    }
}

/// A basic (or spring) animation, with its values parsed for its key path.
@MainActor
struct BasicAnimationEvaluator: AnimationEvaluator {
    let animation: CABasicAnimation
    let key: LayerAnimatableKey
    let from: AnimatedValue?
    let to: AnimatedValue?
    let by: AnimatedValue?

    /// The two values to interpolate between, given the layer's current value.
    func endpoints(current: AnimatedValue) -> (AnimatedValue, AnimatedValue) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from + by)
        case let (nil, to?, by?): return (to - by, to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, current + by)
        case (nil, nil, nil): return (current, current)
        }
    }

    func apply(to state: inout LayerState, atParentTime parentTime: CFTimeInterval) {
        guard let position = animation.position(atParentTime: parentTime) else { return }
        let current = key.read(state)
        // An additive animation's missing values are zero offsets, not the current value.
        let base = animation.isAdditive ? current - current : current
        let (start, end) = endpoints(current: base)
        var value = AnimatedValue.interpolate(start, end, position.progress)
        if animation.isCumulative, position.repetition > 0 { value = (end - start).repeated(position.repetition) + value }
        key.write(&state, animation.isAdditive ? value + current : value)
    }
}
