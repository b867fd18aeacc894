import Foundation

/// Lets the first of several answers through: a load handler that answers twice is heard once.
final class AnsweredOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var answered = false

    /// True the first time only.
    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if answered { return false }
        answered = true
        return true
    }
}
