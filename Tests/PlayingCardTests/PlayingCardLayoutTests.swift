import Foundation
@testable import OpenUIKit
import Testing
import TestSupport
@testable import PlayingCardKit

/// The single card's Auto Layout: the lecture's constraints (centred, 5 : 8, inside the
/// margins, as wide as the safe area at 750) and the status line's, in offscreen windows of
/// several sizes at one pixel per point, so the frames are exact.
@Suite("PlayingCardViewController layout")
@MainActor
struct PlayingCardLayoutTests {
    static let fiveOfHearts = PlayingCard(suit: .hearts, rank: .numeric(5))

    /// A window of `size` with the single-card controller in it, laid out.
    static func controller(in size: CGSize) -> (UIWindow, PlayingCardViewController) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screenScale = 1
        let controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: fiveOfHearts)
        window.rootViewController = controller
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The conflict reports made while `body` ran.
    static func conflicts(during body: () -> Void) -> [String] {
        let before = Diagnostics.warningCount()
        body()
        let made = Diagnostics.warningCount() - before
        return Diagnostics.recentWarnings().suffix(made).filter { $0.contains("Unable to simultaneously satisfy constraints") }
    }

    /// One window size and what the constraints make of it.
    struct Case: CustomTestStringConvertible, Sendable {
        var size: CGSize
        var card: CGRect
        var status: CGRect
        var testDescription: String { "\(Int(size.width))×\(Int(size.height))" }
    }

    // The numbers: a compact window (narrower than 678 points) has 16-point side margins, a
    // regular one 20; the card's top is 8 (a standard space) below the margins' top (0); the
    // status line is 6 % of the height at the bottom, and the card ends 8 above it. The card
    // is as big as that room allows at 5 : 8, then centred where there is room to spare.
    // Edges are rounded to whole pixels.
    nonisolated static let cases = [
        // The app's default: the height limits the card (510.4 tall → 319 wide), centred across.
        Case(size: CGSize(width: 400, height: 560),
             card: CGRect(x: 41, y: 8, width: 319, height: 510), status: CGRect(x: 0, y: 526, width: 400, height: 34)),
        // Table mode's default size: 642 tall → 401.25 wide, at x 311.375…712.625.
        Case(size: CGSize(width: 1024, height: 700),
             card: CGRect(x: 311, y: 8, width: 402, height: 642), status: CGRect(x: 0, y: 658, width: 1024, height: 42)),
        // Narrow: the side margins limit the card (268 wide → 428.8 tall), centred down the window.
        Case(size: CGSize(width: 300, height: 800),
             card: CGRect(x: 16, y: 186, width: 268, height: 428), status: CGRect(x: 0, y: 752, width: 300, height: 48)),
        // Wide and short: 454 tall → 283.75 wide, in the middle of 1400.
        Case(size: CGSize(width: 1400, height: 500),
             card: CGRect(x: 558, y: 8, width: 284, height: 454), status: CGRect(x: 0, y: 470, width: 1400, height: 30)),
    ]

    // MARK: Where the card is

    @Test(arguments: cases)
    func theCardIsAsBigAsTheMarginsAndTheStatusLineAllowAndCentred(_ c: Case) {
        let (window, controller) = Self.controller(in: c.size)
        let card = controller.cardView
        #expect(controller.view.frame == window.bounds)
        #expect(card.frame == c.card)
        #expect(controller.statusLabel.frame == c.status)
        // 5 : 8, to within the rounding of its edges to pixels.
        #expect(abs(card.bounds.width - card.bounds.height * 5 / 8) <= 1, "\(card.bounds.size)")
        // Inside the margins, and clear of the status line.
        let margins = controller.view.layoutMarginsGuide.layoutFrame
        #expect(card.frame.minX >= margins.minX && card.frame.maxX <= margins.maxX)
        #expect(card.frame.minY >= margins.minY + 8)
        #expect(card.frame.maxY <= controller.statusLabel.frame.minY - 8 + 0.5)
        #expect(!card.hasAmbiguousLayout)
        #expect(!controller.statusLabel.hasAmbiguousLayout)
        #expect(!controller.view.hasAmbiguousLayout)
    }

    @Test func theStatusFontFollowsTheLinesHeight() {
        // 60 % of the line's height, kept to 11…22 points.
        #expect(Self.controller(in: CGSize(width: 400, height: 560)).1.statusLabel.font.pointSize == 34 * 0.6)
        #expect(Self.controller(in: CGSize(width: 1024, height: 700)).1.statusLabel.font.pointSize == 22)
        #expect(Self.controller(in: CGSize(width: 300, height: 160)).1.statusLabel.font.pointSize == 11)
    }

    @Test func resizingTheWindowKeepsTheCardCentredAndInside() {
        let (window, controller) = Self.controller(in: Self.cases[0].size)
        for c in Self.cases.dropFirst() + [Self.cases[0]] {
            window.frame = CGRect(origin: .zero, size: c.size)
            window.renderIfNeeded()
            #expect(controller.cardView.frame == c.card, "\(c.testDescription)")
            #expect(controller.statusLabel.frame == c.status, "\(c.testDescription)")
        }
    }

    @Test func aTransformIsLeftOutOfTheLayout() {
        let (window, controller) = Self.controller(in: CGSize(width: 400, height: 560))
        let card = controller.cardView
        card.transform = CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5)
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 700)
        window.layoutIfNeeded()
        #expect(card.bounds.size == CGSize(width: 402, height: 642))
        #expect(card.center == CGPoint(x: 512, y: 329))
        #expect(card.transform == CGAffineTransform(rotationAngle: 0.5).scaledBy(x: 1.5, y: 1.5))
    }

    // MARK: No window is too small

    @Test func noSizeBreaksAConstraint() {
        let (window, controller) = Self.controller(in: CGSize(width: 400, height: 560))
        let sizes = [CGSize(width: 120, height: 160), CGSize(width: 60, height: 60), CGSize(width: 33, height: 20),
                     CGSize(width: 31, height: 17), CGSize(width: 10, height: 10), CGSize(width: 1, height: 1), .zero,
                     CGSize(width: 4000, height: 30), CGSize(width: 30, height: 4000), CGSize(width: 400, height: 560)]
        let conflicts = Self.conflicts {
            for size in sizes {
                window.frame = CGRect(origin: .zero, size: size)
                window.layoutIfNeeded()
                let card = controller.cardView.frame
                // No room is no size, not a card turned inside out.
                #expect(card.width >= 0 && card.height >= 0, "\(size): \(card)")
                if size.width < 32 { #expect(card.width == 0, "\(size): \(card)") }
                #expect(controller.statusLabel.frame.maxY == size.height, "\(size)")
                // A deal and Home at every size too: they change the constants.
                controller.dealNextCard()
                controller.resetCardPosition()
                window.layoutIfNeeded()
            }
        }
        #expect(conflicts.isEmpty, "\(conflicts)")
        #expect(controller.cardView.frame == Self.cases[0].card)
    }

    @Test func theAppsSmallestWindowStillShowsACard() {
        // 120 × 160: 88 points between the margins; 134.4 tall above the status line → 84 wide.
        let (_, controller) = Self.controller(in: CGSize(width: 120, height: 160))
        #expect(controller.cardView.frame == CGRect(x: 18, y: 8, width: 84, height: 134))
    }
}

/// The drag, Home and the deal change only the centring constraints' constants (and, for
/// the deal, the side margins'), and the card follows.
@Suite("PlayingCardViewController layout, moving the card")
@MainActor
struct PlayingCardLayoutMotionTests {
    let harness = GestureHarness(size: CGSize(width: 400, height: 560))
    let frames: HeadlessFrameClock
    let controller: PlayingCardViewController

    init() {
        harness.window.screenScale = 1
        frames = HeadlessFrameClock(window: harness.window)
        controller = PlayingCardViewController(deck: PlayingCardDeck(seed: 1), initialCard: PlayingCardLayoutTests.fiveOfHearts)
        harness.window.rootViewController = controller
        harness.window.renderIfNeeded()
    }

    var card: PlayingCardView { controller.cardView }
    /// Where the card rests in this 400 × 560 window.
    static let home = CGRect(x: 41, y: 8, width: 319, height: 510)

    func drag(from start: CGPoint, by offset: CGVector) {
        var synthesizer = GestureSynthesizer(startTime: harness.clock.now + 0.1)
        harness.send(synthesizer.pan(along: [start, CGPoint(x: start.x + offset.dx, y: start.y + offset.dy)], speed: 150))
        frames.advance(by: 1)
    }

    func shownCenter() -> CGPoint { card.layer.presentation()!.position }

    @Test func aDragMovesTheCardByTheCentringConstants() {
        #expect(card.frame == Self.home)
        let installed = controller.view.constraints
        drag(from: CGPoint(x: 200, y: 300), by: CGVector(dx: 20, dy: 0))
        #expect(controller.cardCenterXConstraint.constant == 20)
        #expect(card.frame == Self.home.offsetBy(dx: 20, dy: 0))
        #expect(shownCenter() == card.center, "drawn where it is, with no animation")
        // Down: the card already fills the height between the top margin and the status line,
        // so it stays; the constant is where the card is held, 17 above the middle.
        drag(from: CGPoint(x: 220, y: 300), by: CGVector(dx: 0, dy: 40))
        #expect(card.frame == Self.home.offsetBy(dx: 20, dy: 0))
        #expect(controller.cardCenterYConstraint.constant == -17)
        // Only constants changed: the same constraints are installed.
        #expect(controller.view.constraints.count == installed.count)
        #expect(zip(controller.view.constraints, installed).allSatisfy { $0 === $1 })
    }

    @Test func aDragPastAMarginStopsTheCardThereAtItsSize() {
        drag(from: CGPoint(x: 200, y: 300), by: CGVector(dx: -300, dy: 0))
        // The left margin is 16: the card stops there, as big as before.
        #expect(card.frame == CGRect(x: 16, y: 8, width: 319, height: 510))
        #expect(controller.cardCenterXConstraint.constant == -24.5)
        // It follows the finger back at once: no slack to take up first.
        drag(from: CGPoint(x: 100, y: 300), by: CGVector(dx: 10, dy: 0))
        #expect(card.frame == CGRect(x: 26, y: 8, width: 319, height: 510))
        drag(from: CGPoint(x: 100, y: 300), by: CGVector(dx: 400, dy: 0))
        #expect(card.frame == CGRect(x: 65, y: 8, width: 319, height: 510), "the right margin is at 384")
    }

    @Test func homeSpringsTheConstantsBackToZero() {
        drag(from: CGPoint(x: 200, y: 300), by: CGVector(dx: -20, dy: 0))
        let moved = card.center
        #expect(moved.x == 180.5)
        controller.resetCardPosition()
        #expect(controller.cardCenterXConstraint.constant == 0 && controller.cardCenterYConstraint.constant == 0)
        #expect(card.frame == Self.home, "the model is home at once")
        #expect(card.layer.animationKeys() == ["position"], "only the position animates: the size is the same")
        frames.advance(by: PlayingCardViewController.homeDuration / 4)
        let midway = shownCenter()
        #expect(midway.x > moved.x && midway.x < card.center.x, "on its way: \(midway)")
        #expect(midway.y == card.center.y)
        frames.advance(by: PlayingCardViewController.homeDuration)
        #expect(shownCenter() == card.center)
        #expect(card.layer.animationKeys() == nil && !frames.frameRequested)
    }

    @Test func aDealtCardSlidesInFromBeyondTheRightEdgeAtItsSize() {
        controller.dealNextCard()
        #expect(card.frame == Self.home, "the model is in place at once")
        #expect(controller.cardCenterXConstraint.constant == 0)
        #expect(card.layer.animationKeys() == ["position"])
        // It starts a table's width (400) to the right, wholly off the table.
        frames.advance(by: 0.001)
        #expect(shownCenter().x > card.center.x + 390, "\(shownCenter())")
        frames.advance(by: PlayingCardViewController.dealDuration / 2)
        let midway = shownCenter()
        #expect(midway.x > card.center.x && midway.x < card.center.x + 400 && midway.y == card.center.y, "\(midway)")
        #expect(card.layer.presentation()!.bounds.size == card.bounds.size)
        frames.runUntilIdle()
        #expect(shownCenter() == card.center)
    }

    @Test func aDealtCardComesToWhereTheCardWasDragged() {
        drag(from: CGPoint(x: 200, y: 300), by: CGVector(dx: 15, dy: 0))
        controller.dealNextCard()
        frames.runUntilIdle()
        #expect(card.frame == Self.home.offsetBy(dx: 15, dy: 0))
    }
}
