import Foundation

/// The count of a drag's items, drawn as iOS draws it while more than one item is carried:
/// white figures in a filled blue circle over the top-right corner of the frontmost preview.
@MainActor
final class DragCountBadgeView: UIView {
    /// The badge's height (and the smallest width), in points.
    static let diameter: CGFloat = 24
    /// The room beside the figures of a count too wide for the circle, in points per side.
    static let horizontalPadding: CGFloat = 7
    /// The figures' size, in points.
    static let fontSize: CGFloat = 15

    private let label = UILabel()

    /// The number shown; a count of one or none hides the badge.
    var count = 0 {
        didSet {
            label.text = "\(count)"
            isHidden = count <= 1
            let width = max(Self.diameter, label.intrinsicContentSize.width + 2 * Self.horizontalPadding)
            bounds.size = CGSize(width: width, height: Self.diameter)
            label.frame = bounds
        }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = .systemBlue
        layer.cornerRadius = Self.diameter / 2
        label.font = UIFont.systemFont(ofSize: Self.fontSize, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    /// Badges are made in code only; a decoded one is refused.
    required init?(coder: NSCoder) { nil }

    /// Puts the badge on `preview`'s top-right corner, above its picture.
    func place(on preview: UIView) {
        if superview !== preview { preview.addSubview(self) }
        center = CGPoint(x: preview.bounds.maxX, y: preview.bounds.minY)
        autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    }
}
