//
//  Concentration.swift
//  ConcentrationApp
//

import Foundation

// the game, knowing nothing about how it is shown

struct Concentration
{
    private(set) var cards = [Card]()

    // the card that waits for its match, if exactly one is face up
    private var indexOfTheOnlyFaceUpCard: Int? {
        get {
            let faceUpIndices = cards.indices.filter { cards[$0].isFaceUp }
            return faceUpIndices.count == 1 ? faceUpIndices.first : nil
        }
        set {
            for index in cards.indices {
                cards[index].isFaceUp = (index == newValue)
            }
        }
    }

    mutating func chooseCard(at index: Int) {
        assert(cards.indices.contains(index), "Concentration.chooseCard(at: \(index)): no card has that index")
        guard !cards[index].isMatched else { return }
        if let waitingIndex = indexOfTheOnlyFaceUpCard, waitingIndex != index {
            if cards[waitingIndex].identifier == cards[index].identifier {
                cards[waitingIndex].isMatched = true
                cards[index].isMatched = true
            }
            cards[index].isFaceUp = true
        } else {
            // no card or two cards face up: turn them all down and start a new try
            indexOfTheOnlyFaceUpCard = index
        }
    }

    init(numberOfPairsOfCards: Int) {
        assert(numberOfPairsOfCards > 0, "Concentration.init(\(numberOfPairsOfCards)): a game needs at least one pair")
        for _ in 0..<numberOfPairsOfCards {
            let card = Card()
            cards += [card, card]
        }
        var unshuffled = cards
        cards = []
        while !unshuffled.isEmpty {
            cards.append(unshuffled.remove(at: unshuffled.count.arc4random))
        }
    }
}

extension Int {
    // a random number from 0 up to (not including) self, or down to it when negative
    var arc4random: Int {
        if self > 0 {
            return Int(arc4random_uniform(UInt32(self)))
        } else if self < 0 {
            return -Int(arc4random_uniform(UInt32(abs(self))))
        } else {
            return 0
        }
    }
}
