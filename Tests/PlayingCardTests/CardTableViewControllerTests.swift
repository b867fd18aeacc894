import Foundation
import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// Table mode (`--table N`) in an offscreen window on a manual clock: several cards, each with
/// its own recognizers, driven by synthesized touches, including two hands at once.
@Suite("CardTableViewController")
@MainActor
struct CardTableViewControllerTests {
    let harness = GestureHarness(size: CGSize(width: 1024, height: 700))
    let controller: CardTableViewController

    init() {
        controller = CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 4)
        harness.window.rootViewController = controller
        harness.window.layoutIfNeeded()
        for (index, card) in controller.cardViews.enumerated() {
            for recognizer in card.gestureRecognizers ?? [] {
                let kind = switch recognizer {
                case is UIPanGestureRecognizer: "pan"
                case is UIPinchGestureRecognizer: "pinch"
                case is UIRotationGestureRecognizer: "rotation"
                case is UITapGestureRecognizer: "tap"
                default: "other"
                }
                harness.record(recognizer, as: "\(kind) \(index)")
            }
        }
    }

    var cards: [TableCardView] { controller.cardViews }

    /// A card's centre in window coordinates.
    func center(of card: UIView) -> CGPoint {
        card.convert(CGPoint(x: card.bounds.midX, y: card.bounds.midY), to: nil)
    }

    func scale(of card: UIView) -> CGFloat { hypot(card.transform.a, card.transform.b) }
    func angle(of card: UIView) -> CGFloat { atan2(card.transform.b, card.transform.a) }

    func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    func perform(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(gesture(&synthesizer))
        harness.advance(by: 1)
    }

    /// The cards on the table, back to front, as indices into `cards`.
    var stackingOrder: [Int] {
        controller.tableView.cardViews.compactMap { view in cards.firstIndex { $0 === view } }
    }

    /// The centres of the grid cells for four cards on a 1024 × 700 table: one row.
    static let gridCenters = [128, 384, 640, 896].map { CGPoint(x: $0, y: 350) }

    // MARK: Layout

    @Test func dealsDistinctCardsOntoAGridWithoutOverlap() {
        var deck = PlayingCardDeck(seed: 7)
        let expected = (0..<4).map { _ in deck.draw()! }
        #expect(controller.cards == expected)
        #expect(Set(controller.cards).count == 4)
        for (card, view) in zip(controller.cards, cards) {
            #expect(view.rank == card.rank.order && view.suit == card.suit.rawValue && view.isFaceUp)
            #expect(view.transform == .identity)
            #expect(harness.window.bounds.contains(view.frame))
        }
        #expect(cards.map { center(of: $0) } == Self.gridCenters)
        #expect(cards.allSatisfy { $0.bounds.size == CGSize(width: 229, height: 320) })
        for i in cards.indices {
            for j in cards.indices where i < j {
                #expect(!cards[i].frame.intersects(cards[j].frame), "cards \(i) and \(j) overlap")
            }
        }
        #expect(controller.tableView.cardViews.count == 4)
    }

    @Test(arguments: [CGSize(width: 400, height: 560), CGSize(width: 1024, height: 700), CGSize(width: 700, height: 1000)])
    func theGridFitsTheTablesRealSize(size: CGSize) {
        // The window decides the table's size, not the default the view was made with.
        let harness = GestureHarness(size: size)
        let controller = CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 4)
        harness.window.rootViewController = controller
        harness.window.layoutIfNeeded()
        let frames = controller.cardViews.map(\.frame)
        for i in frames.indices {
            #expect(harness.window.bounds.contains(frames[i]), "card \(i) at \(frames[i]) is off the table")
            for j in frames.indices where i < j {
                #expect(!frames[i].intersects(frames[j]), "cards \(i) and \(j) overlap: \(frames[i]), \(frames[j])")
            }
        }
    }

    @Test func aResizedTableKeepsTheCardsApartUntilOneIsMoved() {
        // Narrower: the grid becomes two by two, still without overlap.
        harness.window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        harness.window.layoutIfNeeded()
        let frames = cards.map(\.frame)
        for i in frames.indices {
            #expect(harness.window.bounds.contains(frames[i]))
            for j in frames.indices where i < j { #expect(!frames[i].intersects(frames[j])) }
        }
        #expect(Set(cards.map { center(of: $0).y }).count == 2)

        // Once a card has been moved, a resize keeps every card where it is in table units.
        let start = center(of: cards[0])
        perform { $0.pan(along: [start, CGPoint(x: start.x + 50, y: start.y + 30)], speed: 150) }
        let units = cards.map { controller.tableView.unitPosition(of: $0) }
        harness.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 700)
        harness.window.layoutIfNeeded()
        #expect(cards.map { controller.tableView.unitPosition(of: $0) } == units)
        #expect(close(center(of: cards[0]), CGPoint(x: units[0].x * 1000, y: units[0].y * 700), within: 1e-9))

        // Home makes the grid for the new size.
        let home = UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: .keyboardHome)
        let press = UIPress(phase: .began, key: home, timestamp: 0)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: 0))
        harness.window.layoutIfNeeded()
        #expect(Set(cards.map { center(of: $0).y }) == [350])
    }

    // MARK: Dragging

    @Test func draggingACardMovesOnlyThatCard() {
        let start = center(of: cards[1])
        perform { $0.pan(along: [start, CGPoint(x: start.x + 40, y: start.y + 120)], speed: 150) }
        #expect(harness.transcript.contains("pan 1 began"))
        #expect(close(center(of: cards[1]), CGPoint(x: start.x + 40, y: start.y + 120), within: 1))
        for i in [0, 2, 3] {
            #expect(center(of: cards[i]) == Self.gridCenters[i])
        }
        #expect(cards.allSatisfy { $0.transform == .identity && $0.isFaceUp })
        // A drag is not a tap.
        #expect(harness.transcript.contains("tap 1 failed"))
    }

    @Test func twoHandsDragTwoCardsAtOnce() {
        let a = center(of: cards[0]), b = center(of: cards[3])
        var script = harness.script()
        script.wait(0.1)
        // One finger on card 0 and one on card 3, each hand moving its own way: the events of
        // the two touches interleave, as a touchscreen reports them.
        script.down(1, at: a)
        script.wait(0.02)
        script.down(2, at: b)
        script.moveTogether([1: CGPoint(x: a.x + 150, y: a.y - 100), 2: CGPoint(x: b.x - 60, y: b.y + 200)],
                            duration: 0.6, steps: 72)
        script.up(2)
        script.wait(0.02)
        script.up(1)
        harness.send(script)
        harness.advance(by: 1)

        #expect(close(center(of: cards[0]), CGPoint(x: a.x + 150, y: a.y - 100), within: 1))
        #expect(close(center(of: cards[3]), CGPoint(x: b.x - 60, y: b.y + 200), within: 1))
        #expect(center(of: cards[1]) == Self.gridCenters[1])
        #expect(center(of: cards[2]) == Self.gridCenters[2])
        // Both drags ran in the same span of time: each began before the other ended, and
        // their changes alternate.
        let entries = harness.entries
        let began0 = entries.firstIndex(of: "pan 0 began"), began3 = entries.firstIndex(of: "pan 3 began")
        let ended0 = entries.firstIndex(of: "pan 0 ended"), ended3 = entries.firstIndex(of: "pan 3 ended")
        #expect(began0 != nil && began3 != nil && ended0 != nil && ended3 != nil)
        if let began0, let began3, let ended0, let ended3 {
            #expect(began0 < ended3 && began3 < ended0)
            let changes = entries[max(began0, began3)..<min(ended0, ended3)].filter { $0.hasSuffix("changed") }
            let switches = zip(changes, changes.dropFirst()).filter { $0 != $1 }.count
            #expect(switches > 50, "the two drags took turns only \(switches) times")
        }
        // Neither hand's single finger made a pinch or a rotation, on either card.
        #expect(!harness.transcript.contains("pinch 0 began") && !harness.transcript.contains("rotation 3 began"))
        #expect(cards.allSatisfy { $0.transform == .identity && $0.isFaceUp })
    }

    @Test func twoFingersOnOneCardDragItWithoutTurningOrScalingIt() {
        let c = center(of: cards[2])
        var script = harness.script()
        script.wait(0.1)
        script.down(1, at: CGPoint(x: c.x - 40, y: c.y))
        script.down(2, at: CGPoint(x: c.x + 40, y: c.y))
        script.moveTogether([1: CGPoint(x: c.x - 40 - 80, y: c.y + 90), 2: CGPoint(x: c.x + 40 - 80, y: c.y + 90)],
                            duration: 0.5, steps: 60)
        script.up(1)
        script.up(2)
        harness.send(script)
        harness.advance(by: 1)
        #expect(close(center(of: cards[2]), CGPoint(x: c.x - 80, y: c.y + 90), within: 1))
        #expect(cards[2].transform == .identity)
        #expect(!harness.transcript.contains("pinch 2 began") && !harness.transcript.contains("rotation 2 began"))
    }

    // MARK: Pinch and rotation

    @Test func aPinchScalesOnlyThatCard() {
        let c = center(of: cards[1])
        perform { $0.pinch(center: c, scale: 1.5) }
        #expect(harness.transcript.contains("pinch 1 began"))
        // 300 pt apart over the about 208 pt at which the pinch began.
        #expect(abs(scale(of: cards[1]) - 300.0 / 209) < 0.02)
        #expect(abs(angle(of: cards[1])) < 1e-9)
        // It grows about its centre, keeping its laid-out size.
        #expect(close(center(of: cards[1]), c, within: 0.5))
        #expect(cards[1].bounds.size == CGSize(width: 229, height: 320))
        for i in [0, 2, 3] { #expect(cards[i].transform == .identity) }
    }

    @Test func pinchingStopsAtTheScaleLimits() {
        let range = CardTableViewController.cardScaleRange
        // Out: 500 / 208 each time, three times, would be 13.9×.
        for _ in 0..<3 { perform { $0.pinch(center: center(of: cards[2]), scale: 2.5) } }
        #expect(abs(scale(of: cards[2]) - range.upperBound) < 1e-9)
        // In: 10 / 192 of 4× would be 0.21×.
        perform { $0.pinch(center: center(of: cards[2]), scale: 0.05) }
        #expect(abs(scale(of: cards[2]) - range.lowerBound) < 1e-9)
        #expect(cards.filter { $0.transform != .identity }.count == 1)
        // The fingers of a pinch must land on the card: on a card this small, 200 pt apart
        // they miss it, and nothing changes.
        perform { $0.pinch(center: center(of: cards[2]), scale: 2) }
        #expect(abs(scale(of: cards[2]) - range.lowerBound) < 1e-9)
    }

    @Test func aRotationTurnsOnlyThatCard() {
        let c = center(of: cards[2])
        perform { $0.rotate(center: c, angle: .pi / 3) }
        #expect(harness.transcript.contains("rotation 2 began"))
        #expect(abs(angle(of: cards[2]) - (CGFloat.pi / 3 - 7.5 * .pi / 180)) < 0.02)
        #expect(abs(scale(of: cards[2]) - 1) < 1e-9)
        #expect(close(center(of: cards[2]), c, within: 0.5))
        for i in [0, 1, 3] { #expect(cards[i].transform == .identity) }
    }

    @Test func oneHandPinchesAndTurnsACardWhileTheOtherDragsAnother() {
        let c = center(of: cards[1]), d = center(of: cards[3])
        var script = harness.script()
        script.wait(0.1)
        script.down(1, at: CGPoint(x: c.x - 100, y: c.y))
        script.down(2, at: CGPoint(x: c.x + 100, y: c.y))
        script.down(3, at: d)
        // Card 1: spread to 1.25× while turning 30° clockwise. Card 3: dragged 100 pt up.
        let turn = 30 * CGFloat.pi / 180, half: CGFloat = 125
        script.moveTogether([1: CGPoint(x: c.x - half * cos(turn), y: c.y - half * sin(turn)),
                             2: CGPoint(x: c.x + half * cos(turn), y: c.y + half * sin(turn)),
                             3: CGPoint(x: d.x, y: d.y - 100)],
                            duration: 0.5, steps: 60)
        script.up(3)
        script.up(1)
        script.up(2)
        harness.send(script)
        harness.advance(by: 1)
        // The pinch and the rotation each begin past their hysteresis (8 pt, 7.5°).
        #expect(scale(of: cards[1]) > 1.15 && scale(of: cards[1]) < 1.25)
        #expect(angle(of: cards[1]) > 20 * .pi / 180 && angle(of: cards[1]) < 25 * .pi / 180)
        #expect(close(center(of: cards[1]), c, within: 1))
        #expect(close(center(of: cards[3]), CGPoint(x: d.x, y: d.y - 100), within: 1))
        #expect(cards[3].transform == .identity)
        #expect(cards[0].transform == .identity && cards[2].transform == .identity)
        for entry in ["pinch 1 began", "rotation 1 began", "pan 3 began", "pinch 1 ended", "rotation 1 ended", "pan 3 ended"] {
            #expect(harness.entries.contains(entry), "no \(entry) in \(harness.transcript)")
        }
        #expect(!harness.transcript.contains("cancelled"))
    }

    // MARK: Tap and stacking

    @Test func touchingACardBringsItToTheFrontAndATapFlipsOnlyIt() {
        // Dealt from the top of the deck: the first card dealt lay on top of the others.
        #expect(stackingOrder == [3, 2, 1, 0])
        perform { $0.tap(at: center(of: cards[1])) }
        #expect(stackingOrder == [3, 2, 0, 1])
        #expect(cards.map(\.isFaceUp) == [true, false, true, true])
        #expect(harness.transcript.contains("tap 1 ended"))

        // A drag brings its card up too, before it moves.
        perform { $0.pan(along: [center(of: cards[2]), CGPoint(x: 250, y: 350)], speed: 200) }
        #expect(stackingOrder == [3, 0, 1, 2])
        #expect(cards.map(\.isFaceUp) == [true, false, true, true])
    }

    @Test func theCardInFrontTakesTheTouchWhereTwoOverlap() {
        // Card 0 dragged half over card 1 (their centres 256 pt apart, cards 229 pt wide).
        perform { $0.pan(along: [center(of: cards[0]), CGPoint(x: 256, y: 350)], speed: 200) }
        #expect(stackingOrder.last == 0)
        let overlap = CGPoint(x: 320, y: 350)
        #expect(cards[0].frame.contains(overlap) && cards[1].frame.contains(overlap))
        perform { $0.tap(at: overlap) }
        #expect(cards.map(\.isFaceUp) == [false, true, true, true])

        // Card 1 touched where it shows, then the overlap: now card 1 is in front there.
        perform { $0.tap(at: CGPoint(x: 470, y: 350)) }
        #expect(stackingOrder.last == 1)
        #expect(cards.map(\.isFaceUp) == [false, false, true, true])
        perform { $0.tap(at: overlap) }
        #expect(cards.map(\.isFaceUp) == [false, true, true, true])
    }

    // MARK: Home

    @Test func homeLaysTheTableOutAgain() {
        perform { $0.pan(along: [center(of: cards[0]), CGPoint(x: 500, y: 600)], speed: 200) }
        perform { $0.rotate(center: center(of: cards[1]), angle: 1) }
        perform { $0.pinch(center: center(of: cards[3]), scale: 0.5) }
        #expect(cards.filter { $0.transform != .identity }.count == 2)
        #expect(center(of: cards[0]) != Self.gridCenters[0])

        let home = UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: .keyboardHome)
        let press = UIPress(phase: .began, key: home, timestamp: 0)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: 0))
        harness.window.layoutIfNeeded()
        #expect(cards.allSatisfy { $0.transform == .identity })
        #expect(cards.map { center(of: $0) } == Self.gridCenters)
        #expect(cards.allSatisfy { $0.bounds.size == CGSize(width: 229, height: 320) })
    }

    @Test func otherKeysGoUpTheChain() {
        final class KeyRecordingView: UIView {
            var count = 0
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { count += presses.count }
        }
        let host = KeyRecordingView(frame: CGRect(x: 0, y: 0, width: 1024, height: 700))
        let controller = CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 2)
        host.addSubview(controller.view)
        let key = UIKey(characters: "a", charactersIgnoringModifiers: "a", keyCode: .keyboardA)
        let press = UIPress(phase: .began, key: key, timestamp: 0)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: 0))
        #expect(host.count == 1)
    }
}
