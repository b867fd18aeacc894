import Foundation
import Testing
@testable import OpenUIKit

/// Key commands as UIKit runs them: found up the responder chain from the root controller,
/// matched on the key and exactly its modifiers, sent to the first responder that can take
/// the action, and taking the press away from `pressesBegan`/`pressesEnded`. The library
/// itself keeps no keys (Esc no longer quits an app that does not ask for it).
@MainActor
@Suite("UIKeyCommand", .serialized)
struct UIKeyCommandTests {
    final class Shortcuts: UIViewController {
        var log: [String] = []
        var commands: [UIKeyCommand] = []
        override var keyCommands: [UIKeyCommand]? { commands }
        func save(_ sender: UIKeyCommand) { log.append("save \(sender.discoverabilityTitle ?? "")") }
        func zoom(_ sender: UIKeyCommand) { log.append("zoom") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesEnded \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
        }
    }

    /// A window whose root is `controller`, key in the shared application for the test.
    func withKeyWindow(_ controller: UIViewController, _ body: () -> Void) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = controller
        application.keyWindow = window
        defer { application.keyWindow = previous }
        body()
    }

    func press(_ name: String, _ modifiers: UIKeyModifierFlags = []) {
        guard var key = UIKey(name: name) else { Issue.record("no key \(name)"); return }
        key.modifierFlags = modifiers
        UIApplication.shared.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: 0)))
        UIApplication.shared.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: 0.05)))
    }

    @Test func aMatchingCommandRunsInsteadOfThePresses() {
        let controller = Shortcuts()
        controller.commands = [UIKeyCommand(title: "Save", action: Selector(Shortcuts.save(_:)), input: "s",
                                            modifierFlags: .control, discoverabilityTitle: "Save Card")]
        withKeyWindow(controller) {
            press("s", .control)
            press("s")
            press("s", [.control, .shift])
            press("s", [.control, .alphaShift])
        }
        #expect(controller.log == [
            "save Save Card",
            "pressesBegan s", "pressesEnded s",
            "pressesBegan s", "pressesEnded s",
            "save Save Card",
        ], "exactly the modifiers; caps lock does not count")
    }

    @Test func specialInputsMatchTheirKeys() {
        let controller = Shortcuts()
        controller.commands = [
            UIKeyCommand(input: UIKeyCommand.f11, modifierFlags: [], action: Selector(Shortcuts.zoom(_:))),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(Shortcuts.zoom(_:))),
            UIKeyCommand(input: UIKeyCommand.inputLeftArrow, modifierFlags: .alternate, action: Selector(Shortcuts.zoom(_:))),
        ]
        withKeyWindow(controller) {
            press("f11")
            press("escape")
            press("left", .alternate)
            press("f12")
        }
        #expect(controller.log == ["zoom", "zoom", "zoom", "pressesBegan ", "pressesEnded "])
        #expect(UIKeyCommand.inputEscape == "UIKeyInputEscape" && UIKeyCommand.f11 == "UIKeyInputF11")
    }

    @Test func theActionGoesToTheFirstResponderUpTheChainThatCanTakeIt() {
        // The root controller offers a command whose method belongs to another class: the
        // action travels up the chain (window, application) and finds no taker, so the key
        // is delivered as a press instead.
        final class Other: UIResponder { func act(_ sender: UIKeyCommand) {} }
        let controller = Shortcuts()
        controller.commands = [UIKeyCommand(input: "x", modifierFlags: [], action: Selector(Other.act(_:)))]
        withKeyWindow(controller) {
            #expect(controller.target(forAction: Selector(Shortcuts.zoom(_:)), withSender: nil) as? Shortcuts === controller)
            #expect(controller.target(forAction: Selector(Other.act(_:)), withSender: nil) == nil)
            #expect(controller.canPerformAction(Selector(Shortcuts.zoom(_:)), withSender: nil))
            press("x")
        }
        #expect(controller.log == ["pressesBegan x", "pressesEnded x"])
    }

    @Test func theLibraryNoLongerQuitsOnEscapeOrQ() {
        // A plain controller passes the presses up to the application, which does nothing.
        let controller = UIViewController()
        withKeyWindow(controller) {
            press("escape")
            press("q")
        }
        #expect(UIApplication.shared.terminationRequested == nil)
    }
}
