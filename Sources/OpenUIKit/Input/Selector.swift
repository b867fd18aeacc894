import Foundation

/// An action method to call later on a target, with an optional sender: the Linux form of
/// Objective-C's `#selector(...)`.
///
/// Made from an unapplied method reference of zero or one argument:
///
/// ```swift
/// // UIKit:    button.addTarget(self, action: #selector(ViewController.flipCard), for: .touchUpInside)
/// // OpenUIKit:
/// button.addTarget(self, action: Selector(ViewController.flipCard), for: .touchUpInside)
/// let pinch = UIPinchGestureRecognizer(target: faceView, action: Selector(FaceView.changeScale(byReactingTo:)))
/// ```
///
/// The method needs no `@objc`. It may return a value (a `@discardableResult` method); an
/// action ignores it, as Objective-C does, and `perform(_:)` returns it when it is an
/// object. Its one parameter, if any, receives the sender (the control or recognizer) and
/// may be of any type: the sender's own class, a superclass, `Any`, `AnyObject`, or an
/// optional of one of them. A method of two arguments is UIKit's `action(_:forEvent:)`
/// form, which a control sends with the `UIEvent` as its second argument, and what
/// `perform(_:with:with:)` calls; a recognizer (whose actions take only itself, as in
/// UIKit) sends it nil there, which a non-optional parameter refuses with a warning. A
/// method of three or more arguments, or anything that is not a method, does not compile.
/// An overloaded name is as ambiguous as it is with `#selector`: name the overload
/// (`ViewController.reset(_:)`).
///
/// **Performing never traps.** Objective-C would raise "unrecognized selector" when the
/// target lacks the method; here, when the target is not an instance of the method's class,
/// or the sender is not something the method's parameter accepts, the action is skipped and
/// one warning (`Diagnostics`) names the selector and the offending type.
///
/// **Equality.** A Swift function has no identity that survives being passed around: the
/// compiler wraps a method reference in a fresh thunk at each use, differently in debug and
/// release builds, so two references to one method never compare equal by address, and a
/// Swift method has no name at run time. A selector is therefore identified by what can be
/// observed: the class it is a method of, and its parameter type (or that it has none).
/// `Selector(ViewController.flipCard) == Selector(ViewController.dealCard)` when both take
/// no argument. So `removeTarget(self, action: Selector(ViewController.flipCard), for:)`
/// removes every no-argument action of `self` registered for those events, whichever method
/// it names; give actions distinct targets or events where that matters.
public struct Selector: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: the stored closures only read the method reference they capture,
    // and the methods they bind are called only on the main actor (`perform`, and the
    // recognizers' and controls' actions), where every target and sender lives and where the
    // methods of UIKit-style classes must run.

    /// What binding the method to a target and a sender gave.
    private enum Binding {
        /// The method with its target and argument: call it to perform the action. It holds
        /// the target and the sender strongly.
        case bound(() -> Void)
        /// The target is not an instance of the method's class.
        case wrongTarget
        /// The method's parameter does not accept the sender.
        case wrongSender
    }

    /// The class the method belongs to.
    private let targetClass: ObjectIdentifier
    /// The parameter's type; nil for a method without one.
    private let parameterType: ObjectIdentifier?
    /// The method's shape, `(ViewController) -> (UIButton) -> ()`, for messages.
    public let description: String
    /// Whether an object is an instance of the method's class (or of a subclass).
    private let acceptsTarget: (AnyObject) -> Bool
    /// Binds the method to a target and a sender. Binding allocates (Swift makes a closure
    /// to apply a method to its target); calling the bound method does not.
    private let bind: (AnyObject, Any?) -> Binding
    /// Whether the method takes two arguments (a control passes the event as the second).
    private let takesTwoArguments: Bool
    /// For an action named by Interface Builder and sent up the responder chain: its name,
    /// and how a target gives its method of that name (nil when it has none).
    private let actionName: String?
    private let resolveNamed: (@MainActor (AnyObject) -> Selector?)?
    /// Calls the method once on a target with up to two arguments and returns what it
    /// returned (`()` for a method without a result): what `perform(_:with:with:)` needs.
    private let invoke: (AnyObject, Any?, Any?) -> Invocation

    /// What calling the method once gave.
    enum Invocation {
        /// The method ran and returned this.
        case returned(Any)
        /// The target is not an instance of the method's class.
        case wrongTarget
        /// The method's parameters do not accept the arguments.
        case wrongArgument
    }

    /// A method without arguments: `Selector(ViewController.flipCard)`.
    public init<T: AnyObject>(_ method: @escaping (T) -> () -> Void) {
        self.init(targetClass: T.self, parameterType: nil, bind: { target, _ in
            guard let target = target as? T else { return .wrongTarget }
            return .bound(method(target))
        }, invoke: { target, _, _ in
            guard let target = target as? T else { return .wrongTarget }
            return .returned(method(target)())
        })
    }

    /// A method taking the sender: `Selector(FaceView.changeScale(byReactingTo:))`.
    public init<T: AnyObject, A>(_ method: @escaping (T) -> (A) -> Void) {
        self.init(targetClass: T.self, parameterType: A.self, bind: { target, sender in
            guard let target = target as? T else { return .wrongTarget }
            guard let argument = Selector.cast(sender, to: A.self) else { return .wrongSender }
            let bound = method(target)
            return .bound { bound(argument) }
        }, invoke: { target, first, _ in
            guard let target = target as? T else { return .wrongTarget }
            guard let argument = Selector.cast(first, to: A.self) else { return .wrongArgument }
            return .returned(method(target)(argument))
        })
    }

    /// A method without arguments that returns a value, which an action ignores.
    public init<T: AnyObject, R>(_ method: @escaping (T) -> () -> R) {
        self.init(targetClass: T.self, parameterType: nil, bind: { target, _ in
            guard let target = target as? T else { return .wrongTarget }
            let bound = method(target)
            return .bound { _ = bound() }
        }, invoke: { target, _, _ in
            guard let target = target as? T else { return .wrongTarget }
            return .returned(method(target)())
        })
    }

    /// A method taking the sender that returns a value, which an action ignores.
    public init<T: AnyObject, A, R>(_ method: @escaping (T) -> (A) -> R) {
        self.init(targetClass: T.self, parameterType: A.self, bind: { target, sender in
            guard let target = target as? T else { return .wrongTarget }
            guard let argument = Selector.cast(sender, to: A.self) else { return .wrongSender }
            let bound = method(target)
            return .bound { _ = bound(argument) }
        }, invoke: { target, first, _ in
            guard let target = target as? T else { return .wrongTarget }
            guard let argument = Selector.cast(first, to: A.self) else { return .wrongArgument }
            return .returned(method(target)(argument))
        })
    }

    /// A method of two arguments, for `perform(_:with:with:)`:
    /// `Selector(GameViewController.deal(_:to:))`. Sent as an action, it gets the sender and nil.
    public init<T: AnyObject, A, B>(_ method: @escaping (T) -> (A, B) -> Void) {
        self.init(targetClass: T.self, parameterType: (A, B).self,
                  parameterNames: "\(A.self), \(B.self)", bind: { target, sender in
            guard let target = target as? T else { return .wrongTarget }
            guard let first = Selector.cast(sender, to: A.self), let second = Selector.cast(nil, to: B.self) else { return .wrongSender }
            let bound = method(target)
            return .bound { bound(first, second) }
        }, invoke: { target, first, second in
            guard let target = target as? T else { return .wrongTarget }
            guard let first = Selector.cast(first, to: A.self), let second = Selector.cast(second, to: B.self) else {
                return .wrongArgument
            }
            return .returned(method(target)(first, second))
        })
    }

    /// A method of two arguments that returns a value, which an action ignores.
    public init<T: AnyObject, A, B, R>(_ method: @escaping (T) -> (A, B) -> R) {
        self.init(targetClass: T.self, parameterType: (A, B).self,
                  parameterNames: "\(A.self), \(B.self)", bind: { target, sender in
            guard let target = target as? T else { return .wrongTarget }
            guard let first = Selector.cast(sender, to: A.self), let second = Selector.cast(nil, to: B.self) else { return .wrongSender }
            let bound = method(target)
            return .bound { _ = bound(first, second) }
        }, invoke: { target, first, second in
            guard let target = target as? T else { return .wrongTarget }
            guard let first = Selector.cast(first, to: A.self), let second = Selector.cast(second, to: B.self) else {
                return .wrongArgument
            }
            return .returned(method(target)(first, second))
        })
    }

    private init<T: AnyObject>(targetClass: T.Type, parameterType: Any.Type?, parameterNames: String? = nil,
                               bind: @escaping (AnyObject, Any?) -> Binding,
                               invoke: @escaping (AnyObject, Any?, Any?) -> Invocation) {
        self.targetClass = ObjectIdentifier(targetClass)
        self.parameterType = parameterType.map(ObjectIdentifier.init)
        let parameters = parameterNames ?? parameterType.map { String(describing: $0) } ?? ""
        description = "(\(String(describing: targetClass))) -> (\(parameters)) -> ()"
        acceptsTarget = { $0 is T }
        self.bind = bind
        self.invoke = invoke
        takesTwoArguments = parameterNames != nil
        actionName = nil
        resolveNamed = nil
    }

    /// An action known only by its name, as a storyboard names an action sent to the First
    /// Responder or from a prototype cell to its scene's controller (UIKit's compiled nib
    /// sends both to nil, up the responder chain). A target accepts it when `resolve` finds
    /// it a method of that name; performing it performs that method. Two such selectors are
    /// equal when their names are.
    init(actionNamed name: String, resolve: @escaping @MainActor (AnyObject) -> Selector?) {
        final class NamedAction {}
        targetClass = ObjectIdentifier(NamedAction.self)
        parameterType = nil
        description = "\(name) (an action found by name up the responder chain)"
        // Targets and senders live on the main actor, where actions are sent.
        /// The target, carried onto the main actor it already runs on.
        struct Target: @unchecked Sendable { let object: AnyObject }
        let method: (AnyObject) -> Selector? = { target in
            let carried = Target(object: target)
            return MainActor.assumeIsolated { resolve(carried.object) }
        }
        bind = { target, sender in method(target).map { $0.bind(target, sender) } ?? .wrongTarget }
        invoke = { target, first, second in method(target).map { $0.invoke(target, first, second) } ?? .wrongTarget }
        acceptsTarget = { method($0) != nil }
        takesTwoArguments = false
        actionName = name
        resolveNamed = resolve
    }

    // MARK: Equality (see the type's documentation)

    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.targetClass == rhs.targetClass && lhs.parameterType == rhs.parameterType && lhs.actionName == rhs.actionName
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(targetClass)
        hasher.combine(parameterType)
        hasher.combine(actionName)
    }

    // MARK: Performing

    /// Whether `target` is an instance of the method's class: the test the responder chain
    /// uses to find a target for an action sent to nil.
    func canBePerformed(by target: AnyObject) -> Bool {
        acceptsTarget(target)
    }

    /// Calls the method on `target` with `sender` as its argument. A target of another class
    /// or a sender the parameter does not accept skips the call, with one warning.
    /// Returns whether the method ran.
    @MainActor @discardableResult
    func perform(on target: AnyObject, sender: Any?) -> Bool {
        guard let call = bound(to: target, sender: sender) else { return false }
        call()
        return true
    }

    /// Calls the method on `target` as a control's action: with `sender`, and, for a method
    /// of two parameters (UIKit's `action(_:forEvent:)`), `event` as the second. Returns
    /// whether the method ran.
    @MainActor @discardableResult
    func perform(on target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        // A named action is performed as the method it names: with the event when that
        // method takes two arguments.
        if let resolveNamed, let method = resolveNamed(target) { return method.perform(on: target, sender: sender, event: event) }
        guard takesTwoArguments else { return perform(on: target, sender: sender) }
        let second: Any? = event
        return invoke(on: target, with: sender, second) != nil
    }

    /// The method bound to `target` with `sender` as its argument, to call once or many
    /// times (a recognizer calls it on every change of one gesture). Nil, with one warning,
    /// when `target` is not of the method's class or the parameter does not take `sender`.
    @MainActor
    func bound(to target: AnyObject, sender: Any?) -> (() -> Void)? {
        switch bind(target, sender) {
        case .bound(let call):
            return call
        case .wrongTarget:
            let targetType = String(describing: type(of: target))
            Diagnostics.warn("the action \(description) was sent to a \(targetType), which is not of the method's class; it was skipped",
                             once: "Selector.target \(description) \(targetType)")
        case .wrongSender:
            let senderType = sender.map { String(describing: type(of: $0)) } ?? "nil"
            Diagnostics.warn("the action \(description) cannot take the sender \(senderType) as its argument; it was skipped",
                             once: "Selector.sender \(description) \(senderType)")
        }
        return nil
    }

    /// Calls the method once on `target` with `first` and `second` as its arguments (a
    /// method of fewer parameters ignores the rest) and returns its result; nil, with one
    /// warning, when the target or an argument does not fit.
    @MainActor
    func invoke(on target: AnyObject, with first: Any?, _ second: Any?) -> Any? {
        switch invoke(target, first, second) {
        case .returned(let result):
            return result
        case .wrongTarget:
            let targetType = String(describing: type(of: target))
            Diagnostics.warn("the selector \(description) was performed on a \(targetType), which is not of the method's class; it was skipped",
                             once: "Selector.target \(description) \(targetType)")
        case .wrongArgument:
            let types = [first, second].map { $0.map { String(describing: type(of: $0)) } ?? "nil" }.joined(separator: ", ")
            Diagnostics.warn("the selector \(description) cannot take the arguments (\(types)); it was skipped",
                             once: "Selector.arguments \(description) \(types)")
        }
        return nil
    }

    /// `target` as an object, when it is an instance of a class; nil for a value (a struct or
    /// an enum), which cannot be held weakly nor have methods performed on it as a target.
    static func targetObject(_ target: Any) -> AnyObject? {
        guard type(of: target) is AnyClass else { return nil }
        return target as AnyObject
    }

    /// `sender` as the parameter's type. A nil sender is accepted only by a parameter that
    /// can hold nil (an optional, or `Any`).
    private static func cast<A>(_ sender: Any?, to type: A.Type) -> A? {
        if let sender { return sender as? A }
        return Optional<Any>.none as Any as? A
    }
}
