import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The PlayingCard fixture storyboard, loaded end to end with the lecture's classes.
@Suite(.serialized)
@MainActor
struct StoryboardPlayingCardTests {
    static let windowSize = CGSize(width: 640, height: 1000)

    init() {
        // The fixture names the app's module ("PlayingCard", the target's); these classes
        // live in the test module.
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    func storyboard() -> UIStoryboard {
        UIStoryboard(name: "PlayingCard", bundle: Bundle(path: IBFixtures.directory.path))
    }

    @Test func theLoadingOrderIsUIKits() throws {
        // Reset here, not in init: other suites' tests may run on the main actor between
        // this suite's init and this synchronous body, which nothing can interrupt.
        StoryboardTranscript.events = []
        let controller = try #require(storyboard().instantiateInitialViewController() as? ViewController)
        #expect(StoryboardTranscript.events == ["controller.init(coder:)", "controller.awakeFromNib card=nil"],
                "the controller is made and awakened before its view: its outlets to views are nil until then")
        #expect(!controller.isViewLoaded)
        #expect(controller.storyboard != nil)
        StoryboardTranscript.events = []
        _ = controller.view
        // UIKit's -[UINib instantiateWithOwner:options:] applies the runtime attributes (its
        // key-value pairs) before it connects outlets and actions, then sends awakeFromNib
        // (a public decompilation of UIKitCore shows the order; Apple's awakeFromNib page
        // documents only that both precede awakeFromNib). viewDidLoad follows the view nib.
        #expect(StoryboardTranscript.events == [
            "card.init(coder:)", "card.rank = 12", "controller.playingCardView set",
            "card.awakeFromNib recognizers=3", "controller.viewDidLoad",
        ])
    }

    @Test func outletsInspectablesAndRecognizersAreSet() throws {
        let controller = try #require(storyboard().instantiateInitialViewController() as? ViewController)
        let card = try #require(controller.view.subviews.first as? PlayingCardView)
        #expect(controller.playingCardView === card)
        #expect(card.rank == 12 && card.suit == "♥️" && card.isFaceUp)
        #expect(card.faceCardScale == 0.75)
        #expect(card.pipInset == CGSize(width: 4, height: 6.5))
        #expect(card.cornerColor == UIColor(red: 0.8, green: 0.1, blue: 0.2, alpha: 1))
        #expect(card.contentMode == .redraw)
        #expect(!card.translatesAutoresizingMaskIntoConstraints)
        let recognizers = card.gestureRecognizers ?? []
        #expect(recognizers.count == 3)
        let swipe = try #require(recognizers.compactMap { $0 as? UISwipeGestureRecognizer }.first)
        #expect(swipe.direction == .left)
        let tap = try #require(recognizers.compactMap { $0 as? UITapGestureRecognizer }.first)
        #expect(tap.numberOfTapsRequired == 1)
        #expect(recognizers.contains { $0 is UIPinchGestureRecognizer })
        let constraints = controller.view.constraints
        #expect(constraints.contains { $0.identifier == "cardTopPreferred" && $0.priority.rawValue == 750 })
        // The variation is resolved again for the window the view joins, whatever the key
        // window another test left behind predicted at load.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        #expect(card.constraints.contains { $0.firstAttribute == .width && $0.constant == 600 },
                "the regular-width, regular-height variation applies on a desktop window")
    }

    @Test func aTapThroughTheWindowFlipsTheCardAndTheSnapshotIsTheLecturesCard() throws {
        let board = storyboard()
        let configuration = UIApplicationConfiguration(title: "PlayingCard", size: Self.windowSize)
        let host = HeadlessHost(configuration: configuration, rootViewController: { board.instantiateInitialViewController()! })
        let window = host.window, clock = host.clock
        _ = window.renderIfNeeded()
        let controller = try #require(window.rootViewController as? ViewController)
        let card = try #require(controller.playingCardView)
        // 640 points is a compact width (UIWindow.minimumRegularWidthInPoints is 678), so the
        // storyboard's regular-width, regular-height 600-point variation does not apply: the
        // card asks for its 800 points and gets as much as the window's margins leave.
        #expect(card.frame.size == CGSize(width: 605, height: 968))
        let buffer = try #require(window.backBuffer)
        #expect(!card.isOpaque, "the lecture unchecks Opaque, so the rounded corners show the root view")
        #expect(buffer.pixel(x: 21, y: 21) == (0, 102, 51, 255))
        ReferenceImage.assertMatches(buffer, named: "storyboard-playing-card", tolerance: 3)

        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: CGPoint(x: card.frame.midX, y: card.frame.midY)) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        #expect(controller.flips == 1, "the storyboard's tap recognizer sent flipCard: to the controller")
        #expect(!card.isFaceUp)
    }
}
