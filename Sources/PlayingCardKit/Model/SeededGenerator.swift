/// A small, fast random number generator that repeats exactly from its seed (SplitMix64).
///
/// The deck uses it so that `--seed` reproduces a game: the same seed deals the same cards
/// on every machine and every Swift version, which the standard library's generator does not
/// promise. It is not suitable for cryptography.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        // SplitMix64: a Weyl sequence (golden-ratio increment) through a 64-bit mixing function.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `0..<bound`; `bound` must be positive.
    ///
    /// Spelled out here (Lemire's multiply-and-reject method) rather than left to
    /// `Int.random(in:using:)`, whose use of the generator is an implementation detail of the
    /// standard library and could change the deal for a given seed.
    public mutating func nextIndex(below bound: Int) -> Int {
        precondition(bound > 0, "nextIndex(below:) needs a positive bound")
        let range = UInt64(bound)
        // Values of the low half below this threshold would make some results more likely.
        let threshold = (0 &- range) % range
        while true {
            let product = next().multipliedFullWidth(by: range)
            if product.low >= threshold { return Int(product.high) }
        }
    }
}
