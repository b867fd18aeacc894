/// Whether misspelled words are marked. Nothing marks them here; the value is kept for the
/// app.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
