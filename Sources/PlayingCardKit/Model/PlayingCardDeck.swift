/// A deck of the 52 playing cards that deals them in random order.
///
/// The randomness comes from a `SeededGenerator`: give a seed to deal the same sequence every
/// time (tests, `--seed`), or none for a fresh random one; `seed` tells which was used, so a
/// surprising game can be replayed.
public struct PlayingCardDeck: Sendable {
    /// The cards still in the deck, in no particular order (drawing picks at random).
    public private(set) var cards: [PlayingCard]
    /// The seed the deck's random source started from.
    public var seed: UInt64 { generator.seed }

    private var generator: SeededGenerator

    /// A full deck; `seed` nil picks a random seed.
    public init(seed: UInt64? = nil) {
        generator = SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max))
        cards = PlayingCardDeck.fullDeck
    }

    /// All 52 cards, suit by suit, ace to king.
    public static let fullDeck: [PlayingCard] = PlayingCard.Suit.all.flatMap { suit in
        PlayingCard.Rank.all.map { PlayingCard(suit: suit, rank: $0) }
    }

    /// How many cards are left.
    public var count: Int { cards.count }

    public var isEmpty: Bool { cards.isEmpty }

    /// Removes and returns a random card; nil once the deck is empty.
    public mutating func draw() -> PlayingCard? {
        guard !cards.isEmpty else { return nil }
        return cards.remove(at: generator.nextIndex(below: cards.count))
    }

    /// Takes a particular card out (the one a user asked to start with); false if it is not
    /// in the deck.
    @discardableResult
    public mutating func remove(_ card: PlayingCard) -> Bool {
        guard let index = cards.firstIndex(of: card) else { return false }
        cards.remove(at: index)
        return true
    }

    /// Shuffles dealt cards back in. Cards already in the deck, repeats, and cards that are
    /// not one of the 52 (such as a rank outside `Rank.all`) are ignored, so the deck never
    /// holds a card twice.
    public mutating func putBack(_ returned: some Sequence<PlayingCard>) {
        var present = Set(cards)
        for card in returned where card.rank.order != 0 && present.insert(card).inserted {
            cards.append(card)
        }
    }

    /// Puts every dealt card back, so the deck is whole again. The random source carries on
    /// (it is not reseeded), so the next deal differs from the first.
    public mutating func reshuffle() {
        cards = PlayingCardDeck.fullDeck
    }
}
