import Foundation
@testable import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The single card's keys animate as their gestures do (space flips like a tap, an arrow
/// deals like a swipe), and a replay of keys ends on the same finished picture every time.
@Suite("PlayingCard keys animate")
@MainActor
struct PlayingCardKeyAnimationTests {
    static let fiveOfHearts = PlayingCard(suit: .hearts, rank: .numeric(5))

    let harness = GestureHarness(size: CGSize(width: 400, height: 560))
    let frames: HeadlessFrameClock
    let controller: PlayingCardViewController

    init() {
        frames = HeadlessFrameClock(window: harness.window)
        controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: Self.fiveOfHearts)
        harness.window.rootViewController = controller
        harness.window.renderIfNeeded()
    }

    var card: PlayingCardView { controller.cardView }
    /// Where the card rests, as the constraints place it.
    var cardCenter: CGPoint { CGPoint(x: 200.5, y: 263) }

    func typeKey(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "") {
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, keyCode: keyCode)
        let press = UIPress(phase: .began, key: key, timestamp: harness.clock.now)
        controller.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: harness.clock.now))
    }

    func send(_ gesture: (inout GestureSynthesizer) -> [InputEvent]) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(gesture(&synthesizer))
    }

    /// The animations running on the card, by Core Animation key.
    var running: [String] { card.layer.animationKeys() ?? [] }

    @Test func spaceFlipsLikeATap() {
        typeKey(.keyboardSpacebar, " ")
        let byKey = running
        #expect(!card.isFaceUp && byKey.count == 1, "one transition: \(byKey)")
        frames.runUntilIdle()
        send { $0.tap(at: cardCenter) }
        #expect(card.isFaceUp && running == byKey, "the tap runs the same: \(running)")
        frames.runUntilIdle()
        #expect(running.isEmpty && !frames.frameRequested)
    }

    @Test func anArrowDealsLikeASwipe() {
        typeKey(.keyboardRightArrow)
        #expect(controller.dealtCards.count == 2)
        #expect(running == ["position"], "the card slides in")
        frames.advance(by: PlayingCardViewController.dealDuration / 2)
        let shown = card.layer.presentation()!.position
        #expect(shown.x > cardCenter.x && shown.x < cardCenter.x + 400, "on its way in from the right: \(shown)")
        frames.runUntilIdle()
        send { $0.swipe(from: cardCenter, direction: .left) }
        #expect(controller.dealtCards.count == 3)
        #expect(running == ["position"])
        frames.runUntilIdle()
        #expect(card.layer.presentation()!.position == cardCenter)
    }

    /// A replay of keys played headlessly in the key window, as `--replay FILE --snapshot
    /// OUT.png` does: its picture at the end.
    func replayedPicture(_ text: String) throws -> CairoSurface {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        window.screenScale = 1
        let previous = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = window
        defer { UIApplication.shared.keyWindow = previous }
        return try CardRendering.withDefaultTextSize {
            window.rootViewController = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: Self.fiveOfHearts)
            window.makeKeyAndVisible()
            window.renderIfNeeded()
            #expect(ReplayPlayer(script: try ReplayScript(parsing: text)).playToEnd(in: window) == .finished)
            let controller = try #require(window.rootViewController as? PlayingCardViewController)
            #expect(controller.cardView.layer.animationKeys() == nil)
            #expect(!window.wantsAnimationFrames, "every animation ended")
            window.renderIfNeeded()
            return try #require(window.backBuffer)
        }
    }

    @Test func aReplayOfKeysEndsOnTheFinishedPictureEveryTime() throws {
        let script = "key right\nkey space\nkey home\n"
        let first = try replayedPicture(script)
        let again = try replayedPicture(script)
        #expect(ReferenceImage.compare(first, again, tolerance: 0).pixelsOverTolerance == 0)

        // The actions called directly, their animations run to the end: the next card
        // dealt, face down, in the middle.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 560))
        window.screenScale = 1
        let expected = try CardRendering.withDefaultTextSize {
            let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: Self.fiveOfHearts)
            window.rootViewController = controller
            window.renderIfNeeded()
            controller.dealNextCard()
            controller.flipCard()
            controller.resetCardPosition()
            HeadlessFrameClock(window: window).runUntilIdle()
            #expect(!controller.cardView.isFaceUp && controller.dealtCards.count == 2)
            return try #require(window.backBuffer)
        }
        #expect(ReferenceImage.compare(first, expected, tolerance: 2).pixelsOverTolerance == 0)
    }
}
