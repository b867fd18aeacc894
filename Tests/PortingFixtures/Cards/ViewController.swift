//
//  ViewController.swift
//  Cards
//
//  The 2017 PlayingCard scene with its recognizers declared in the storyboard: a tap flips
//  the card, a swipe deals the next one from the deck, a pinch (handled by the card view)
//  scales a face card's picture. The tap and the swipe print what they did, which the tests
//  that replay gestures into the launched app read.
//

import UIKit

class ViewController: UIViewController {

    var deck = PlayingCardDeck()

    @IBOutlet weak var playingCardView: PlayingCardView!

    @IBAction func flipCard(_ sender: UITapGestureRecognizer) {
        switch sender.state {
        case .ended:
            playingCardView.isFaceUp = !playingCardView.isFaceUp
            print("flipCard: isFaceUp=\(playingCardView.isFaceUp)")
        default: break
        }
    }

    @IBAction func nextCard(_ sender: UISwipeGestureRecognizer) {
        if let card = deck.draw() {
            playingCardView.rank = card.rank.order
            playingCardView.suit = card.suit.rawValue
            print("nextCard: dealt \(card)")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0.4, blue: 0.2, alpha: 1)
    }
}
