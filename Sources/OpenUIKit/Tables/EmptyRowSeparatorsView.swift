import Foundation

/// The separators a plain table draws below its last row when its rows do not fill it and it
/// has no `tableFooterView`: one hairline per row-height step, inset as the rows' separators,
/// as iOS shows the room a short list has left. A footer view (even an empty one, the usual
/// way apps turn them off) ends them.
final class EmptyRowSeparatorsView: UIView {
    /// The distance between two lines, in points: one empty row.
    var rowPitch: CGFloat = UITableView.defaultEstimatedRowHeight {
        didSet { if rowPitch != oldValue { setNeedsDisplay() } }
    }

    /// The lines' inset from the view's edges, in points (left and right only).
    var lineInset: UIEdgeInsets = .zero {
        didSet { if lineInset != oldValue { setNeedsDisplay() } }
    }

    /// The lines' colour (nothing drawn when nil).
    var lineColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsDrawnCellPart()
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsDrawnCellPart(clearingBackground: false)
        isUserInteractionEnabled = false
    }

    /// The lines' vertical positions, in the view's coordinates: the bottom edge of each empty
    /// row that starts inside the view.
    var lineOffsets: [CGFloat] {
        guard rowPitch > 0, rowPitch.isFinite, bounds.height > 0 else { return [] }
        let hairline = 1 / max(1, traitCollection.displayScale)
        var offsets: [CGFloat] = []
        var rowBottom = rowPitch
        while rowBottom - rowPitch < bounds.height {
            offsets.append(rowBottom - hairline)
            rowBottom += rowPitch
        }
        return offsets
    }

    override func draw(_ rect: CGRect) {
        guard let lineColor else { return }
        let hairline = 1 / max(1, traitCollection.displayScale)
        let width = max(0, bounds.width - lineInset.left - lineInset.right)
        guard width > 0 else { return }
        lineColor.setFill()
        for y in lineOffsets where y + hairline >= rect.minY && y <= rect.maxY {
            UIRectFill(CGRect(x: lineInset.left, y: y, width: width, height: hairline))
        }
    }
}
