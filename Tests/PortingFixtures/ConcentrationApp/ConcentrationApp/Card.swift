//
//  Card.swift
//  ConcentrationApp
//

import Foundation

// one card of the game: the two cards of a pair share an identifier,
// which is how they match and how the view controller gives both the same emoji

struct Card
{
    var isFaceUp = false
    var isMatched = false
    var identifier: Int

    private static var lastIdentifier = 0

    private static func makeIdentifier() -> Int {
        lastIdentifier += 1
        return lastIdentifier
    }

    init() {
        identifier = Card.makeIdentifier()
    }
}
