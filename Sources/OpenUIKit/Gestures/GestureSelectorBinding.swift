import Foundation

/// A recognizer's selector action, bound to its target and to the recognizer for the length
/// of one gesture.
///
/// Binding a Swift method to its target allocates, and checking that the method takes the
/// recognizer is a dynamic cast; a continuous gesture fires its actions on every move. So the
/// action is bound once, at the gesture's first action, and the bound method kept until its
/// last (`.ended` or `.cancelled`, which every begun gesture reaches, even when abandoned):
/// moves allocate nothing and cast nothing. Meanwhile the bound method holds the target;
/// between gestures nothing does, so the recognizer still holds its target weakly.
@MainActor
final class GestureSelectorBinding {
    /// Stands in for no bound method. The method is kept in a plain function-typed property
    /// and a flag, not an optional: a function inside an optional is stored in the generic
    /// form, and converting it back and forth on every action allocates a thunk each way.
    private static let unbound: () -> Void = {}

    private let selector: Selector
    private var call = GestureSelectorBinding.unbound
    private var isBound = false

    init(_ selector: Selector) {
        self.selector = selector
    }

    /// Sends the action to `target` from `sender`; keeps the bound method for the next call
    /// when `keeping`, and lets it (and the target) go otherwise.
    func perform(on target: AnyObject, sender: UIGestureRecognizer, keeping: Bool) {
        if !isBound {
            guard let bound = selector.bound(to: target, sender: sender) else { return }
            call = bound
            isBound = true
        }
        call()
        if !keeping {
            call = Self.unbound
            isBound = false
        }
    }
}
