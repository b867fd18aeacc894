import Foundation
import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// Table mode's animations on a simulated frame clock: the deal from the deck, Home's spring
/// back to the grid, the flip, and a resize that does not animate. Each test reads what is
/// drawn (the cards' presentation layers) part-way through, and the model, which changes at
/// once.
@Suite("CardTableViewController animation")
@MainActor
struct CardTableAnimationTests {
    let harness = GestureHarness(size: CGSize(width: 1024, height: 700))
    let frames: HeadlessFrameClock
    let controller: CardTableViewController
    /// When the first layout dealt the cards.
    let dealTime: TimeInterval

    init() {
        // The frame clock first, so the deal's first frame is one it runs.
        frames = HeadlessFrameClock(window: harness.window)
        controller = CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 4)
        harness.window.rootViewController = controller
        dealTime = harness.clock.now
        harness.window.renderIfNeeded()
    }

    var cards: [TableCardView] { controller.cardViews }

    /// The centres of the grid cells for four cards on a 1024 × 700 table: one row.
    static let gridCenters = [128, 384, 640, 896].map { CGPoint(x: $0, y: 350) }
    /// The deck: the middle of the table's bottom edge.
    static let deck = CGPoint(x: 512, y: 700)

    /// Where `card` is drawn now (the table fills the window, so in window points too).
    func shownCenter(_ card: UIView) -> CGPoint { card.layer.presentation()!.position }
    func shownTransform(_ card: UIView) -> CGAffineTransform { card.layer.presentation()!.affineTransform() }

    /// How far along the straight line from `start` to `end` the point `p` is (0 at the
    /// start, 1 at the end), and how far off that line it lies.
    func progress(of p: CGPoint, from start: CGPoint, to end: CGPoint) -> (along: CGFloat, off: CGFloat) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = hypot(dx, dy)
        let along = ((p.x - start.x) * dx + (p.y - start.y) * dy) / (length * length)
        let off = abs((p.x - start.x) * dy - (p.y - start.y) * dx) / length
        return (along, off)
    }

    /// Whether a pixel is the table's felt (to within rounding).
    func isFelt(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        let felt = CardTableView.feltColor.cgColor
        let expected = [felt.red, felt.green, felt.blue].map { Int(($0 * 255).rounded()) }
        return zip([pixel.r, pixel.g, pixel.b].map(Int.init), expected).allSatisfy { abs($0 - $1) <= 2 }
    }

    func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Runs frames until `seconds` after the deal began.
    func advance(toDealTime seconds: TimeInterval) {
        frames.advance(by: dealTime + seconds - harness.clock.now)
    }

    /// The whole deal: the last card's delay and its flight.
    var dealLength: TimeInterval {
        CardTableViewController.dealDelay(ofCardAt: cards.count - 1, of: cards.count) + CardTableViewController.dealFlightDuration
    }

    func sendHome() {
        let home = UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: .keyboardHome)
        let press = UIPress(phase: .began, key: home, timestamp: harness.clock.now)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: harness.clock.now))
    }

    func perform(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(gesture(&synthesizer))
        frames.advance(by: 1)
    }

    // MARK: The deal

    @Test func theCardsStartInTheDeckWhileTheModelHasThemInTheirPlaces() {
        #expect(controller.deckPosition == Self.deck)
        for (card, place) in zip(cards, Self.gridCenters) {
            #expect(card.center == place, "the model is where the card is going")
            #expect(shownCenter(card) == Self.deck, "drawn in the deck")
            #expect(card.layer.animationKeys() == ["position"])
        }
        #expect(frames.frameRequested)
    }

    @Test func eachCardFliesStraightFromTheDeckToItsPlaceEasingOut() {
        let flight = CardTableViewController.dealFlightDuration
        advance(toDealTime: flight / 4)
        let quarter = progress(of: shownCenter(cards[0]), from: Self.deck, to: Self.gridCenters[0])
        advance(toDealTime: flight / 2)
        let half = progress(of: shownCenter(cards[0]), from: Self.deck, to: Self.gridCenters[0])
        #expect(quarter.along > 0.25 && quarter.along < 1, "ease-out: ahead of a steady pace at a quarter, \(quarter.along)")
        #expect(half.along > quarter.along && half.along < 1, "further at half time, not there yet: \(half.along)")
        #expect(quarter.off < 1e-6 && half.off < 1e-6, "on the straight line")

        advance(toDealTime: dealLength + 0.05)
        #expect(cards.map(shownCenter) == Self.gridCenters)
        #expect(cards.allSatisfy { $0.layer.animationKeys() == nil })
        #expect(!frames.frameRequested, "no frames once the cards have landed")
        let framesAfterTheDeal = frames.framesRun
        frames.advance(by: 1)
        #expect(frames.framesRun == framesAfterTheDeal, "an idle table runs no frames")
    }

    @Test func theCardsLeaveTheDeckOneAfterAnother() {
        let count = cards.count
        let delays = (0..<count).map { CardTableViewController.dealDelay(ofCardAt: $0, of: count) }
        #expect(delays == (0..<count).map { Double($0) * CardTableViewController.dealInterval })
        // Just before the last card leaves, it is still in the deck while the others are on
        // their way, each further along than the one dealt after it.
        advance(toDealTime: delays[count - 1] - 0.02)
        let along = zip(cards, Self.gridCenters).map { progress(of: shownCenter($0), from: Self.deck, to: $1).along }
        #expect(along[count - 1] == 0)
        #expect(zip(along, along.dropFirst()).allSatisfy { $0 > $1 }, "\(along)")
    }

    @Test func aBigDealStillLastsAtMostAFewBeats() {
        // A full deck shares the longest spread: the 52nd card leaves a second after the first.
        let last = CardTableViewController.dealDelay(ofCardAt: 51, of: 52)
        #expect(abs(last - CardTableViewController.longestDealSpread) < 1e-12)
        #expect(CardTableViewController.dealDelay(ofCardAt: 0, of: 1) == 0)
    }

    @Test func aCardCanBeDraggedInFlightAndLandsUnderTheFinger() {
        // Card 0 is touched where it is going (where it is in the model, which hit testing
        // uses) while it is still on its way, and dragged 100 pt up.
        let start = Self.gridCenters[0], end = CGPoint(x: start.x, y: start.y - 100)
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.05)
        harness.send(synthesizer.pan(along: [start, end], speed: 400))
        #expect(harness.clock.now - dealTime < dealLength, "the drag ended before the deal did")
        #expect(close(cards[0].center, end, within: 1), "the model follows the finger at once")
        frames.advance(by: dealLength)
        #expect(close(shownCenter(cards[0]), end, within: 1), "and the card finishes its flight there")
        #expect(cards[0].layer.animationKeys() == nil)
    }

    // MARK: Home

    @Test func homeSpringsMovedTurnedAndScaledCardsBackToTheGrid() {
        frames.runUntilIdle()
        perform { $0.pan(along: [Self.gridCenters[0], CGPoint(x: 300, y: 600)], speed: 300) }
        perform { $0.rotate(center: Self.gridCenters[1], angle: 1) }
        perform { $0.pinch(center: Self.gridCenters[3], scale: 0.6) }
        let moved = shownCenter(cards[0])
        let turned = shownTransform(cards[1]), scaled = shownTransform(cards[3])
        #expect(moved.y > 550 && turned != .identity && scaled != .identity)

        sendHome()
        // The model is laid out at once.
        #expect(cards.map(\.center) == Self.gridCenters)
        #expect(cards.allSatisfy { $0.transform == .identity })
        // Only the cards the user changed animate.
        #expect(cards[2].layer.animationKeys() == nil)
        #expect(cards[0].layer.animationKeys() == ["position"])

        frames.advance(by: CardTableViewController.homeDuration / 4)
        let quarter = progress(of: shownCenter(cards[0]), from: moved, to: Self.gridCenters[0])
        let angle = atan2(shownTransform(cards[1]).b, shownTransform(cards[1]).a)
        let scale = hypot(shownTransform(cards[3]).a, shownTransform(cards[3]).b)
        #expect(quarter.along > 0 && quarter.along < 1, "on its way back: \(quarter.along)")
        #expect(quarter.off < 1e-6)
        let turnedAngle = atan2(turned.b, turned.a), scaledScale = hypot(scaled.a, scaled.b)
        #expect(abs(angle) > 1e-3 && abs(angle) < abs(turnedAngle), "turning back: \(angle) of \(turnedAngle)")
        #expect(scale > scaledScale && scale < 1, "growing back: \(scale) from \(scaledScale)")

        frames.advance(by: CardTableViewController.homeDuration)
        #expect(cards.map(shownCenter) == Self.gridCenters)
        #expect(cards.allSatisfy { shownTransform($0) == .identity && $0.layer.animationKeys() == nil })
        #expect(!frames.frameRequested)
    }

    @Test func aCardSpringingHomeIgnoresTouchesUntilItLands() {
        frames.runUntilIdle()
        perform { $0.rotate(center: Self.gridCenters[2], angle: 1) }
        sendHome()
        // A tap where the card is going, while it springs back: nothing flips it.
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.05)
        harness.send(synthesizer.tap(at: Self.gridCenters[2]))
        frames.advance(by: 1)
        #expect(cards[2].isFaceUp)
        // Landed, it takes taps again.
        perform { $0.tap(at: Self.gridCenters[2]) }
        #expect(!cards[2].isFaceUp)
    }

    @Test func homeDuringTheDealLetsTheCardsFlyOn() {
        advance(toDealTime: 0.1)
        let before = cards.map(shownCenter)
        sendHome()
        harness.window.renderIfNeeded()
        // Nothing was out of place, so nothing new starts: the flights go on unbroken.
        #expect(cards.map(shownCenter) == before)
        #expect(cards.allSatisfy { $0.layer.animationKeys() == ["position"] })
        frames.runUntilIdle()
        #expect(cards.map(shownCenter) == Self.gridCenters)
    }

    // MARK: Flip and resize

    @Test func aTapFlipsTheCardFromTheLeftLikeTheSingleCard() throws {
        frames.runUntilIdle()
        let card = cards[1]
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(synthesizer.tap(at: Self.gridCenters[1]))
        #expect(!card.isFaceUp, "the model turns over at once")
        #expect(card.layer.animationKeys()?.count == 1, "a transition: \(card.layer.animationKeys() ?? [])")
        // Half-way through the 0.6 s flip the card is edge on: felt shows where its left
        // half was (the card spans x 269.5…498.5).
        frames.advance(by: PlayingCardViewController.flipDuration / 2)
        let buffer = try #require(harness.window.backBuffer)
        #expect(isFelt(buffer.pixel(x: 300, y: 350)), "felt mid-flip: \(buffer.pixel(x: 300, y: 350))")
        frames.advance(by: PlayingCardViewController.flipDuration)
        #expect(!isFelt(buffer.pixel(x: 300, y: 350)), "the card's back is there again: \(buffer.pixel(x: 300, y: 350))")
        #expect(card.layer.animationKeys() == nil)
        #expect(!frames.frameRequested)
    }

    @Test func aResizeLaysTheGridOutAgainAtOnce() {
        frames.runUntilIdle()
        harness.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        harness.window.renderIfNeeded()
        #expect(cards.allSatisfy { $0.layer.animationKeys() == nil }, "no animation")
        #expect(cards.allSatisfy { shownCenter($0) == $0.center })
        #expect(Set(cards.map { $0.center.y }).count == 2, "two rows now")
        #expect(!frames.frameRequested)
    }

    @Test func aResizeMidDealMovesWhereTheCardsAreGoing() {
        advance(toDealTime: 0.1)
        harness.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        harness.window.layoutIfNeeded()
        let places = cards.map(\.center)
        frames.runUntilIdle()
        #expect(cards.map(shownCenter) == places, "each card lands in its new place")
    }

    // MARK: What the deal looks like

    /// Tolerance 6, as for the card references: text and images are drawn by Pango and
    /// Cairo's resampling, whose anti-aliasing may round a step differently between builds.
    @Test func referenceMidDeal() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 420))
        window.screenScale = 1
        let frames = HeadlessFrameClock(window: window)
        try CardRendering.withDefaultTextSize {
            window.rootViewController = CardTableViewController(deck: PlayingCardDeck(seed: 5), count: 13)
            window.renderIfNeeded()
            // 13 cards leave 0.06 s apart, each flying 0.5 s: at 0.55 s the first has
            // landed, the next nine are on their way, and the last three wait in the deck.
            frames.advance(by: 0.55)
            ReferenceImage.assertMatches(try #require(window.backBuffer), named: "table-13-mid-deal", tolerance: 6)
        }
    }
}
