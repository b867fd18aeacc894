/// The look of a software keyboard: default, dark or light. Kept for the app; the desktop
/// shows no software keyboard.
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    /// The system's appearance.
    case `default` = 0
    /// A dark keyboard.
    case dark = 1
    /// A light keyboard.
    case light = 2

    /// Deprecated: the dark keyboard, as for alerts.
    public static var alert: UIKeyboardAppearance { .dark }
}
