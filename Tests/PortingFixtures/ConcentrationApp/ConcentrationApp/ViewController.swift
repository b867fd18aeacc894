//
//  ViewController.swift
//  ConcentrationApp
//

import UIKit

class ViewController: UIViewController
{
    // MARK: Model

    private lazy var game = Concentration(numberOfPairsOfCards: numberOfPairsOfCards)

    var numberOfPairsOfCards: Int {
        return (cardButtons.count + 1) / 2
    }

    private(set) var flipCount = 0 {
        didSet {
            updateFlipCountLabel()
        }
    }

    // MARK: View

    @IBOutlet weak var flipCountLabel: UILabel! {
        didSet {
            updateFlipCountLabel()
        }
    }

    // the storyboard connects the twelve cards in reading order
    @IBOutlet var cardButtons: [UIButton]!

    // the back of a card: a colour of the asset catalog, which the storyboard uses too
    private let cardBackColor = UIColor(named: "CardBack") ?? UIColor.orange

    @IBAction func touchCard(_ sender: UIButton) {
        flipCount += 1
        if let cardNumber = cardButtons.indices.first(where: { cardButtons[$0] === sender }) {
            game.chooseCard(at: cardNumber)
            updateViewFromModel()
            let faceUp = game.cards.indices.filter { game.cards[$0].isFaceUp }
            print("touched card \(cardNumber): \(flipCountLabel.text ?? ""), face up \(faceUp)")
        } else {
            print("the touched card is not one of cardButtons")
        }
    }

    @IBAction func startNewGame(_ sender: UIButton) {
        game = Concentration(numberOfPairsOfCards: numberOfPairsOfCards)
        emojiChoices = ViewController.halloweenEmoji
        emoji = [:]
        flipCount = 0
        updateViewFromModel()
        print("new game: \(flipCountLabel.text ?? "")")
    }

    private func updateFlipCountLabel() {
        flipCountLabel?.text = "Flips: \(flipCount)"
    }

    private func updateViewFromModel() {
        for index in cardButtons.indices {
            let button = cardButtons[index]
            let card = game.cards[index]
            if card.isFaceUp {
                button.setTitle(emoji(for: card), for: UIControlState.normal)
                button.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)
            } else {
                button.setTitle("", for: UIControlState.normal)
                button.backgroundColor = card.isMatched ? UIColor.clear : cardBackColor
            }
        }
    }

    // MARK: Emoji

    private static let halloweenEmoji = ["🦇", "😱", "🙀", "😈", "🎃", "👻", "🍭", "🍬", "🍎"]

    private var emojiChoices = ViewController.halloweenEmoji

    private var emoji = [Int: String]()

    private func emoji(for card: Card) -> String {
        if emoji[card.identifier] == nil, emojiChoices.count > 0 {
            emoji[card.identifier] = emojiChoices.remove(at: emojiChoices.count.arc4random)
        }
        return emoji[card.identifier] ?? "?"
    }
}
