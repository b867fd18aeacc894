import Foundation
import TestSupport
@testable import OpenUIKit

/// A window with a manual clock holding one text field under a root controller, key in the
/// shared application while a test sends keys through `UIApplication.sendInput`.
@MainActor
final class TextFieldHarness {
    let harness = GestureHarness(size: CGSize(width: 400, height: 300))
    let controller = KeyLoggingController()
    let field = UITextField(frame: CGRect(x: 20, y: 40, width: 300, height: 34))
    var window: UIWindow { harness.window }

    init(text: String? = nil) {
        field.borderStyle = .roundedRect
        field.text = text
        window.rootViewController = controller
        controller.view.addSubview(field)
        window.layoutIfNeeded()
    }

    /// Presses and releases a named key (see `UIKey(name:)`), with `modifiers`, through the
    /// application, with this window key.
    func press(_ name: String, _ modifiers: UIKeyModifierFlags = []) {
        guard var key = UIKey(name: name) else { return }
        key.modifierFlags = modifiers
        if modifiers.contains(.shift), key.characters.count == 1 { key.characters = key.characters.uppercased() }
        if modifiers.contains(.control), let scalar = key.charactersIgnoringModifiers.unicodeScalars.first,
           scalar.properties.isAlphabetic {
            // X11 types the control character for Ctrl-letter, as XLookupString does.
            key.characters = String(Unicode.Scalar(UInt8(scalar.value & 0x1F)))
        }
        send(key)
    }

    /// Types each character of `text` as its own key.
    func type(_ text: String) {
        for character in text {
            let string = String(character)
            let lower = string.lowercased()
            send(UIKey(characters: string, charactersIgnoringModifiers: lower,
                       modifierFlags: string != lower ? .shift : [], keyCode: UIKey(name: lower)?.keyCode ?? .keyboardErrorUndefined))
        }
    }

    private func send(_ key: UIKey) {
        let application = UIApplication.shared
        let previous = application.keyWindow
        application.keyWindow = window
        defer { application.keyWindow = previous }
        application.sendInput(.key(KeyInput(isDown: true, key: key, timestamp: harness.clock.now)))
        application.sendInput(.key(KeyInput(isDown: false, key: key, timestamp: harness.clock.now)))
    }
}

/// A root controller that records the presses and key commands reaching it.
final class KeyLoggingController: UIViewController {
    var log: [String] = []
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "q", modifierFlags: [], action: Selector(KeyLoggingController.quit(_:)))]
    }
    func quit(_ sender: UIKeyCommand) { log.append("quit") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("pressesBegan \(presses.first?.key?.charactersIgnoringModifiers ?? "?")")
    }
}

/// A text field delegate that records what it is asked and answers as told.
final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsReturn = true
    var allowsClear = true
    var refusedCharacters: CharacterSet = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd \(reason)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change {\(range.location), \(range.length)} \"\(string)\"")
        return string.unicodeScalars.allSatisfy { !refusedCharacters.contains($0) }
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowsReturn }
}

/// Counts notifications from an observer block (which runs on the posting thread: the main
/// one in these tests).
final class NotificationCount: @unchecked Sendable {
    var count = 0
}
