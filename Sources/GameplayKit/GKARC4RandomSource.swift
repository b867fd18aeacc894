import Foundation

/// A random source running the ARC4 (RC4) keystream generator, seeded with bytes.
///
/// The algorithm: the seed is the key of RC4's key schedule (the 256-byte permutation mixed
/// with the seed's bytes, repeated to fill it); each value of ``nextInt()`` is the next four
/// keystream bytes, the first one the least significant, as an `Int32`. The keystream is the
/// standard one, so a seed and its stream can be checked against published RC4 test vectors.
/// Apple does not document how its implementation turns the keystream into numbers, so the
/// values are not those an iPhone gives for the same seed, but the same seed always gives the
/// same sequence here.
///
/// An RC4 keystream's first bytes are known to be biased: ``dropValues(_:)`` skips them.
open class GKARC4RandomSource: GKRandomSource {
    /// How many bytes a seed made from the system's entropy has.
    private static let generatedSeedLength = 32
    /// The bytes of one value of ``nextInt()``.
    private static let bytesPerValue = 4

    private var permutation = [UInt8](repeating: 0, count: 256)
    private var i: UInt8 = 0
    private var j: UInt8 = 0

    /// The seed the keystream started from; setting it starts the keystream again from the new
    /// seed. An empty seed is taken as one zero byte (RC4 needs at least one key byte).
    open var seed: Data {
        didSet { schedule(key: seed) }
    }

    /// A source seeded with 32 bytes from the system's entropy.
    public override convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: Data((0..<Self.generatedSeedLength).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    /// A source whose sequence is determined by `seed`.
    public init(seed: Data) {
        self.seed = seed
        super.init()
        schedule(key: seed)
    }

    /// Skips `count` values of the sequence (four keystream bytes each), such as the biased
    /// start of the keystream: 768 or more are advised where that matters.
    open func dropValues(_ count: Int) {
        for _ in 0..<max(count, 0) * Self.bytesPerValue { _ = nextByte() }
    }

    /// The next four keystream bytes, the first the least significant, as an `Int32`.
    open override func nextInt() -> Int {
        var value: UInt32 = 0
        for index in 0..<Self.bytesPerValue {
            value |= UInt32(nextByte()) << (8 * UInt32(index))
        }
        return Int(Int32(bitPattern: value))
    }

    /// The next byte of the RC4 keystream (the pseudo-random generation algorithm).
    func nextByte() -> UInt8 {
        i &+= 1
        j &+= permutation[Int(i)]
        permutation.swapAt(Int(i), Int(j))
        return permutation[Int(permutation[Int(i)] &+ permutation[Int(j)])]
    }

    /// RC4's key schedule.
    private func schedule(key: Data) {
        let keyBytes = key.isEmpty ? [0] : [UInt8](key)
        permutation = (0...255).map { UInt8($0) }
        var mixing: UInt8 = 0
        for index in 0...255 {
            mixing &+= permutation[index] &+ keyBytes[index % keyBytes.count]
            permutation.swapAt(index, Int(mixing))
        }
        i = 0
        j = 0
    }
}
