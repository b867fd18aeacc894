import Foundation
import Testing
import GameplayKit

@Suite("GameplayKit random distributions")
struct GKRandomDistributionTests {
    @Test func diceHaveTheirRanges() {
        let d6 = GKRandomDistribution.d6()
        #expect(d6.lowestValue == 1 && d6.highestValue == 6 && d6.numberOfPossibleOutcomes == 6)
        let d20 = GKRandomDistribution.d20()
        #expect(d20.lowestValue == 1 && d20.highestValue == 20 && d20.numberOfPossibleOutcomes == 20)
        let shuffledD6 = GKShuffledDistribution.d6()
        #expect(type(of: shuffledD6) == GKShuffledDistribution.self)
        #expect(GKRandomDistribution(forDieWithSideCount: 12).highestValue == 12)
    }

    /// 60,000 rolls of a seeded d6: each face within 5% of 10,000 (about 12 sigma).
    @Test func aUniformDistributionIsUniform() {
        let die = GKRandomDistribution(randomSource: GKARC4RandomSource(seed: Data("dice".utf8)), lowestValue: 1, highestValue: 6)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<60_000 { counts[die.nextInt()] += 1 }
        #expect(counts[0] == 0)
        for face in 1...6 { #expect(abs(counts[face] - 10_000) < 500, "face \(face): \(counts[face])") }
        for _ in 0..<1_000 {
            #expect((1...3).contains(die.nextInt(upperBound: 4)))
            let uniform = die.nextUniform()
            #expect(uniform >= 0 && uniform <= 1)
        }
    }

    @Test func aSeededDistributionRepeats() {
        let a = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 9), lowestValue: -5, highestValue: 5)
        let b = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 9), lowestValue: -5, highestValue: 5)
        #expect((0..<50).map { _ in a.nextInt() } == (0..<50).map { _ in b.nextInt() })
    }

    @Test func aShuffledDistributionDealsEveryValueOncePerRound() {
        let deck = GKShuffledDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 3), lowestValue: 10, highestValue: 19)
        for _ in 0..<20 {
            let round = (0..<10).map { _ in deck.nextInt() }
            #expect(round.sorted() == Array(10...19))
        }
    }

    @Test func aGaussianDistributionStaysWithinThreeDeviations() {
        let source = GKMersenneTwisterRandomSource(seed: 11)
        let bell = GKGaussianDistribution(randomSource: source, lowestValue: 0, highestValue: 60)
        #expect(bell.mean == 30)
        #expect(bell.deviation == 10)
        var values: [Int] = []
        for _ in 0..<20_000 { values.append(bell.nextInt()) }
        #expect(values.allSatisfy { (0...60).contains($0) })
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        #expect(abs(mean - 30) < 0.5)
        // About 68% within one deviation (rounding to integers widens it a little).
        let withinOne = Double(values.filter { abs($0 - 30) <= 10 }.count) / Double(values.count)
        #expect(withinOne > 0.66 && withinOne < 0.74, "\(withinOne)")
    }

    @Test func aGaussianByMeanAndDeviationHasTheMatchingRange() {
        let bell = GKGaussianDistribution(randomSource: GKARC4RandomSource(), mean: 100, deviation: 5)
        #expect(bell.lowestValue == 85 && bell.highestValue == 115)
        for _ in 0..<5_000 { #expect((85...115).contains(bell.nextInt())) }
    }
}
