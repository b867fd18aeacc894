import Foundation
import Synchronization

/// Paragraph-level text settings: alignment, spacing between lines and line breaking.
///
/// Immutable; `NSMutableParagraphStyle` is the mutable subclass. Both are `Sendable`: the
/// values are held behind a lock, so even a mutable style shared between threads is safe
/// (though, as in UIKit, mutating a style already handed to a string is a poor idea).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Unchecked: the only stored state is the Mutex below.

    struct Values: Hashable {
        var alignment = NSTextAlignment.natural
        var lineSpacing: CGFloat = 0
        var lineBreakMode = NSLineBreakMode.byWordWrapping
        var baseWritingDirection = NSWritingDirection.natural
    }

    let storage: Mutex<Values>

    /// The style text has when it has none: natural alignment, no extra line spacing, word
    /// wrapping.
    public static let `default` = NSParagraphStyle()

    public override init() {
        storage = Mutex(Values())
    }

    init(values: Values) {
        storage = Mutex(values)
    }

    var values: Values { storage.withLock { $0 } }

    /// How lines sit horizontally in the drawing rect.
    public var alignment: NSTextAlignment { values.alignment }

    /// Extra space between the bottom of one line and the top of the next, in points
    /// (negative values are treated as zero).
    public var lineSpacing: CGFloat { values.lineSpacing }

    /// How text that is wider than the drawing rect is broken or cut.
    public var lineBreakMode: NSLineBreakMode { values.lineBreakMode }

    /// Which way the paragraphs run (default `.natural`: as their text does). `.natural`
    /// alignment is left in a left-to-right paragraph and right in a right-to-left one, and a
    /// label or text field whose style leaves this natural runs its text in its own layout
    /// direction (`UIView.effectiveUserInterfaceLayoutDirection`) when that is right to left.
    public var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }

    /// The writing direction of a language, from its ISO 639 code (`"he"`, `"ar-EG"`):
    /// right to left for the languages written in right-to-left scripts, left to right for
    /// the others, and `.natural` for nil or text that names no language.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        guard let languageName else { return .natural }
        let code = languageName.prefix { $0.isASCII && $0.isLetter }.lowercased()
        guard !code.isEmpty else { return .natural }
        return NSWritingDirection.rightToLeftLanguages.contains(code) ? .rightToLeft : .leftToRight
    }

    /// An immutable copy (a mutable style copies to an immutable one, as in UIKit).
    open func copy(with zone: NSZone?) -> Any {
        NSParagraphStyle(values: values)
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone?) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int { values.hashValue }

    open override var description: String {
        let v = values
        let direction = v.baseWritingDirection == .natural ? "" : ", baseWritingDirection: \(v.baseWritingDirection)"
        return "NSParagraphStyle(alignment: \(v.alignment), lineSpacing: \(v.lineSpacing), lineBreakMode: \(v.lineBreakMode)\(direction))"
    }
}
