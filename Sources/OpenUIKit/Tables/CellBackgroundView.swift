import Foundation

/// A cell's plain fill, at rest or selected, with the corners an inset grouped section rounds.
final class CellBackgroundView: UIView {
    /// The radius of an inset grouped section's corners, in points.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The colour filled (nothing when nil).
    var fillColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Which corners are rounded.
    var corners: UIRectCorner = [] {
        didSet { if corners != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsDrawnCellPart()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsDrawnCellPart(clearingBackground: false)
    }

    override func draw(_ rect: CGRect) {
        guard let fillColor else { return }
        fillColor.setFill()
        if corners.isEmpty {
            UIBezierPath(rect: bounds).fill()
        } else {
            let radius = Self.insetGroupedCornerRadius
            UIBezierPath(roundedRect: bounds, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)).fill()
        }
    }
}
