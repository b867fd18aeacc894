/// A key on the keyboard, as UIKit describes it: the characters it types and its position.
public struct UIKey: Sendable, Equatable {
    /// What the key types with the modifiers applied ("Q" with Shift), empty for keys that
    /// type nothing (arrows, F11).
    public var characters: String
    /// What it types without modifiers ("q").
    public var charactersIgnoringModifiers: String
    /// The modifier keys held when the key changed.
    public var modifierFlags: UIKeyModifierFlags
    /// Which key it is, independent of layout-specific characters.
    public var keyCode: UIKeyboardHIDUsage

    /// A key from its characters, modifiers and HID usage.
    public init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags = [], keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
    }
}
