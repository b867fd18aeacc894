/// Whether typing is autocorrected. Nothing is autocorrected here, as on an iPad with a
/// hardware keyboard and autocorrection off; the value is kept for the app.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    /// The input method's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
