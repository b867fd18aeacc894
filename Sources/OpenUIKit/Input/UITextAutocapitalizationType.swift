/// When a software keyboard turns on Shift by itself. As on an iPad with a hardware
/// keyboard, typed keys are never capitalised for the user here; the value is kept for the app.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    /// Never.
    case `none` = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}
