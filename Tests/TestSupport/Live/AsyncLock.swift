/// A mutual-exclusion lock for async code: waiters suspend (they hold no thread) and are
/// resumed one at a time, first come first served.
///
/// Used to serialise the tests that share one X server, whichever suites they are in, while
/// everything else in the run stays parallel.
public actor AsyncLock {
    private var isLocked = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    public init() {}

    public func lock() async {
        if !isLocked {
            isLocked = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
        // Ownership was handed over by unlock(); isLocked is still true.
    }

    public func unlock() {
        precondition(isLocked, "AsyncLock unlocked while not locked")
        if waiters.isEmpty {
            isLocked = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
