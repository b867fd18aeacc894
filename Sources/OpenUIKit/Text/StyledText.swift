import Foundation

/// An attributed string flattened for Pango: its UTF-8 bytes and, for each stretch of
/// uniform attributes, the resolved drawing values.
///
/// Built before taking the text engine's lock, because resolving a default font may need
/// that lock itself.
struct StyledText: Sendable {
    struct Run: Sendable {
        /// Byte offsets into `utf8`.
        var bytes: Range<Int>
        var font: UIFont
        var foreground: CGColor
        var background: CGColor?
        /// Extra space after each character, in points.
        var kern: CGFloat
        /// UIKit's stroke width: percent of the font size; its sign picks stroke-only or
        /// fill-and-stroke.
        var strokeWidth: CGFloat
        var strokeColor: CGColor?
    }

    /// UIKit draws text without a font in 12-point Helvetica; this is its stand-in.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    let utf8: [UInt8]
    let runs: [Run]
    let paragraph: NSParagraphStyle.Values

    var isEmpty: Bool { utf8.isEmpty }

    init(_ attributed: NSAttributedString) {
        self.init(string: attributed.string, ranges: StyledText.attributeRanges(of: attributed))
    }

    /// `attributed` with `defaults` under its own attributes: what a label shows, its font,
    /// colour and paragraph style wherever the text sets none.
    init(_ attributed: NSAttributedString, under defaults: [NSAttributedString.Key: Any]) {
        let ranges = StyledText.attributeRanges(of: attributed).map { range, own in
            (range, defaults.merging(own) { _, own in own })
        }
        self.init(string: attributed.string, ranges: ranges)
    }

    /// `string` in one style, as `NSAttributedString(string:attributes:)` would give it.
    ///
    /// Labels and `String.draw` come here directly instead of building that attributed
    /// string: swift-corelibs-foundation never frees an `NSAttributedString`'s attribute
    /// storage (its `CFRunArray`, and every attribute value with it; about 0.6 kB a string,
    /// measured with valgrind), so a label that built one per draw and per measure leaked on
    /// every frame that touched it.
    init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.init(string: string, ranges: [(NSRange(location: 0, length: string.utf16.count), attributes ?? [:])])
    }

    /// The attributes of `attributed`, stretch by stretch.
    private static func attributeRanges(of attributed: NSAttributedString) -> [(NSRange, [NSAttributedString.Key: Any])] {
        var ranges: [(NSRange, [NSAttributedString.Key: Any])] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
            ranges.append((range, attributes))
        }
        return ranges
    }

    /// `string` with `ranges` (UTF-16 ranges, in order, and their attributes).
    private init(string: String, ranges: [(NSRange, [NSAttributedString.Key: Any])]) {
        // Pango stops at a NUL byte; a space keeps the byte offsets of everything after it.
        var bytes = Array(string.utf8)
        for index in bytes.indices where bytes[index] == 0 { bytes[index] = 0x20 }
        utf8 = bytes

        // NSRange counts UTF-16 units; Pango counts UTF-8 bytes.
        var byteOffsetAtUTF16: [Int] = []
        byteOffsetAtUTF16.reserveCapacity(string.utf16.count + 1)
        var byteOffset = 0
        for scalar in string.unicodeScalars {
            let units = UTF16.width(scalar)
            // A range boundary inside a surrogate pair is moved to the scalar's start.
            for _ in 0..<units { byteOffsetAtUTF16.append(byteOffset) }
            byteOffset += UTF8.width(scalar)
        }
        byteOffsetAtUTF16.append(byteOffset)

        var runs: [Run] = []
        var paragraph = NSParagraphStyle.Values()
        var sawFirstParagraphStyle = false
        for (range, attributes) in ranges {
            let lower = byteOffsetAtUTF16[min(max(range.location, 0), byteOffsetAtUTF16.count - 1)]
            let upper = byteOffsetAtUTF16[min(max(range.location + range.length, 0), byteOffsetAtUTF16.count - 1)]
            if !sawFirstParagraphStyle {
                sawFirstParagraphStyle = true
                if let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style.values }
            }
            guard upper > lower else { continue }
            let foreground = StyledText.color(attributes[.foregroundColor]) ?? .black
            runs.append(Run(
                bytes: lower..<upper,
                font: attributes[.font] as? UIFont ?? StyledText.defaultFont,
                foreground: foreground,
                background: StyledText.color(attributes[.backgroundColor]),
                kern: StyledText.number(attributes[.kern], .kern, limit: StyledText.maximumKern) ?? 0,
                strokeWidth: StyledText.number(attributes[.strokeWidth], .strokeWidth, limit: StyledText.maximumStrokeWidth) ?? 0,
                strokeColor: StyledText.color(attributes[.strokeColor])))
        }
        self.runs = runs
        self.paragraph = paragraph
    }

    /// The index of the run holding byte `offset` (the nearest run when none does).
    func runIndex(atByte offset: Int) -> Int {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].bytes.lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as UIColor: color.cgColor
        case let color as CGColor: color
        default: nil
        }
    }

    /// The most kerning taken, in points (either sign): far beyond any use, and well inside
    /// what Pango holds in 32 bits of 1/1024 point (about two million points).
    static let maximumKern: CGFloat = 100_000
    /// The widest text stroke taken, in percent of the font size (either sign): ten times the
    /// font size, where the letters are long gone.
    static let maximumStrokeWidth: CGFloat = 1_000

    /// Attribute numbers arrive as whatever the caller stored; a non-finite one is ignored and
    /// one beyond `limit` clamped to it, each with a warning, since Pango and Cairo hold them
    /// in fixed-point integers.
    private static func number(_ value: Any?, _ key: NSAttributedString.Key, limit: CGFloat) -> CGFloat? {
        guard let result = number(value) else { return nil }
        guard result.isFinite else {
            Diagnostics.warn("the text attribute \(key.rawValue) = \(result) was ignored: not a finite number",
                             once: "StyledText.\(key.rawValue).nonFinite")
            return nil
        }
        guard abs(result) <= limit else {
            Diagnostics.warn("the text attribute \(key.rawValue) = \(result) was clamped to ±\(limit)",
                             once: "StyledText.\(key.rawValue).large")
            return result < 0 ? -limit : limit
        }
        return result
    }

    private static func number(_ value: Any?) -> CGFloat? {
        let result: CGFloat? = switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
        return result
    }
}
