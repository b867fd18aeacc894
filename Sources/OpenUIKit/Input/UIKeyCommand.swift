import Foundation

/// A keyboard shortcut a responder offers through `keyCommands`: a key, the modifiers held
/// with it, and the action sent when they are pressed.
///
/// When a key goes down, the responders from the key window's root view controller up the
/// responder chain are asked for their `keyCommands`; the first command that matches (the
/// same key, and exactly the same shift, control, option and command modifiers) wins, and
/// its action goes to the first responder from the same start that can perform it
/// (`target(forAction:withSender:)`), with the command as the sender. A press a command
/// took is not delivered as `pressesBegan` or `pressesEnded`, as in UIKit.
///
/// `input` is the typed character (`"s"`, matched without regard to case, as UIKit does;
/// hold shift in `modifierFlags` for an upper-case shortcut) or one of the special inputs
/// below (`UIKeyCommand.inputEscape`, `UIKeyCommand.f11`, …).
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key: a character, or one of the special inputs.
    open private(set) var input: String?
    /// The modifiers that must be held, exactly.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The method sent when the command is performed.
    open private(set) var action: Selector?
    /// The command's name, for menus.
    open var title: String
    /// An image for the command in menus.
    open var image: UIImage?
    /// The name a list of shortcuts shows for the command (the one the keyboard-shortcut
    /// overlay of iPadOS shows); nil for commands not listed.
    open var discoverabilityTitle: String?
    /// Whether the command takes the key before the system's own use of it; the library
    /// keeps no keys of its own, so every command has priority already.
    open var wantsPriorityOverSystemBehavior = false

    /// A command for `input` with `modifierFlags` that sends `action`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command with a title (and image and discoverability title) for menus and the
    /// shortcut list.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.title = title
        self.image = image
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        super.init()
    }

    // MARK: Special inputs (UIKit's names and values)

    /// The Esc key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The up arrow.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// Page Up.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// Page Down.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// Home.
    public static let inputHome = "UIKeyInputHome"
    /// End.
    public static let inputEnd = "UIKeyInputEnd"
    /// Delete forward.
    public static let inputDelete = "UIKeyInputDelete"
    /// F1.
    public static let f1 = "UIKeyInputF1"
    /// F2.
    public static let f2 = "UIKeyInputF2"
    /// F3.
    public static let f3 = "UIKeyInputF3"
    /// F4.
    public static let f4 = "UIKeyInputF4"
    /// F5.
    public static let f5 = "UIKeyInputF5"
    /// F6.
    public static let f6 = "UIKeyInputF6"
    /// F7.
    public static let f7 = "UIKeyInputF7"
    /// F8.
    public static let f8 = "UIKeyInputF8"
    /// F9.
    public static let f9 = "UIKeyInputF9"
    /// F10.
    public static let f10 = "UIKeyInputF10"
    /// F11.
    public static let f11 = "UIKeyInputF11"
    /// F12.
    public static let f12 = "UIKeyInputF12"

    // MARK: Matching

    /// The modifiers a command compares; caps lock and the numeric pad do not count.
    private static let comparedModifiers: UIKeyModifierFlags = [.shift, .control, .alternate, .command]

    /// Whether pressing `key` performs this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        guard key.modifierFlags.intersection(Self.comparedModifiers) == modifierFlags.intersection(Self.comparedModifiers) else {
            return false
        }
        if let usage = Self.specialInputs[input] { return key.keyCode == usage }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    /// The special inputs and the keys they name.
    private static let specialInputs: [String: UIKeyboardHIDUsage] = {
        var table: [String: UIKeyboardHIDUsage] = [
            inputEscape: .keyboardEscape, inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow,
            inputLeftArrow: .keyboardLeftArrow, inputRightArrow: .keyboardRightArrow, inputPageUp: .keyboardPageUp,
            inputPageDown: .keyboardPageDown, inputHome: .keyboardHome, inputEnd: .keyboardEnd,
            inputDelete: .keyboardDeleteForward,
        ]
        // F1…F12 are consecutive HID usages from F1's.
        for (offset, name) in [f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12].enumerated() {
            table[name] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + offset)
        }
        return table
    }()
}
