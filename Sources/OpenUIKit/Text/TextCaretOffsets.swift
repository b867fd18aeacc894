import CPango
import Foundation

/// Where a caret can stand in one line of text: the horizontal position of every boundary
/// between characters (grapheme clusters), measured by Pango as the line is drawn, so a
/// text field can place its caret and selection and hit-test a click against the glyphs.
enum TextCaretOffsets {
    /// The caret positions of `string` drawn as one line with `attributes`, in points from
    /// the line's left edge: `string.count + 1` values, the first before the first character
    /// and the last after the last.
    static func offsets(of string: String, attributes: [NSAttributedString.Key: Any]) -> [CGFloat] {
        guard !string.isEmpty else { return [0] }
        let text = StyledText(string: string, attributes: attributes)
        var byteIndices: [Int32] = [0]
        var byte = 0
        for character in string {
            byte += character.utf8.count
            byteIndices.append(Int32(clamping: byte))
        }
        return TextEngine.withLock { state in
            let layout = TextLayout.make(text, wrapping: .singleLine, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return byteIndices.map { index in
                var strong = PangoRectangle()
                pango_layout_get_cursor_pos(layout, index, &strong, nil)
                return CGFloat(strong.x) / TextEngine.pangoScale
            }
        }
    }

    /// The index of the caret position nearest `x` among `offsets` (as `offsets(of:attributes:)`
    /// returns them, in increasing order for left-to-right text).
    static func nearestIndex(to x: CGFloat, in offsets: [CGFloat]) -> Int {
        guard x.isFinite, !offsets.isEmpty else { return 0 }
        var best = 0
        for (index, offset) in offsets.enumerated() where abs(offset - x) < abs(offsets[best] - x) {
            best = index
        }
        return best
    }
}
