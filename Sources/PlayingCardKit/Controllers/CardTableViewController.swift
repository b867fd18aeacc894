import Foundation
import OpenUIKit

/// Table mode (`--table N`): N cards dealt onto the felt in a grid, each with its own
/// recognizers, so several hands can work on several cards at once.
///
/// | gesture on a card | does |
/// | --- | --- |
/// | pan (one or two fingers) | drags it |
/// | pinch | scales it |
/// | rotation | turns it |
/// | tap | flips it |
///
/// Touching a card brings it to the front. Pan, pinch and rotation on the same card work
/// together; recognizers on different cards never compete, because they see different
/// touches. Home (key) lays the table out again.
///
/// The grid is worked out for the table's actual size, and again whenever that size changes
/// until a card has been dragged, pinched or turned; from then on a resize keeps the cards
/// where the user put them (in table units) until Home.
open class CardTableViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The cards on the table, in deal order.
    public let cards: [PlayingCard]
    public private(set) var cardViews: [TableCardView] = []
    public private(set) var tableView: CardTableView!

    /// The table size the grid was last worked out for.
    private var gridTableSize: CGSize?
    /// Whether a card has been dragged, pinched or turned since the last grid layout.
    private var isArrangedByHand = false

    /// The smallest and largest a pinch may make a card, relative to its laid-out size.
    public static let cardScaleRange: ClosedRange<CGFloat> = 0.3...4

    /// Deals `count` cards from `deck` (at most the deck's size).
    public init(deck: PlayingCardDeck, count: Int, faceUp: Bool = true) {
        var deck = deck
        var dealt: [PlayingCard] = []
        while dealt.count < count, let card = deck.draw() { dealt.append(card) }
        cards = dealt
        super.init()
        cardViews = cards.map { card in
            let view = TableCardView()
            view.rank = card.rank.order
            view.suit = card.suit.rawValue
            view.isFaceUp = faceUp
            return view
        }
    }

    /// A controller from a storyboard (none here) starts with an empty table.
    public required init?(coder: NSCoder) {
        cards = []
        super.init(coder: coder)
    }

    open override func loadView() {
        let table = CardTableView(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))
        tableView = table
        view = table
        layOutCards()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        for card in cardViews {
            let pan = UIPanGestureRecognizer(target: self, action: CardTableViewController.moveCard(byReactingTo:))
            pan.maximumNumberOfTouches = 2
            let pinch = UIPinchGestureRecognizer(target: self, action: CardTableViewController.scaleCard(byReactingTo:))
            let rotation = UIRotationGestureRecognizer(target: self, action: CardTableViewController.rotateCard(byReactingTo:))
            let tap = UITapGestureRecognizer(target: self, action: CardTableViewController.flipCard(byReactingTo:))
            for recognizer in [pan, pinch, rotation] as [UIGestureRecognizer] { recognizer.delegate = self }
            for recognizer in [pan, pinch, rotation, tap] as [UIGestureRecognizer] { card.addGestureRecognizer(recognizer) }
        }
    }

    /// Before the table lays its cards out: a grid made for another size (such as the
    /// default one `loadView` starts with, before the window sizes the table) is made again
    /// for this one, unless the user has arranged the cards.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !isArrangedByHand, tableView.bounds.size != gridTableSize {
            layOutCards()
        }
    }

    /// Puts every card back in its grid cell, upright and at its normal size.
    public func layOutCards() {
        let size = tableView.bounds.size
        let positions = CardTableView.gridPositions(count: cardViews.count, tableSize: size)
        for (card, position) in zip(cardViews, positions) {
            card.transform = .identity
            tableView.place(card, at: position)
        }
        gridTableSize = size
        isArrangedByHand = false
    }

    // MARK: Actions (the card is the recognizer's view)

    public func moveCard(byReactingTo recognizer: UIPanGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended,
              let card = recognizer.view as? PlayingCardView else { return }
        tableView.move(card, by: recognizer.translation(in: tableView))
        recognizer.setTranslation(.zero, in: tableView)
        isArrangedByHand = true
    }

    public func scaleCard(byReactingTo recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended,
              let card = recognizer.view else { return }
        // The card's current scale is the length of its transform's first column.
        let current = hypot(card.transform.a, card.transform.b)
        let range = CardTableViewController.cardScaleRange
        let target = min(max(current * recognizer.scale, range.lowerBound), range.upperBound)
        if current > 0, target.isFinite {
            card.transform = card.transform.scaledBy(x: target / current, y: target / current)
            isArrangedByHand = true
        }
        recognizer.scale = 1
    }

    public func rotateCard(byReactingTo recognizer: UIRotationGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended,
              let card = recognizer.view else { return }
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
        isArrangedByHand = true
    }

    public func flipCard(byReactingTo recognizer: UITapGestureRecognizer) {
        guard let card = recognizer.view as? PlayingCardView else { return }
        card.isFaceUp.toggle()
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let home = presses.filter { $0.key?.keyCode == .keyboardHome }
        if !home.isEmpty { layOutCards() }
        let rest = presses.subtracting(home)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    // MARK: UIGestureRecognizerDelegate

    /// A card's own drag, pinch and rotation go together; nothing else does.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view === other.view else { return false }
        return !(gestureRecognizer is UITapGestureRecognizer) && !(other is UITapGestureRecognizer)
    }
}
