import Foundation

/// Random integers spread evenly over a range, from a random source: dice, cards, spawn
/// points.
///
/// ```swift
/// let d6 = GKRandomDistribution.d6()
/// let roll = d6.nextInt()          // 1 ... 6
/// let seeded = GKRandomDistribution(randomSource: GKARC4RandomSource(seed: seed), lowestValue: 1, highestValue: 20)
/// ```
///
/// The subclasses shape the spread: ``GKShuffledDistribution`` deals every value once before
/// repeating, ``GKGaussianDistribution`` favours the middle.
open class GKRandomDistribution: NSObject, GKRandom {
    /// Where the distribution's raw values come from.
    let source: GKRandom
    /// The smallest value ``nextInt()`` gives.
    public let lowestValue: Int
    /// The largest value ``nextInt()`` gives.
    public let highestValue: Int

    /// How many values ``nextInt()`` can give: `highestValue - lowestValue + 1`.
    public var numberOfPossibleOutcomes: Int {
        highestValue - lowestValue + 1
    }

    /// A distribution of `lowestInclusive ... highestInclusive` drawing from `source`. Bounds
    /// given in the wrong order are swapped.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.source = source
        lowestValue = min(lowestInclusive, highestInclusive)
        highestValue = max(lowestInclusive, highestInclusive)
        super.init()
    }

    /// A distribution of `lowestInclusive ... highestInclusive` drawing from a new random
    /// source seeded from the system's entropy.
    public convenience init(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A die of `sideCount` sides: values `1 ... sideCount`.
    public convenience init(forDieWithSideCount sideCount: Int) {
        self.init(lowestValue: 1, highestValue: sideCount)
    }

    /// A distribution of `lowestInclusive ... highestInclusive` with a new random source.
    open class func distribution(lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) -> Self {
        self.init(randomSource: GKRandomSource(), lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A die of `sideCount` sides (`1 ... sideCount`) with a new random source.
    open class func distribution(forDieWithSideCount sideCount: Int) -> Self {
        distribution(lowestValue: 1, highestValue: sideCount)
    }

    /// A six-sided die: `1 ... 6`.
    open class func d6() -> Self {
        distribution(forDieWithSideCount: 6)
    }

    /// A twenty-sided die: `1 ... 20`.
    open class func d20() -> Self {
        distribution(forDieWithSideCount: 20)
    }

    /// The next value, in `lowestValue ... highestValue`, each equally likely.
    open func nextInt() -> Int {
        lowestValue + source.nextInt(upperBound: numberOfPossibleOutcomes)
    }

    /// The next value of the distribution that is below `upperBound` (values at or above it
    /// are drawn again); `lowestValue` when no value of the range is below it.
    open func nextInt(upperBound: Int) -> Int {
        guard upperBound > lowestValue else { return lowestValue }
        while true {
            let value = nextInt()
            if value < upperBound { return value }
        }
    }

    /// The next value mapped onto `0.0 ... 1.0`: `lowestValue` is 0 and `highestValue` is 1.
    open func nextUniform() -> Float {
        guard numberOfPossibleOutcomes > 1 else { return 0 }
        return Float(nextInt() - lowestValue) / Float(highestValue - lowestValue)
    }

    /// Whether the next value lies in the upper half of the range.
    open func nextBool() -> Bool {
        nextUniform() >= 0.5
    }
}
