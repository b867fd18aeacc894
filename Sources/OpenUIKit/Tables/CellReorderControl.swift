import Foundation

/// The grip at an editing cell's trailing edge, drawn as iOS draws it: three short grey bars.
/// Dragging it moves the row; the table does the moving (`UITableView+Reordering`).
final class CellReorderControl: UIView {
    /// The width the grip takes at the cell's trailing edge, in points.
    static let width: CGFloat = 44
    /// Each bar's length and thickness, and the gap between bars, in points.
    static let barSize = CGSize(width: 18, height: 2)
    static let barSpacing: CGFloat = 4
    /// The bars' grey (iOS's `systemGray2` in the light appearance: 174/174/178).
    static let barColor = UIColor.systemGray2

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsDrawnCellPart()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsDrawnCellPart(clearingBackground: false)
    }

    override func draw(_ rect: CGRect) {
        Self.barColor.setFill()
        let bar = Self.barSize
        let total = 3 * bar.height + 2 * Self.barSpacing
        var y = ((bounds.height - total) / 2).rounded()
        for _ in 0..<3 {
            UIBezierPath(roundedRect: CGRect(x: ((bounds.width - bar.width) / 2).rounded(), y: y, width: bar.width, height: bar.height),
                         cornerRadius: bar.height / 2).fill()
            y += bar.height + Self.barSpacing
        }
    }
}
