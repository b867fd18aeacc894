import Foundation

/// The data an attributed string writes for item providers within OpenUIKit: its characters
/// and, run by run, the attributes OpenUIKit's text drawing understands (font, foreground,
/// background and stroke colours, stroke width, kerning, and the paragraph style's alignment,
/// line spacing, line breaking and writing direction), as JSON.
///
/// Why not RTF, as UIKit writes: Foundation on Linux has no RTF reader or writer, and these
/// data only travel between OpenUIKit item providers (the type has no MIME type, so XDND
/// never offers it to other programs, which get plain text instead). Colours are stored
/// resolved (sRGB components); other attributes are dropped. Data are input: a malformed
/// archive, or a run outside the string, is refused with the reason.
enum AttributedStringArchive {
    /// The archive's type identifier (undeclared, so it stays among OpenUIKit programs).
    static let typeIdentifier = "org.openuikit.attributed-string"

    /// The archive's layout; the version lets a later layout refuse an older one clearly.
    private struct Archive: Codable {
        var version = 1
        var string: String
        var runs: [Run]
    }

    /// One run of the same attributes, in UTF-16 units as `NSRange` counts them.
    private struct Run: Codable {
        var location: Int
        var length: Int
        var fontName: String?
        var fontSize: Double?
        var foregroundColor: [Double]?
        var backgroundColor: [Double]?
        var strokeColor: [Double]?
        var strokeWidth: Double?
        var kern: Double?
        var paragraph: Paragraph?
    }

    private struct Paragraph: Codable {
        var alignment: Int
        var lineSpacing: Double
        var lineBreakMode: Int
        var baseWritingDirection: Int
    }

    /// `string` archived.
    static func encode(_ string: NSAttributedString) -> Data {
        var runs: [Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var run = Run(location: range.location, length: range.length)
            if let font = attributes[.font] as? UIFont {
                run.fontName = font.fontName
                run.fontSize = Double(font.pointSize)
            }
            run.foregroundColor = components(of: attributes[.foregroundColor])
            run.backgroundColor = components(of: attributes[.backgroundColor])
            run.strokeColor = components(of: attributes[.strokeColor])
            run.strokeWidth = number(attributes[.strokeWidth])
            run.kern = number(attributes[.kern])
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
                run.paragraph = Paragraph(alignment: style.alignment.rawValue, lineSpacing: Double(style.lineSpacing),
                                          lineBreakMode: style.lineBreakMode.rawValue,
                                          baseWritingDirection: style.baseWritingDirection.rawValue)
            }
            runs.append(run)
        }
        // Encoding plain values cannot fail.
        return (try? JSONEncoder().encode(Archive(string: string.string, runs: runs))) ?? Data()
    }

    /// The attributed string `data` archive; throws, saying why, for data that are not an
    /// archive of this version or whose runs fall outside the string.
    static func decode(_ data: Data) throws -> NSAttributedString {
        let archive: Archive
        do {
            archive = try JSONDecoder().decode(Archive.self, from: data)
        } catch {
            throw ItemProviderDecoding.Failure(reason: "the attributed string's data are not an OpenUIKit archive")
        }
        guard archive.version == 1 else {
            throw ItemProviderDecoding.Failure(reason: "the attributed string's archive is version \(archive.version), not 1")
        }
        let result = NSMutableAttributedString(string: archive.string)
        let length = result.length
        for run in archive.runs {
            guard run.location >= 0, run.length >= 0, run.location <= length, run.length <= length - run.location else {
                throw ItemProviderDecoding.Failure(reason: "an attribute run (\(run.location), \(run.length)) lies outside the \(length) characters")
            }
            let attributes = self.attributes(of: run)
            if !attributes.isEmpty, run.length > 0 {
                result.addAttributes(attributes, range: NSRange(location: run.location, length: run.length))
            }
        }
        return result
    }

    private static func attributes(of run: Run) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let size = run.fontSize {
            let pointSize = CGFloat(size)
            // A font not installed here becomes the system font at the same size.
            attributes[.font] = run.fontName.flatMap { UIFont(name: $0, size: pointSize) } ?? UIFont.systemFont(ofSize: pointSize)
        }
        attributes[.foregroundColor] = color(run.foregroundColor)
        attributes[.backgroundColor] = color(run.backgroundColor)
        attributes[.strokeColor] = color(run.strokeColor)
        attributes[.strokeWidth] = run.strokeWidth.map { NSNumber(value: $0) }
        attributes[.kern] = run.kern.map { NSNumber(value: $0) }
        if let paragraph = run.paragraph {
            let style = NSMutableParagraphStyle()
            style.alignment = NSTextAlignment(rawValue: paragraph.alignment) ?? .natural
            style.lineSpacing = CGFloat(paragraph.lineSpacing)
            style.lineBreakMode = NSLineBreakMode(rawValue: paragraph.lineBreakMode) ?? .byWordWrapping
            style.baseWritingDirection = NSWritingDirection(rawValue: paragraph.baseWritingDirection) ?? .natural
            attributes[.paragraphStyle] = style
        }
        return attributes
    }

    /// Red, green, blue and alpha of a `UIColor` or `CGColor` value.
    private static func components(of value: Any?) -> [Double]? {
        let color: CGColor
        if let uiColor = value as? UIColor {
            color = uiColor.cgColor
        } else if let cgColor = value as? CGColor {
            color = cgColor
        } else {
            return nil
        }
        return [color.red, color.green, color.blue, color.alpha].map { Double($0) }
    }

    private static func color(_ components: [Double]?) -> UIColor? {
        guard let components, components.count == 4 else { return nil }
        return UIColor(red: CGFloat(components[0]), green: CGFloat(components[1]), blue: CGFloat(components[2]),
                       alpha: CGFloat(components[3]))
    }

    private static func number(_ value: Any?) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        if let double = value as? Double { return double }
        if let cgFloat = value as? CGFloat { return Double(cgFloat) }
        if let int = value as? Int { return Double(int) }
        return nil
    }
}
