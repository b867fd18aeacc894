/// The source ``GKRandomSource/sharedRandom()`` returns: the system's generator (Swift's
/// `SystemRandomNumberGenerator`, the kernel's entropy), which holds no state of its own, so
/// one instance serves every thread.
final class SystemRandomSource: GKRandomSource, @unchecked Sendable {
    // Unchecked: no stored state; `SystemRandomNumberGenerator` is safe from any thread.

    static let shared = SystemRandomSource()

    override func nextInt() -> Int {
        var generator = SystemRandomNumberGenerator()
        return Int(Int32(truncatingIfNeeded: generator.next() as UInt32))
    }
}
