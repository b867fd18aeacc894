import Foundation

/// Keeps the objects `perform(_:)` returned alive until the main queue's next turn: the
/// stand-in for the autorelease pool that keeps a `+0` result valid on iOS.
///
/// `perform(_:)` returns `Unmanaged<AnyObject>` without a retain, as Foundation's does. A
/// method that made a new object and returned it would leave that object with no owner once
/// the call returns; Objective-C's autorelease pool holds such results until the run loop's
/// turn ends, and this pool holds them until the main queue runs its next job.
@MainActor
enum PerformResultPool {
    /// The results held.
    private static var objects: [AnyObject] = []

    /// Holds `object` until the main queue's next turn.
    static func hold(_ object: AnyObject) {
        objects.append(object)
        guard objects.count == 1 else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { drain() }
        }
    }

    private static func drain() {
        // Released after the table is emptied: a result's deinit may perform again.
        let released = objects
        objects = []
        withExtendedLifetime(released) {}
    }
}
