import Foundation

/// The bubble behind a popover's content: a rounded rectangle with its arrow pointing at the
/// source, filled with the popover's background colour, with a soft shadow.
@MainActor
final class PopoverBubbleView: UIView {
    /// The default fill: the system background (white in the light appearance).
    static let defaultFill = UIColor.white
    /// The shadow's opacity, blur radius (points) and downward offset (points).
    static let shadowOpacity: Float = 0.18
    static let shadowRadius: CGFloat = 18
    static let shadowOffset = CGSize(width: 0, height: 4)

    /// Where the bubble and its arrow are, in the container's coordinates.
    var layout: PopoverLayout? {
        didSet {
            guard let layout, layout != oldValue else { return }
            frame = layout.bubbleFrame
            setNeedsDisplay()
        }
    }
    /// The bubble's colour.
    var fillColor = PopoverBubbleView.defaultFill {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        layer.shadowOpacity = PopoverBubbleView.shadowOpacity
        layer.shadowRadius = PopoverBubbleView.shadowRadius
        layer.shadowOffset = PopoverBubbleView.shadowOffset
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let layout else { return }
        let origin = frame.origin
        let content = layout.contentFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        let tip = CGPoint(x: layout.arrowTip.x - origin.x, y: layout.arrowTip.y - origin.y)
        let path = UIBezierPath(roundedRect: content, cornerRadius: PopoverLayout.cornerRadius)
        let half = PopoverLayout.arrowBase / 2
        // Each triangle turns the same way as the rounded rectangle, so the two fill as one
        // shape (nonzero winding) without a seam where they meet.
        switch layout.arrowDirection {
        case .up:
            path.move(to: tip)
            path.addLine(to: CGPoint(x: tip.x + half, y: content.minY))
            path.addLine(to: CGPoint(x: tip.x - half, y: content.minY))
        case .down:
            path.move(to: tip)
            path.addLine(to: CGPoint(x: tip.x - half, y: content.maxY))
            path.addLine(to: CGPoint(x: tip.x + half, y: content.maxY))
        case .left:
            path.move(to: tip)
            path.addLine(to: CGPoint(x: content.minX, y: tip.y - half))
            path.addLine(to: CGPoint(x: content.minX, y: tip.y + half))
        case .right:
            path.move(to: tip)
            path.addLine(to: CGPoint(x: content.maxX, y: tip.y + half))
            path.addLine(to: CGPoint(x: content.maxX, y: tip.y - half))
        default:
            break
        }
        path.close()
        fillColor.setFill()
        path.fill()
    }
}
