/// Whether two typed hyphens become a dash. They stay as typed here, as with the option off;
/// the value is kept for the app.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    /// The system's choice.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
