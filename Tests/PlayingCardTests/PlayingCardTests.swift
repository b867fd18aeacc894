import PlayingCardKit
import Testing

@Suite struct PlayingCardTests {
    typealias Card = PlayingCard

    @Test func descriptionIsRankThenSuitSymbol() {
        #expect(Card(suit: .spades, rank: .ace).description == "A♠")
        #expect(Card(suit: .diamonds, rank: .numeric(10)).description == "10♦")
        #expect(Card(suit: .hearts, rank: .face("K")).description == "K♥")
        #expect(Card(suit: .clubs, rank: .numeric(7)).description == "7♣")
        #expect(Card(suit: .clubs, rank: .face("Q")).asciiDescription == "QC")
    }

    @Test func suitsAndRanks() {
        #expect(Card.Suit.all.map(\.rawValue) == ["♠", "♥", "♦", "♣"])
        #expect(Card.Suit.all.filter(\.isRed) == [.hearts, .diamonds])
        #expect(Card.Rank.all.map(\.description) == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])
        #expect(Card.Rank.all.map(\.order) == Array(1...13))
        #expect(Card.Rank.all.filter(\.isFaceCard) == [.face("J"), .face("Q"), .face("K")])
        #expect(Card.Rank(order: 0) == nil)
        #expect(Card.Rank(order: 14) == nil)
        // Values of the enum that are no real rank have order 0.
        #expect(Card.Rank.numeric(11).order == 0)
        #expect(Card.Rank.numeric(1).order == 0)
        #expect(Card.Rank.face("X").order == 0)
    }

    @Test(arguments: [
        ("K♥", Card(suit: .hearts, rank: .face("K"))),
        ("10♦", Card(suit: .diamonds, rank: .numeric(10))),
        ("A♠", Card(suit: .spades, rank: .ace)),
        ("2♣", Card(suit: .clubs, rank: .numeric(2))),
        ("J♠", Card(suit: .spades, rank: .face("J"))),
        ("Q♥️", Card(suit: .hearts, rank: .face("Q"))),  // emoji presentation
        ("9♡", Card(suit: .hearts, rank: .numeric(9))),                      // white suit form
        ("KH", Card(suit: .hearts, rank: .face("K"))),
        ("10D", Card(suit: .diamonds, rank: .numeric(10))),
        ("AS", Card(suit: .spades, rank: .ace)),
        ("QC", Card(suit: .clubs, rank: .face("Q"))),
        ("JS", Card(suit: .spades, rank: .face("J"))),
        ("kh", Card(suit: .hearts, rank: .face("K"))),
        ("as", Card(suit: .spades, rank: .ace)),
        ("Td", Card(suit: .diamonds, rank: .numeric(10))),
        ("TS", Card(suit: .spades, rank: .numeric(10))),
        ("3c", Card(suit: .clubs, rank: .numeric(3))),
        (" 7H ", Card(suit: .hearts, rank: .numeric(7))),
    ])
    func parses(text: String, card: Card) {
        #expect(Card(string: text) == card)
    }

    @Test(arguments: ["", "K", "♥", "1♥", "11♥", "01♥", "010♥", "0♥", "Z♥", "KX", "K♥♥", "K ♥", "♥K", "10", "AA", "T", "KHS", "B♠", "-2♠", "2.0♠"])
    func rejects(text: String) {
        #expect(Card(string: text) == nil)
    }

    @Test func everyCardRoundTripsThroughBothForms() {
        for card in PlayingCardDeck.fullDeck {
            #expect(Card(string: card.description) == card)
            #expect(Card(string: card.asciiDescription) == card)
            #expect(Card(card.description) == card)  // LosslessStringConvertible
        }
    }
}
