import Foundation
import OpenUIKit

/// The lecture's PlayingCard controller: one card on the felt, dealt from a deck.
///
/// The division of labour is the lecture's: the controller owns the model (the deck and the
/// dealt cards) and turns gestures into model changes and view updates; the view draws
/// whatever rank and suit it is told and handles the pinch on its own face image.
///
/// | gesture | does |
/// | --- | --- |
/// | swipe left or right | deals the next card (when the deck runs out, the dealt cards are reshuffled in and the status line says so) |
/// | tap | flips the card |
/// | pinch | scales the face-card image (the view's own `adjustFaceCardScale`) |
/// | pan | drags the card around the table |
/// | rotation | turns the card |
/// | long press | shuffles every dealt card but the one showing back into the deck |
///
/// Keys: space flips, ← and → deal, S shuffles back, Home puts the card back upright in the
/// middle. Pan, pinch and rotation work together (two fingers can drag, turn and pinch at
/// once); a pan waits for the swipe to fail, so a quick flick deals without dragging.
open class PlayingCardViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The cards not yet dealt.
    public private(set) var deck: PlayingCardDeck
    /// Every card dealt since the last shuffle, the one showing last.
    public private(set) var dealtCards: [PlayingCard] = []
    /// The card showing, if any.
    public var currentCard: PlayingCard? { dealtCards.last }

    public let cardView = PlayingCardView()
    /// One line under the card: what is showing and how many cards are left.
    public let statusLabel = UILabel()
    public private(set) var tableView: CardTableView!

    public private(set) lazy var swipeRecognizer = UISwipeGestureRecognizer(target: self, action: PlayingCardViewController.dealNextCard)
    public private(set) lazy var tapRecognizer = UITapGestureRecognizer(target: self, action: PlayingCardViewController.flipCard)
    public private(set) lazy var pinchRecognizer = UIPinchGestureRecognizer(target: cardView, action: PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:))
    public private(set) lazy var panRecognizer = UIPanGestureRecognizer(target: self, action: PlayingCardViewController.moveCard(byReactingTo:))
    public private(set) lazy var rotationRecognizer = UIRotationGestureRecognizer(target: self, action: PlayingCardViewController.rotateCard(byReactingTo:))
    public private(set) lazy var longPressRecognizer = UILongPressGestureRecognizer(target: self, action: PlayingCardViewController.shuffleDealtCardsBack(byReactingTo:))

    /// The status line's height as a fraction of the table's height, and its limits (points).
    static let statusHeightToTableHeight: CGFloat = 0.06
    static let statusFontSizeRange: ClosedRange<CGFloat> = 11...22

    /// - Parameters:
    ///   - deck: where cards come from.
    ///   - initialCard: the first card shown (taken out of the deck); nil deals one.
    ///   - faceUp: whether the first card shows its face.
    public init(deck: PlayingCardDeck, initialCard: PlayingCard? = nil, faceUp: Bool = true) {
        self.deck = deck
        super.init()
        if let initialCard {
            self.deck.remove(initialCard)
            dealtCards = [initialCard]
        } else if let first = self.deck.draw() {
            dealtCards = [first]
        }
        cardView.isFaceUp = faceUp
    }

    /// A controller from a storyboard (none here) deals from a fresh, shuffled deck.
    public required init?(coder: NSCoder) {
        deck = PlayingCardDeck()
        super.init(coder: coder)
        if let first = deck.draw() { dealtCards = [first] }
    }

    open override func loadView() {
        let table = CardTableView(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        tableView = table
        view = table
        table.place(cardView, at: CGPoint(x: 0.5, y: 0.5))
        statusLabel.textColor = UIColor(white: 1, alpha: 0.85)
        statusLabel.textAlignment = .center
        table.addSubview(statusLabel)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        swipeRecognizer.direction = [.left, .right]
        panRecognizer.require(toFail: swipeRecognizer)
        for recognizer in [pinchRecognizer, panRecognizer, rotationRecognizer] as [UIGestureRecognizer] {
            recognizer.delegate = self
        }
        for recognizer in [swipeRecognizer, tapRecognizer, pinchRecognizer, panRecognizer, rotationRecognizer, longPressRecognizer] as [UIGestureRecognizer] {
            cardView.addGestureRecognizer(recognizer)
        }
        updateViewFromModel()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height = (bounds.height * PlayingCardViewController.statusHeightToTableHeight).rounded()
        let range = PlayingCardViewController.statusFontSizeRange
        // Only real changes: a label that changes invalidates this layout again.
        let font = UIFont.systemFont(ofSize: min(max(height * 0.6, range.lowerBound), range.upperBound))
        if statusLabel.font != font { statusLabel.font = font }
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if statusLabel.frame != frame { statusLabel.frame = frame }
    }

    // MARK: Model → view

    /// What the status line says after the last change.
    public private(set) var statusMessage = ""

    func updateViewFromModel(message: String? = nil) {
        if let card = currentCard {
            cardView.rank = card.rank.order
            cardView.suit = card.suit.rawValue
        }
        let left = deck.count == 1 ? "1 card left" : "\(deck.count) cards left"
        statusMessage = [message, cardView.isFaceUp ? currentCard?.description : "face down", left]
            .compactMap { $0 }.joined(separator: " · ")
        statusLabel.text = statusMessage
    }

    // MARK: Actions

    /// Deals the next card face up. An empty deck takes back every dealt card but the one
    /// showing, reshuffled, and says so; with no other card at all (a deck given nearly
    /// empty), the card stays and the status line says there is nothing to deal.
    public func dealNextCard() {
        var message: String?
        if deck.isEmpty {
            message = shuffleBackAllButCurrent() > 0 ? "deck ran out: reshuffled" : "no other card to deal"
        }
        guard let next = deck.draw() else { return updateViewFromModel(message: message) }
        dealtCards.append(next)
        cardView.isFaceUp = true
        updateViewFromModel(message: message)
        slideCardIn()
    }

    /// Turns the card over with the lecture's flip from the left.
    public func flipCard() {
        UIView.transition(with: cardView, duration: PlayingCardViewController.flipDuration,
                          options: [.transitionFlipFromLeft], animations: {
            self.cardView.isFaceUp.toggle()
        })
        updateViewFromModel()
    }

    /// How long a flip takes, in seconds (the lecture's).
    public static let flipDuration: TimeInterval = 0.6
    /// How long a dealt card takes to slide in from the right edge, in seconds.
    public static let dealDuration: TimeInterval = 0.35
    /// How long Home takes to bring the card back, in seconds, and the spring's damping.
    public static let homeDuration: TimeInterval = 0.5
    static let homeDamping: CGFloat = 0.8

    /// The new card comes in from beyond the right edge to its place.
    private func slideCardIn() {
        guard let tableView, tableView.bounds.width > 0 else { return }
        tableView.layoutIfNeeded()
        let distance = tableView.bounds.width
        UIView.performWithoutAnimation { cardView.center.x += distance }
        UIView.animate(withDuration: PlayingCardViewController.dealDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { self.cardView.center.x -= distance })
    }

    /// Drags the card: the lecture's incremental pattern (use the translation, reset it).
    public func moveCard(byReactingTo recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended else { return }
        tableView.move(cardView, by: recognizer.translation(in: tableView))
        recognizer.setTranslation(.zero, in: tableView)
    }

    public func rotateCard(byReactingTo recognizer: UIRotationGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended else { return }
        cardView.transform = cardView.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
    }

    public func shuffleDealtCardsBack(byReactingTo recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        shuffleDealtCardsBack()
    }

    /// Returns every dealt card but the one showing to the deck.
    public func shuffleDealtCardsBack() {
        let returned = shuffleBackAllButCurrent()
        updateViewFromModel(message: returned == 1 ? "1 card shuffled back" : "\(returned) cards shuffled back")
    }

    /// Puts the card back in the middle, upright.
    public func resetCardPosition() {
        UIView.animate(withDuration: PlayingCardViewController.homeDuration, delay: 0,
                       usingSpringWithDamping: PlayingCardViewController.homeDamping, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            self.cardView.transform = .identity
            self.tableView.place(self.cardView, at: CGPoint(x: 0.5, y: 0.5))
            self.tableView.layoutIfNeeded()
        })
    }

    @discardableResult
    private func shuffleBackAllButCurrent() -> Int {
        let returned = dealtCards.dropLast()
        deck.putBack(returned)
        dealtCards = Array(dealtCards.suffix(1))
        return returned.count
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled: Set<UIPress> = []
        for press in presses {
            guard let key = press.key, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else {
                unhandled.insert(press)
                continue
            }
            switch key.keyCode {
            case .keyboardSpacebar: flipCard()
            case .keyboardLeftArrow, .keyboardRightArrow: dealNextCard()
            case .keyboardS: shuffleDealtCardsBack()
            case .keyboardHome: resetCardPosition()
            default: unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UIGestureRecognizerDelegate

    /// Dragging, turning and pinching the card go together, as with a real card in the hand.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        let together: [UIGestureRecognizer] = [pinchRecognizer, panRecognizer, rotationRecognizer]
        return together.contains { $0 === gestureRecognizer } && together.contains { $0 === other }
    }
}
