import Foundation

/// A distribution whose values cluster around a mean with a bell curve (a normal
/// distribution), rounded to integers.
///
/// As GameplayKit documents, the range spans three deviations either side of the mean and
/// values beyond it are discarded (drawn again), so every value lies in
/// `lowestValue ... highestValue`. Values come from the source by the Box–Muller transform.
open class GKGaussianDistribution: GKRandomDistribution {
    /// How many deviations the range extends either side of the mean.
    private static let deviationsInRange: Float = 3

    /// The value the distribution centres on.
    public let mean: Float
    /// The standard deviation (sigma): about 68% of values lie within one of the mean.
    public let deviation: Float

    /// The one Box–Muller value kept from the last pair, used by the next draw.
    private var spareNormal: Float?

    /// A distribution over `lowestInclusive ... highestInclusive`: the mean is its middle
    /// and the deviation a sixth of its width.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int, highestValue highestInclusive: Int) {
        let low = Float(min(lowestInclusive, highestInclusive))
        let high = Float(max(lowestInclusive, highestInclusive))
        mean = (low + high) / 2
        deviation = (high - low) / (2 * GKGaussianDistribution.deviationsInRange)
        super.init(randomSource: source, lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// A distribution centred on `mean` with the deviation `deviation`; its range is `mean`
    /// ± 3 × `deviation`, rounded. A negative deviation is taken as its magnitude.
    public init(randomSource source: GKRandom, mean: Float, deviation: Float) {
        self.mean = mean
        self.deviation = abs(deviation)
        let halfWidth = GKGaussianDistribution.deviationsInRange * abs(deviation)
        super.init(randomSource: source, lowestValue: Int((mean - halfWidth).rounded()),
                   highestValue: Int((mean + halfWidth).rounded()))
    }

    /// The next value: the mean plus a normal deviate times the deviation, rounded, drawn
    /// again while it falls outside `lowestValue ... highestValue`.
    open override func nextInt() -> Int {
        guard deviation > 0 else { return Int(mean.rounded()) }
        while true {
            let value = Int((mean + nextStandardNormal() * deviation).rounded())
            if value >= lowestValue && value <= highestValue { return value }
        }
    }

    /// A standard normal deviate (mean 0, deviation 1) by the Box–Muller transform, which
    /// makes two from two uniform values; the second is kept for the next call.
    private func nextStandardNormal() -> Float {
        if let spare = spareNormal {
            spareNormal = nil
            return spare
        }
        // u1 must not be 0 (its logarithm is taken).
        var u1 = source.nextUniform()
        while u1 <= 0 { u1 = source.nextUniform() }
        let u2 = source.nextUniform()
        let radius = (-2 * log(u1)).squareRoot()
        let angle = 2 * Float.pi * u2
        spareNormal = radius * sin(angle)
        return radius * cos(angle)
    }
}
