/// USB HID keyboard usage codes, UIKit's names for physical keys. Only the keys the library
/// maps from X11 keysyms have names here; anything else is `.keyboardErrorUndefined`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No usage: a key the library does not map from X11.
    public static let keyboardErrorUndefined = Self(rawValue: 0x03)
    /// Letters a…z are 0x04…0x1D in order.
    public static let keyboardA = Self(rawValue: 0x04)
    /// The F key (0x09).
    public static let keyboardF = Self(rawValue: 0x09)
    /// The Q key (0x14).
    public static let keyboardQ = Self(rawValue: 0x14)
    /// The R key (0x15).
    public static let keyboardR = Self(rawValue: 0x15)
    /// The S key (0x16).
    public static let keyboardS = Self(rawValue: 0x16)
    /// Digits 1…9 are 0x1E…0x26, 0 is 0x27.
    public static let keyboard1 = Self(rawValue: 0x1E)
    /// The 0 key of the main row (0x27).
    public static let keyboard0 = Self(rawValue: 0x27)
    /// Return, or Enter on the main block (0x28).
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    /// Escape (0x29).
    public static let keyboardEscape = Self(rawValue: 0x29)
    /// Backspace (0x2A).
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    /// Tab (0x2B).
    public static let keyboardTab = Self(rawValue: 0x2B)
    /// The space bar (0x2C).
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    /// The hyphen and underscore key (0x2D).
    public static let keyboardHyphen = Self(rawValue: 0x2D)
    /// The equals and plus key (0x2E).
    public static let keyboardEqualSign = Self(rawValue: 0x2E)
    /// F1…F12 are 0x3A…0x45 in order.
    public static let keyboardF1 = Self(rawValue: 0x3A)
    /// F10 (0x43): with Shift, opens a context menu.
    public static let keyboardF10 = Self(rawValue: 0x43)
    /// F11 (0x44).
    public static let keyboardF11 = Self(rawValue: 0x44)
    /// F12 (0x45).
    public static let keyboardF12 = Self(rawValue: 0x45)
    /// The Menu key of PC keyboards, which HID calls Application (0x65): opens a context menu.
    public static let keyboardApplication = Self(rawValue: 0x65)
    /// Home (0x4A).
    public static let keyboardHome = Self(rawValue: 0x4A)
    /// Page Up (0x4B).
    public static let keyboardPageUp = Self(rawValue: 0x4B)
    /// Delete, the one that erases forward (0x4C).
    public static let keyboardDeleteForward = Self(rawValue: 0x4C)
    /// End (0x4D).
    public static let keyboardEnd = Self(rawValue: 0x4D)
    /// Page Down (0x4E).
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    /// The right arrow (0x4F).
    public static let keyboardRightArrow = Self(rawValue: 0x4F)
    /// The left arrow (0x50).
    public static let keyboardLeftArrow = Self(rawValue: 0x50)
    /// The down arrow (0x51).
    public static let keyboardDownArrow = Self(rawValue: 0x51)
    /// The up arrow (0x52).
    public static let keyboardUpArrow = Self(rawValue: 0x52)
    /// The left Control key (0xE0).
    public static let keyboardLeftControl = Self(rawValue: 0xE0)
    /// The left Shift key (0xE1).
    public static let keyboardLeftShift = Self(rawValue: 0xE1)
    /// The left Alt key (0xE2).
    public static let keyboardLeftAlt = Self(rawValue: 0xE2)
    /// The right Control key (0xE4).
    public static let keyboardRightControl = Self(rawValue: 0xE4)
    /// The right Shift key (0xE5).
    public static let keyboardRightShift = Self(rawValue: 0xE5)
    /// The right Alt key, AltGr on many layouts (0xE6).
    public static let keyboardRightAlt = Self(rawValue: 0xE6)
}
