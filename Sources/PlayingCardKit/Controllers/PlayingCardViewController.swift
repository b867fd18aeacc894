import Foundation
import DemoSupport
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
///
/// **Layout** is the lecture's Auto Layout, made with anchors in `viewDidLoad`:
///
/// | constraint | priority |
/// | --- | --- |
/// | card centred in the safe area (the drag's offset in the constants) | `cardCenteringPriority` (749) |
/// | card width : height = 5 : 8 | required |
/// | card inside the margins: leading, trailing, bottom; its top a standard space below them | required |
/// | card bottom a standard space above the status line's top | required |
/// | card as wide as the safe area | `.defaultHigh` (750) |
/// | status line along the table's leading and trailing edges and the safe area's bottom, 6 % of the table's height | required |
///
/// So the card is as big as the margins and the status line let it be, and then as near the
/// middle as the room left allows. The centring is weaker than the width on purpose: a
/// drag toward an edge then stops the card at the margin at its full size. Were the
/// centring stronger (999, say), keeping the dragged offset would beat keeping the size, and
/// the card would shrink as the finger pushed it against a margin. The price is that the card
/// only moves as far as the room left around it: in a window whose margins already hold it
/// on one axis, it does not move on that axis at all.
///
/// Nothing here asks for a size of zero or more, so no window is too small for the required
/// constraints: in one narrower than its two side margins (32 points) the card's solved width
/// is negative, which Auto Layout makes no size at all, without a conflict.
open class PlayingCardViewController: DemoViewController, UIGestureRecognizerDelegate {
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

    /// The status line's height as a fraction of the table's height.
    static let statusHeightToTableHeight: CGFloat = 0.06
    /// The status font's size as a fraction of the line's height, and its limits (points).
    static let statusFontSizeToLineHeight: CGFloat = 0.6
    static let statusFontSizeRange: ClosedRange<CGFloat> = 11...22

    /// The card's width over its height: the lecture's 5 : 8, a little taller than a real
    /// poker card's 5 : 7 (`PlayingCardView.SizeRatio.standardWidthToHeight`, which the table
    /// mode's grid uses).
    public static let cardWidthToHeight: CGFloat = 5.0 / 8.0
    /// How strongly the card keeps to the middle: just below the width's `.defaultHigh`, so that
    /// the card's size is settled before its place (see the table in the class comment).
    public static let cardCenteringPriority = UILayoutPriority.defaultHigh - 1

    /// The constraints the drag, Home and the deal change (only their constants).
    private(set) var cardCenterXConstraint: NSLayoutConstraint!
    private(set) var cardCenterYConstraint: NSLayoutConstraint!
    private var cardLeadingConstraint: NSLayoutConstraint!
    private var cardTrailingConstraint: NSLayoutConstraint!

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
        table.addSubview(cardView)
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
        activateConstraints()
        updateViewFromModel()
    }

    /// The lecture's constraints for the card, and the status line's (see the class comment).
    private func activateConstraints() {
        cardView.translatesAutoresizingMaskIntoConstraints = false
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        let safeArea = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide

        cardCenterXConstraint = cardView.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor)
        cardCenterYConstraint = cardView.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor)
        cardCenterXConstraint.priority = PlayingCardViewController.cardCenteringPriority
        cardCenterYConstraint.priority = PlayingCardViewController.cardCenteringPriority
        cardLeadingConstraint = cardView.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor)
        cardTrailingConstraint = cardView.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)
        let asWideAsTheSafeArea = cardView.widthAnchor.constraint(equalTo: safeArea.widthAnchor)
        asWideAsTheSafeArea.priority = .defaultHigh

        NSLayoutConstraint.activate([
            cardCenterXConstraint,
            cardCenterYConstraint,
            cardView.widthAnchor.constraint(equalTo: cardView.heightAnchor, multiplier: PlayingCardViewController.cardWidthToHeight),
            cardLeadingConstraint,
            cardTrailingConstraint,
            // A root view's margins are 0 at the top and bottom: a standard space keeps the
            // card off the window's edge.
            cardView.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: margins.topAnchor, multiplier: 1),
            cardView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            statusLabel.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: cardView.bottomAnchor, multiplier: 1),
            asWideAsTheSafeArea,

            statusLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            statusLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            statusLabel.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
            statusLabel.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: PlayingCardViewController.statusHeightToTableHeight),
        ])
    }

    /// The status font follows the line's height, which the constraints have just solved.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let range = PlayingCardViewController.statusFontSizeRange
        let size = statusLabel.bounds.height * PlayingCardViewController.statusFontSizeToLineHeight
        // Only real changes: a label that changes invalidates this layout again.
        let font = UIFont.systemFont(ofSize: min(max(size, range.lowerBound), range.upperBound))
        if statusLabel.font != font { statusLabel.font = font }
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
    ///
    /// The margins are required, so the card cannot be put past the edge by its centring
    /// alone: the leading and trailing margin constraints move out with it by the same
    /// distance, which keeps the room around the card, and so its size, as it is at rest.
    private func slideCardIn() {
        guard let tableView, tableView.bounds.width > 0 else { return }
        let distance = tableView.bounds.width
        let offset = cardCenterXConstraint.constant
        UIView.performWithoutAnimation {
            shiftCardHorizontally(by: distance, restingAt: offset)
            tableView.layoutIfNeeded()
        }
        UIView.animate(withDuration: PlayingCardViewController.dealDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
                       animations: {
            self.shiftCardHorizontally(by: 0, restingAt: offset)
            self.tableView.layoutIfNeeded()
        })
    }

    /// Moves the card and its horizontal margins `distance` to the right of where it rests
    /// (`offset` from the middle).
    private func shiftCardHorizontally(by distance: CGFloat, restingAt offset: CGFloat) {
        cardCenterXConstraint.constant = offset + distance
        cardLeadingConstraint.constant = distance
        cardTrailingConstraint.constant = distance
    }

    /// Drags the card: the lecture's incremental pattern (use the translation, reset it),
    /// applied to the centring constraints' constants, so each event re-solves only them.
    public func moveCard(byReactingTo recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended else { return }
        let translation = recognizer.translation(in: tableView)
        cardCenterXConstraint.constant += translation.x
        cardCenterYConstraint.constant += translation.y
        recognizer.setTranslation(.zero, in: tableView)
        keepOffsetsWhereTheCardStopped()
    }

    /// At a margin the card stops while the finger goes on: the constants are taken back to
    /// where the card stopped, so that it follows again as soon as the finger turns back. A
    /// difference under a pixel is the rounding of the frame to pixels, not a margin; it stays
    /// in the constant, so a slow drag's small steps still add up.
    private func keepOffsetsWhereTheCardStopped() {
        tableView.layoutIfNeeded()
        let middle = tableView.safeAreaLayoutGuide.layoutFrame
        let pixel = 1 / max(tableView.contentScaleFactor, 1)
        let placed = CGPoint(x: cardView.center.x - middle.midX, y: cardView.center.y - middle.midY)
        if abs(placed.x - cardCenterXConstraint.constant) > pixel { cardCenterXConstraint.constant = placed.x }
        if abs(placed.y - cardCenterYConstraint.constant) > pixel { cardCenterYConstraint.constant = placed.y }
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

    /// Puts the card back in the middle, upright: the centring constants spring back to 0.
    public func resetCardPosition() {
        UIView.animate(withDuration: PlayingCardViewController.homeDuration, delay: 0,
                       usingSpringWithDamping: PlayingCardViewController.homeDamping, initialSpringVelocity: 0,
                       options: [.allowUserInteraction], animations: {
            self.cardView.transform = .identity
            self.cardCenterXConstraint.constant = 0
            self.cardCenterYConstraint.constant = 0
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
