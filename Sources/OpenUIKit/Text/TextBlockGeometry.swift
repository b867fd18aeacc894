import CPango
import Foundation

/// Where the caret can stand in a block of text wrapped to a width, as a text view shows it:
/// the rectangle of the caret before every character (grapheme cluster) and after the last,
/// the block's size, and the character nearest a point. Measured by Pango with the same
/// layout `NSAttributedString.draw(in:)` makes for that width, so caret and glyphs agree.
struct TextBlockGeometry: Sendable {
    /// The caret's rectangle at each boundary between characters, from the block's top
    /// left: `count + 1` rectangles, each of zero width and a line's height.
    let caretRects: [CGRect]
    /// The size of the laid-out text: the wrap width's worth of lines (or less), and the
    /// height of all lines.
    let size: CGSize

    /// Lays out `text` wrapped at `width` points (unwrapped when `width` is not positive).
    init(_ text: NSAttributedString, width: CGFloat) {
        let string = text.string
        let styled = StyledText(text)
        var byteIndices: [Int32] = [0]
        var byte = 0
        for character in string {
            byte += character.utf8.count
            byteIndices.append(Int32(clamping: byte))
        }
        let wrapping: TextLayout.Wrapping = width > 0 && width.isFinite ? .width(width) : .none
        (caretRects, size) = TextEngine.withLock { state in
            let layout = TextLayout.make(styled, wrapping: wrapping, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let rects = byteIndices.map { index in
                var strong = PangoRectangle()
                pango_layout_get_cursor_pos(layout, index, &strong, nil)
                return CGRect(x: CGFloat(strong.x) / TextEngine.pangoScale, y: CGFloat(strong.y) / TextEngine.pangoScale,
                              width: 0, height: CGFloat(strong.height) / TextEngine.pangoScale)
            }
            return (rects, TextLayout.extents(of: layout).logical.size)
        }
    }

    /// The index of the caret position nearest `point`: on the line under it (the first or
    /// last line above or below the text), the boundary nearest its x.
    func index(nearest point: CGPoint) -> Int {
        guard let first = caretRects.first, point.x.isFinite, point.y.isFinite else { return 0 }
        // The line whose band holds the point's y, clamped to the first and last lines.
        let lineTop: CGFloat
        if point.y < first.minY {
            lineTop = first.minY
        } else if let line = caretRects.last(where: { $0.minY <= point.y }) {
            lineTop = line.minY
        } else {
            lineTop = first.minY
        }
        var best = 0
        var bestDistance = CGFloat.infinity
        for (index, rect) in caretRects.enumerated() where rect.minY == lineTop {
            let distance = abs(rect.minX - point.x)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return best
    }

    /// The index a caret at `index` reaches moving one line up or down, keeping its x (or
    /// the start or end of the text past the first or last line).
    func index(from index: Int, verticallyBy lines: Int) -> Int {
        guard caretRects.indices.contains(index) else { return max(0, min(index, caretRects.count - 1)) }
        let rect = caretRects[index]
        let target = CGPoint(x: rect.minX, y: lines < 0 ? rect.minY - 1 : rect.maxY + 1)
        if target.y < (caretRects.first?.minY ?? 0) { return 0 }
        if target.y >= (caretRects.map(\.maxY).max() ?? 0) { return caretRects.count - 1 }
        return self.index(nearest: target)
    }

    /// The first and last boundaries of the line the caret at `index` is on.
    func lineBoundaries(around index: Int) -> ClosedRange<Int> {
        guard caretRects.indices.contains(index) else { return 0...max(0, caretRects.count - 1) }
        let top = caretRects[index].minY
        var lower = index, upper = index
        while lower > 0, caretRects[lower - 1].minY == top { lower -= 1 }
        while upper < caretRects.count - 1, caretRects[upper + 1].minY == top { upper += 1 }
        return lower...upper
    }
}
