/// The kind of software keyboard a text input asks for.
///
/// With a hardware keyboard, as on the desktop, no software keyboard shows and every key
/// types, as on an iPad with a keyboard attached: a `.numberPad` field still takes letters.
/// The value is kept for the app.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    /// The keyboard of the current input method.
    case `default` = 0
    /// A keyboard that types ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for URLs: a period, a slash and ".com".
    case URL = 3
    /// Digits only.
    case numberPad = 4
    /// A telephone keypad: digits, `*`, `#` and `+`.
    case phonePad = 5
    /// A keypad for a name or a telephone number.
    case namePhonePad = 6
    /// A keyboard for email addresses: `@` and a period.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// A keyboard with `@` and `#` for social posts.
    case twitter = 9
    /// A keyboard for web search terms and URLs.
    case webSearch = 10
    /// ASCII digits only.
    case asciiCapableNumberPad = 11

    /// Deprecated: the ASCII-capable keyboard.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
