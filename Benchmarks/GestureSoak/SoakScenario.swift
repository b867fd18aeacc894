import ArgumentParser
import DemoSupport
import FaceItKit
import Foundation
import OpenUIKit
import PlayingCardKit

/// One demo app, built from its own command line and Kit exactly as the executable builds
/// it, and the places its gestures land.
@MainActor
public struct SoakScenario {
    /// "PlayingCard", "PlayingCard --table 13", "FaceIt".
    public var name: String
    /// The app as its command line describes it: window size and root view controller.
    public var app: DemoApp
    /// Where gestures land in a window showing the app, read before each gesture.
    public var targets: @MainActor (UIWindow) -> [SoakTarget]

    /// Loads what the app would otherwise load bit by bit as the gestures happen to reach
    /// it (the card pictures, as cards are dealt), so the warm-up need not be long enough
    /// to deal the whole deck.
    public var preload: @MainActor () -> Void

    public init(name: String, app: DemoApp, preload: @escaping @MainActor () -> Void = {}, targets: @escaping @MainActor (UIWindow) -> [SoakTarget]) {
        self.name = name
        self.app = app
        self.preload = preload
        self.targets = targets
    }

    /// Every picture a card can show (the court cards of each suit and the back), decoded
    /// at every scale it has: a pinched or zoomed card draws the @2x or @3x file, decoded
    /// the first time and kept, which is a cache (three variants an image at most) and not
    /// a leak, but would look like one to a warm-up that happened not to reach it.
    static func preloadCardImages() {
        let names = ["J", "Q", "K"].flatMap { rank in ["♠", "♥", "♦", "♣"].map { rank + $0 } } + ["cardback"]
        for name in names {
            guard let image = UIImage(named: name) else { continue }
            for pixelsPerPoint: CGFloat in [1, 2, 3] { _ = image.representation(forPixelsPerPoint: pixelsPerPoint) }
        }
    }

    /// Cards on a table of this many: enough for a grid of rows and columns, few enough that
    /// each card is large enough to hit.
    public static let tableCardCount = 13

    /// A fixed seed, so a soak deals the same cards on every run.
    static let seed = "7"

    /// A spot on the background near a corner of the window, as a fraction of its size: felt
    /// between the edge and the cards, unless a card has been dragged there.
    static let backgroundSpot = CGPoint(x: 0.03, y: 0.04)

    /// Every scenario: the single card, the table, the face.
    public static var all: [SoakScenario] { [playingCard, cardTable, faceIt] }

    /// The scenario named `name` (case-insensitive: playingcard, table, faceit).
    public static func named(_ name: String) -> SoakScenario? {
        switch name.lowercased() {
        case "playingcard", "card": playingCard
        case "table", "cardtable": cardTable
        case "faceit", "face": faceIt
        default: nil
        }
    }

    /// One card with all six recognizers and the status line: swipes deal, taps flip, long
    /// presses shuffle back.
    public static var playingCard: SoakScenario {
        // The arguments are fixed and valid; a parse failure is a programming error.
        let command = try! PlayingCardCommand.parse(["--seed", seed])
        return SoakScenario(name: "PlayingCard", app: command.makeApp(), preload: preloadCardImages) { window in
            var targets: [SoakTarget] = []
            if let controller = window.rootViewController as? PlayingCardViewController {
                targets.append(SoakTarget(name: "card", point: center(of: controller.cardView)))
            }
            targets.append(SoakTarget(name: "felt", point: spot(backgroundSpot, in: window)))
            return targets
        }
    }

    /// `--table 13`: thirteen cards, each with its own pan, pinch, rotation and tap.
    public static var cardTable: SoakScenario {
        let command = try! PlayingCardCommand.parse(["--table", String(tableCardCount), "--seed", seed])
        return SoakScenario(name: "PlayingCard --table \(tableCardCount)", app: command.makeApp(), preload: preloadCardImages) { window in
            var targets: [SoakTarget] = []
            if let controller = window.rootViewController as? CardTableViewController {
                for (index, card) in controller.cardViews.enumerated() {
                    targets.append(SoakTarget(name: "card \(index + 1)", point: center(of: card)))
                }
            }
            targets.append(SoakTarget(name: "felt", point: spot(backgroundSpot, in: window)))
            return targets
        }
    }

    /// The face with its seven recognizers: the middle, and off-centre where the skull ends.
    public static var faceIt: SoakScenario {
        let command = try! FaceItCommand.parse([])
        return SoakScenario(name: "FaceIt", app: command.makeApp()) { window in
            [SoakTarget(name: "face", point: spot(CGPoint(x: 0.5, y: 0.5), in: window)),
             SoakTarget(name: "edge", point: spot(CGPoint(x: 0.15, y: 0.2), in: window))]
        }
    }

    private static func center(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    private static func spot(_ unit: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: window.bounds.width * unit.x, y: window.bounds.height * unit.y)
    }
}
