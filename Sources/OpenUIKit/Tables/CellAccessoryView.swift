import Foundation

/// The standard accessories, drawn as iOS draws them: the grey chevron, the tinted checkmark
/// and the tinted info button (alone, or before a chevron). The info button takes taps; the
/// marks let them through to the row.
final class CellAccessoryView: CellTapTargetView {
    /// The chevron's box, in points.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark's box, in points.
    static let checkmarkSize = CGSize(width: 14, height: 12)
    /// The info button's diameter, in points.
    static let infoDiameter: CGFloat = 22
    /// The gap between the info button and the chevron after it, in points.
    static let infoChevronSpacing: CGFloat = 16
    /// The chevron's stroke, in points.
    static let chevronLineWidth: CGFloat = 2
    /// The checkmark's stroke, in points.
    static let checkmarkLineWidth: CGFloat = 2
    /// The info button's ring, in points.
    static let infoRingWidth: CGFloat = 1.5
    /// The chevron's grey (iOS's tertiary label colour over white: 196/196/199).
    static let chevronColor = UIColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1)

    /// The mark drawn.
    var type: UITableViewCell.AccessoryType = .none {
        didSet {
            if type != oldValue { setNeedsDisplay() }
            isUserInteractionEnabled = hasInfoButton
        }
    }

    private var hasInfoButton: Bool { type == .detailButton || type == .detailDisclosureButton }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configureAsDrawnCellPart()
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureAsDrawnCellPart(clearingBackground: false)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .detailButton: CGSize(width: Self.infoDiameter, height: Self.infoDiameter)
        case .detailDisclosureButton:
            CGSize(width: Self.infoDiameter + Self.infoChevronSpacing + Self.chevronSize.width, height: Self.infoDiameter)
        }
    }

    override func tintColorDidChange() {
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let tint = tintColor ?? .systemBlue
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: bounds)
        case .checkmark:
            tint.setStroke()
            let box = bounds
            let path = UIBezierPath()
            path.move(to: CGPoint(x: box.minX + 1, y: box.minY + box.height * 0.55))
            path.addLine(to: CGPoint(x: box.minX + box.width * 0.36, y: box.maxY - 1))
            path.addLine(to: CGPoint(x: box.maxX - 1, y: box.minY + 1))
            path.lineWidth = Self.checkmarkLineWidth
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            path.stroke()
        case .detailButton:
            drawInfo(in: CGRect(x: 0, y: (bounds.height - Self.infoDiameter) / 2, width: Self.infoDiameter, height: Self.infoDiameter), tint: tint)
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: (bounds.height - Self.infoDiameter) / 2, width: Self.infoDiameter, height: Self.infoDiameter), tint: tint)
            let chevronBox = CGRect(x: bounds.maxX - Self.chevronSize.width, y: (bounds.height - Self.chevronSize.height) / 2,
                                    width: Self.chevronSize.width, height: Self.chevronSize.height)
            drawChevron(in: chevronBox)
        }
    }

    private func drawChevron(in box: CGRect) {
        Self.chevronColor.setStroke()
        let inset = Self.chevronLineWidth / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: box.minX + inset, y: box.minY + inset))
        path.addLine(to: CGPoint(x: box.maxX - inset, y: box.midY))
        path.addLine(to: CGPoint(x: box.minX + inset, y: box.maxY - inset))
        path.lineWidth = Self.chevronLineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// The "i" in a ring.
    private func drawInfo(in box: CGRect, tint: UIColor) {
        tint.setStroke()
        tint.setFill()
        let ring = UIBezierPath(ovalIn: box.insetBy(dx: Self.infoRingWidth / 2 + 0.5, dy: Self.infoRingWidth / 2 + 0.5))
        ring.lineWidth = Self.infoRingWidth
        ring.stroke()
        let dotRadius = box.width * 0.07
        UIBezierPath(ovalIn: CGRect(x: box.midX - dotRadius, y: box.minY + box.height * 0.27 - dotRadius,
                                    width: 2 * dotRadius, height: 2 * dotRadius)).fill()
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: box.midX, y: box.minY + box.height * 0.43))
        stem.addLine(to: CGPoint(x: box.midX, y: box.minY + box.height * 0.74))
        stem.lineWidth = box.width * 0.11
        stem.lineCapStyle = .round
        stem.stroke()
    }

    // MARK: The info button's tap

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard hasInfoButton else { return false }
        // Only the ring takes taps: the chevron beside it belongs to the row.
        return CGRect(x: 0, y: 0, width: Self.infoDiameter, height: bounds.height).insetBy(dx: -8, dy: -8).contains(point)
    }

    override func tapHits(_ point: CGPoint) -> Bool {
        self.point(inside: point, with: nil)
    }
}
