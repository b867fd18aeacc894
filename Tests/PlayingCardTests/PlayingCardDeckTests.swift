import PlayingCardKit
import Testing

@Suite struct PlayingCardDeckTests {
    @Test func aNewDeckHolds52DistinctCards() {
        let deck = PlayingCardDeck(seed: 1)
        #expect(deck.count == 52)
        #expect(!deck.isEmpty)
        #expect(Set(deck.cards).count == 52)
        for suit in PlayingCard.Suit.all {
            #expect(deck.cards.filter { $0.suit == suit }.count == 13)
        }
    }

    @Test func drawingEveryCardEmptiesTheDeckWithoutRepeats() {
        var deck = PlayingCardDeck(seed: 7)
        var drawn: [PlayingCard] = []
        while let card = deck.draw() { drawn.append(card) }
        #expect(drawn.count == 52)
        #expect(Set(drawn) == Set(PlayingCardDeck.fullDeck))
        #expect(deck.isEmpty && deck.count == 0)
        #expect(deck.draw() == nil)
    }

    @Test func theSameSeedDealsTheSameOrder() {
        var a = PlayingCardDeck(seed: 42), b = PlayingCardDeck(seed: 42)
        let first = (0..<52).compactMap { _ in a.draw() }
        let second = (0..<52).compactMap { _ in b.draw() }
        #expect(first == second)
        #expect(a.seed == 42)
        // The deal is random: it is not the deck's sorted order.
        #expect(first != PlayingCardDeck.fullDeck)
    }

    @Test func differentSeedsDealDifferently() {
        var a = PlayingCardDeck(seed: 1), b = PlayingCardDeck(seed: 2)
        let first = (0..<10).compactMap { _ in a.draw() }
        let second = (0..<10).compactMap { _ in b.draw() }
        #expect(first != second)
    }

    /// Pins the deal of seed 2017 so `--seed` replays the same game after a refactoring
    /// (these values came from this implementation: the test guards against change).
    @Test func aSeededDealIsStableAcrossVersions() {
        var deck = PlayingCardDeck(seed: 2017)
        let dealt = (0..<5).compactMap { _ in deck.draw()?.description }
        #expect(dealt == Self.pinnedDealForSeed2017)
    }

    static let pinnedDealForSeed2017 = ["2♣", "3♦", "K♦", "10♥", "J♦"]

    @Test func putBackReturnsDealtCardsOnceEach() {
        var deck = PlayingCardDeck(seed: 3)
        let hand = (0..<5).compactMap { _ in deck.draw() }
        #expect(deck.count == 47)
        deck.putBack(hand + hand)  // repeats are ignored
        #expect(deck.count == 52)
        #expect(Set(deck.cards) == Set(PlayingCardDeck.fullDeck))
        deck.putBack([PlayingCard(suit: .spades, rank: .numeric(11))])  // not a real card
        #expect(deck.count == 52)
    }

    @Test func reshuffleMakesTheDeckWholeAgain() {
        var deck = PlayingCardDeck(seed: 4)
        for _ in 0..<30 { _ = deck.draw() }
        deck.reshuffle()
        #expect(deck.count == 52)
        #expect(Set(deck.cards).count == 52)
    }

    @Test func anUnseededDeckStillDealsEveryCard() {
        var deck = PlayingCardDeck()
        var seen = Set<PlayingCard>()
        while let card = deck.draw() { seen.insert(card) }
        #expect(seen.count == 52)
    }

    @Test func boundedIndicesStayInRangeAndCoverIt() {
        var generator = SeededGenerator(seed: 99)
        var counts = [Int](repeating: 0, count: 7)
        for _ in 0..<7000 { counts[generator.nextIndex(below: 7)] += 1 }
        // Each of 7 values about 1000 times; 800 is far outside chance for a fair generator.
        #expect(counts.allSatisfy { $0 > 800 })
        #expect(generator.nextIndex(below: 1) == 0)
    }

    /// SplitMix64's published first outputs for seed 0 (from its reference implementation).
    @Test func seededGeneratorIsSplitMix64() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }
}
