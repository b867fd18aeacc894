import Foundation

/// The attributes OpenUIKit's text drawing understands, with UIKit's raw values.
extension NSAttributedString.Key {
    /// A `UIFont`; text without one uses the 12-point system font.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` (or `CGColor`) filling the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` (or `CGColor`) filling the area behind the text.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`; the one on a string's first character applies to all of it.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// A number: the outline width as a percentage of the font size. Positive strokes the
    /// glyphs without filling them; negative fills and strokes them; zero (the default)
    /// only fills.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// A `UIColor` (or `CGColor`) for the outline; the foreground colour when absent.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// A number: extra space, in points, between characters (negative tightens).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
}
