import Foundation

/// What a text view scrolls: a view as wide as the text view and as tall as its text, which
/// draws the selection and the text wrapped to the text container's width, and holds the
/// caret. It takes no touches: the text view's own recognizers do.
@MainActor
final class TextViewContentView: UIView {
    /// The text view shown; weak, as the text view owns this view.
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        let origin = textView.textOrigin
        let geometry = textView.layoutGeometry
        let selection = textView.buffer.selection
        if textView.showsSelection, !selection.isEmpty {
            context.setFillColor(textView.tintColor.withAlphaComponent(UITextView.selectionAlpha).cgColor)
            for rect in selectionRects(selection, in: geometry, reachingLineEnds: true) {
                context.fill(rect.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        let width = textView.textContainerWidth
        textView.displayedText.draw(in: CGRect(x: origin.x, y: origin.y, width: max(1, width), height: geometry.size.height + 1))
        if textView.isEditing, let marked = textView.buffer.markedRange, !marked.isEmpty {
            // The input method's provisional text, underlined in the text's colour on each line.
            let ascender = (textView.font ?? UITextView.defaultFont).ascender
            context.setFillColor((textView.textColor ?? UIColor.label).cgColor)
            for rect in selectionRects(marked, in: geometry, reachingLineEnds: false) {
                context.fill(CGRect(x: origin.x + rect.minX, y: (origin.y + rect.minY + ascender + UITextView.markedTextUnderlineGap).rounded(),
                                    width: rect.width, height: UITextView.markedTextUnderlineThickness))
            }
        }
    }

    /// One rectangle per line the selection crosses: from the selection's start to the
    /// line's end, whole middle lines, and from the last line's start to the selection's end.
    /// With `reachingLineEnds`, a line the range continues past reaches the right edge (a
    /// selection's tint); without, it ends at its last character (an underline).
    private func selectionRects(_ selection: Range<Int>, in geometry: TextBlockGeometry, reachingLineEnds: Bool) -> [CGRect] {
        let carets = geometry.caretRects
        guard carets.indices.contains(selection.lowerBound), carets.indices.contains(selection.upperBound) else { return [] }
        var rects: [CGRect] = []
        var lineStart = selection.lowerBound
        for index in selection.lowerBound...selection.upperBound {
            let isLast = index == selection.upperBound
            let nextStartsLine = !isLast && carets[index + 1].minY != carets[index].minY
            if isLast || nextStartsLine {
                let start = carets[lineStart]
                // A line's selection reaches the right edge when it continues onto the next.
                let endX = nextStartsLine && reachingLineEnds ? max(carets[index].minX, geometry.size.width) : carets[index].minX
                rects.append(CGRect(x: start.minX, y: start.minY, width: max(0, endX - start.minX), height: start.height))
                lineStart = index + 1
            }
        }
        return rects
    }
}
