import Foundation

/// Performs a selector for Foundation's selector-based calls (notifications, timers, delayed
/// performs), whose callbacks run on whatever thread posted or whichever run loop fired.
///
/// OpenUIKit's action methods are main-actor code, as UIKit's are. A callback already on the
/// main actor performs at once (a notification posted on the main thread reaches its
/// observers before `post` returns, as on iOS); one elsewhere is sent to the main queue,
/// since a view or controller may not be touched off it.
enum SelectorDelivery {
    /// Marks the main queue, to tell a callback running in one of its jobs. That is the main
    /// actor even off the main thread: a host that never runs the main thread's loop (a test
    /// runner) has the main queue's jobs run on a worker thread.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor: on the main thread (an app's run loop), or
    /// in a job of the main queue.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Performs `selector` on `target` with `argument`, now when on the main thread, else
    /// as soon as the main queue runs. Returns whether it ran now.
    @discardableResult
    static func perform(_ selector: Selector, on target: AnyObject, with argument: Any?) -> Bool {
        let call = UncheckedCall(target: target, argument: argument)
        if isOnMainActor {
            MainActor.assumeIsolated { _ = selector.perform(on: call.target, sender: call.argument) }
            return true
        }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { _ = selector.perform(on: call.target, sender: call.argument) }
        }
        return false
    }

    /// A target and an argument carried to the main queue.
    private struct UncheckedCall: @unchecked Sendable {
        // Unchecked: they are only used on the main thread once they get there; until then
        // nothing reads them.
        let target: AnyObject
        let argument: Any?
    }

    /// `target` as an object to perform on, or nil with one warning naming `api` when it is a
    /// value (a struct or an enum), which has no identity to send a selector to.
    static func targetObject(_ target: Any, for api: String) -> AnyObject? {
        if let object = Selector.targetObject(target) { return object }
        let typeName = String(describing: type(of: target))
        Diagnostics.warn("\(api) was given a \(typeName) as its target, which is not a class instance; nothing will be performed",
                         once: "SelectorDelivery.target \(api) \(typeName)")
        return nil
    }
}
