/// A random source running the 64-bit Mersenne Twister (MT19937-64), seeded with a number.
///
/// The algorithm is Matsumoto and Nishimura's MT19937-64, seeded as their reference code and
/// C++'s `std::mt19937_64` seed it, so the raw outputs match that generator's (its
/// 10,000th output from seed 5489 is 9981545732273789042, as the C++ standard states). Each
/// value of ``nextInt()`` is the high 32 bits of one output, as an `Int32`. Apple does not
/// document its implementation's seeding and output, so the values are not an iPhone's for
/// the same seed, but the same seed always gives the same sequence here.
open class GKMersenneTwisterRandomSource: GKRandomSource {
    // The algorithm's parameters (the reference code's names).
    private static let n = 312
    private static let m = 156
    private static let matrixA: UInt64 = 0xB502_6F5A_A966_19E9
    private static let upperMask: UInt64 = 0xFFFF_FFFF_8000_0000
    private static let lowerMask: UInt64 = 0x7FFF_FFFF
    private static let initializationMultiplier: UInt64 = 6_364_136_223_846_793_005

    private var state = [UInt64](repeating: 0, count: GKMersenneTwisterRandomSource.n)
    private var index = GKMersenneTwisterRandomSource.n

    /// The seed the sequence started from; setting it starts the sequence again.
    open var seed: UInt64 {
        didSet { reseed(seed) }
    }

    /// A source seeded from the system's entropy.
    public override convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: generator.next())
    }

    /// A source whose sequence is determined by `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        super.init()
        reseed(seed)
    }

    /// The high 32 bits of the next MT19937-64 output, as an `Int32`.
    open override func nextInt() -> Int {
        Int(Int32(bitPattern: UInt32(truncatingIfNeeded: nextUInt64() >> 32)))
    }

    /// The next raw 64-bit output of MT19937-64.
    func nextUInt64() -> UInt64 {
        if index >= Self.n { twist() }
        var y = state[index]
        index += 1
        y ^= (y >> 29) & 0x5555_5555_5555_5555
        y ^= (y << 17) & 0x71D6_7FFF_EDA6_0000
        y ^= (y << 37) & 0xFFF7_EEE0_0000_0000
        y ^= y >> 43
        return y
    }

    private func reseed(_ seed: UInt64) {
        state[0] = seed
        for position in 1..<Self.n {
            let previous = state[position - 1]
            state[position] = Self.initializationMultiplier &* (previous ^ (previous >> 62)) &+ UInt64(position)
        }
        index = Self.n
    }

    private func twist() {
        for position in 0..<Self.n {
            let x = (state[position] & Self.upperMask) | (state[(position + 1) % Self.n] & Self.lowerMask)
            var shifted = x >> 1
            if x & 1 == 1 { shifted ^= Self.matrixA }
            state[position] = state[(position + Self.m) % Self.n] ^ shifted
        }
        index = 0
    }
}
