import Foundation

/// The base of GameplayKit's random sources: uniform values and shuffles from one sequence.
///
/// Every value is derived from ``nextInt()``, which the subclasses (``GKARC4RandomSource``,
/// ``GKMersenneTwisterRandomSource``, ``GKLinearCongruentialRandomSource``) give their
/// algorithm; a source made with `GKRandomSource()` uses a Mersenne Twister seeded from the
/// system's entropy. ``sharedRandom()`` is the system generator, which cannot be seeded.
/// None of them is suitable for cryptography.
open class GKRandomSource: NSObject, GKRandom {
    /// The generator behind a plain `GKRandomSource()`, made on first use: a subclass brings
    /// its own algorithm and never uses it.
    private lazy var generator = GKMersenneTwisterRandomSource()

    /// A source seeded from the system's entropy.
    public override init() {
        super.init()
    }

    /// The system's random generator, shared by the whole app; it cannot be seeded, and its
    /// values do not repeat from one run to the next.
    open class func sharedRandom() -> GKRandomSource {
        SystemRandomSource.shared
    }

    /// The next value, in `Int32.min ... Int32.max`.
    open func nextInt() -> Int {
        generator.nextInt()
    }

    /// The next value in `0 ..< upperBound`, with every value equally likely (values of
    /// ``nextInt()`` that would favour some are drawn again). An `upperBound` of zero or less
    /// gives 0.
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > 1 else { return 0 }
        let bound = UInt64(min(upperBound, Self.valueCount))
        // Rejection sampling: only the whole multiples of `bound` below 2³² are used.
        let limit = UInt64(Self.valueCount) - UInt64(Self.valueCount) % bound
        while true {
            let value = UInt64(nextUInt32())
            if value < limit { return Int(value % bound) }
        }
    }

    /// The next value in `0.0 ... 1.0`, from the 24 high bits of ``nextInt()`` (a `Float`'s
    /// precision).
    open func nextUniform() -> Float {
        Float(nextUInt32() >> Self.uniformShift) / Float(Self.uniformMaximum)
    }

    /// The next Boolean value, from the high bit of ``nextInt()`` (the low bits of some
    /// algorithms are the least random).
    open func nextBool() -> Bool {
        nextUInt32() >> 31 == 1
    }

    /// The objects of `array` in a random order: a Fisher–Yates shuffle drawing from this
    /// source, so a seeded source shuffles the same way every run.
    open func arrayByShufflingObjects(in array: [Any]) -> [Any] {
        var shuffled = array
        var index = shuffled.count - 1
        while index > 0 {
            shuffled.swapAt(index, nextInt(upperBound: index + 1))
            index -= 1
        }
        return shuffled
    }

    // MARK: Helpers

    /// How many values ``nextInt()`` has: 2³².
    static let valueCount = 1 << 32
    /// The shift from 32 bits to the 24 that ``nextUniform()`` uses.
    private static let uniformShift: UInt32 = 8
    /// The largest 24-bit value, which ``nextUniform()`` maps to 1.0.
    private static let uniformMaximum: UInt32 = (1 << 24) - 1

    /// ``nextInt()``'s 32 bits, unsigned.
    func nextUInt32() -> UInt32 {
        UInt32(truncatingIfNeeded: nextInt())
    }
}
