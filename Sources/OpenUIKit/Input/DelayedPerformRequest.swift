import Foundation
import Synchronization

/// One `perform(_:with:afterDelay:)` waiting for its timer: what to perform, and the timer,
/// so `cancelPreviousPerformRequests(withTarget:)` can find and stop it.
final class DelayedPerformRequest: @unchecked Sendable {
    // Unchecked: the fields are set before the request is shared and never change, but for
    // the timer, which is only touched on the thread of the run loop it is scheduled on.

    /// The requests not yet performed nor cancelled, oldest first; the table holds them (and
    /// so their targets and arguments) until then.
    private static let pending = Mutex<[DelayedPerformRequest]>([])

    let target: AnyObject
    let selector: Selector
    let argument: Any?
    private var timer: Timer?

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    /// Adds the request to the pending table and its timer to `runLoop`'s default mode.
    func schedule(after delay: TimeInterval, on runLoop: RunLoop) {
        // Weakly: the pending table keeps the request (and its target) until it fires or is
        // cancelled; a spent timer may outlive that, and must not keep the target alive.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false) { [weak self] _ in
            self?.fire()
        }
        self.timer = timer
        Self.pending.withLock { $0.append(self) }
        runLoop.add(timer, forMode: .default)
    }

    private func fire() {
        let stillPending = Self.pending.withLock { requests -> Bool in
            guard let index = requests.firstIndex(where: { $0 === self }) else { return false }
            requests.remove(at: index)
            return true
        }
        timer = nil
        guard stillPending else { return }
        SelectorDelivery.perform(selector, on: target, with: argument)
    }

    /// Cancels the pending requests that match.
    static func cancel(where matches: (DelayedPerformRequest) -> Bool) {
        let cancelled = pending.withLock { requests -> [DelayedPerformRequest] in
            let cancelled = requests.filter(matches)
            requests.removeAll(where: matches)
            return cancelled
        }
        for request in cancelled {
            request.timer?.invalidate()
            request.timer = nil
        }
    }

    /// How many requests are pending (for tests).
    static var pendingCount: Int { pending.withLock { $0.count } }

    /// Whether two arguments are equal as `isEqual:` would find them: the same object, equal
    /// `Hashable` values, or both nil.
    static func argumentsMatch(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil):
            return true
        case let (lhs?, rhs?):
            if let left = Selector.targetObject(lhs), let right = Selector.targetObject(rhs), left === right { return true }
            if let left = lhs as? AnyHashable, let right = rhs as? AnyHashable { return left == right }
            return false
        default:
            return false
        }
    }
}
