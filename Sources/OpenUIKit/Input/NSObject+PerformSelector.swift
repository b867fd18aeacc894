import Foundation

/// Foundation's selector performs, with OpenUIKit's ``Selector``.
///
/// ```swift
/// perform(Selector(GameViewController.dealNextCard))
/// let card = perform(Selector(GameViewController.card(at:)), with: 3)?.takeUnretainedValue() as? Card
/// perform(Selector(GameViewController.dealNextCard), with: nil, afterDelay: 0.5)
/// NSObject.cancelPreviousPerformRequests(withTarget: self)
/// ```
///
/// `perform(_:)`, `perform(_:with:)` and `perform(_:with:with:)` call the method at once and
/// return its result as Foundation declares it, `Unmanaged<AnyObject>!`, unretained: an
/// object result stays valid until the main queue's next turn (as an autoreleased one does
/// until the run loop's turn ends), and a method that returns nothing, or a value that is
/// not an object, gives nil (Foundation's is undefined for those). OpenUIKit's selectors are
/// main-actor methods: called off the main actor, a perform is sent to the main queue,
/// returns nil and warns once, rather than touching views from another thread.
///
/// As on iOS, the request is a timer on the current thread's run loop in the default mode,
/// the receiver and the argument are held until it is performed or cancelled, and a delay of
/// zero still waits for the run loop's next turn.
extension NSObject {
    /// Calls `aSelector`'s method, which takes no argument, on the receiver and returns its
    /// result (see the extension's note on results).
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, with: nil, nil, api: "perform(_:)")
    }

    /// Calls `aSelector`'s method on the receiver with `object` as its argument and returns
    /// its result.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, with: object, nil, api: "perform(_:with:)")
    }

    /// Calls `aSelector`'s method, of two arguments, on the receiver with `object1` and
    /// `object2` and returns its result.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        performNow(aSelector, with: object1, object2, api: "perform(_:with:with:)")
    }

    /// The work of the three performs: on the main actor, the call and its object result;
    /// elsewhere, the call sent to the main queue.
    private func performNow(_ aSelector: Selector?, with first: Any?, _ second: Any?, api: String) -> Unmanaged<AnyObject>? {
        guard let aSelector else {
            Diagnostics.warn("\(api) was given a nil selector; nothing was performed", once: "NSObject.perform nil")
            return nil
        }
        let call = UncheckedPerform(target: self, first: first, second: second)
        guard SelectorDelivery.isOnMainActor else {
            Diagnostics.warn("\(api) of \(aSelector) was called off the main thread; OpenUIKit performs selectors on the main actor, so it was sent to the main queue and returned nil",
                             once: "NSObject.perform thread \(aSelector)")
            DispatchQueue.main.async {
                MainActor.assumeIsolated { _ = aSelector.invoke(on: call.target, with: call.first, call.second) }
            }
            return nil
        }
        let result = MainActor.assumeIsolated { () -> UncheckedResult in
            guard let result = aSelector.invoke(on: call.target, with: call.first, call.second),
                  let object = Self.object(in: result) else { return UncheckedResult(object: nil) }
            PerformResultPool.hold(object)
            return UncheckedResult(object: object)
        }
        return result.object.map { Unmanaged.passUnretained($0) }
    }

    /// The object a method returned, unwrapping optionals; nil for nothing (`()`), nil, or a
    /// value that is not a class instance.
    private static func object(in result: Any) -> AnyObject? {
        var value: Any = result
        // An optional result arrives boxed in `Any`: look through each level.
        while let optional = value as? OptionalResult {
            guard let wrapped = optional.wrappedResult else { return nil }
            value = wrapped
        }
        return Selector.targetObject(value)
    }

    /// Performs `aSelector` on the receiver with `anArgument` after `delay` seconds, on the
    /// current thread's run loop in the default mode.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerformRequest(target: self, selector: aSelector, argument: anArgument)
        request.schedule(after: delay, on: RunLoop.current)
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `aTarget` that has not
    /// been performed yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let target = Selector.targetObject(aTarget) else { return }
        DelayedPerformRequest.cancel { $0.target === target }
    }

    /// Cancels the requests made with `perform(_:with:afterDelay:)` on `aTarget` for
    /// `aSelector` whose argument equals `anArgument` (by `==` when both are `Hashable`
    /// values of one type, by identity for objects, both nil otherwise), as `isEqual:`
    /// compares them on iOS.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        guard let target = Selector.targetObject(aTarget) else { return }
        DelayedPerformRequest.cancel { request in
            request.target === target && request.selector == aSelector
                && DelayedPerformRequest.argumentsMatch(request.argument, anArgument)
        }
    }
}

/// A target and its arguments carried to the main queue.
private struct UncheckedPerform: @unchecked Sendable {
    // Unchecked: only used on the main actor once there; nothing reads them before.
    let target: AnyObject
    let first: Any?
    let second: Any?
}

/// A perform's object result, brought back from the main actor to the caller on the same thread.
private struct UncheckedResult: @unchecked Sendable {
    // Unchecked: it never leaves the thread that made it.
    let object: AnyObject?
}

/// An optional in an `Any`, to look inside without knowing its wrapped type.
private protocol OptionalResult {
    var wrappedResult: Any? { get }
}

extension Optional: OptionalResult {
    fileprivate var wrappedResult: Any? { self.map { $0 as Any } }
}
