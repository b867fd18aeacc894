import Foundation

/// An animation of one layer property, named by its key path (`"position"`,
/// `"transform.rotation.z"`, `"backgroundColor"`, …).
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated. One a layer cannot animate gets one warning naming it, and the
    /// animation changes nothing (its delegate still hears it start and stop).
    open var keyPath: String?
    /// Whether the animated value is added to the layer's own value instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition carries on from where the previous ended instead of starting
    /// over.
    open var isCumulative = false

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The key this animation changes on `layer`; nil (with a warning) when it names none.
    @MainActor
    func animatableKey(for layer: CALayer) -> LayerAnimatableKey? {
        guard let keyPath else {
            Diagnostics.warn("a CAPropertyAnimation has no keyPath: it changes nothing", once: "CAAnimation.keyPath.nil")
            return nil
        }
        return LayerAnimatableKey.key(named: keyPath, for: layer)
    }
}
