import Synchronization

/// How many instances of one class are alive: its initializer counts up, its deinit down.
///
/// For soak tests and leak hunts. A count that keeps rising while an app repeats the same
/// gestures is a leak (a retain cycle, a cache that never forgets); a flat one rules that
/// out for the class counted, whatever the allocator and RSS do. Atomic and relaxed, because
/// a deinit runs on whichever thread drops the last reference, and one uncontended atomic
/// add per allocation costs nothing next to the allocation itself.
package final class LiveInstanceCounter: Sendable {
    private let count = Atomic<Int>(0)

    package init() {}

    /// Instances created and not yet deinitialised.
    package var value: Int { count.load(ordering: .relaxed) }

    func increment() {
        count.wrappingAdd(1, ordering: .relaxed)
    }

    func decrement() {
        count.wrappingSubtract(1, ordering: .relaxed)
    }
}
