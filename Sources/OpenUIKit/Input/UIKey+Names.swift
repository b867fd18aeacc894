import Foundation

extension UIKey {
    /// The key a short name stands for, as `--replay` files and tests write keys:
    /// `space`, `return`, `escape`, `tab`, `backspace`, `left`, `right`, `up`, `down`,
    /// `home`, `end`, `pageup`, `pagedown`, `f1`…`f12`, a letter `a`…`z` or a digit `0`…`9`.
    /// Case-insensitive; nil for anything else.
    public init?(name: String) {
        let name = name.lowercased()
        let named: [String: (String, UIKeyboardHIDUsage)] = [
            "space": (" ", .keyboardSpacebar), "return": ("\r", .keyboardReturnOrEnter),
            "enter": ("\r", .keyboardReturnOrEnter), "escape": ("\u{1B}", .keyboardEscape),
            "esc": ("\u{1B}", .keyboardEscape), "tab": ("\t", .keyboardTab),
            "backspace": ("\u{8}", .keyboardDeleteOrBackspace), "delete": ("\u{7F}", .keyboardDeleteForward),
            "left": ("", .keyboardLeftArrow), "right": ("", .keyboardRightArrow),
            "up": ("", .keyboardUpArrow), "down": ("", .keyboardDownArrow),
            "home": ("", .keyboardHome), "end": ("", .keyboardEnd),
            "pageup": ("", .keyboardPageUp), "pagedown": ("", .keyboardPageDown),
        ]
        if let (characters, usage) = named[name] {
            self.init(characters: characters, charactersIgnoringModifiers: characters, keyCode: usage)
            return
        }
        let scalars = Array(name.unicodeScalars)
        if scalars.count == 1, let ascii = scalars.first?.value {
            switch ascii {
            case 0x61...0x7A:  // a…z
                let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(ascii - 0x61))
                self.init(characters: name, charactersIgnoringModifiers: name, keyCode: usage)
                return
            case 0x31...0x39:  // 1…9
                let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(ascii - 0x31))
                self.init(characters: name, charactersIgnoringModifiers: name, keyCode: usage)
                return
            case 0x30:
                self.init(characters: name, charactersIgnoringModifiers: name, keyCode: .keyboard0)
                return
            default:
                break
            }
        }
        if name.hasPrefix("f"), let number = Int(name.dropFirst()), (1...12).contains(number) {
            let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1)
            self.init(characters: "", charactersIgnoringModifiers: "", keyCode: usage)
            return
        }
        return nil
    }
}
