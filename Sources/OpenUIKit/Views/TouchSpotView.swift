import Foundation

/// One spot of the touch overlay: a translucent disc with a ring, or a ring alone.
///
/// Grey with a white rim reads on both light and dark content; translucency keeps what is
/// under the finger visible.
@MainActor
final class TouchSpotView: UIView {
    let style: TouchOverlayView.Spot.Style

    /// The ring's width, in points.
    static let ringWidth: CGFloat = 2

    init(frame: CGRect, style: TouchOverlayView.Spot.Style) {
        self.style = style
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// A decoded spot is a finger spot (the overlay never decodes one; required by UIView).
    required init?(coder: NSCoder) {
        style = .finger
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        let inset = TouchSpotView.ringWidth
        let disc = UIBezierPath(ovalIn: bounds.insetBy(dx: inset, dy: inset))
        if style == .finger {
            UIColor(white: 0.35, alpha: 0.55).setFill()
            disc.fill()
        }
        disc.lineWidth = TouchSpotView.ringWidth
        UIColor(white: 1, alpha: 0.9).setStroke()
        disc.stroke()
        let outer = UIBezierPath(ovalIn: bounds.insetBy(dx: inset / 2, dy: inset / 2))
        outer.lineWidth = TouchSpotView.ringWidth / 2
        UIColor(white: 0, alpha: 0.5).setStroke()
        outer.stroke()
    }
}
