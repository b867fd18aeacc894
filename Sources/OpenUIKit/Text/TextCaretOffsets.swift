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

    /// The caret position one step left (`rightward` false) or right of caret position
    /// `index` on screen, in `string` drawn as one line with `attributes`: in a right-to-left
    /// run, right is backwards in the text, and at the seam of two runs the caret jumps to
    /// where the next character shows (Pango's visual cursor movement). Nil at the line's end
    /// in that direction.
    static func visualNeighbour(of index: Int, in string: String, attributes: [NSAttributedString.Key: Any],
                                rightward: Bool) -> Int? {
        let characters = Array(string)
        guard !characters.isEmpty, (0...characters.count).contains(index) else { return nil }
        let text = StyledText(string: string, attributes: attributes)
        let utf8 = Array(string.utf8)
        var byteIndices: [Int32] = [0]
        var byte: Int32 = 0
        for character in characters {
            byte += Int32(clamping: character.utf8.count)
            byteIndices.append(byte)
        }
        return TextEngine.withLock { state in
            let layout = TextLayout.make(text, wrapping: .singleLine, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var newByte: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(layout, 1, byteIndices[index], 0, rightward ? 1 : -1, &newByte, &trailing)
            // Past either end of the line Pango answers -1 or G_MAXINT.
            guard newByte >= 0, newByte < Int32.max else { return nil }
            // A trailing count is how many code points past newByte the caret stands.
            var position = Int(newByte)
            for _ in 0..<max(0, trailing) where position < utf8.count {
                position += 1
                while position < utf8.count, utf8[position] & 0xC0 == 0x80 { position += 1 }
            }
            return byteIndices.firstIndex { $0 >= position } ?? characters.count
        }
    }

    /// Whether `string` has a letter of a right-to-left script (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko, their presentation forms and the historic scripts of the Supplementary
    /// Multilingual Plane's right-to-left blocks): text whose caret needs visual movement.
    static func containsRightToLeftLetters(_ string: String) -> Bool {
        string.unicodeScalars.contains { scalar in rightToLeftBlocks.contains { $0.contains(scalar.value) } }
    }

    /// The Unicode blocks allocated to right-to-left scripts.
    static let rightToLeftBlocks: [ClosedRange<UInt32>] = [
        0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
    ]

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
