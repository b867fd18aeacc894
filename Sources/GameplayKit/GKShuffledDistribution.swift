/// A distribution that deals every value of its range once, in a random order, before any
/// repeats: like drawing cards from a deck that is reshuffled when it runs out.
///
/// Over any run of `numberOfPossibleOutcomes` draws starting at a reshuffle, each value comes
/// up exactly once, so streaks of the same value cannot happen within a deck.
open class GKShuffledDistribution: GKRandomDistribution {
    /// The values not dealt yet from the current deck, the next one last.
    private var deck: [Int] = []

    /// The next value from the deck, reshuffling a full deck when it is empty.
    open override func nextInt() -> Int {
        if deck.isEmpty {
            deck = Array(lowestValue...highestValue)
            // Fisher–Yates, drawing from the source.
            var index = deck.count - 1
            while index > 0 {
                deck.swapAt(index, source.nextInt(upperBound: index + 1))
                index -= 1
            }
        }
        return deck.removeLast()
    }
}
