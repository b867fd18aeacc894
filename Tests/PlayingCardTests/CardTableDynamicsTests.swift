import Foundation
import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// Table mode's physics, driven by touches through the window's input path on a simulated
/// frame clock: a flung card flies, bounces and rests, and then no frames run; a long press
/// throws every card; a slow drag still puts a card down where the finger leaves it.
@Suite("CardTableViewController dynamics")
@MainActor
struct CardTableDynamicsTests {
    let harness = GestureHarness(size: CGSize(width: 1024, height: 700))
    let frames: HeadlessFrameClock
    let controller: CardTableViewController

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        controller = CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 4)
        harness.window.rootViewController = controller
        harness.window.renderIfNeeded()
        frames.runUntilIdle()
    }

    var cards: [TableCardView] { controller.cardViews }

    @Test func aFlungCardFliesBouncesRestsAndThenNoFramesRun() {
        #expect(!controller.animator.isRunning, "cards lying still cost nothing")
        let card = cards[0]
        let start = card.center
        // Down, towards the open felt below the row (the table's edge is 190 points below
        // the card's).
        let end = CGPoint(x: start.x + 20, y: start.y + 100)
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.05)
        // A swing up and back down, long enough for the pan's velocity to be measured.
        harness.send(synthesizer.pan(along: [start, CGPoint(x: start.x, y: start.y - 150), end], speed: 2000))
        let released = (controller.cardViews[0].gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }.first
        #expect(controller.animator.isRunning, "let go fast, the card flies: \(String(describing: released?.velocity(in: controller.tableView)))")
        #expect(controller.cardBehavior.flying.items.contains { $0 === card },
                "elapsed \(controller.animator.elapsedTime), card at \(card.center), flying \(controller.cardBehavior.flying.items.count), resting \(controller.cardBehavior.resting.items.count), velocity \(String(describing: released?.velocity(in: controller.tableView))), state \(String(describing: released?.state.rawValue))")

        var centers: [CGPoint] = [card.center]
        var angles: [CGFloat] = []
        let framesBefore = frames.framesRun
        for _ in 0..<(60 * 6) where controller.animator.isRunning {
            frames.advance(by: 1.0 / 60)
            centers.append(card.center)
            angles.append(atan2(card.transform.b, card.transform.a))
        }
        let flightFrames = frames.framesRun - framesBefore
        #expect(!controller.animator.isRunning, "it came to rest within 6 s")
        #expect(flightFrames > 10)
        // Moving: it went on past where the finger let go.
        let farthest = centers.map { $0.y }.max() ?? 0
        #expect(farthest > end.y + 20, "\(farthest)")
        // Bouncing: its vertical motion turned back at least once (off a card or the edge).
        let steps = zip(centers.dropFirst(), centers).map { $0.y - $1.y }.filter { abs($0) > 0.01 }
        let reversals = zip(steps.dropFirst(), steps).filter { $0 * $1 < 0 }.count
        #expect(reversals >= 1, "\(steps)")
        // Resting: on the table, and lying still (anchored) again.
        #expect(harness.window.bounds.insetBy(dx: -1, dy: -1).contains(card.frame), "\(card.frame)")
        #expect(controller.cardBehavior.resting.items.contains { $0 === card })
        #expect(controller.cardBehavior.flying.items.isEmpty)
        // Then 0 frames.
        let restFrames = frames.framesRun
        frames.advance(by: 2)
        #expect(frames.framesRun == restFrames, "paused: no frames")
        // The table keeps the card where it stopped across a layout.
        let rested = card.center
        controller.tableView.setNeedsLayout()
        harness.window.layoutIfNeeded()
        #expect(abs(card.center.x - rested.x) < 1 && abs(card.center.y - rested.y) < 1)
    }

    @Test func aSlowDragPutsTheCardDownUnderTheFinger() {
        let card = cards[2]
        let start = card.center
        let end = CGPoint(x: start.x + 60, y: start.y + 150)
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.05)
        harness.send(synthesizer.pan(along: [start, end], speed: 200))
        frames.runUntilIdle()
        #expect(abs(card.center.x - end.x) < 1 && abs(card.center.y - end.y) < 1, "\(card.center)")
        #expect(!controller.animator.isRunning)
        #expect(controller.cardBehavior.resting.items.contains { $0 === card })
    }

    @Test func aLongPressThrowsEveryCardAndTheyComeToRest() {
        let before = cards.map(\.center)
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.05)
        // On the felt between the cards' rows? Anywhere: the table's recognizer sees
        // touches on the cards too.
        harness.send(synthesizer.press(at: CGPoint(x: 5, y: 5), duration: 0.8))
        #expect(controller.animator.isRunning)
        #expect(frames.runUntilIdle(limit: 10), "every card comes to rest")
        let moved = zip(before, cards.map(\.center)).filter { hypot($0.x - $1.x, $0.y - $1.y) > 20 }.count
        #expect(moved >= 3, "\(moved) of 4 cards moved")
        for card in cards {
            #expect(harness.window.bounds.insetBy(dx: -1, dy: -1).contains(card.frame), "\(card.frame)")
        }
        #expect(controller.cardBehavior.childBehaviors.count == 3, "the pushes removed themselves")
    }
}
