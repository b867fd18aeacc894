/// Whether spaces are added or removed around pasted and deleted words. They are not here,
/// as with the option off; the value is kept for the app.
public enum UITextSmartInsertDeleteType: Int, Sendable, CaseIterable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
