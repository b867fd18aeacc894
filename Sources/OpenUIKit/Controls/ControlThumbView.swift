import Foundation

/// The round white knob that sliders and switches drag, drawn as iOS draws it: a white disc
/// lifted off the track by a soft shadow. A custom image (a slider's thumb image) replaces
/// the disc and its shadow.
@MainActor
final class ControlThumbView: UIView {
    /// The shadow's opacity under the disc (iOS's knob shadow is a light, short drop).
    static let shadowOpacity: Float = 0.2
    /// How far the shadow falls below the disc, in points.
    static let shadowDrop: CGFloat = 2
    /// The shadow's blur radius, in points.
    static let shadowBlur: CGFloat = 3

    /// The colour of the disc; nil is white.
    var discColor: UIColor? {
        didSet { applyLook() }
    }

    /// An image drawn instead of the disc, at its own size, centred.
    var image: UIImage? {
        didSet {
            applyLook()
            setNeedsDisplay()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        applyLook()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        applyLook()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        applyLook()
    }

    /// The disc is the layer itself (background, corner radius, shadow), so the compositor
    /// draws and caches it; an image is drawn in `draw(_:)` with no disc behind it.
    private func applyLook() {
        if image == nil {
            backgroundColor = discColor ?? .white
            layer.cornerRadius = min(bounds.width, bounds.height) / 2
            layer.shadowOpacity = Self.shadowOpacity
            layer.shadowOffset = CGSize(width: 0, height: Self.shadowDrop)
            layer.shadowRadius = Self.shadowBlur
            layer.shadowPath = UIBezierPath(ovalIn: bounds).cgPath
        } else {
            backgroundColor = .clear
            layer.cornerRadius = 0
            layer.shadowOpacity = 0
            layer.shadowPath = nil
        }
    }

    override func draw(_ rect: CGRect) {
        guard let image else { return }
        let size = image.size
        image.draw(in: CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                              width: size.width, height: size.height))
    }
}
