import DemoSupport
import Foundation
import OpenUIKit
import Testing
@testable import PlayingCardKit

/// The desktop keys are the demo apps' own key commands now, not the library's: both
/// PlayingCard controllers offer Esc and q to quit and F11 for fullscreen, each sent to the
/// controller itself.
@MainActor
@Suite("Demo key commands")
struct DemoKeyCommandTests {
    @Test(arguments: [false, true])
    func bothControllersOfferQuitAndFullscreen(table: Bool) throws {
        let controller: DemoViewController = table
            ? CardTableViewController(deck: PlayingCardDeck(seed: 7), count: 4)
            : PlayingCardViewController(deck: PlayingCardDeck(seed: 7), initialCard: PlayingCard(suit: .hearts, rank: .face("K")), faceUp: true)
        let commands = try #require(controller.keyCommands)
        let inputs = commands.map { $0.input ?? "" }
        #expect(inputs == [UIKeyCommand.inputEscape, "q", UIKeyCommand.f11])
        #expect(commands.allSatisfy { $0.modifierFlags.isEmpty })
        for command in commands {
            let action = try #require(command.action)
            #expect(controller.target(forAction: action, withSender: command) as? DemoViewController === controller)
        }
        #expect(commands.compactMap(\.discoverabilityTitle) == ["Quit", "Toggle Fullscreen"])
    }
}
