/// One change to a file's bytes: `range` (UTF-8 offsets into the original text) replaced by
/// `replacement`.
///
/// Edits are planned on the syntax tree and applied to the text, so everything outside them
/// (formatting, comments, string literals) stays byte for byte.
struct TextEdit: Equatable {
    var range: Range<Int>
    var replacement: String
    /// A removal that may take its whole line with it: when nothing but whitespace is left
    /// on the line(s) it touches, the line goes too, so dropping an attribute that stood on
    /// its own line leaves no blank line.
    var removesEmptiedLine: Bool

    /// Applies non-overlapping replacements and possibly overlapping removals.
    static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8] {
        let merged = expandEmptiedLines(mergeRemovals(edits), in: text)
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var cursor = 0
        for edit in merged {
            result.append(contentsOf: text[cursor..<edit.range.lowerBound])
            result.append(contentsOf: Array(edit.replacement.utf8))
            cursor = edit.range.upperBound
        }
        result.append(contentsOf: text[cursor...])
        return result
    }

    /// Sorted, with overlapping or touching removals joined into one (`@IBAction @objc`
    /// alone on a line is two removals that share the space between them).
    private static func mergeRemovals(_ edits: [TextEdit]) -> [TextEdit] {
        var merged: [TextEdit] = []
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            if var last = merged.last, last.replacement.isEmpty, edit.replacement.isEmpty,
               edit.range.lowerBound <= last.range.upperBound {
                last.range = last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound)
                last.removesEmptiedLine = last.removesEmptiedLine && edit.removesEmptiedLine
                merged[merged.count - 1] = last
            } else {
                merged.append(edit)
            }
        }
        return merged
    }

    /// Widens each line-removing edit to its whole line(s), newline included, when every
    /// other byte of those lines is whitespace.
    private static func expandEmptiedLines(_ edits: [TextEdit], in text: [UInt8]) -> [TextEdit] {
        var result: [TextEdit] = []
        for edit in edits {
            guard edit.removesEmptiedLine else {
                result.append(edit)
                continue
            }
            let lineStart = text.lineStart(at: edit.range.lowerBound)
            let lineEnd = text.lineEnd(at: edit.range.upperBound)
            // Other edits on these lines leave their own text behind, so this check also
            // keeps a line that another edit changes.
            let leftOver = text[lineStart..<edit.range.lowerBound] + text[edit.range.upperBound..<lineEnd]
            guard leftOver.allSatisfy({ $0.isASCIIWhitespace }) else {
                result.append(edit)
                continue
            }
            if lineEnd < text.count {
                result.append(TextEdit(range: lineStart..<lineEnd + 1, replacement: "", removesEmptiedLine: false))
            } else if lineStart > 0 {
                // The last line has no newline of its own: take the one before it.
                result.append(TextEdit(range: lineStart - 1..<lineEnd, replacement: "", removesEmptiedLine: false))
            } else {
                result.append(TextEdit(range: lineStart..<lineEnd, replacement: "", removesEmptiedLine: false))
            }
        }
        return result
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    /// A space or tab: what separates tokens on a line.
    var isHorizontalSpace: Bool { self == .space || self == .tab }
    var isASCIIWhitespace: Bool { isHorizontalSpace || self == .newline || self == .carriageReturn }
}

extension Array where Element == UInt8 {
    /// The offset where the line holding `offset` begins.
    func lineStart(at offset: Int) -> Int {
        var start = Swift.min(offset, count)
        while start > 0, self[start - 1] != .newline { start -= 1 }
        return start
    }

    /// The offset of the newline ending the line holding `offset` (or the end of the text).
    func lineEnd(at offset: Int) -> Int {
        var end = Swift.max(offset, 0)
        while end < count, self[end] != .newline { end += 1 }
        return end
    }
}
