import Foundation

/// The control at an editing cell's leading edge, drawn as iOS draws it: a red disc with a
/// white bar (delete) or a green disc with a white cross (insert). Tapping the delete control
/// asks for the confirmation (the row's Delete button); tapping the insert control commits the
/// insertion.
final class CellEditingControl: CellTapTargetView {
    /// The disc's diameter, in points.
    static let discDiameter: CGFloat = 22
    /// The white bar's length and thickness, in points.
    static let barSize = CGSize(width: 12, height: 2.5)
    /// The width the control takes at the cell's leading edge: the cell's content moves right
    /// by this much while editing, in points.
    static let indentWidth: CGFloat = 38
    /// The cell's leading margin before the disc, in points.
    static let leadingMargin: CGFloat = 16

    /// Which control is drawn.
    var style: UITableViewCell.EditingStyle = .none {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsDrawnCellPart()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsDrawnCellPart(clearingBackground: false)
    }

    /// The disc's box in the control's bounds.
    var discFrame: CGRect {
        CGRect(x: Self.leadingMargin, y: ((bounds.height - Self.discDiameter) / 2).rounded(),
               width: Self.discDiameter, height: Self.discDiameter)
    }

    override func draw(_ rect: CGRect) {
        guard style != .none else { return }
        let disc = discFrame
        (style == .delete ? UIColor.systemRed : UIColor.systemGreen).setFill()
        UIBezierPath(ovalIn: disc).fill()
        UIColor.white.setFill()
        let bar = Self.barSize
        let horizontal = CGRect(x: disc.midX - bar.width / 2, y: disc.midY - bar.height / 2, width: bar.width, height: bar.height)
        UIBezierPath(roundedRect: horizontal, cornerRadius: bar.height / 2).fill()
        if style == .insert {
            let vertical = CGRect(x: disc.midX - bar.height / 2, y: disc.midY - bar.width / 2, width: bar.height, height: bar.width)
            UIBezierPath(roundedRect: vertical, cornerRadius: bar.height / 2).fill()
        }
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        style != .none && bounds.contains(point)
    }
}
