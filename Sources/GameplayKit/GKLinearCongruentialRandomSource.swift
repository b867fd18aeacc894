/// A random source running a 64-bit linear congruential generator: the fastest source, and
/// the least random (its low bits repeat with short periods, so every value is taken from
/// the high bits).
///
/// The algorithm: `state = state × 6364136223846793005 + 1442695040888963407 (mod 2⁶⁴)`
/// (Knuth's MMIX constants), applied before each value; ``nextInt()`` is the new state's high
/// 32 bits as an `Int32`. Apple does not document its constants, so the values are not an
/// iPhone's for the same seed, but the same seed always gives the same sequence here.
open class GKLinearCongruentialRandomSource: GKRandomSource {
    /// The generator's multiplier (Knuth, MMIX).
    static let multiplier: UInt64 = 6_364_136_223_846_793_005
    /// The generator's increment (Knuth, MMIX).
    static let increment: UInt64 = 1_442_695_040_888_963_407

    private var state: UInt64

    /// The seed the sequence started from; setting it starts the sequence again.
    open var seed: UInt64 {
        didSet { state = seed }
    }

    /// A source seeded from the system's entropy.
    public override convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: generator.next())
    }

    /// A source whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
        super.init()
    }

    /// The high 32 bits of the generator's next state, as an `Int32`.
    open override func nextInt() -> Int {
        state = state &* Self.multiplier &+ Self.increment
        return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: state >> 32)))
    }
}
