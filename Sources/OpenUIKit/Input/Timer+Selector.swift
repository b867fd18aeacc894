import Foundation

/// UIKit's target-selector timers, with OpenUIKit's ``Selector``.
///
/// ```swift
/// timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(ClockViewController.tick(_:)),
///                              userInfo: nil, repeats: true)
/// ```
///
/// The timer holds `target` strongly until it is invalidated (a one-shot timer invalidates
/// itself after firing), as on iOS. The method's one parameter, if it has one, receives the
/// timer, whose `userInfo` is the object given here. A method of a main-actor class runs on
/// the main thread: schedule these timers on the main run loop (the current one on the main
/// thread).
extension Timer {
    /// Creates a timer that performs `aSelector` on `target` every `ti` seconds (once when
    /// `repeats` is false) and schedules it on the current run loop in the default mode.
    ///
    /// An interval of zero or less is taken as 0.1 milliseconds, as Foundation does.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = SelectorTimer.make(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo,
                                       api: "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)")
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

/// Creates a timer that will perform `aSelector` on `target` every `ti` seconds (once when
/// `repeats` is false) once it is added to a run loop (`RunLoop.main.add(timer, forMode: .common)`).
///
/// UIKit's `Timer(timeInterval:target:selector:userInfo:repeats:)`, with OpenUIKit's
/// ``Selector``. It is a function rather than an initializer because Foundation's `Timer`
/// on Linux has nowhere to keep `userInfo`: the timer it returns is of a subclass that does.
/// Written as `Timer(…)`, as on iOS, the call finds this function; `Timer` as a type is
/// still Foundation's.
public func Timer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                  userInfo: Any?, repeats yesOrNo: Bool) -> Foundation.Timer {
    SelectorTimer.make(interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo,
                       api: "Timer(timeInterval:target:selector:userInfo:repeats:)")
}
