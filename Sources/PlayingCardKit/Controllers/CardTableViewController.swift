import Foundation
import DemoSupport
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
/// | fling (a pan let go faster than `flingSpeed`) | throws it across the felt |
/// | long press on the table | sets every card flying |
///
/// Touching a card brings it to the front. Pan, pinch and rotation on the same card work
/// together; recognizers on different cards never compete, because they see different
/// touches. Home (key) lays the table out again.
///
/// The grid is worked out for the table's actual size, and again whenever that size changes
/// until a card has been dragged, pinched or turned; from then on a resize keeps the cards
/// where the user put them (in table units) until Home.
///
/// **Animation.** The cards are dealt from a deck at the middle of the table's bottom edge,
/// the side nearest the player, one after another, each flying to its place; Home springs
/// the cards back to their places, upright and at their normal size; a tap flips a card
/// from the left, as the single card does. A resize lays the grid out again at once, as
/// UIKit apps do: the window is already changing under the user's hand.
///
/// **Physics** (UIKit Dynamics, as the lecture after the seeds teaches it). A card let go
/// while moving faster than `flingSpeed` flies on with the pan's velocity (and a spin from
/// where it was held), bounces off the table's edges and the other cards, and slides to a
/// stop on the felt; a long press on the table throws every card at once. Cards lying
/// still are anchored obstacles, so a slow drag still puts a card down exactly where the
/// finger leaves it, and a pile stays a pile until a flying card hits it. A card that flies
/// is upright-or-turned as the flight leaves it, at its normal size (a pinch is dropped,
/// since the animator's transform is a pure rotation, as in UIKit).
open class CardTableViewController: DemoViewController, UIGestureRecognizerDelegate, UIDynamicAnimatorDelegate {
    /// The cards on the table, in deal order.
    public let cards: [PlayingCard]
    public private(set) var cardViews: [TableCardView] = []
    public private(set) var tableView: CardTableView!

    /// The table size the grid was last worked out for.
    private var gridTableSize: CGSize?
    /// Whether a card has been dragged, pinched or turned since the last grid layout.
    private var isArrangedByHand = false

    /// Whether the cards have left the deck: once, at the table's first layout in a window.
    private var hasDealt = false

    /// The table's physics (made with the view).
    public private(set) var animator: UIDynamicAnimator!
    /// The cards' composite behavior.
    public let cardBehavior = CardTableBehavior()
    /// Each pan's translation when the card was last moved by it.
    private var panTranslations: [ObjectIdentifier: CGPoint] = [:]
    /// The table size the physics last read the cards at.
    private var dynamicsTableSize: CGSize?
    /// Where the long press's random throws come from: the same throws on every run.
    private var scatterGenerator = SeededGenerator(seed: CardTableViewController.scatterSeed)

    /// A pan let go faster than this (points/s) throws the card; slower, it is put down.
    /// Above the speed of a deliberate drag (a few hundred points/s), below a flick's.
    public static let flingSpeed: CGFloat = 700
    /// How much a throw spins a card held off its centre: the spin (radians/s) is this times
    /// the turn the release velocity makes about the card's centre.
    static let flingSpinFactor: CGFloat = 0.5
    /// The fastest spin a throw gives a card, in radians per second.
    static let maximumFlingSpin: CGFloat = 15
    /// The long press's throw speeds, in points per second.
    public static let scatterSpeeds: ClosedRange<Double> = 900...1800
    /// The seed of the long press's throws.
    static let scatterSeed: UInt64 = 2017

    /// The smallest and largest a pinch may make a card, relative to its laid-out size.
    public static let cardScaleRange: ClosedRange<CGFloat> = 0.3...4

    /// How long one card takes to fly from the deck to its place, in seconds.
    public static let dealFlightDuration: TimeInterval = 0.5
    /// How long after one card the next leaves the deck, in seconds: quick enough to read as
    /// one deal, slow enough that each card is seen to go.
    public static let dealInterval: TimeInterval = 0.06
    /// The longest time from the first card leaving the deck to the last, in seconds: a big
    /// deal goes faster per card, so that a full deck is on the table in 1.5 s.
    public static let longestDealSpread: TimeInterval = 1
    /// Home brings the cards back on the single card's spring.
    public static let homeDuration = PlayingCardViewController.homeDuration
    static let homeDamping = PlayingCardViewController.homeDamping

    /// How long after the first card the card at `index` of `count` leaves the deck, in seconds.
    public static func dealDelay(ofCardAt index: Int, of count: Int) -> TimeInterval {
        guard count > 1 else { return 0 }
        return TimeInterval(index) * min(dealInterval, longestDealSpread / TimeInterval(count - 1))
    }

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
        // The first card dealt is the deck's top card, so it lies above the others until
        // it leaves (a card touched later comes to the front anyway).
        for card in cardViews.reversed() { table.addSubview(card) }
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
        let press = UILongPressGestureRecognizer(target: self, action: CardTableViewController.scatterCards(byReactingTo:))
        tableView.addGestureRecognizer(press)
        animator = UIDynamicAnimator(referenceView: tableView)
        animator.delegate = self
        animator.addBehavior(cardBehavior)
        cardBehavior.cardsMoved = { [weak self] cards in
            guard let self else { return }
            for case let card as PlayingCardView in cards { self.tableView.notePosition(of: card) }
            self.isArrangedByHand = true
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

    /// Deals the cards once the table is laid out in a window: only then are the grid's
    /// places known at the table's real size, and the deal starts before the first frame is
    /// drawn, so the cards are never seen in their places before they fly there.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if !hasDealt, view.window != nil, tableView.bounds.width > 0, tableView.bounds.height > 0 {
            hasDealt = true
            dealCards()
        }
        if hasDealt, tableView.bounds.size != dynamicsTableSize {
            // The cards' places (and sizes) changed under the physics: it reads them again.
            dynamicsTableSize = tableView.bounds.size
            for card in cardViews {
                if cardBehavior.contains(card) {
                    animator.updateItem(usingCurrentState: card)
                } else {
                    cardBehavior.lay(card)
                }
            }
        }
    }

    /// Where the deck is: a card's centre on the middle of the table's bottom edge, so half
    /// the pile shows. From there every path leads up and away from the player, the longest
    /// is shorter than from a corner, and no card's flight crosses the whole grid.
    public var deckPosition: CGPoint {
        CGPoint(x: tableView.bounds.midX, y: tableView.bounds.maxY)
    }

    /// Sends each card from the deck to the place the layout gave it, one after another.
    ///
    /// The places stay the truth (the model moves at once, as in any UIKit animation); only
    /// what is drawn flies. The cards can be touched in flight (`.allowUserInteraction`):
    /// a player need not wait for a full deck to land to take the card they see arriving,
    /// and since position animations add up, a card dragged mid-flight finishes its flight
    /// into the finger instead of jumping there.
    private func dealCards() {
        let deck = deckPosition
        for (index, card) in cardViews.enumerated() {
            let place = card.center
            UIView.performWithoutAnimation { card.center = deck }
            UIView.animate(withDuration: CardTableViewController.dealFlightDuration,
                           delay: CardTableViewController.dealDelay(ofCardAt: index, of: cardViews.count),
                           options: [.curveEaseOut, .allowUserInteraction],
                           animations: { card.center = place })
        }
    }

    /// Puts every card back in its grid cell, upright and at its normal size; `animated`
    /// (Home) springs the cards that were moved, turned or scaled back there.
    ///
    /// While a card springs home it ignores touches (no `.allowUserInteraction`): its turn
    /// and scale animate as a whole, so a pinch or turn begun before it lands would not show
    /// until it had landed, and then in a jump. The 0.5 s wait is the lesser surprise.
    public func layOutCards(animated: Bool) {
        // Home stops every flight: the cards lie at their places.
        for card in cardViews where cardBehavior.flying.items.contains(where: { $0 === card }) {
            cardBehavior.take(card)
        }
        defer {
            if hasDealt { for card in cardViews { cardBehavior.lay(card) } }
        }
        guard animated, tableView.window != nil else { return layOutCards() }
        UIView.animate(withDuration: CardTableViewController.homeDuration, delay: 0,
                       usingSpringWithDamping: CardTableViewController.homeDamping, initialSpringVelocity: 0,
                       options: [], animations: {
            self.layOutCards()
            self.tableView.layoutIfNeeded()
        })
    }

    /// Puts every card back in its grid cell, upright and at its normal size, at once.
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

    /// Drags the card; let go fast, throws it (see the type).
    public func moveCard(byReactingTo recognizer: UIPanGestureRecognizer) {
        guard let card = recognizer.view as? PlayingCardView else { return }
        switch recognizer.state {
        case .began:
            // The finger has the card: the physics lets go of it.
            cardBehavior.take(card)
            panTranslations[ObjectIdentifier(recognizer)] = .zero
        case .changed, .ended:
            // The translation is followed by differences rather than set back to zero:
            // setTranslation starts the velocity over, and a throw needs the velocity the
            // finger had when it let go.
            let translation = recognizer.translation(in: tableView)
            let last = panTranslations[ObjectIdentifier(recognizer)] ?? .zero
            tableView.move(card, by: CGPoint(x: translation.x - last.x, y: translation.y - last.y))
            panTranslations[ObjectIdentifier(recognizer)] = translation
            isArrangedByHand = true
            guard recognizer.state == .ended else { return }
            panTranslations[ObjectIdentifier(recognizer)] = nil
            let velocity = recognizer.velocity(in: tableView)
            if hypot(velocity.x, velocity.y) >= CardTableViewController.flingSpeed {
                cardBehavior.fling(card, velocity: velocity,
                                   angularVelocity: spin(of: card, heldAt: recognizer.location(in: tableView), velocity: velocity))
            } else {
                cardBehavior.lay(card)
            }
        case .cancelled, .failed:
            panTranslations[ObjectIdentifier(recognizer)] = nil
            cardBehavior.lay(card)
        default:
            break
        }
    }

    /// The spin a throw gives `card` held at `grip` (table coordinates): a card held at a
    /// corner and thrown sideways turns, one held at its centre does not.
    func spin(of card: UIView, heldAt grip: CGPoint, velocity: CGPoint) -> CGFloat {
        let r = CGPoint(x: grip.x - card.center.x, y: grip.y - card.center.y)
        let halfDiagonal = hypot(card.bounds.width, card.bounds.height) / 2
        guard halfDiagonal > 0 else { return 0 }
        let turn = (r.x * velocity.y - r.y * velocity.x) / (halfDiagonal * halfDiagonal)
        let limit = CardTableViewController.maximumFlingSpin
        return min(max(CardTableViewController.flingSpinFactor * turn, -limit), limit)
    }

    /// A long press on the table throws every card, each in a direction and at a speed of
    /// its own, with an instantaneous push (as the lecture's cards are thrown) that removes
    /// itself once it has pushed.
    public func scatterCards(byReactingTo recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        for card in cardViews {
            cardBehavior.fling(card, velocity: .zero, angularVelocity: 0)
            let push = UIPushBehavior(items: [card], mode: .instantaneous)
            let angle = Double.random(in: 0..<(2 * Double.pi), using: &scatterGenerator)
            let speed = Double.random(in: CardTableViewController.scatterSpeeds, using: &scatterGenerator)
            // A push of magnitude 1 gives a 100 × 100 point card of density 1 100 points/s.
            let mass = card.bounds.width * card.bounds.height / 10_000
            push.setAngle(CGFloat(angle), magnitude: CGFloat(speed / 100) * mass)
            let offset = Double.random(in: -0.3...0.3, using: &scatterGenerator)
            push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: card.bounds.height * CGFloat(offset)), for: card)
            push.action = { [unowned push, weak cardBehavior] in cardBehavior?.removeChildBehavior(push) }
            cardBehavior.addChildBehavior(push)
        }
        isArrangedByHand = true
    }

    // MARK: UIDynamicAnimatorDelegate

    /// Everything stopped: the cards that flew lie still (anchored) again.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        cardBehavior.settle()
    }

    public func scaleCard(byReactingTo recognizer: UIPinchGestureRecognizer) {
        holdInPhysics(recognizer)
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
        holdInPhysics(recognizer)
        guard recognizer.state == .changed || recognizer.state == .ended,
              let card = recognizer.view else { return }
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
        isArrangedByHand = true
    }

    /// A pinch or turn takes the card from the physics while it lasts, and puts it down
    /// (as it now is) when it ends, unless a pan still holds it (the pan's end decides).
    private func holdInPhysics(_ recognizer: UIGestureRecognizer) {
        guard let card = recognizer.view as? PlayingCardView else { return }
        switch recognizer.state {
        case .began:
            cardBehavior.take(card)
        case .ended, .cancelled:
            // (Not .failed: a pinch or turn that never began holds nothing, and it fails
            // at the end of every drag.)
            let panning = (card.gestureRecognizers ?? []).contains {
                $0 is UIPanGestureRecognizer && ($0.state == .began || $0.state == .changed)
            }
            if !panning { cardBehavior.lay(card) }
        default:
            break
        }
    }

    /// Turns the card over with the single card's flip from the left.
    public func flipCard(byReactingTo recognizer: UITapGestureRecognizer) {
        guard let card = recognizer.view as? PlayingCardView else { return }
        UIView.transition(with: card, duration: PlayingCardViewController.flipDuration,
                          options: [.transitionFlipFromLeft], animations: { card.isFaceUp.toggle() })
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let home = presses.filter { $0.key?.keyCode == .keyboardHome }
        if !home.isEmpty { layOutCards(animated: true) }
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
