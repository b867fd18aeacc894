import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit

extension PlayingCard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(string: argument)
    }
}

/// `PlayingCard [options]`: the command line of the PlayingCard demo.
public struct PlayingCardCommand: ParsableCommand {
    // ArgumentParser wraps the abstract and each line of the discussion at the terminal's
    // width, keeping the line breaks written here: prose is one line per paragraph (joined
    // with `\` in the source), and only the gesture table is broken by hand, each row short
    // enough for 80 columns.
    public static let configuration = CommandConfiguration(
        commandName: "PlayingCard",
        abstract: "The CS193p playing card: swipe to deal, tap to flip, pinch the face, drag and turn the card.",
        usage: DemoOptions.usage(command: "PlayingCard",
                                 arguments: ["[--card <CARD>]", "[--face-down]", "[--table <N>]", "[--seed <N>]"]),
        discussion: """
            Gestures (touchscreen / touchpad / mouse / keyboard):
              deal        swipe left or right / three-finger swipe / quick drag / ← →
              flip        tap / tap / click / space
              face size   pinch / pinch / Alt-drag or Ctrl+wheel / –
              move        drag / – / drag / Home resets
              turn        two-finger rotate / pinch-rotate / Alt-drag / –
              shuffle in  long press / – / hold the button / S

            Esc or q quits, and F11 toggles fullscreen. With --table N, every card on the \
            table can be dragged, turned and pinched on its own. With no display (DISPLAY \
            unset), the app writes a snapshot instead of opening a window.
            """)

    @Option(name: .long, help: ArgumentHelp("The first card, e.g. K♥, 10♦, KH or 10D.", valueName: "CARD"))
    public var card: PlayingCard?

    @Flag(name: .long, help: "Start with the card face down.")
    public var faceDown = false

    @Option(name: .long, help: ArgumentHelp("Lay N cards (1 to 52) on the table instead of one.", valueName: "N"))
    public var table: Int?

    @Option(name: .long, help: ArgumentHelp("Seed for the deck's shuffle, for a repeatable deal.", valueName: "N"))
    public var seed: UInt64?

    @OptionGroup public var common: DemoOptions

    public init() {}

    public mutating func validate() throws {
        if let table, !(1...PlayingCardDeck.fullDeck.count).contains(table) {
            throw ValidationError("--table \(table): the table holds 1 to \(PlayingCardDeck.fullDeck.count) cards")
        }
        if card != nil, table != nil {
            throw ValidationError("--card and --table cannot be combined: the table deals its cards from the deck")
        }
    }

    /// The no-display snapshot's file name.
    public static let defaultSnapshotPath = "PlayingCard.png"

    /// Builds the app this command line describes.
    @MainActor
    public func makeApp() -> DemoApp {
        let deck = PlayingCardDeck(seed: seed)
        let faceUp = !faceDown
        if let table {
            return DemoApp(title: "PlayingCard", className: "PlayingCard", defaultSize: CGSize(width: 1024, height: 700),
                           minimumSize: CGSize(width: 240, height: 200), defaultSnapshotPath: Self.defaultSnapshotPath,
                           icon: PlayingCardIcon.appIcon) {
                CardTableViewController(deck: deck, count: table, faceUp: faceUp)
            }
        }
        let first = card
        return DemoApp(title: "PlayingCard", className: "PlayingCard", defaultSize: CGSize(width: 400, height: 560),
                       minimumSize: CGSize(width: 120, height: 160), defaultSnapshotPath: Self.defaultSnapshotPath,
                       icon: PlayingCardIcon.appIcon) {
            PlayingCardViewController(deck: deck, initialCard: first, faceUp: faceUp)
        }
    }

    /// Opens the window (or writes the snapshot) and never returns.
    @MainActor
    public func launch() -> Never {
        DemoLauncher.launch(makeApp(), options: common)
    }
}
