import CPango
import Foundation

/// A font: a face and a point size, with UIKit's constructors and metrics.
///
/// Immutable and `Sendable`; it may be created and measured on any thread. An `NSObject`
/// as UIKit's is: fonts of the same face and size are equal and hash alike. (Unchecked
/// `Sendable` only because `NSObject` is not: every stored property is an immutable `let`.)
///
/// The system font is pinned to DejaVu Sans (and the monospaced one to DejaVu Sans Mono)
/// rather than whatever the desktop calls "sans-serif": the default family differs between
/// distributions and user configurations, and text metrics decide line breaks and view
/// sizes, so a pinned face makes layout and rendering identical on every machine. DejaVu is
/// installed with the library's system packages and covers the card suits ♠ ♥ ♦ ♣.
///
/// Sizes that are zero, negative or NaN become zero: such a font measures as zero and draws
/// nothing. Sizes above `maximumPointSize` (infinity included) are clamped to it. Each
/// replacement but zero's is reported once as a warning.
public final class UIFont: NSObject, @unchecked Sendable {
    /// The point size, after clamping.
    public let pointSize: CGFloat
    let face: FontFace

    /// The family of the system font.
    public static let systemFontFamilyName = "DejaVu Sans"
    /// The family of the monospaced system font.
    public static let monospacedSystemFontFamilyName = "DejaVu Sans Mono"
    /// The largest point size a font takes; Pango's fixed-point layout coordinates would
    /// overflow on long lines of larger text.
    public static let maximumPointSize: CGFloat = 10_000

    init(face: FontFace, pointSize: CGFloat) {
        self.face = face
        self.pointSize = UIFont.clampedSize(pointSize)
        super.init()
    }

    static func clampedSize(_ size: CGFloat) -> CGFloat {
        let clamped = size.isNaN ? 0 : min(max(size, 0), maximumPointSize)
        if clamped != size {
            let kind = size.isNaN ? "nan" : size < 0 ? "negative" : "large"
            Diagnostics.warn("a font size of \(size) points was replaced by \(clamped)", once: "UIFont.size.\(kind)")
        }
        return clamped
    }

    // MARK: System fonts

    /// The system font (DejaVu Sans) at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and the installed weight nearest to `weight`
    /// (DejaVu Sans has extra light, book and bold).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: face(family: systemFontFamilyName, weight: weight, italic: false), pointSize: fontSize)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic (oblique) system font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(face: face(family: systemFontFamilyName, weight: .regular, italic: true), pointSize: fontSize)
    }

    /// The monospaced system font (DejaVu Sans Mono).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(face: face(family: monospacedSystemFontFamilyName, weight: weight, italic: false), pointSize: fontSize)
    }

    /// The font for `style` at the user's current text size (`UIContentSizeCategory.current`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, contentSizeCategory: UIContentSizeCategory.current)
    }

    /// The font for `style` at the text size of `traitCollection`; the user's current size
    /// when it is nil or leaves the size unspecified.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, contentSizeCategory: UIContentSizeCategory.of(traitCollection))
    }

    /// The font for `style` at `category`'s text size.
    public static func preferredFont(forTextStyle style: TextStyle, contentSizeCategory category: UIContentSizeCategory) -> UIFont {
        systemFont(ofSize: style.largeCategoryPointSize * category.textScaleFactor, weight: style.weight)
    }

    // MARK: Named fonts

    /// A font of an installed family, by its fontconfig family name ("DejaVu Serif"),
    /// optionally followed by style words ("DejaVu Serif Bold Italic").
    ///
    /// Nil when no installed family has that name: fontconfig always substitutes some font,
    /// so a substitute is treated as not found rather than silently used.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let trimmed = fontName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains("\0") else { return nil }
        let face = FontFace.resolve(descriptor: trimmed)
        guard !face.requestedFamily.isEmpty,
              face.requestedFamily.caseInsensitiveCompare(face.familyName) == .orderedSame
        else { return nil }
        self.face = face
        self.pointSize = UIFont.clampedSize(fontSize)
        super.init()
    }

    /// The same face at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(face: face, pointSize: fontSize)
    }

    // MARK: Names and metrics

    /// The family that was actually loaded, e.g. "DejaVu Sans".
    public var familyName: String { face.familyName }

    /// The loaded face's family and style as the font system names them, e.g.
    /// "DejaVu Sans Bold" (UIKit gives a PostScript name here).
    public var fontName: String { face.fontName }

    /// Distance from the baseline to the top of the line's tallest glyphs, in points.
    public var ascender: CGFloat { face.ascenderPerPoint * pointSize }

    /// Distance from the baseline to the bottom of descenders; negative, as in UIKit.
    public var descender: CGFloat { face.descenderPerPoint * pointSize }

    /// The height of one line of text: ascender − descender + leading.
    public var lineHeight: CGFloat { face.lineHeightPerPoint * pointSize }

    /// The extra space the font asks for between lines.
    public var leading: CGFloat { lineHeight - (ascender - descender) }

    /// The height of capital letters above the baseline (the ink of "H").
    public var capHeight: CGFloat { face.capHeightPerPoint * pointSize }

    /// The height of lowercase letters above the baseline (the ink of "x").
    public var xHeight: CGFloat { face.xHeightPerPoint * pointSize }

    // MARK: Equality

    /// Whether `object` is a font of the same face and point size, as UIKit compares fonts.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return face.descriptor == other.face.descriptor && pointSize == other.pointSize
    }

    /// A hash of the face and size, consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(face.descriptor)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The face and size, for logs and test failures.
    public override var description: String { "UIFont(\"\(fontName)\", \(pointSize) pt)" }

    // MARK: Faces

    private static func face(family: String, weight: Weight, italic: Bool) -> FontFace {
        let key = DescriptorKey(family: family, weight: weight.pangoWeight, italic: italic)
        let face = FontFace.resolve(descriptor: key.descriptor)
        if face.familyName.caseInsensitiveCompare(family) != .orderedSame {
            Diagnostics.warn("the font family \(family) is not installed; text uses \(face.familyName) and will not match reference renderings",
                             once: "UIFont.missingFamily.\(family)")
        }
        return face
    }

    private struct DescriptorKey {
        var family: String
        var weight: Int32
        var italic: Bool

        /// Built through Pango so the string is in its canonical form.
        var descriptor: String {
            let description = pango_font_description_new()!
            defer { pango_font_description_free(description) }
            pango_font_description_set_family(description, family)
            pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
            pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
            guard let text = pango_font_description_to_string(description) else { return family }
            defer { g_free(text) }
            return String(cString: text)
        }
    }
}
