import Foundation

/// UIKit's delayed performs, with OpenUIKit's ``Selector``.
///
/// ```swift
/// perform(Selector(GameViewController.dealNextCard), with: nil, afterDelay: 0.5)
/// NSObject.cancelPreviousPerformRequests(withTarget: self)
/// ```
///
/// As on iOS, the request is a timer on the current thread's run loop in the default mode,
/// the receiver and the argument are held until it is performed or cancelled, and a delay of
/// zero still waits for the run loop's next turn.
extension NSObject {
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
