import Foundation

// The semantic colours of grouped content (tables in the grouped styles, settings screens),
// light appearance, with iOS's values.
extension UIColor {
    /// The background behind grouped content: `systemGray6` (242, 242, 247).
    public static let systemGroupedBackground = UIColor.systemGray6
    /// The background of grouped content itself (a grouped table's cells): white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// The background of content grouped inside grouped content: `systemGray6`.
    public static let tertiarySystemGroupedBackground = UIColor.systemGray6
    /// Dividing lines that hide what is under them: (198, 198, 200).
    public static let opaqueSeparator = UIColor(red255: 198, green: 198, blue: 200)
}
