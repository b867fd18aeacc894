import Foundation

/// The timer that `Timer(timeInterval:target:selector:userInfo:repeats:)` and
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` make: a `Timer`
/// that keeps its `userInfo` (Foundation on Linux has no storage for one) and holds its
/// target strongly until it is invalidated, as UIKit documents.
final class SelectorTimer: Timer {
    /// The target and argument until invalidation, then nil.
    private var target: AnyObject?
    /// What the fired method reads as `timer.userInfo`.
    private let storedUserInfo: Any?

    /// The smallest interval a timer fires at, in seconds: Foundation takes any interval at
    /// or below zero as this.
    static let minimumInterval: TimeInterval = 0.0001

    /// A timer performing `selector` on `target` (an object, or a value, which is refused
    /// with a warning naming `api`).
    static func make(interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool,
                     api: String) -> SelectorTimer {
        SelectorTimer(interval: max(interval, minimumInterval), target: SelectorDelivery.targetObject(target, for: api),
                      selector: selector, userInfo: userInfo, repeats: repeats)
    }

    private init(interval: TimeInterval, target: AnyObject?, selector: Selector, userInfo: Any?, repeats: Bool) {
        storedUserInfo = userInfo
        // The block is made before `self` exists, so it finds its timer through its argument.
        super.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats) { timer in
            (timer as? SelectorTimer)?.fire(selector, repeats: repeats)
        }
        self.target = target
    }

    /// The object passed as `userInfo` when the timer was made.
    override var userInfo: Any? { storedUserInfo }

    /// Stops the timer and releases its target.
    override func invalidate() {
        target = nil
        super.invalidate()
    }

    private func fire(_ selector: Selector, repeats: Bool) {
        guard let target else { return }
        // A one-shot timer is invalid once it has fired: its target is released now, after
        // the call it is kept for.
        if !repeats { self.target = nil }
        SelectorDelivery.perform(selector, on: target, with: self)
    }
}
