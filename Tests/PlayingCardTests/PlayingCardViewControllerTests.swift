import Foundation
@testable import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The single-card controller in an offscreen 400 × 560 window on a manual clock, driven
/// with synthesized touch streams: no X server, no real time. Each test checks the model
/// (deck, dealt cards), the card view and the status line after the gesture, and what the
/// recognizers did.
@Suite("PlayingCardViewController")
@MainActor
struct PlayingCardViewControllerTests {
    static let fiveOfHearts = PlayingCard(suit: .hearts, rank: .numeric(5))

    let harness = GestureHarness(size: CGSize(width: 400, height: 560))
    let controller: PlayingCardViewController

    init() {
        controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: Self.fiveOfHearts)
        harness.window.rootViewController = controller
        harness.window.layoutIfNeeded()
        harness.record(controller.swipeRecognizer, as: "swipe")
        harness.record(controller.tapRecognizer, as: "tap")
        harness.record(controller.pinchRecognizer, as: "pinch")
        harness.record(controller.panRecognizer, as: "pan")
        harness.record(controller.rotationRecognizer, as: "rotation")
        harness.record(controller.longPressRecognizer, as: "long press")
    }

    var card: PlayingCardView { controller.cardView }

    /// The card's centre in window coordinates (where the gestures aim).
    var cardCenter: CGPoint {
        card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
    }

    /// The card's turn, clockwise positive, from its transform.
    var cardAngle: CGFloat { atan2(card.transform.b, card.transform.a) }

    /// Sends what `gesture` synthesizes, starting a little after the clock's time, then lets
    /// the clock run on so that every recognizer's timers settle.
    func perform(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(gesture(&synthesizer))
        harness.advance(by: 1)
    }

    /// The transcript without failures and cancellations: who won.
    var winners: String {
        harness.entries.filter { !$0.hasSuffix("failed") && !$0.hasSuffix("cancelled") }
            .reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
            .joined(separator: ", ")
    }

    /// The view shows `card`'s rank and suit.
    func shows(_ playingCard: PlayingCard?) -> Bool {
        guard let playingCard else { return false }
        return card.rank == playingCard.rank.order && card.suit == playingCard.suit.rawValue
    }

    func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    // MARK: Start

    @Test func startsWithTheRequestedCardTakenOutOfTheDeck() {
        #expect(controller.currentCard == Self.fiveOfHearts)
        #expect(controller.dealtCards == [Self.fiveOfHearts])
        #expect(controller.deck.count == 51)
        #expect(!controller.deck.cards.contains(Self.fiveOfHearts))
        #expect(card.rank == 5 && card.suit == "♥" && card.isFaceUp)
        #expect(controller.statusMessage == "5♥ · 51 cards left")
        #expect(controller.statusLabel.text == controller.statusMessage)
        // One card alone on the table, 5 : 8, as tall as the room between the top margin and
        // the status line allows (PlayingCardLayoutTests has the sizes), centred across.
        #expect(card.frame == CGRect(x: 41, y: 8, width: 319, height: 510))
        #expect(cardCenter == CGPoint(x: 200.5, y: 263))
        #expect(card.gestureRecognizers?.count == 6)
        // The status line sits along the bottom of the table.
        #expect(controller.statusLabel.frame == CGRect(x: 0, y: 526, width: 400, height: 34))
    }

    @Test func withoutAnInitialCardOneIsDealtAndFaceDownIsHonoured() {
        let dealt = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), faceUp: false)
        var deck = PlayingCardDeck(seed: 1)
        #expect(dealt.currentCard == deck.draw())
        #expect(dealt.deck.count == 51)
        dealt.loadViewIfNeeded()
        #expect(!dealt.cardView.isFaceUp)
        #expect(dealt.statusMessage == "face down · 51 cards left")
    }

    // MARK: Swipes deal

    @Test(arguments: [UISwipeGestureRecognizer.Direction.left, .right])
    func aSwipeDealsTheNextCard(direction: UISwipeGestureRecognizer.Direction) {
        let center = cardCenter
        perform { $0.swipe(from: center, direction: direction) }
        #expect(winners == "swipe ended")
        #expect(controller.dealtCards.count == 2)
        #expect(controller.deck.count == 50)
        let dealt = controller.currentCard
        #expect(dealt != Self.fiveOfHearts)
        #expect(shows(dealt))
        #expect(controller.statusMessage == "\(dealt!) · 50 cards left")
        #expect(controller.statusLabel.text == controller.statusMessage)
        // The flick dealt; the drag that waits for it did not also move the card.
        #expect(harness.transcript.contains("pan failed"))
        #expect(cardCenter == center)

        perform { $0.swipe(from: center, direction: direction) }
        #expect(controller.deck.count == 49)
        #expect(controller.currentCard != dealt)
        #expect(shows(controller.currentCard))
    }

    @Test func theDealFollowsTheSeed() {
        perform { $0.swipe(from: cardCenter, direction: .left) }
        perform { $0.swipe(from: cardCenter, direction: .right) }
        var deck = PlayingCardDeck(seed: 1)
        deck.remove(Self.fiveOfHearts)
        let expected = [Self.fiveOfHearts, deck.draw()!, deck.draw()!]
        #expect(controller.dealtCards == expected)
    }

    @Test func aSwipeDealsAFaceDownCardFaceUp() {
        card.isFaceUp = false
        perform { $0.swipe(from: cardCenter, direction: .left) }
        #expect(card.isFaceUp)
        #expect(controller.statusMessage.hasPrefix(controller.currentCard!.description))
    }

    // MARK: Drag

    @Test func aSlowDragMovesTheCardAndDoesNotDeal() {
        let start = cardCenter
        var actions = 0
        controller.panRecognizer.addAction { _ in actions += 1 }
        // 20 pt right and 40 pt down at 100 pt/s: well under a flick's speed. The card fills
        // the height between the top margin and the status line, so only the 20 pt across
        // (of the 24.5 it has on each side) moves it.
        perform { $0.pan(along: [start, CGPoint(x: start.x + 20, y: start.y + 40)], speed: 100) }
        #expect(harness.transcript.contains("swipe failed"))
        #expect(winners == "pan began, pan changed, pan ended")
        #expect(close(cardCenter, CGPoint(x: start.x + 20, y: start.y), within: 1))
        #expect(controller.deck.count == 51)
        #expect(controller.currentCard == Self.fiveOfHearts)
        #expect(card.isFaceUp)
        #expect(card.transform == .identity)
        // Followed the finger on every event, not in a jump at the end.
        #expect(actions > 40)
        // The position is kept in the constraints: another layout pass leaves the card there.
        controller.tableView.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(close(cardCenter, CGPoint(x: start.x + 20, y: start.y), within: 1))
    }

    @Test func aDragStopsTheCardAtTheMargin() {
        let start = cardCenter
        perform { $0.pan(along: [start, CGPoint(x: start.x - 150, y: start.y)], speed: 150) }
        // The left margin is 16 points: the card's edge stops there, at its size.
        #expect(card.frame == CGRect(x: 16, y: 8, width: 319, height: 510))
        // And it comes back as soon as the finger does, without lag from the stop.
        let edge = cardCenter
        perform { $0.pan(along: [edge, CGPoint(x: edge.x + 10, y: edge.y)], speed: 150) }
        #expect(close(cardCenter, CGPoint(x: edge.x + 10, y: start.y), within: 1))
    }

    // MARK: Tap

    @Test func aTapFlipsTheCardAtOnce() {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        // No clock advance after the lift: the tap waits for no other recognizer to fail.
        harness.send(synthesizer.tap(at: cardCenter))
        #expect(!card.isFaceUp)
        #expect(winners == "tap ended")
        #expect(controller.statusMessage == "face down · 51 cards left")
        #expect(controller.statusLabel.text == "face down · 51 cards left")
        harness.advance(by: 1)

        perform { $0.tap(at: cardCenter) }
        #expect(card.isFaceUp)
        #expect(controller.statusMessage == "5♥ · 51 cards left")
        #expect(controller.deck.count == 51)
        #expect(controller.currentCard == Self.fiveOfHearts)
    }

    @Test func aTapOffTheCardDoesNothing() {
        perform { $0.tap(at: CGPoint(x: 10, y: 10)) }
        #expect(card.isFaceUp)
        #expect(harness.entries.isEmpty)
    }

    // MARK: Pinch and rotation

    @Test func aPinchScalesTheFacePictureNotTheCard() {
        let size = card.bounds.size, center = cardCenter
        perform { $0.pinch(center: center, scale: 4.0 / 3.0) }
        #expect(winners == "pinch began, pinch changed, pinch ended")
        // The fingers go from 200 to 266.7 pt apart; the pinch reads 1 once past its 8 pt
        // hysteresis (at about 210 pt), so the face grows by about 266.7 / 210 from 0.75.
        #expect(card.faceCardScale > 0.75 * 266.7 / 212)
        #expect(card.faceCardScale < 0.75 * 266.7 / 208)
        #expect(card.bounds.size == size)
        #expect(card.transform == .identity)
        #expect(cardCenter == center)
        #expect(controller.deck.count == 51)
        #expect(card.isFaceUp)
    }

    @Test func pinchingInShrinksTheFaceAndStopsAtTheLimits() {
        perform { $0.pinch(center: cardCenter, scale: 0.6) }
        // 120 pt over the about 192 pt at which the pinch began.
        #expect(abs(card.faceCardScale - 0.75 * 120 / 192) < 0.01)
        perform { $0.pinch(center: cardCenter, scale: 0.2) }
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.lowerBound)
        perform { $0.pinch(center: cardCenter, scale: 3) }
        perform { $0.pinch(center: cardCenter, scale: 3) }
        #expect(card.faceCardScale == PlayingCardView.faceCardScaleRange.upperBound)
    }

    @Test(arguments: [CGFloat.pi / 4, -CGFloat.pi / 3])
    func aRotationTurnsTheCard(angle: CGFloat) {
        let center = cardCenter
        perform { $0.rotate(center: center, angle: angle) }
        #expect(winners == "rotation began, rotation changed, rotation ended")
        // The turn less the 7.5° the rotation waits for before it begins, clockwise positive.
        let hysteresis = 7.5 * CGFloat.pi / 180
        let expected = angle > 0 ? angle - hysteresis : angle + hysteresis
        #expect(abs(cardAngle - expected) < 0.02)
        // A pure rotation about the card's centre: no scaling, no drift.
        #expect(abs(hypot(card.transform.a, card.transform.b) - 1) < 1e-9)
        #expect(close(cardCenter, center, within: 0.5))
        #expect(card.faceCardScale == 0.75)
        #expect(controller.deck.count == 51)
    }

    @Test func pinchRotationAndDragTogether() {
        let c = cardCenter
        var script = harness.script()
        script.wait(0.1)
        script.down(1, at: CGPoint(x: c.x - 100, y: c.y))
        script.down(2, at: CGPoint(x: c.x + 100, y: c.y))
        // Spread to 1.3× while turning 40° clockwise and drifting 20 pt left (across, where the
        // card has room to move), slowly.
        let angle = 40 * CGFloat.pi / 180, half: CGFloat = 130, drift: CGFloat = 20
        script.moveTogether([1: CGPoint(x: c.x - drift - half * cos(angle), y: c.y - half * sin(angle)),
                             2: CGPoint(x: c.x - drift + half * cos(angle), y: c.y + half * sin(angle))],
                            duration: 0.5, steps: 60)
        script.up(1)
        script.up(2)
        harness.send(script)
        harness.advance(by: 1)
        for name in ["pinch", "rotation", "pan"] {
            #expect(harness.transcript.contains("\(name) began"))
            #expect(harness.transcript.contains("\(name) ended"))
            #expect(!harness.transcript.contains("\(name) cancelled"))
        }
        #expect(card.faceCardScale > 0.75 * 1.2)
        #expect(card.faceCardScale < 0.75 * 1.3)
        #expect(cardAngle > 30 * .pi / 180 && cardAngle < 40 * .pi / 180)
        // The pan waits for the swipe, which fails as soon as the second finger lands, so
        // the whole drift counts.
        #expect(close(cardCenter, CGPoint(x: c.x - drift, y: c.y), within: 1))
        #expect(controller.deck.count == 51)
        #expect(card.isFaceUp)
    }

    // MARK: Long press

    @Test func aLongPressShufflesTheDealtCardsBack() {
        for _ in 0..<3 { controller.dealNextCard() }
        #expect(controller.deck.count == 48)
        let showing = controller.currentCard
        perform { $0.press(at: cardCenter, duration: 0.6) }
        #expect(winners == "long press began, long press ended")
        #expect(controller.deck.count == 51)
        #expect(controller.dealtCards == [showing])
        #expect(!controller.deck.cards.contains(showing!))
        #expect(shows(showing))
        // Held past the long press's half second: not also a tap.
        #expect(card.isFaceUp)
        #expect(controller.statusMessage == "3 cards shuffled back · \(showing!) · 51 cards left")
        #expect(controller.statusLabel.text == controller.statusMessage)
    }

    @Test func aShortPressIsATapNotAShuffle() {
        controller.dealNextCard()
        perform { $0.press(at: cardCenter, duration: 0.3) }
        #expect(controller.deck.count == 50)
        #expect(!card.isFaceUp)
    }

    // MARK: Running out

    @Test func dealingPastTheEndReshufflesAndNeverRepeatsACard() {
        var seen: Set<PlayingCard> = [Self.fiveOfHearts]
        for _ in 0..<51 {
            controller.dealNextCard()
            seen.insert(controller.currentCard!)
        }
        #expect(seen.count == 52)
        #expect(controller.deck.isEmpty)
        #expect(controller.statusMessage == "\(controller.currentCard!) · 0 cards left")
        let last = controller.currentCard

        // The 53rd deal takes back every card but the one showing.
        perform { $0.swipe(from: cardCenter, direction: .left) }
        #expect(controller.currentCard != last)
        #expect(controller.dealtCards == [last, controller.currentCard])
        #expect(controller.deck.count == 50)
        #expect(controller.statusMessage == "deck ran out: reshuffled · \(controller.currentCard!) · 50 cards left")
        #expect(shows(controller.currentCard))

        // Many more rounds: never the same card twice in a row, and never a card in the deck
        // and on the table at once.
        var previous = controller.currentCard
        for _ in 0..<200 {
            controller.dealNextCard()
            #expect(controller.currentCard != previous)
            previous = controller.currentCard
            #expect(controller.deck.count + controller.dealtCards.count == 52)
        }
        #expect(Set(controller.dealtCards).isDisjoint(with: controller.deck.cards))
    }

    @Test func aDeckWithNoOtherCardSaysSoInsteadOfReshuffling() {
        var deck = PlayingCardDeck(seed: 4)
        for _ in 0..<51 { _ = deck.draw() }
        let last = PlayingCardViewController(deck: deck)
        last.loadViewIfNeeded()
        let only = last.currentCard
        #expect(only != nil && last.deck.isEmpty)
        last.dealNextCard()
        #expect(last.currentCard == only)
        #expect(last.dealtCards == [only])
        #expect(last.statusMessage == "no other card to deal · \(only!) · 0 cards left")
    }

    @Test func theStatusSaysOneCardInTheSingular() {
        for _ in 0..<50 { controller.dealNextCard() }
        #expect(controller.statusMessage.hasSuffix(" · 1 card left"))
        controller.shuffleDealtCardsBack()
        #expect(controller.statusMessage.hasPrefix("50 cards shuffled back · "))
        controller.shuffleDealtCardsBack()
        #expect(controller.statusMessage.hasPrefix("0 cards shuffled back · "))
        controller.dealNextCard()
        controller.shuffleDealtCardsBack()
        #expect(controller.statusMessage.hasPrefix("1 card shuffled back · "))
    }
}

/// The keyboard alternatives, sent the way the application sends them: to the controller,
/// and up the responder chain from there when it does not handle them.
@Suite("PlayingCardViewController keys")
@MainActor
struct PlayingCardViewControllerKeyTests {
    /// Catches the presses that reach it, as the next responder after the controller.
    final class KeyRecordingView: UIView {
        var began: [UIKeyboardHIDUsage] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            began += presses.compactMap { $0.key?.keyCode }
        }
    }

    let host = KeyRecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
    let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 2),
                                               initialCard: PlayingCard(suit: .spades, rank: .ace))

    init() {
        controller.view.frame = host.bounds
        host.addSubview(controller.view)
        host.layoutIfNeeded()
    }

    func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = []) {
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers, keyCode: keyCode)
        let press = UIPress(phase: .began, key: key, timestamp: 0)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: 0))
        let release = UIPress(phase: .ended, key: key, timestamp: 0.1)
        controller.pressesEnded([release], with: UIPressesEvent(presses: [release], timestamp: 0.1))
    }

    @Test func spaceFlips() {
        press(.keyboardSpacebar, " ")
        #expect(!controller.cardView.isFaceUp)
        #expect(controller.statusMessage == "face down · 51 cards left")
        press(.keyboardSpacebar, " ")
        #expect(controller.cardView.isFaceUp)
        #expect(host.began.isEmpty)
    }

    @Test func arrowsDealAndSShufflesBack() {
        press(.keyboardLeftArrow)
        press(.keyboardRightArrow)
        #expect(controller.dealtCards.count == 3)
        #expect(controller.deck.count == 49)
        #expect(controller.cardView.rank == controller.currentCard?.rank.order)
        press(.keyboardS, "s")
        #expect(controller.deck.count == 51)
        #expect(controller.dealtCards.count == 1)
        #expect(controller.statusMessage.hasPrefix("2 cards shuffled back"))
        // Shift does not stop S; the menu modifiers do (they mean something else).
        press(.keyboardRightArrow)
        press(.keyboardS, "S", modifiers: .shift)
        #expect(controller.deck.count == 51)
        press(.keyboardRightArrow, modifiers: .control)
        #expect(controller.deck.count == 51)
        #expect(host.began == [.keyboardRightArrow])
    }

    @Test func homePutsTheCardBackUprightInTheMiddle() {
        let card = controller.cardView
        let home = card.center
        controller.cardCenterXConstraint.constant = -20
        controller.cardCenterYConstraint.constant = 90
        card.transform = CGAffineTransform(rotationAngle: 0.8)
        host.layoutIfNeeded()
        #expect(card.center != home)
        press(.keyboardHome)
        host.layoutIfNeeded()
        #expect(card.transform == .identity)
        #expect(controller.cardCenterXConstraint.constant == 0 && controller.cardCenterYConstraint.constant == 0)
        #expect(card.center == home)
        #expect(card.center == CGPoint(x: 200.5, y: 263))
        #expect(host.began.isEmpty)
    }

    @Test func otherKeysGoUpTheResponderChain() {
        press(.keyboardA, "a")
        press(.keyboardSpacebar, " ", modifiers: .alternate)
        #expect(host.began == [.keyboardA, .keyboardSpacebar])
        #expect(controller.cardView.isFaceUp)
        #expect(controller.deck.count == 51)
        // A press with no key at all is passed on too, without trouble.
        let keyless = UIPress(phase: .began, key: nil, timestamp: 0)
        controller.pressesBegan([keyless], with: UIPressesEvent(presses: [keyless], timestamp: 0))
        #expect(host.began.count == 2)
    }

    @Test func keysThroughTheApplicationReachTheKeyWindowsController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 2))
        window.rootViewController = controller
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = window
        defer { UIApplication.shared.keyWindow = previous }
        let key = UIKey(characters: " ", charactersIgnoringModifiers: " ", keyCode: .keyboardSpacebar)
        UIApplication.shared.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 1)))
        UIApplication.shared.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 1.05)))
        #expect(!controller.cardView.isFaceUp)
        // An unhandled key climbs to the application, which ignores it.
        let other = UIKey(characters: "r", charactersIgnoringModifiers: "r", keyCode: .keyboardR)
        UIApplication.shared.sendInput(.key(KeyInput(isDown: true, key: other, timestamp: 2)))
        UIApplication.shared.sendInput(.key(KeyInput(isDown: false, key: other, timestamp: 2.05)))
        #expect(controller.deck.count == 51)
    }
}
